import ModalCore

/// `modal-prototype.1`, the roff manual page, made from the option tables
/// (`CommandLineDocs`), the key table (`KeyTable`) and the exit codes (`--print-man`).
enum ManPage {
    static var text: String {
        var out = [
            #".TH MODAL-PROTOTYPE 1 "" "modal-prototype \#(Options.version)" "User Commands""#,
            ".SH NAME",
            #"modal-prototype \- review iOS modal motion (sheet + loading cover, half modal) on a desktop"#,
            ".SH SYNOPSIS",
        ]
        out += synopsis
        out += [
            ".SH DESCRIPTION",
            "Opens an SDL2 window (Wayland or X11) that reproduces two SwiftUI modal patterns: a sheet with a loading",
            "cover, and a half modal. The review clock can be slowed down, paused, stepped and scrubbed; two profiles",
            "can be compared side by side; frames can be recorded as PNG, GIF or video. With",
            bold("--headless") + " a scenario file plays on simulated time, without a display.",
        ]
        let app = CommandLineDocs.commands[0]
        out += [".SH OPTIONS", ".SS Running"] + options(app.options.filter { $0.section == "OPTIONS" })
        out += [".SS Reviewing"] + options(app.options.filter { $0.section == "REVIEW" })
        for command in CommandLineDocs.commands.dropFirst() {
            out += [".SH \(command.subcommand!.uppercased()) OPTIONS", escape(command.summary) + "."] + options(command.options)
        }
        out += scenarioFormat
        out += [".SH KEYS", "In the window:"]
        out += KeyTable.rows.flatMap { [".TP", bold($0.keys), escape(plain($0.readme))] }
        out += [".SH EXIT STATUS"] + Options.exitCodes.flatMap { [".TP", bold("\($0.code)"), escape($0.meaning)] }
        out += files + examples
        out += [".SH SEE ALSO", "The README of the source tree; " + bold("ffmpeg") + "(1) for " + bold("--video") + "."]
        return out.joined(separator: "\n") + "\n"
    }

    private static var synopsis: [String] {
        [
            bold("modal-prototype") + " [" + italic("options") + "]",
            ".br",
            bold("modal-prototype --headless --scenario") + " " + italic("FILE") + " " + bold("--out") + " " + italic("DIR")
                + " [" + italic("options") + "]",
            ".br",
            bold("modal-prototype soak") + " [" + italic("options") + "]",
            ".br",
            bold("modal-prototype bench") + " [" + italic("options") + "]",
            ".br",
            bold("modal-prototype icon --size") + " " + italic("N") + " " + bold("--out") + " " + italic("FILE.png"),
            ".br",
            bold("modal-prototype measure --reference") + " " + italic("PATH") + " [" + italic("options") + "]",
        ]
    }

    /// One `.TP` paragraph an option: its name and value, then its meaning.
    private static func options(_ infos: [OptionInfo]) -> [String] {
        infos.flatMap { info -> [String] in
            let names = ([info.name] + info.aliases).map(bold).joined(separator: ", ")
            return [".TP", names + (info.value.map { " " + italic($0) } ?? "")]
                + info.help.split(separator: "\n").map { escape(String($0)) }
        }
    }

    private static let scenarioFormat: [String] = [
        ".SH SCENARIO FORMAT",
        "A scenario has one command per line: a time in seconds, a command and its arguments;",
        escape("# starts a comment. Times never go back. The commands:"),
        ".TP", bold("tap") + " " + italic("ID"), "press and release on the element (it must be reachable)",
        ".TP", bold("down") + ", " + bold("move") + ", " + bold("up") + " " + italic("X Y"), "pointer input at a point",
        ".TP", bold("drag") + " " + italic("X0 Y0 X1 Y1 S"), "press, move every frame, release after S seconds",
        ".TP", bold("key") + " " + italic("NAME"), escape("escape, return, space, tab, shift-tab, h, f, s, q"),
        ".TP", bold("set") + " " + italic("PATH VALUE"), "any setting, e.g. request.outcome failure",
        ".TP", bold("shot") + " " + italic("NAME.png"), escape("a screenshot into --out"),
        ".TP", bold("elements") + " " + italic("NAME.json"), "the reachable element ids with their frames",
        ".TP", bold("end"), "end the run",
        ".PP", "Example:", ".nf",
        "0    elements main.json",
        "0.1  tap open-sheet",
        "0.8  shot sheet.png",
        "7.6  drag 195 500 195 350 0.3",
        "8.0  end",
        ".fi",
    ]

    private static let files: [String] = [
        ".SH FILES",
        ".TP", italic("/usr/share/modal-prototype/Assets"),
        escape("fonts, example scenarios and images (also Assets beside the binary, or ") + bold("MODAL_PROTOTYPE_ASSETS") + ")",
        ".TP", italic("/usr/share/modal-prototype/Assets/Scenarios"), "ready-made scenarios",
        ".TP", italic("/usr/share/doc/modal-prototype/copyright"), "the licences (Apache-2.0; the fonts OFL-1.1)",
    ]

    private static let examples: [String] = [
        ".SH EXAMPLES",
        ".TP", bold("modal-prototype --compare seed,fluid"), "two phones, one per profile, fed the same input",
        ".TP", bold("modal-prototype --device iphone-se-3 --appearance dark --lang en"), "another phone, dark, English labels",
        ".TP", bold("modal-prototype --headless --scenario") + " " + italic("/usr/share/modal-prototype/Assets/Scenarios/request-failure.txt")
            + " " + bold("--out") + " " + italic("out"),
        "play a scenario without a display; shots and element lists go to out",
        ".TP", bold("modal-prototype measure --reference") + " " + italic("clip.mov") + " " + bold("--write-config") + " " + italic("fit.json"),
        "fit the half modal's curve to an iPhone's screen recording; --config fit.json then plays it",
        ".TP", bold("modal-prototype --print-config > settings.json"), escape("every setting with its default, to edit and load with --config"),
    ]

    /// Text with roff's special characters made plain (backslash, a leading dot or quote, hyphens).
    static func escape(_ text: String) -> String {
        var t = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        if t.hasPrefix(".") || t.hasPrefix("'") { t = "\\&" + t }
        return t
    }

    /// The README's Markdown code marks removed.
    private static func plain(_ text: String) -> String { text.replacing("`", with: "") }
    private static func bold(_ text: String) -> String { "\\fB" + escape(text) + "\\fR" }
    private static func italic(_ text: String) -> String { "\\fI" + escape(text) + "\\fR" }
}
