import Foundation
import Testing
@testable import ModalCore
@testable import ModalPrototype

/// The man page and the shell completions are made from the option tables and the key table,
/// and hold what the issue names.
@Suite struct CommandLineDocsTests {
    @Test func theManPageHasEveryOptionKeyAndExitCode() {
        let page = ManPage.text
        for section in [".SH SYNOPSIS", ".SH OPTIONS", ".SH SCENARIO FORMAT", ".SH KEYS", ".SH EXIT STATUS", ".SH FILES",
                        ".SH EXAMPLES", ".SH SOAK OPTIONS", ".SH BENCH OPTIONS", ".SH ICON OPTIONS"] {
            #expect(page.contains("\n" + section + "\n"), "\(section)")
        }
        for command in CommandLineDocs.commands {
            for info in command.options {
                #expect(page.contains("\\fB" + ManPage.escape(info.name) + "\\fR"), "\(command.name) \(info.name)")
                if let value = info.value { #expect(page.contains("\\fI" + ManPage.escape(value) + "\\fR"), "\(info.name) \(value)") }
            }
        }
        for row in KeyTable.rows { #expect(page.contains(".TP\n\\fB" + ManPage.escape(row.keys) + "\\fR\n"), "key \(row.keys)") }
        for code in Options.exitCodes { #expect(page.contains(".TP\n\\fB\(code.code)\\fR\n" + code.meaning)) }
        // No line starts with a dot or a quote that roff would take for a request, except the requests.
        for line in page.split(separator: "\n") where line.hasPrefix(".") || line.hasPrefix("'") {
            #expect(line.range(of: #"^\.(TH|SH|SS|TP|PP|br|nf|fi)( |$)"#, options: .regularExpression) != nil, "\(line)")
        }
    }

    @Test func completionsOfferOptionsDevicesProfilesSectionsAndFiles() {
        let devices = Device.presets.map(\.name)
        for shell in ShellCompletion.shells {
            let script = ShellCompletion.script(for: shell)
            for command in CommandLineDocs.commands { for info in command.options { #expect(script.contains(info.name.dropFirst(2)), "\(shell) \(info.name)") } }
            for word in devices + ["seed", "fluid", "halfModal", "request", "light", "dark", "ja", "en"] {
                #expect(script.contains(word), "\(shell) \(word)")
            }
        }
        #expect(ShellCompletion.bash.contains("'app --device') COMPREPLY=($(compgen -W '\(devices.joined(separator: " ")) list'"))
        #expect(ShellCompletion.bash.contains("'app --scenario') compopt -o filenames"))
        #expect(ShellCompletion.zsh.contains("'--config=[") && ShellCompletion.zsh.contains(#":_files -g "*.json"'"#))
        #expect(ShellCompletion.fish.contains("-l device -x -a '\(devices.joined(separator: " ")) list'"))
        #expect(ShellCompletion.fish.contains("-l scenario -r -F"))
    }

    /// The bash script, run by bash itself: `--device ""` offers the devices, `--pro` offers `--profile`.
    @Test func bashCompletesDevicesAndOptions() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("mp-completion-\(getpid()).bash")
        try ShellCompletion.bash.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        func offered(_ words: String, _ cword: Int) throws -> String {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/bash")
            p.arguments = ["-c", "source \"$1\"; COMP_WORDS=(\(words)); COMP_CWORD=\(cword); _modal_prototype; echo \"${COMPREPLY[*]}\"",
                           "_", script.path]
            let pipe = Pipe()
            p.standardOutput = pipe
            try p.run()
            p.waitUntilExit()
            return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        #expect(try offered(#"modal-prototype --device """#, 2).contains("iphone-14"))
        #expect(try offered("modal-prototype --pro", 1) == "--profile\n")
        #expect(try offered("modal-prototype --inspector a", 2) == "alert\n")
        #expect(try offered("modal-prototype soak --see", 2) == "--seed\n")
    }
}
