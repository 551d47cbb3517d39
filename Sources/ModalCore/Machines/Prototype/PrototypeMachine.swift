/// The one state machine the app holds: main view, page sheet, request with its cover and
/// alert, and the half modal, with pointer routing and keyboard focus.
///
/// Presentations stack as main view < half modal (part of the main view, as in the
/// article's ZStack) < page sheet < loading cover < alert. Input goes to the topmost thing
/// under the pointer; the cover swallows everything except its own alert.
///
/// **Half modal and sheet together.** They are independent. The half modal belongs to the
/// main view, so a sheet opened while the card is up (the `s` key) presents over it and
/// shrinks it with the rest of the presenting view; the card keeps its state and receives
/// no input until the sheet is gone, and a drag on it is ended when the sheet opens. The
/// half modal cannot be toggled while the sheet is up (its button is under the sheet and
/// the `h`/`f` keys go to the sheet's layer, which ignores them).
///
/// **Time.** Every call takes `now` in seconds. A `now` earlier than one already seen is
/// treated as the latest one seen (time never runs backwards), a non-finite one likewise.
///
/// **Invariants** (`invariantViolations(now:)`): no cover without an active sheet, no alert
/// without a cover, every position finite and within its documented bounds.
public struct PrototypeMachine: Sendable {
    /// What the pointer is doing.
    public enum PointerState: Equatable, Sendable {
        case idle
        /// Down on `id` (a button or a surface); `inside` while it stays over it. When
        /// `dragsSheet`, moving far enough vertically turns the press into a sheet drag.
        case pressing(ElementID, inside: Bool, start: Point, dragsSheet: Bool)
        case draggingSheet
        case draggingHalfModal
    }

    public internal(set) var settings: Settings
    public internal(set) var canvas: Size
    public let metrics: any TextMeasuring
    public internal(set) var sheet: SheetMachine
    /// The second page sheet, presented over `sheet` ("もう一枚"; `PrototypeMachine+NestedSheet`).
    public internal(set) var nestedSheet: SheetMachine
    public internal(set) var request: RequestMachine
    public internal(set) var halfModal: HalfModalMachine
    public internal(set) var pointer: PointerState = .idle
    /// The control with keyboard focus, if any.
    public internal(set) var focus: ElementID?
    /// The latest time seen.
    public internal(set) var clock: Double = 0

    public init(settings: Settings = Settings(), canvas: Size = .iPhone,
                metrics: any TextMeasuring = EstimatedTextMetrics()) {
        let canvas = Self.sanitized(canvas)
        self.settings = settings
        self.canvas = canvas
        self.metrics = metrics
        sheet = SheetMachine(settings: settings.sheet)
        nestedSheet = SheetMachine(settings: settings.sheet)
        request = RequestMachine(settings: settings.request, timing: CoverTiming(settings.cover))
        halfModal = HalfModalMachine(settings: settings.halfModal, height: canvas.height,
                                     safeAreaTop: settings.theme.safeAreaTop, native: settings.native,
                                     safeAreaBottom: settings.theme.safeAreaBottom)
    }

    // MARK: Input

    /// Handles one event at `now` and returns the effects the app must carry out.
    public mutating func handle(_ event: Event, now rawNow: Double) -> [Action] {
        let now = advanceClock(rawNow)
        releaseHeldOutcome(now: now)
        sheet.tick(now: now)
        nestedSheet.tick(now: now)
        halfModal.tick(now: now)
        switch event {
        case .tick:
            return []
        case let .pointerDown(p):
            return pointerDown(clamp(p), now: now)
        case let .pointerMove(p):
            return pointerMove(clamp(p), now: now)
        case let .pointerUp(p):
            return pointerUp(clamp(p), now: now)
        case let .pointerLift(p, velocity):
            return pointerUp(clamp(p), now: now, velocity: velocity)
        case let .pointerRelease(p, velocity):
            return pointerRelease(clamp(p), velocity: velocity, now: now)
        case .pointerCancel:
            cancelPointer(now: now)
            return []
        case let .text(text):
            halfModal.typeText(text)
            return []
        case let .key(key):
            return keyPressed(key, now: now)
        case let .requestCompleted(id, outcome):
            if request.complete(id: id, outcome: outcome, now: now) == .succeeded {
                dismissSheets(now: now)
                dropFocusIfGone(now: now)
            }
            return []   // `.held`: `releaseHeldOutcome` carries it out at its release time
        case let .resize(size):
            let size = Self.sanitized(size)
            guard size != canvas else { return [] }
            cancelPointer(now: now)
            canvas = size
            halfModal.resize(height: size.height, now: now)
            return []
        case let .set(change):
            return handle(.updateSettings(change.applied(to: settings)), now: now)
        case let .updateSettings(new):
            cancelPointer(now: now)
            settings = new
            sheet.settings = new.sheet
            nestedSheet.settings = new.sheet
            request.update(settings: new.request)
            request.timing = CoverTiming(new.cover)
            halfModal.update(settings: new.halfModal, now: now, safeAreaTop: new.theme.safeAreaTop, native: new.native,
                              safeAreaBottom: new.theme.safeAreaBottom)
            return []
        }
    }

    /// The scene at `now` (no later than the clock is meaningful; earlier is clamped).
    public func frame(now: Double) -> Frame {
        SceneBuilder(machine: self, now: max(now, clock)).build()
    }

    /// When the app should next wake to draw or call `.tick`.
    public func nextWake(now rawNow: Double) -> Wake {
        let now = max(rawNow, clock)
        if sheet.isAnimating(at: now) || nestedSheet.isAnimating(at: now) || halfModal.isAnimating(at: now) {
            return .continuous
        }
        if let shown = request.alertShownAt, now < shown + settings.alert.appearDuration { return .continuous }
        if let d = request.lastAlertDismissal, !request.isCoverUp, now < d.dismissedAt + settings.alert.disappearDuration {
            return .continuous
        }
        if let start = request.coverStart, now < start {   // the grace time: nothing drawn until the cover shows
            if let deadline = request.deadline, deadline > now { return .at(min(start, deadline)) }
            return .at(start)
        }
        if let start = request.coverStart, settings.cover.spinnerPeriod > 0, settings.cover.spinnerSpokes > 0 {
            let step = settings.cover.spinnerPeriod / Double(settings.cover.spinnerSpokes)
            var next = start + (((now - start) / step).rounded(.down) + 1) * step
            // Rounding can land the next step on `now` itself; a wake is always later.
            if next <= now { next += step }
            if let deadline = request.deadline, deadline > now { return .at(min(next, deadline)) }
            if let release = request.releaseAt, release > now { return .at(min(next, release)) }
            return .at(next)
        }
        return .idle
    }

    // MARK: Activation

    /// Carries out what activating `id` means (a button released inside, or a key).
    mutating func activate(_ id: ElementID, now: Double) -> [Action] {
        var actions: [Action] = []
        switch id {
        case .openSheet:
            guard !sheet.isOnScreen(at: now) || sheet.phase(at: now) == .dismissing else { return [] }
            if pointer == .draggingHalfModal { cancelPointer(now: now) }
            halfModal.cancelDrag(now: now)
            sheet.present(now: now)
        case .toggleHalfModal:
            halfModal.toggle(now: now)
        case .closeSheet:
            actions += request.cancel()
            dismissSheets(now: now)
        case .openNestedSheet, .closeNestedSheet:
            guard activateNested(id, now: now) else { return [] }
        case .startRequest:
            actions += request.start(now: now)
        case .alertOK:
            guard request.acknowledgeAlert(now: now) else { return [] }
        case .halfModalBackdrop:
            halfModal.dismiss(now: now)
        case .halfModalGrabber:
            halfModal.cycleFull(now: now)
        case .textField:
            halfModal.beginEditing(now: now, keyboardHeight: keyboardHeight)
        case .formButton:
            halfModal.endEditing(now: now)
        default:
            return []
        }
        dropFocusIfGone(now: now)
        return [.activated(id)] + actions
    }

    // MARK: Helpers

    /// Carries out a request outcome held for the cover's minimum show time once its release
    /// time has come by `now`, at the release time itself (the sheet's dismissal starts then).
    mutating func releaseHeldOutcome(now: Double) {
        guard let (completion, at) = request.releaseHeld(now: now), completion == .succeeded else { return }
        dismissSheets(now: at)
        dropFocusIfGone(now: now)
    }

    /// The iOS keyboard's height on this canvas (`KeyboardMetrics`).
    public var keyboardHeight: Double {
        KeyboardMetrics.height(canvasWidth: canvas.width, safeAreaBottom: settings.theme.safeAreaBottom)
    }

    /// The sheet's travel in points: from presented (safe-area top + gap) to off-screen.
    public var sheetTravel: Double {
        max(canvas.height - (settings.theme.safeAreaTop + settings.sheet.topGap), 1)
    }

    mutating func advanceClock(_ raw: Double) -> Double {
        if raw.isFinite && raw > clock { clock = raw }
        return clock
    }

    func clamp(_ p: Point) -> Point {
        let x = p.x.isFinite ? min(max(p.x, 0), canvas.width) : 0
        let y = p.y.isFinite ? min(max(p.y, 0), canvas.height) : 0
        return Point(x: x, y: y)
    }

    /// A usable canvas: at least 1×1 point, at most 100,000, never NaN.
    static func sanitized(_ s: Size) -> Size {
        func fix(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? min(max(v, 1), 100_000) : fallback }
        return Size(width: fix(s.width, Size.iPhone.width), height: fix(s.height, Size.iPhone.height))
    }
}
