import ModalCore

/// Seeded random but legal user input for the soak: one gesture at a time, as a person makes them.
///
/// Presses and releases come in pairs; a press is aimed at a point a press can reach now
/// (`Frame.reachablePoint(of:)`); drags move every frame and end with a release, a release
/// outside the window, or a cancel (focus lost). Between gestures come keys (all of them,
/// `q` included: the soak ignores `.quit`), setting changes (outcome, profile, language,
/// latency), resizes from 1×1 to 8000×8000, late completions of requests that no longer
/// matter, and pauses that let animations settle and requests finish.
struct SoakInput {
    /// How a drag ends.
    enum DragEnding: String, CaseIterable {
        /// Released where it ends, inside the canvas.
        case release
        /// Moved out of the window and released there (SDL reports points outside).
        case releaseOutside = "release-outside"
        /// The window lost focus mid-drag.
        case cancel
    }

    /// What one frame's input asks of the runner.
    enum Input {
        case event(Event)
        /// A `set KEY VALUE` from the review tools.
        case set(path: String, value: String)
        /// The window changed size.
        case resize(Size)
    }

    /// The gesture in progress, if any.
    private enum Gesture {
        case hold(Point, releaseFrame: Int)
        case drag(from: Point, to: Point, startFrame: Int, endFrame: Int, ending: DragEnding)
        case pause(untilFrame: Int)
    }

    /// Canvas sizes a resize picks from (points): phones, landscape, a desktop, and the extremes.
    static let sizes: [Size] = [
        .iPhone, Size(width: 320, height: 568), Size(width: 430, height: 932), Size(width: 844, height: 390),
        Size(width: 1024, height: 768), Size(width: 1, height: 1), Size(width: 8000, height: 8000),
    ]

    /// Values each `set` path picks from.
    static let settingValues: [(path: String, values: [String])] = [
        (SettingPath.requestOutcome, OutcomePolicy.allCases.map(\.rawValue)),
        (SettingPath.halfModalProfile, HalfModalProfile.allCases.map(\.rawValue)),
        (SettingPath.language, Language.allCases.map(\.rawValue)),
        (SettingPath.requestLatency, ["0", "0.5", "1", "3"]),
        (SettingPath.halfModalContent, HalfModalContent.allCases.map(\.rawValue)),
    ]

    /// The controls a tap picks more often when they are on screen (what opens the rarer states).
    static let favouredTaps: Set<ElementID> = [.startRequest, .alert, .openNestedSheet, .nestedSheet, .textField, .keyboard]

    /// Frames between two turns of the profile: besides the random `set` lines, every profile
    /// gets its share of the run (with three profiles, chance alone left one unvisited for
    /// most of a 20,000-frame run).
    static let profileTurn = 2_000

    private var rng: UInt64
    private var gesture: Gesture?
    /// Turns of the profile taken so far (the next one is due at frame `(turns + 1) · profileTurn`).
    private var profileTurns = 0
    /// What was exercised, by name (`tap open-sheet`, `key escape`, `drag-end cancel`, …).
    private(set) var counts: [String: Int] = [:]
    /// The highest request id started so far (the runner reports them from `.startRequest`).
    var lastRequestID = 0

    init(seed: UInt64) { rng = seed }

    // MARK: Input per frame

    /// The input of frame `index` (at `now`), given the machine and its frame at that moment.
    mutating func next(frame index: Int, machine m: PrototypeMachine, scene: Frame) -> [Input] {
        if let g = gesture { return continueGesture(g, index: index, canvas: m.canvas) }
        if index >= (profileTurns + 1) * Self.profileTurn {
            // Between gestures: the next profile in turn (seed → fluid → native → seed …).
            profileTurns += 1
            let profiles = HalfModalProfile.allCases
            return [.set(path: Self.settingValues[1].path, value: profiles[profileTurns % profiles.count].rawValue)]
        }
        guard chance(1, in: 10) else { return [] }
        switch Int(random(100)) {
        case 0..<38: return startTap(index: index, scene: scene)
        case 38..<62: return startDrag(index: index, scene: scene, canvas: m.canvas)
        case 62..<77:
            let key = Key.allCases[Int(random(UInt64(Key.allCases.count)))]
            count("key \(key.rawValue)")
            return [.event(.key(key))]
        case 77..<84:
            let (path, values) = Self.settingValues[Int(random(UInt64(Self.settingValues.count)))]
            count("set \(path)")
            return [.set(path: path, value: values[Int(random(UInt64(values.count)))])]
        case 84..<88:
            let size = Self.sizes[Int(random(UInt64(Self.sizes.count)))]
            count(size.width == 1 ? "resize 1x1" : size.width == 8000 ? "resize 8000x8000" : "resize other")
            return [.resize(size)]
        case 88..<90:
            // A completion for a request that is not in flight any more (the network is late).
            guard let stale = staleRequestID(m) else { return [] }
            count("completion late")
            return [.event(.requestCompleted(id: stale, outcome: chance(1, in: 2) ? .success : .failure))]
        default:
            gesture = .pause(untilFrame: index + 30 + Int(random(300)))
            return []
        }
    }

    /// Counts one more of `name` (the runner adds what only the machine can tell).
    mutating func count(_ name: String) { counts[name, default: 0] += 1 }

    // MARK: Gestures

    private mutating func startTap(index: Int, scene: Frame) -> [Input] {
        let ids = scene.hitTestableRegions.map(\.id)
        guard !ids.isEmpty else { return [] }
        // The request and its alert, the nested sheet and the form's field are a few controls
        // among many: favour them a little, so covers, alerts, nested sheets and keyboards come
        // up often enough to be tapped on.
        let favoured = ids.filter { SoakInput.favouredTaps.contains($0) }
        let pool = !favoured.isEmpty && chance(1, in: 3) ? favoured : ids
        let id = pool[Int(random(UInt64(pool.count)))]
        guard let p = scene.reachablePoint(of: id) else { return [] }
        count("tap \(id.rawValue)")
        let hold = Int(random(8))
        if hold == 0 { return [.event(.pointerDown(p)), .event(.pointerUp(p))] }
        gesture = .hold(p, releaseFrame: index + hold)
        return [.event(.pointerDown(p))]
    }

    private mutating func startDrag(index: Int, scene: Frame, canvas: Size) -> [Input] {
        let reachable = scene.hitTestableRegions.map(\.id)
        guard !reachable.isEmpty else { return [] }
        let surfaces = reachable.filter { $0 == .halfModal || $0 == .sheet }
        let pool = !surfaces.isEmpty && !chance(1, in: 5) ? surfaces : reachable
        let id = pool[Int(random(UInt64(pool.count)))]
        guard let from = scene.reachablePoint(of: id) else { return [] }
        // Up or down by up to 70 % of the height, a little sideways; flicks take 1 to 3 frames.
        let dy = (unit() * 1.4 - 0.7) * canvas.height
        let dx = (unit() - 0.5) * 0.2 * canvas.width
        let frames = chance(1, in: 4) ? 1 + Int(random(3)) : 4 + Int(random(40))
        let roll = random(100)
        let ending: DragEnding = roll < 78 ? .release : roll < 89 ? .releaseOutside : .cancel
        count("drag-end \(ending.rawValue)")
        gesture = .drag(from: from, to: Point(x: from.x + dx, y: from.y + dy), startFrame: index,
                        endFrame: index + frames, ending: ending)
        return [.event(.pointerDown(from))]
    }

    private mutating func continueGesture(_ g: Gesture, index: Int, canvas: Size) -> [Input] {
        switch g {
        case let .pause(until):
            if index >= until { gesture = nil }
            return []
        case let .hold(p, release):
            guard index >= release else { return [] }
            gesture = nil
            return [.event(.pointerUp(p))]
        case let .drag(from, to, start, end, ending):
            let f = Double(index - start) / Double(max(end - start, 1))
            let p = from.interpolated(to: to, min(f, 1))
            guard index >= end else { return [.event(.pointerMove(p))] }
            gesture = nil
            switch ending {
            case .release:
                return [.event(.pointerMove(p)), .event(.pointerUp(p))]
            case .releaseOutside:
                let outside = Point(x: p.x, y: to.y < from.y ? -80 : canvas.height + 80)
                return [.event(.pointerMove(p)), .event(.pointerMove(outside)), .event(.pointerUp(outside))]
            case .cancel:
                return [.event(.pointerMove(p)), .event(.pointerCancel)]
            }
        }
    }

    /// An id that was issued before and is not the request in flight, if there is one.
    private mutating func staleRequestID(_ m: PrototypeMachine) -> Int? {
        guard lastRequestID >= 1 else { return nil }
        let id = 1 + Int(random(UInt64(lastRequestID)))
        if m.request.phase == .loading && m.request.currentID == id { return nil }
        return id
    }

    // MARK: Randomness

    private mutating func random(_ n: UInt64) -> UInt64 { splitMix64(&rng) % max(n, 1) }
    private mutating func unit() -> Double { Double(splitMix64(&rng) >> 11) / Double(1 << 53) }
    private mutating func chance(_ k: UInt64, in n: UInt64) -> Bool { random(n) < k }
}
