/// The last gesture of a log, which `A` replays with new settings (through `Session.enqueue`).
extension Session {
    /// The last gesture of `log`: from its last press to the release (or cancel) that ends
    /// it, or the last key if that came later. Nil when the log has neither.
    public static func lastGesture<Log: RandomAccessCollection>(in log: Log) -> [Session.Entry]?
    where Log.Element == Session.Entry, Log.Index == Int {
        guard let last = log.lastIndex(where: {
            if case .pointerDown = $0.event { return true }
            if case .key = $0.event { return true }
            return false
        }) else { return nil }
        if case .key = log[last].event { return [log[last]] }
        var out = [log[last]]
        for entry in log[(last + 1)...] {
            switch entry.event {
            case .pointerMove, .pointerUp, .pointerLift, .pointerCancel, .pointerRelease:
                out.append(entry)
                if case .pointerMove = entry.event { continue }
                return out
            default:
                continue
            }
        }
        return out
    }
}
