import ModalCore

/// libFuzzer target: `Scenario.parse` on any bytes (`scripts/fuzz` builds and runs it).
///
/// Bytes that are not UTF-8 are dropped, as `main.swift` rejects them before parsing. Beyond
/// "no crash, no hang", every rejection must be one printable line (`FILE:LINE: …`) and every
/// accepted scenario must keep its promises: times finite, in order, within a day; drags with
/// a positive duration of at most a minute; output names plain.
@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioParserFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    do {
        let scenario = try Scenario.parse(text, path: "fuzz.txt")
        var last = 0.0
        for step in scenario.steps {
            precondition(step.time.isFinite && step.time >= last && step.time <= 86_400, "bad time \(step)")
            last = step.time
            switch step.command {
            case let .drag(_, _, d): precondition(d > 0 && d <= Scenario.maxDragDuration, "bad drag \(step)")
            case let .shot(name), let .elements(name):
                precondition(!name.contains("/") && !name.hasPrefix("."), "unsafe name \(name)")
            default: break
            }
        }
    } catch {
        let failure = Failure.scenario(error)
        let m = failure.message
        precondition(m.hasPrefix("fuzz.txt:"), "message without the file: \(m.debugDescription)")
        precondition(!m.unicodeScalars.contains { $0.properties.generalCategory == .control
            || $0.properties.generalCategory == .lineSeparator || $0.properties.generalCategory == .paragraphSeparator },
            "not one printable line: \(m.debugDescription)")
        precondition(m.count < 2_000, "message of \(m.count) characters")
        precondition(failure.exitCode == 2, "exit code \(failure.exitCode) for \(m)")
    }
    return 0
}
