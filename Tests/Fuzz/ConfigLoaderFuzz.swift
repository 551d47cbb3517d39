import ModalCore

/// libFuzzer target: the `--config FILE.json` loader, `Settings.loading(json:file:)`, on any
/// bytes (`scripts/fuzz` builds and runs it).
///
/// Beyond "no crash, no hang", a rejection must name the file and reach the user as one
/// printable line (as `main.swift` prints it: through `Failure`), and accepted settings must
/// pass their own range checks and survive a round trip through `jsonText()`.
@_cdecl("LLVMFuzzerTestOneInput")
public func configLoaderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    do {
        let settings = try Settings().loading(json: text, file: "fuzz.json")
        precondition(settings.validationProblem() == nil, "accepted invalid settings")
        let again = try Settings().loading(json: settings.jsonText(), file: "again.json")
        precondition(again == settings, "round trip changed the settings")
    } catch let e as Settings.FileError {
        precondition(e.description.hasPrefix("fuzz.json:"), "message without the file: \(e.description.debugDescription)")
        let m = Failure.usage(e.description).message
        precondition(!m.unicodeScalars.contains { $0.properties.generalCategory == .control
            || $0.properties.generalCategory == .lineSeparator || $0.properties.generalCategory == .paragraphSeparator },
            "not one printable line: \(m.debugDescription)")
    } catch {
        preconditionFailure("unexpected error \(error)")
    }
    return 0
}
