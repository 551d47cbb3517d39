/// Where the review overlays go on the stage.
extension Stage {
    /// The rectangle of lane `lane`'s phone on the stage.
    public func phoneRect(_ lane: Int) -> Rect { Rect(origin: origin(of: lane), size: phone) }

    /// Where toasts are placed: inside the first phone, so a toast never lies across the
    /// divider between two phones in compare mode (with one lane: the canvas).
    public var toastArea: Rect { phoneRect(0) }
}
