/// The head of a scenario file: what the command line's options set, as lines at time 0.
///
/// A saved session opens with one, so that `--headless --scenario saved.txt` with no options
/// replays it exactly: the device (or a typed-in canvas size), the chrome, the frame rate, the
/// `--compare` lanes and every setting in force at the start, per lane where it was per lane.
///
///     0 device iphone-17-pro          # --device NAME
///     0 size 390x844                  # --size WxH (a custom canvas)
///     0 chrome off                    # --no-chrome
///     0 fps 60                        # --fps N
///     0 compare seed,native           # --compare A,B[,C]
///     0 initial halfModal.duration 0.7        # --set KEY=VALUE
///     0 initial 2:halfModal.content list      # --set N:KEY=VALUE (phone N of --compare, from 1)
///
/// Head lines come before every other line, at time 0. Options typed on the command line win
/// over them (`arguments` go first): a saved session can be replayed on another device.
public struct ScenarioHead: Equatable, Sendable {
    /// A setting in force at the start: for every phone (`lane` nil) or for one (0-based).
    public struct Initial: Equatable, Sendable {
        public var lane: Int?
        public var path: String
        public var value: String

        public init(lane: Int?, path: String, value: String) {
            self.lane = lane
            self.path = path
            self.value = value
        }
    }

    /// Why a head line was refused (the parser adds the file and line).
    public struct Problem: Error, Equatable, Sendable {
        public var message: String
        init(_ message: String) { self.message = message }
    }

    /// The preset's name (`--device`).
    public var device: String?
    /// A typed-in canvas in points (`--size`).
    public var size: Size?
    /// False for `--no-chrome`.
    public var chrome: Bool?
    /// Frames per second (`--fps`).
    public var fps: Double?
    /// The lanes' profiles (`--compare`); empty for one phone.
    public var compare: [HalfModalProfile] = []
    /// Settings in force at the start, in order (`--set`).
    public var initial: [Initial] = []

    public init(device: String? = nil, size: Size? = nil, chrome: Bool? = nil, fps: Double? = nil,
                compare: [HalfModalProfile] = [], initial: [Initial] = []) {
        self.device = device
        self.size = size
        self.chrome = chrome
        self.fps = fps
        self.compare = compare
        self.initial = initial
    }

    /// The commands a head may hold, in the order it writes them and messages list them.
    public static let commandOrder = ["device", "size", "chrome", "fps", "compare", "initial"]
    /// The commands a head may hold.
    public static let commands = Set(commandOrder)

    /// True when the head sets nothing.
    public var isEmpty: Bool { self == ScenarioHead() }

    /// Reads one head line's command `name` and its `args` into the head.
    public mutating func parse(_ name: String, _ args: [String]) throws(Problem) {
        func expect(_ n: Int, _ usage: String) throws(Problem) {
            guard args.count == n else { throw Problem("'\(name)' takes \(usage)") }
        }
        switch name {
        case "device":
            try expect(1, "a device name")
            guard Device.named(args[0]) != nil else {
                let names = Device.presets.map(\.name)
                throw Problem("unknown device '\(args[0])'\(Suggestion.didYouMean(args[0], in: names)) (expected \(names.joined(separator: "|")))")
            }
            device = args[0]
        case "size":
            try expect(1, "WxH in points")
            size = try Self.size(args[0])
        case "chrome":
            try expect(1, "on or off")
            guard args[0] == "on" || args[0] == "off" else { throw Problem("'chrome' takes on or off, got '\(args[0])'") }
            chrome = args[0] == "on"
        case "fps":
            try expect(1, "a frame rate")
            guard let v = StrictNumber.double(args[0]), v.isFinite, v >= 1, v <= 1000 else {
                throw Problem("'fps' takes a number from 1 to 1000, got '\(args[0])'")
            }
            fps = v
        case "compare":
            try expect(1, "two or three profiles, e.g. seed,fluid")
            let names = args[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let profiles = names.compactMap(HalfModalProfile.init(rawValue:))
            guard (2...3).contains(names.count), profiles.count == names.count else {
                throw Problem("'compare' takes two or three profiles (seed, fluid, native), got '\(args[0])'")
            }
            compare = profiles
        case "initial":
            try expect(2, "[N:]KEY VALUE")
            let (lane, key) = try Self.splitLane(args[0])
            do { _ = try Settings().setting(key, to: args[1]) } catch let e as Settings.PathError {
                throw Problem(e.description)
            } catch {
                throw Problem("\(error)")
            }
            if let lane, lane >= max(compare.count, 1) {
                throw Problem("phone \(lane + 1) is out of range (\(max(compare.count, 1)) phones: 'compare' comes first)")
            }
            initial.append(Initial(lane: lane, path: key, value: args[1]))
        default:
            throw Problem("unknown head command '\(name)'")
        }
    }

    /// The options the head stands for, to go before the command line's own (which win).
    public var arguments: [String] {
        var out: [String] = []
        if let device { out += ["--device", device] }
        if let size { out += ["--size", "\(ScenarioText.number(size.width))x\(ScenarioText.number(size.height))"] }
        if chrome == false { out.append("--no-chrome") }
        if let fps { out += ["--fps", ScenarioText.number(fps)] }
        if !compare.isEmpty { out += ["--compare", compare.map(\.rawValue).joined(separator: ",")] }
        for s in initial { out += ["--set", (s.lane.map { "\($0 + 1):" } ?? "") + "\(s.path)=\(s.value)"] }
        return out
    }

    /// The head's lines, as a saved scenario writes them.
    public var lines: [String] {
        var out: [String] = []
        if let device { out.append("0 device \(device)") }
        if let size { out.append("0 size \(ScenarioText.number(size.width))x\(ScenarioText.number(size.height))") }
        if let chrome { out.append("0 chrome \(chrome ? "on" : "off")") }
        if let fps { out.append("0 fps \(ScenarioText.number(fps))") }
        if !compare.isEmpty { out.append("0 compare \(compare.map(\.rawValue).joined(separator: ","))") }
        for s in initial { out.append("0 initial \(s.lane.map { "\($0 + 1):" } ?? "")\(s.path) \(ScenarioWords.quoted(s.value))") }
        return out
    }

    /// `N:KEY` as (N - 1, KEY); a key without `N:` as (nil, KEY). N runs from 1 to 3.
    public static func splitLane(_ word: String) throws(Problem) -> (lane: Int?, key: String) {
        guard let colon = word.firstIndex(of: ":") else { return (nil, word) }
        let number = String(word[..<colon])
        guard let n = StrictNumber.integer(number), (1...3).contains(n) else {
            throw Problem("invalid phone '\(number)' in '\(word)' (expected N:KEY with N from 1 to 3)")
        }
        return (n - 1, String(word[word.index(after: colon)...]))
    }

    /// `WxH` in points, each from 1 to 10000 (as `--size` reads it: `Size.points`).
    static func size(_ text: String) throws(Problem) -> Size {
        guard let size = Size.points(text) else {
            throw Problem("'size' takes WxH in points, each from 1 to 10000, got '\(text)'")
        }
        return size
    }
}
