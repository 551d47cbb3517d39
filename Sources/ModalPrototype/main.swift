import Foundation

/// Entry point: parse the command line, run the window or the headless runner, exit with
/// 0 (success), 1 (runtime failure) or 2 (bad command line or input).
func runMain(_ arguments: [String]) -> Int32 {
    do {
        let options = try Options.parse(arguments)
        if options.showHelp { print(Options.help); return 0 }
        if options.showVersion { print("modal-prototype \(Options.version)"); return 0 }
        if options.headless {
            let path = options.scenarioPath!
            guard let data = FileManager.default.contents(atPath: path) else {
                var isDir: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDir)
                throw Failure.usage("\(path): cannot read scenario: \(exists ? (isDir.boolValue ? "is a folder" : "permission denied") : "no such file")")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw Failure.usage("\(path): cannot read scenario: not UTF-8 text")
            }
            let scenario = try Scenario.parse(text, path: path)
            try HeadlessRunner(options: options, scenario: scenario).run()
            return 0
        }
        return try WindowApp(options: options).run()
    } catch let failure as Failure {
        FileHandle.standardError.write(Data("modal-prototype: error: \(failure.message)\n".utf8))
        return failure.exitCode
    } catch {
        FileHandle.standardError.write(Data("modal-prototype: error: \(error)\n".utf8))
        return 1
    }
}

setvbuf(stdout, nil, _IOLBF, 0)
exit(runMain(Array(CommandLine.arguments.dropFirst())))
