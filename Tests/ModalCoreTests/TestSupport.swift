import Testing
@testable import ModalCore

/// A machine on the default 390×844 canvas with optional settings changes.
func makeMachine(_ configure: (inout Settings) -> Void = { _ in }) -> PrototypeMachine {
    var s = Settings()
    configure(&s)
    return PrototypeMachine(settings: s, canvas: .iPhone)
}

extension PrototypeMachine {
    /// Presses and releases at the centre of `id` at time `t`; fails the test if it is not hittable.
    @discardableResult
    mutating func tap(_ id: ElementID, at t: Double, sourceLocation: SourceLocation = #_sourceLocation) -> [Action] {
        let f = frame(now: t)
        guard let c = f.reachablePoint(of: id) else {
            Issue.record("\(id) is not hit-testable at \(t)", sourceLocation: sourceLocation)
            return []
        }
        var actions = handle(.pointerDown(c), now: t)
        actions += handle(.pointerUp(c), now: t)
        return actions
    }

    /// Drags from `a` to `b` over `duration` seconds starting at `t`, with a move every 1/60 s.
    @discardableResult
    mutating func drag(from a: Point, to b: Point, at t: Double, duration: Double, steps: Int? = nil) -> [Action] {
        var actions = handle(.pointerDown(a), now: t)
        let n = steps ?? max(Int((duration * 60).rounded()), 1)
        for i in 1...n {
            let f = Double(i) / Double(n)
            actions += handle(.pointerMove(a.interpolated(to: b, f)), now: t + duration * f)
        }
        actions += handle(.pointerUp(b), now: t + duration)
        return actions
    }

    /// Runs the request id's completion at `t`.
    @discardableResult
    mutating func complete(_ actions: [Action], at t: Double) -> [Action] {
        var out: [Action] = []
        for case let .startRequest(id, _, outcome) in actions {
            out += handle(.requestCompleted(id: id, outcome: outcome), now: t)
        }
        return out
    }

    /// The ids a press at their centre reaches now.
    func reachable(at t: Double) -> Set<ElementID> {
        Set(frame(now: t).hitTestableRegions.map(\.id))
    }
}

/// `a` and `b` within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// A one-lane session on the default canvas: the driver the app uses, for tests that
/// feed inputs over time (faults, properties).
func makeSession(_ configure: (inout Settings) -> Void = { _ in }) -> Session {
    Session(lanes: [makeMachine(configure)])
}

extension Session {
    /// `.tick` advances the clock; any other event is applied as an input at `now`.
    @discardableResult
    func handle(_ event: Event, now: Double) -> [Action] {
        if case .tick = event { advance(to: now); return [] }
        return apply(event, at: now)
    }

    /// Presses and releases at the centre of `id` at time `t`; fails the test if it is not hittable.
    @discardableResult
    func tap(_ id: ElementID, at t: Double, sourceLocation: SourceLocation = #_sourceLocation) -> [Action] {
        advance(to: t)
        guard let c = primary.frame(now: t).reachablePoint(of: id) else {
            Issue.record("\(id) is not hit-testable at \(t)", sourceLocation: sourceLocation)
            return []
        }
        return apply(.pointerDown(c), at: t) + apply(.pointerUp(c), at: t)
    }

    var halfModal: HalfModalMachine { primary.halfModal }
    var sheet: SheetMachine { primary.sheet }
    var request: RequestMachine { primary.request }
    var pointer: PrototypeMachine.PointerState { primary.pointer }
    var focus: ElementID? { primary.focus }
    var canvas: Size { primary.canvas }
    func frame(now: Double) -> Frame { primary.frame(now: now) }
    func invariantViolations(now: Double) -> [String] { primary.invariantViolations(now: now) }
}

extension Session {
    var clock: Double { primary.clock }
    func reachable(at t: Double) -> Set<ElementID> { primary.reachable(at: t) }

    /// Drags from `a` to `b` over `duration` seconds starting at `t`, with a move every 1/60 s.
    @discardableResult
    func drag(from a: Point, to b: Point, at t: Double, duration: Double, steps: Int? = nil) -> [Action] {
        var actions = apply(.pointerDown(a), at: t)
        let n = steps ?? max(Int((duration * 60).rounded()), 1)
        for i in 1...n {
            let f = Double(i) / Double(n)
            actions += apply(.pointerMove(a.interpolated(to: b, f)), at: t + duration * f)
        }
        return actions + apply(.pointerUp(b), at: t + duration)
    }
}
