/// Completion scripts for bash, zsh and fish, made from the option tables
/// (`CommandLineDocs`): option names, the words an option takes (devices, profiles,
/// inspector sections, appearances, languages, …) and file or folder arguments
/// (`--print-completion SHELL`).
enum ShellCompletion {
    static let shells = ["bash", "zsh", "fish"]

    /// The script for `shell` (one of `shells`).
    static func script(for shell: String) -> String {
        switch shell {
        case "zsh": return zsh
        case "fish": return fish
        default: return bash
        }
    }

    private static var commands: [CommandLineDocs.Command] { CommandLineDocs.commands }
    /// `soak bench icon measure`.
    private static var subcommands: String { commands.compactMap(\.subcommand).joined(separator: " ") }

    /// The first line of an option's help.
    private static func summary(_ info: OptionInfo) -> String { String(info.help.split(separator: "\n")[0]) }

    // MARK: bash

    /// `_modal_prototype`: the subcommand from the first word, the value of the option before
    /// the cursor, else the option names.
    static var bash: String {
        var out = [
            "# bash completion for modal-prototype (generated: modal-prototype --print-completion bash)",
            "_modal_prototype() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" command=app",
            "    case \"${COMP_WORDS[1]}\" in \(commands.compactMap(\.subcommand).joined(separator: "|"))) command=${COMP_WORDS[1]} ;; esac",
            "    COMPREPLY=()",
            "    case \"$command $prev\" in",
        ]
        for command in commands {
            let key = command.subcommand ?? "app"
            for info in command.options where info.value != nil {
                out.append("        '\(key) \(info.name)') \(bashValue(info.completion)) ; return 0 ;;")
            }
        }
        out.append("    esac")
        out.append("    case $command in")
        for command in commands {
            let names = command.options.flatMap { [$0.name] + $0.aliases }
            let words = (command.subcommand == nil ? commands.compactMap(\.subcommand) : []) + names
            out.append("        \(command.subcommand ?? "app")) COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- \"$cur\")) ;;")
        }
        out += ["    esac", "    return 0", "}", "complete -F _modal_prototype modal-prototype", ""]
        return out.joined(separator: "\n")
    }

    private static func bashValue(_ completion: OptionCompletion) -> String {
        switch completion {
        case .none: return ":"
        case .words(let words): return "COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- \"$cur\"))"
        case .file(nil): return "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .file(let ext?):
            return "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -X '!*.\(ext)' -- \"$cur\") $(compgen -d -- \"$cur\"))"
        case .directory: return "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- \"$cur\"))"
        }
    }

    // MARK: zsh

    /// `#compdef modal-prototype`: `_arguments` specs, one set a command.
    static var zsh: String {
        var out = ["#compdef modal-prototype", "# zsh completion for modal-prototype (generated: modal-prototype --print-completion zsh)", "",
                   "case $words[2] in"]
        for command in commands.dropFirst() {
            out.append("  \(command.subcommand!))")
            out.append("    shift words; (( CURRENT-- ))")
            out.append("    _arguments -s : \\")
            out += command.options.flatMap(zshSpecs).map { "      \($0) \\" }
            out += ["      && return 0", "    return 1 ;;"]
        }
        out.append("esac")
        out.append("_arguments -s : \\")
        out += commands[0].options.flatMap(zshSpecs).map { "  \($0) \\" }
        out += ["  '1::command:(\(subcommands))'", ""]
        return out.joined(separator: "\n")
    }

    private static func zshSpecs(_ info: OptionInfo) -> [String] {
        let help = summary(info).replacing("[", with: "(").replacing("]", with: ")").replacing("'", with: "'\\''")
            .replacing(":", with: "\\:")
        return ([info.name] + info.aliases).map { name in
            guard let value = info.value else { return "'\(name)[\(help)]'" }
            let action: String
            switch info.completion {
            case .none: action = " "
            case .words(let words): action = "(\(words.joined(separator: " ")))"
            case .file(nil): action = "_files"
            case .file(let ext?): action = "_files -g \"*.\(ext)\""
            case .directory: action = "_files -/"
            }
            return "'\(name)=[\(help)]:\(value.replacing(":", with: "\\:").replacing("'", with: "'\\''")):\(action)'"
        }
    }

    // MARK: fish

    /// `complete -c modal-prototype …` lines, the subcommand's options only after it.
    static var fish: String {
        var out = ["# fish completion for modal-prototype (generated: modal-prototype --print-completion fish)",
                   "complete -c modal-prototype -f",
                   "complete -c modal-prototype -n '__fish_use_subcommand' -a '\(subcommands)' -d 'subcommand'"]
        for command in commands {
            let condition = command.subcommand.map { "__fish_seen_subcommand_from \($0)" } ?? "not __fish_seen_subcommand_from \(subcommands)"
            for info in command.options {
                var line = "complete -c modal-prototype -n '\(condition)' -l \(info.name.dropFirst(2))"
                for alias in info.aliases where alias.hasPrefix("-") && !alias.hasPrefix("--") { line += " -s \(alias.dropFirst())" }
                switch (info.value, info.completion) {
                case (nil, _): break
                case (_, .none): line += " -x"
                case (_, .words(let words)): line += " -x -a '\(words.joined(separator: " "))'"
                case (_, .file): line += " -r -F"
                case (_, .directory): line += " -x -a '(__fish_complete_directories)'"
                }
                out.append(line + " -d '\(summary(info).replacing("\\", with: "\\\\").replacing("'", with: "\\'"))'")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
