import CSDL2

/// An SDL (or SDL_ttf / SDL_image) call that failed, with SDL's own reason.
///
/// Build it right after the failing call: `init(_:)` reads `SDL_GetError()` at that moment,
/// before any other SDL call can overwrite it. The description is always one line.
struct SDLError: Error, CustomStringConvertible {
    /// What we were doing, e.g. "cannot open font /path/to/font.ttf".
    var context: String
    /// SDL's reason (`SDL_GetError()` at throw time), or an explicit one; may be empty.
    var reason: String

    /// An error for `context` whose reason is SDL's current error string.
    init(_ context: String) {
        self.context = context
        self.reason = String(cString: SDL_GetError())
    }

    /// An error for `context` with an explicit reason (e.g. an errno text).
    init(_ context: String, reason: String) {
        self.context = context
        self.reason = reason
    }

    /// "context: reason" on one line (just the context when SDL gave no reason).
    var description: String {
        let line = reason.isEmpty ? context : "\(context): \(reason)"
        return line.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
