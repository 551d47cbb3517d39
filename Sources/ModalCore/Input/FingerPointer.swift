/// Lets one touchscreen finger drive the pointer, as a mouse with its button held would.
///
/// The first finger down presses the pointer where it touches; its moves move the pointer
/// and its lift releases it. Other fingers are ignored until it lifts (the prototype has
/// no multi-touch gestures). The mouse events a windowing system synthesises from the same
/// touch must be dropped by the caller, or every tap would arrive twice.
public struct FingerPointer: Equatable, Sendable {
    /// A finger: the touch device and the finger on it.
    public struct Finger: Equatable, Hashable, Sendable {
        public var device: Int64
        public var id: Int64
        public init(device: Int64, id: Int64) {
            self.device = device
            self.id = id
        }
    }

    /// The finger that holds the pointer, if any.
    public private(set) var owner: Finger?

    public init() {}

    /// True while a finger holds the pointer.
    public var isActive: Bool { owner != nil }

    /// `finger` touched at canvas point `p`.
    public mutating func down(_ finger: Finger, at p: Point) -> [Event] {
        guard owner == nil else { return [] }
        owner = finger
        return [.pointerDown(p)]
    }

    /// `finger` moved to `p`.
    public mutating func move(_ finger: Finger, to p: Point) -> [Event] {
        owner == finger ? [.pointerMove(p)] : []
    }

    /// `finger` lifted at `p`.
    public mutating func up(_ finger: Finger, at p: Point) -> [Event] {
        guard owner == finger else { return [] }
        owner = nil
        return [.pointerUp(p)]
    }

    /// The touch was lost (focus, window gone): cancels what the finger held.
    public mutating func cancel() -> [Event] {
        guard owner != nil else { return [] }
        owner = nil
        return [.pointerCancel]
    }
}
