extension PrototypeMachine {
    /// True when `other` holds the same state: settings, canvas, clock, every sub-machine, the
    /// pointer and the focus (the text metrics, a service, are not state).
    public func observablyEquals(_ other: PrototypeMachine) -> Bool {
        settings == other.settings && canvas == other.canvas && clock == other.clock && sheet == other.sheet
            && nestedSheet == other.nestedSheet
            && request == other.request && halfModal == other.halfModal && pointer == other.pointer && focus == other.focus
    }
}
