/// The rows of `ScenarioCommandTable`: each command's parser, player step and printer.
///
/// A parser refuses a line with the message a user sees (the caller adds `FILE:LINE:`); a
/// player step returns the inputs to apply and never applies them; a printer writes the line
/// the parser reads back as the same command.
extension ScenarioCommandTable {
    typealias Row = ScenarioCommandRow
    typealias Problem = ScenarioCommandRow.Problem
    typealias Effect = ScenarioCommandRow.Effect

    /// `tap ID`: a press and a release at a point of the element reachable at the line's
    /// time; `tap request-outcome` picks the next outcome, as the studio's control does.
    static let tap = Row(name: "tap", usage: "an element id", parse: { a throws(Problem) in
        try a.expect(1, "an element id")
        guard ElementID.tappable.contains(ElementID(rawValue: a[0])) else {
            let known = ElementID.tappable.map(\.rawValue).sorted()
            throw Problem("unknown element id '\(a[0])'\(Suggestion.didYouMean(a[0], in: known)) (known: \(known.joined(separator: ", ")))")
        }
        return .tap(ElementID(rawValue: a[0]))
    }, play: { command, context throws(Problem) in
        guard case let .tap(id) = command else { foreign(command, "tap") }
        let t = context.time, session = context.session
        if id == .requestOutcome {
            // The outcome control is in the studio's inspector, off the phone: a tap picks the
            // next outcome, as the control and the N key do, wherever the phone is.
            let next = Studio.nextOutcome(after: session.primary.settings.request.outcome)
            return try ScenarioCommandTable.set.play(Scenario.Command.set(path: SettingPath.requestOutcome, value: next.rawValue), &context)
        }
        session.advance(to: t)
        guard let p = session.primary.frame(now: t).reachablePoint(of: id) else {
            throw Problem("element '\(id)' is not visible and hit-testable at \(Scenario.format(t)) s")
        }
        return .events(.pointerDown(p), .pointerUp(p))
    }, print: { command in
        guard case let .tap(id) = command else { return nil }
        return "tap \(ScenarioWords.quoted(id.rawValue))"
    })

    /// `down X Y`: the button goes down.
    static let down = Row(name: "down", usage: "X Y", parse: { a throws(Problem) in
        try a.expect(2, "X Y")
        return .down(try a.point(0))
    }, play: { command, _ in
        guard case let .down(p) = command else { foreign(command, "down") }
        return .events(.pointerDown(p))
    }, print: { command in
        guard case let .down(p) = command else { return nil }
        return "down \(n(p))"
    })

    /// `move X Y`: the pointer moves.
    static let move = Row(name: "move", usage: "X Y", parse: { a throws(Problem) in
        try a.expect(2, "X Y")
        return .move(try a.point(0))
    }, play: { command, _ in
        guard case let .move(p) = command else { foreign(command, "move") }
        return .events(.pointerMove(p))
    }, print: { command in
        guard case let .move(p) = command else { return nil }
        return "move \(n(p))"
    })

    /// `up X Y`, or `up X Y velocity VX VY`: the button goes up (with the hand's velocity,
    /// as the window measured it: `Event.pointerLift`).
    static let up = Row(name: "up", usage: "X Y [velocity VX VY]", parse: { a throws(Problem) in
        if a.count > 2 && a[2] == "velocity" {
            try a.expect(5, "X Y velocity VX VY")
            return .lift(try a.point(0), velocity: try a.point(3, ("vx", "vy")))
        }
        try a.expect(2, "X Y")
        return .up(try a.point(0))
    }, play: { command, _ in
        switch command {
        case let .up(p): return .events(.pointerUp(p))
        case let .lift(p, v): return .events(.pointerLift(p, velocity: v))
        default: foreign(command, "up")
        }
    }, print: { command in
        switch command {
        case let .up(p): return "up \(n(p))"
        case let .lift(p, v): return "up \(n(p)) velocity \(n(v))"
        default: return nil
        }
    })

    /// `drag X1 Y1 X2 Y2 D`: a press here; the player then moves at every frame step and
    /// releases after D seconds (`DragPath`).
    static let drag = Row(name: "drag", usage: "X1 Y1 X2 Y2 D", parse: { a throws(Problem) in
        try a.expect(5, "X1 Y1 X2 Y2 D")
        let d = try a.number(a[4], "duration")
        guard d > 0 else { throw Problem("drag duration must be positive, got '\(a[4])'") }
        // A move is generated per frame: bound them (60 s is 60,000 moves at --fps 1000).
        guard d <= Scenario.maxDragDuration else { throw Problem("drag duration \(a[4]) is over \(Int(Scenario.maxDragDuration)) s") }
        return .drag(from: try a.point(0), to: try a.point(2), duration: d)
    }, play: { command, _ in
        guard case let .drag(from, _, _) = command else { foreign(command, "drag") }
        return .events(.pointerDown(from))
    }, print: { command in
        guard case let .drag(from, to, d) = command else { return nil }
        return "drag \(n(from)) \(n(to)) \(n(d))"
    })

    /// `scroll X Y DX DY`: the wheel or touchpad at a point, DY notches, through the gesture
    /// the player keeps (`ScrollGesture`), over what is under the point at the line's time.
    static let scroll = Row(name: "scroll", usage: "X Y DX DY", parse: { a throws(Problem) in
        try a.expect(4, "X Y DX DY")
        return .scroll(at: try a.point(0), dx: try a.number(a[2], "DX"), dy: try a.number(a[3], "DY"))
    }, play: { command, context in
        guard case let .scroll(p, _, dy) = command else { foreign(command, "scroll") }
        let t = context.time
        context.session.advance(to: t)
        let target = context.session.primary.frame(now: t).hitTest(p)?.id
        return Effect(inputs: context.scrollGesture.scroll(notches: dy, at: p, over: target, now: t).map { ScenarioPlayer.Input($0) })
    }, print: { command in
        guard case let .scroll(p, dx, dy) = command else { return nil }
        return "scroll \(n(p)) \(n(dx)) \(n(dy))"
    })

    /// `key NAME`: a key press (`key q` quits).
    static let key = Row(name: "key", usage: "a key name", parse: { a throws(Problem) in
        try a.expect(1, "a key name")
        guard let key = Key(rawValue: a[0].lowercased()) else {
            let known = Key.allCases.map(\.rawValue)
            throw Problem("unknown key '\(a[0])'\(Suggestion.didYouMean(a[0], in: known)) (known: \(known.joined(separator: ", ")))")
        }
        return .key(key)
    }, play: { command, _ in
        guard case let .key(k) = command else { foreign(command, "key") }
        return .events(.key(k))
    }, print: { command in
        guard case let .key(k) = command else { return nil }
        return "key \(k.rawValue)"
    })

    /// `set KEY VALUE` (every phone) or `set N:KEY VALUE` (phone N of `--compare`, from 1):
    /// one setting, checked against every phone it reaches before it is applied.
    static let set = Row(name: "set", usage: "[N:]KEY VALUE", parse: { a throws(Problem) in
        try a.expect(2, "[N:]KEY VALUE")
        let lane: Int?, key: String
        do throws(ScenarioHead.Problem) { (lane, key) = try ScenarioHead.splitLane(a[0]) } catch { throw Problem(error.message) }
        do { _ = try Settings().setting(key, to: a[1]) } catch let e as Settings.PathError {
            throw Problem(e.description)
        } catch {
            throw Problem("\(error)")
        }
        guard let lane else { return .set(path: key, value: a[1]) }
        guard lane < a.phones else { throw Problem("phone \(lane + 1) is out of range (\(a.phones) phones in the head)") }
        return .setLane(lane: lane, path: key, value: a[1])
    }, play: { command, context throws(Problem) in
        let lanes = context.session.lanes
        switch command {
        case let .set(path, value):
            // A change of one path: in compare mode each lane keeps its own profile unless
            // the line sets the profile. Checked against every lane before it is applied.
            let change: SettingChange
            do {
                change = try SettingChange(path, value)
                for lane in lanes { _ = try lane.settings.applying(change) }
            } catch let e as Settings.PathError {
                throw Problem(e.description)
            } catch {
                throw Problem("\(error)")
            }
            return .events(.set(change))
        case let .setLane(lane, path, value):
            guard lane < lanes.count else {
                throw Problem("phone \(lane + 1) is out of range (\(lanes.count) phone\(lanes.count == 1 ? "" : "s"))")
            }
            let change: SettingChange
            do {
                change = try SettingChange(path, value)
                _ = try lanes[lane].settings.applying(change)
            } catch let e as Settings.PathError {
                throw Problem(e.description)
            } catch {
                throw Problem("\(error)")
            }
            return Effect(inputs: [ScenarioPlayer.Input(.set(change), lane: lane)])
        default:
            foreign(command, "set")
        }
    }, print: { command in
        switch command {
        case let .set(path, value): return "set \(path) \(ScenarioWords.quoted(value))"
        case let .setLane(lane, path, value): return "set \(lane + 1):\(path) \(ScenarioWords.quoted(value))"
        default: return nil
        }
    })

    /// `fling X Y VX VY`: a wheel or touchpad gesture's end, moving at VX VY pt/s.
    static let fling = Row(name: "fling", usage: "X Y VX VY", parse: { a throws(Problem) in
        try a.expect(4, "X Y VX VY")
        return .fling(try a.point(0), velocity: try a.point(2, ("vx", "vy")))
    }, play: { command, _ in
        guard case let .fling(p, v) = command else { foreign(command, "fling") }
        return .events(.pointerRelease(p, velocity: v))
    }, print: { command in
        guard case let .fling(p, v) = command else { return nil }
        return "fling \(n(p)) \(n(v))"
    })

    /// `cancel`: the pointer was lost mid-gesture.
    static let cancel = Row(name: "cancel", usage: "no arguments", parse: { a throws(Problem) in
        try a.expect(0, "no arguments")
        return .cancel
    }, play: { command, _ in
        guard case .cancel = command else { foreign(command, "cancel") }
        return .events(.pointerCancel)
    }, print: { command in
        guard case .cancel = command else { return nil }
        return "cancel"
    })

    /// `resize W H`: the phones' canvas takes a new size in points (1 to 10000 each).
    static let resize = Row(name: "resize", usage: "W H", parse: { a throws(Problem) in
        try a.expect(2, "W H")
        let w = try a.number(a[0], "W"), h = try a.number(a[1], "H")
        guard (1...10_000).contains(w), (1...10_000).contains(h) else {
            throw Problem("'resize' takes a size from 1 to 10000 points, got \(a[0]) \(a[1])")
        }
        return .resize(Size(width: w, height: h))
    }, play: { command, _ in
        guard case let .resize(size) = command else { foreign(command, "resize") }
        return .events(.resize(size))
    }, print: { command in
        guard case let .resize(size) = command else { return nil }
        return "resize \(n(size.width)) \(n(size.height))"
    })

    /// `type TEXT`: text typed into the focused field; the words are joined by one space, so
    /// the printer quotes the text as one word.
    static let type = Row(name: "type", usage: "the text to type (quote it to keep spaces)", parse: { a throws(Problem) in
        guard a.count > 0 else { throw Problem("'type' takes the text to type (quote it to keep spaces)") }
        let text = a.words.joined(separator: " ")
        guard text.count <= Event.longestText else { throw Problem("'type' text is over \(Event.longestText) characters") }
        return .type(text)
    }, play: { command, _ in
        guard case let .type(text) = command else { foreign(command, "type") }
        return .events(.text(text))
    }, print: { command in
        guard case let .type(text) = command else { return nil }
        return "type \(ScenarioWords.quoted(text))"
    })

    /// `shot NAME.png`: the caller draws the frame and writes it inside the output folder.
    static let shot = Row(name: "shot", usage: "a file name NAME.png", parse: { a throws(Problem) in
        try a.expect(1, "a file name NAME.png")
        return .shot(try a.fileName(a[0], ext: "png"))
    }, play: { command, _ in
        guard case let .shot(name) = command else { foreign(command, "shot") }
        return Effect(output: .shot(name))
    }, print: { command in
        guard case let .shot(name) = command else { return nil }
        return "shot \(ScenarioWords.quoted(name))"
    })

    /// `elements NAME.json`: the caller writes the ids a press can reach now, with their frames.
    static let elements = Row(name: "elements", usage: "a file name NAME.json", parse: { a throws(Problem) in
        try a.expect(1, "a file name NAME.json")
        return .elements(try a.fileName(a[0], ext: "json"))
    }, play: { command, _ in
        guard case let .elements(name) = command else { foreign(command, "elements") }
        return Effect(output: .elements(name))
    }, print: { command in
        guard case let .elements(name) = command else { return nil }
        return "elements \(ScenarioWords.quoted(name))"
    })

    /// `end`: the run stops here; nothing may follow it.
    static let end = Row(name: "end", usage: "no arguments", parse: { a throws(Problem) in
        try a.expect(0, "no arguments")
        return .end
    }, play: { command, _ in
        guard case .end = command else { foreign(command, "end") }
        return Effect(output: .end)
    }, print: { command in
        guard case .end = command else { return nil }
        return "end"
    })
}
