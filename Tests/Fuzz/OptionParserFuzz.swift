import ModalCore

/// libFuzzer target: the command line, `Options.parse`, on any arguments (`scripts/fuzz`
/// builds and runs it). The input is split into arguments at NUL bytes and newlines.
///
/// Beyond "no crash, no hang", a rejection must be one printable line with exit code 2, and
/// accepted options must keep the promises the runs rely on: numbers finite and in range
/// (no hexadecimal, `inf` or `nan` got through), a size within 1…10000 points a side, the
/// settings within their ranges.
@_cdecl("LLVMFuzzerTestOneInput")
public func optionParserFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    let arguments = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\0" || $0 == "\n" }).map(String.init)
    do {
        let o = try Options.parse(arguments)
        precondition(o.fps.isFinite && o.fps >= 1 && o.fps <= 1000, "fps \(o.fps)")
        precondition(o.canvas.width >= 1 && o.canvas.width <= 10000 && o.canvas.height >= 1 && o.canvas.height <= 10000,
                     "size \(o.canvas)")
        if let s = o.scale { precondition(s.isFinite && s >= 0.25 && s <= 8, "scale \(s)") }
        if let n = o.maxFrames { precondition(n >= 1 && n <= RecordingLimit.largestMaximum, "max frames \(n)") }
        precondition(o.referenceOpacity >= 0 && o.referenceOpacity <= 1, "opacity \(o.referenceOpacity)")
        precondition(o.settings.validationProblem() == nil, "accepted invalid settings: \(o.settings.validationProblem()!)")
    } catch let failure as Failure {
        let m = failure.message
        precondition(!m.isEmpty, "empty message")
        precondition(!m.unicodeScalars.contains { $0.properties.generalCategory == .control
            || $0.properties.generalCategory == .lineSeparator || $0.properties.generalCategory == .paragraphSeparator },
            "not one printable line: \(m.debugDescription)")
        precondition(failure.exitCode == 2, "exit code \(failure.exitCode) for \(m)")
    } catch {
        preconditionFailure("unexpected error \(error)")
    }
    return 0
}
