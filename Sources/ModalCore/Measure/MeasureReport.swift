/// What `measure` found, as the one-line summary, as JSON (`--json`) and as a `--config` file
/// (`--write-config`).
///
/// JSON keys (docs/MEASURE.md): `track`, `fit`, `device`, `scale`, `frames`, `start` (s),
/// `from`, `to`, `rms`, `max` (the fit's error), `current` (`rms`, `max`: the current settings'
/// error, or null), `unit` (`pt` for an edge, `levels` of brightness for a fade); a curve adds `duration` (s), `x1`, `y1`, `x2`, `y2` and `controlPoints`;
/// a spring adds `response` (s), `dampingFraction` and `velocity` (pt/s).
public struct MeasureReport: Sendable {
    /// The fitted motion.
    public enum Result: Sendable {
        case curve(CurveFit)
        case spring(SpringFit)
    }

    public var surface: TrackedSurface
    public var result: Result
    public var placement: CanvasPlacement
    public var frames: Int
    /// The current settings' error against the same track; nil when no setting holds this kind
    /// of motion for the surface (the loading cover has no animation, the alert no curve).
    public var current: FitError?

    /// A report of `result` for `surface`, read from `frames` frames placed as `placement` says.
    public init(surface: TrackedSurface, result: Result, placement: CanvasPlacement, frames: Int, current: FitError?) {
        self.surface = surface
        self.result = result
        self.placement = placement
        self.frames = frames
        self.current = current
    }

    /// The fit's own error.
    public var error: FitError {
        switch result {
        case .curve(let c): return c.error
        case .spring(let s): return s.error
        }
    }

    /// When the fitted motion starts.
    public var start: Double {
        switch result {
        case .curve(let c): return c.start
        case .spring(let s): return s.start
        }
    }

    /// The fitted values and how far the current settings and the fit are from the track.
    public var summary: String {
        let values: String
        switch result {
        case .curve(let c):
            values = "curve (\(Self.fixed(c.curve.x1, 3)), \(Self.fixed(c.curve.y1, 3)), \(Self.fixed(c.curve.x2, 3)), "
                + "\(Self.fixed(c.curve.y2, 3))) over \(Self.fixed(c.duration, 3)) s"
        case .spring(let s):
            values = "spring response \(Self.fixed(s.spring.response, 3)) s, dampingFraction \(Self.fixed(s.spring.dampingFraction, 3)), "
                + "velocity \(Self.fixed(s.velocity, 0)) \(surface.unit)/s"
        }
        let unit = surface.unit
        let prototype = current.map { "the prototype is \(Self.fixed($0.rms, 1)) \(unit) off (max \(Self.fixed($0.max, 1)))" }
            ?? "the prototype has no setting for this motion"
        return "\(surface.rawValue): \(values), from \(Self.fixed(start, 4)) s\n"
            + "\(prototype); fitted, \(Self.fixed(error.rms, 1)) \(unit) off (max \(Self.fixed(error.max, 1)))\n"
    }

    /// The report as one JSON object (sorted keys, one line).
    public var json: String {
        var fields: [(String, String)] = [
            ("track", quoted(surface.rawValue)), ("device", quoted(placement.deviceName)),
            ("scale", Self.number(placement.scale)), ("frames", "\(frames)"), ("start", Self.number(start)),
            ("rms", Self.number(error.rms)), ("max", Self.number(error.max)),
            ("current", current.map { "{\"max\":\(Self.number($0.max)),\"rms\":\(Self.number($0.rms))}" } ?? "null"),
            ("unit", quoted(surface.unit)),
        ]
        switch result {
        case .curve(let c):
            fields += [("fit", quoted("curve")), ("duration", Self.number(c.duration)), ("x1", Self.number(c.curve.x1)),
                       ("y1", Self.number(c.curve.y1)), ("x2", Self.number(c.curve.x2)), ("y2", Self.number(c.curve.y2)),
                       ("controlPoints", "[" + [c.curve.x1, c.curve.y1, c.curve.x2, c.curve.y2].map(Self.number).joined(separator: ",") + "]"),
                       ("from", Self.number(c.from)), ("to", Self.number(c.to))]
        case .spring(let s):
            fields += [("fit", quoted("spring")), ("response", Self.number(s.spring.response)),
                       ("dampingFraction", Self.number(s.spring.dampingFraction)), ("velocity", Self.number(s.velocity)),
                       ("from", Self.number(s.from)), ("to", Self.number(s.to))]
        }
        return "{" + fields.sorted { $0.0 < $1.0 }.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n"
    }

    /// The fitted values under the tracked surface's setting paths, as dotted paths and values.
    public var settingValues: [(path: String, value: Double)] { Self.settingValues(result, surface: surface) }

    /// `result`'s values under `surface`'s setting paths, as dotted paths and values.
    public static func settingValues(_ result: Result, surface: TrackedSurface) -> [(path: String, value: Double)] {
        switch result {
        case .curve(let c):
            guard let paths = surface.curvePaths else { return [] }
            // The settings' own ranges: a control x in [0, 1], y in [-1, 2], a duration within 0…3 s.
            return [(paths.duration, min(max(rounded(c.duration), 0), 3)),
                    (paths.curve + ".x1", rounded(c.curve.x1)), (paths.curve + ".y1", rounded(c.curve.y1)),
                    (paths.curve + ".x2", rounded(c.curve.x2)), (paths.curve + ".y2", rounded(c.curve.y2))]
        case .spring(let s):
            return surface.springValues(s.spring).map { ($0.path, rounded($0.value)) }
        }
    }

    /// A `--config` file holding `settingValues`: nested objects by the paths' parts.
    public var configJSON: String {
        Self.nestedJSON(settingValues.map { ($0.path.split(separator: ".").map(String.init), Self.number($0.value)) }, indent: "")
    }

    /// `entries` (key parts and JSON values) as nested, pretty-printed objects with sorted keys.
    static func nestedJSON(_ entries: [([String], String)], indent: String) -> String {
        var groups: [String: [([String], String)]] = [:]
        var leaves: [String: String] = [:]
        for (parts, value) in entries {
            if parts.count == 1 { leaves[parts[0]] = value } else { groups[parts[0], default: []].append((Array(parts.dropFirst()), value)) }
        }
        let inner = indent + "  "
        let lines = Set(groups.keys).union(leaves.keys).sorted().map { key -> String in
            if let leaf = leaves[key] { return inner + "\"\(key)\" : \(leaf)" }
            return inner + "\"\(key)\" : " + nestedJSON(groups[key]!, indent: inner)
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}" + (indent.isEmpty ? "\n" : "")
    }

    /// Six decimals: finer than any recording can tell, short enough to read.
    static func rounded(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }

    /// A JSON number with at most six decimals (0 for a value that is not finite).
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = rounded(v)
        return r == r.rounded() && abs(r) < 1e15 ? "\(Int(r))" : "\(r)"
    }

    /// `v` with `digits` decimals.
    public static func fixed(_ v: Double, _ digits: Int) -> String {
        guard v.isFinite else { return "\(v)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let n = (abs(v) * scale).rounded()
        let whole = Int(n / scale), frac = Int(n - Double(whole) * scale)
        let sign = v < 0 && n != 0 ? "-" : ""
        guard digits > 0 else { return sign + "\(whole)" }
        let fracText = String(frac)
        return sign + "\(whole)." + String(repeating: "0", count: digits - fracText.count) + fracText
    }

    /// `s` between double quotes (the ids and names quoted here need no escaping).
    private func quoted(_ s: String) -> String { "\"" + s + "\"" }
}
