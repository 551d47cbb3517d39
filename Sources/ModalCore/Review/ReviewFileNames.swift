/// The names of the files a reviewer writes from the window (C, W, L), numbered in order so
/// two taken at the same review time never replace each other.
public struct ReviewFileNames: Equatable, Sendable {
    /// Screenshots (C) named so far.
    public private(set) var screenshots = 0
    /// Settings files (W) named so far.
    public private(set) var settingsFiles = 0

    public init() {}

    /// `modal-prototype-1250ms-3.png`: the next screenshot at review time `t` whose name is not
    /// `taken` (another run's file in the same folder is never replaced: the number goes on).
    public mutating func screenshot(at t: Double, taken: (String) -> Bool = { _ in false }) -> String {
        ReviewFileNames.next(&screenshots, taken: taken) { "modal-prototype-\(ReviewFileNames.milliseconds(t))ms-\($0).png" }
    }

    /// `modal-prototype-settings-1250ms-1.json`: the next settings file at review time `t` not `taken`.
    public mutating func settings(at t: Double, taken: (String) -> Bool = { _ in false }) -> String {
        ReviewFileNames.next(&settingsFiles, taken: taken) { "modal-prototype-settings-\(ReviewFileNames.milliseconds(t))ms-\($0).json" }
    }

    /// Counts `counter` on until `named(counter)` is not `taken` (at most `tries` numbers).
    static func next(_ counter: inout Int, taken: (String) -> Bool, named: (Int) -> String) -> String {
        var name: String
        repeat {
            counter += 1
            name = named(counter)
        } while taken(name) && counter < tries
        return name
    }

    /// `modal-prototype-scenario-1250ms.txt`: the scenario saved at review time `t` (L, without
    /// `--save-scenario`); `-2`, `-3`… before `.txt` while the name is `taken`.
    public static func scenario(at t: Double, taken: (String) -> Bool = { _ in false }) -> String {
        var name = "modal-prototype-scenario-\(milliseconds(t))ms.txt"
        var n = 1
        while taken(name) && n < tries {
            n += 1
            name = "modal-prototype-scenario-\(milliseconds(t))ms-\(n).txt"
        }
        return name
    }

    /// `modal-prototype-report-1250ms`: the folder of a review page written at review time `t`
    /// (G, without `--report`); `-2`, `-3`… while the name is `taken`.
    public static func report(at t: Double, taken: (String) -> Bool = { _ in false }) -> String {
        var name = "modal-prototype-report-\(milliseconds(t))ms"
        var n = 1
        while taken(name) && n < tries {
            n += 1
            name = "modal-prototype-report-\(milliseconds(t))ms-\(n)"
        }
        return name
    }

    /// Numbers tried at most for a free name.
    static let tries = 100_000

    /// `t` in whole milliseconds.
    static func milliseconds(_ t: Double) -> Int { Int((t * 1000).rounded()) }
}
