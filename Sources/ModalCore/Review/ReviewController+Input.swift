/// Plain inputs with their wall times, as a front end hands them over: machine events,
/// pointer presses and moves routed to a lane of the stage, wheel scrolls, touch fingers and
/// reloaded settings. Each logs what it feeds at the review clock's time and marks the frame dirty.
extension ReviewController {
    /// Feeds `event` to every lane at the review time of `wall`. A hover (a move with no
    /// button down) changes nothing in the core, so it is neither logged nor redrawn: false.
    /// An input on a scrubbed frame branches from it (and says how many inputs it cut); an
    /// input that quits ends the review, and on a scrubbed frame it cuts nothing: the whole
    /// take is kept, to save.
    @discardableResult
    public func send(_ event: Event, wall: Double) -> Bool {
        guard isPhoneInput(event) else { return false }
        let t = clock.simulated(at: wall)
        if event == .key(.q), session.hasPendingReplay {
            requestQuit(wall: wall)
            return true
        }
        let cut = session.pendingInputs.count
        studio?.noteBranch(of: session, now: t)   // undoable: the cut-off inputs are kept
        studio?.commit()   // an input on a scrubbed frame branches from it
        noteCut(cut)
        session.apply(event, at: t)
        if session.quitRequested { requestQuit(wall: wall) }
        pacer.dirty = true
        return true
    }

    /// Whether `event` is an input to the phones: a press starts a live press, which its
    /// moves, release or cancel continue; without one they are no input (a hover, a release
    /// whose press was on the studio, or motion over a scrubbed frame that shows a recorded press).
    public func isPhoneInput(_ event: Event) -> Bool {
        switch event {
        case .pointerDown:
            phonePressed = true
            return true
        case .pointerMove:
            return phonePressed
        case .pointerUp, .pointerLift, .pointerCancel, .pointerRelease:
            defer { phonePressed = false }
            return phonePressed
        default:
            return true
        }
    }

    /// The window gave the phones a new canvas size at review time `t`: an input to every lane
    /// (a new size on a scrubbed frame branches, undoably, and says what it cut). An unchanged
    /// size (the inspector shown or hidden) is no input: a scrubbed take stays.
    public func resizePhones(to phone: Size, at t: Double) {
        guard session.lanes.contains(where: { $0.canvas != phone }) else { return }
        noteCut(session.pendingInputs.count)
        studio?.noteBranch(of: session, now: t)
        studio?.commit()
        session.apply(.resize(phone), at: t)
        pacer.dirty = true
    }

    /// Logs `event` at review time `t` and feeds it to `lane` (nil: every lane), as a scenario
    /// line, the soak and the benchmarks give inputs: at a time of their own, with no routing.
    /// Returns every lane's actions.
    @discardableResult
    public func play(_ event: Event, at t: Double, lane: Int? = nil) -> [Action] {
        pacer.dirty = true
        return session.apply(event, at: t, lane: lane)
    }

    /// Says that `count` inputs waiting to replay were cut off by a branch (`notices`; nothing for 0).
    func noteCut(_ count: Int) {
        guard count > 0 else { return }
        notices.append("cut \(count) input\(count == 1 ? "" : "s")" + (studio != nil ? " — Ctrl+Z brings them back" : ""))
    }

    /// The messages for the reviewer since the last call (a front end shows them as toasts).
    public func takeNotices() -> [String] {
        defer { notices = [] }
        return notices
    }

    /// A real button press takes the pointer from a scroll gesture or a finger (ends and cancels them).
    public func takePointer(wall: Double) {
        for event in scroll.end() { send(event, wall: wall) }
        for event in finger.cancel() { send(event, wall: wall) }
    }

    /// A press at stage point `p`: it goes to the lane under it, which takes the whole gesture
    /// (compare mode). False when it is off every phone.
    @discardableResult
    public func pointerDown(at p: Point, on stage: Stage, wall: Double) -> Bool {
        guard let hit = stage.locate(p) else { return false }
        pressLane = hit.lane
        return send(.pointerDown(hit.local), wall: wall)
    }

    /// The pointer moved to stage point `p`: to the press's lane while a button is down, else
    /// to the lane under it (a hover, which logs nothing).
    public func pointerMove(to p: Point, on stage: Stage, wall: Double) {
        let lane = session.primary.pointer == .idle ? (stage.locate(p)?.lane ?? pressLane) : pressLane
        send(.pointerMove(stage.local(p, lane: lane)), wall: wall)
    }

    /// The button went up at stage point `p`: in the press's lane's coordinates.
    public func pointerUp(at p: Point, on stage: Stage, wall: Double) {
        send(.pointerUp(stage.local(p, lane: pressLane)), wall: wall)
    }

    /// The window lost the pointer (focus lost): every gesture under way is cancelled.
    public func pointerLost(wall: Double) {
        for event in scroll.end() + finger.cancel() { send(event, wall: wall) }
        send(.pointerCancel, wall: wall)
    }

    /// A wheel or touchpad scroll of `notches` (positive up) at stage point `p`, as a drag
    /// (`ScrollGesture`) in the lane under it. A scroll while a button or finger holds the
    /// pointer starts nothing; one under way goes on wherever the pointer is.
    public func scroll(notches: Double, at p: Point, on stage: Stage, wall: Double) {
        let t = clock.simulated(at: wall)
        guard !scroll.isActive else {
            for event in scroll.scroll(notches: notches, at: .zero, over: nil, now: t) { send(event, wall: wall) }
            return
        }
        let busy = finger.isActive || session.lanes.contains { $0.pointer != .idle }
        guard !busy, let hit = stage.locate(p) else { return }
        let target = session.lanes[hit.lane].frame(now: t).hitTest(hit.local)?.id
        let events = scroll.scroll(notches: notches, at: hit.local, over: target, now: t)
        if !events.isEmpty { pressLane = hit.lane }
        for event in events { send(event, wall: wall) }
    }

    /// Ends the scroll gesture once its time has passed (every turn of a live loop).
    public func expireScroll(wall: Double) {
        for event in scroll.expire(now: clock.simulated(at: wall)) { send(event, wall: wall) }
    }

    /// A touchscreen finger at stage point `p`: the first one down drives the pointer, in the lane it went down in.
    public func finger(_ phase: FingerPhase, _ id: FingerPointer.Finger, at p: Point, on stage: Stage, wall: Double) {
        switch phase {
        case .down:
            guard !finger.isActive, let hit = stage.locate(p) else { return }
            for event in scroll.end() { send(event, wall: wall) }
            pressLane = hit.lane
            for event in finger.down(id, at: hit.local) { send(event, wall: wall) }
        case .move:
            for event in finger.move(id, to: stage.local(p, lane: pressLane)) { send(event, wall: wall) }
        case .up:
            for event in finger.up(id, at: stage.local(p, lane: pressLane)) { send(event, wall: wall) }
        }
    }

    /// What a touchscreen finger did.
    public enum FingerPhase: Sendable { case down, move, up }

    /// A reloaded config: lane i takes `perLane[i]` at the review time of `wall`; in compare
    /// mode (`keepProfiles`) each lane keeps its own profile.
    public func reloadSettings(_ perLane: [Settings], keepProfiles: Bool, wall: Double) {
        let events = zip(session.lanes, perLane).map { lane, settings -> Event in
            var s = settings
            if keepProfiles { s.halfModal.profile = lane.settings.halfModal.profile }
            return .updateSettings(s)
        }
        let t = clock.simulated(at: wall)
        noteCut(session.pendingInputs.count)
        studio?.noteBranch(of: session, now: t)   // on a scrubbed frame: a branch, undoable
        studio?.commit()
        session.applyPerLane(events, at: t)
        pacer.dirty = true
    }
}
