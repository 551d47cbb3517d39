import CSDL2
import FoundationEssentials
import Glibc
import Dispatch

/// Reads and checks the two font files on a thread of their own, so that the window's start-up
/// does not wait for them: the thread runs while SDL connects to the display and creates the
/// window and its renderer (about 75 ms), which need no fonts.
///
/// SDL_ttf and FreeType are used only by that thread until `wait()` returns, and by the
/// caller's thread after it (the wait orders the two), so no font is ever shared across threads.
final class FontPreload {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<TextCache.Fonts, Error> = .failure(SDLError("fonts not read", reason: ""))
    private var waited = false

    /// Starts reading `regular` and `bold` (one read when they are the same path).
    init(regular: String, bold: String) {
        let thread = PosixThread { [self] in
            result = Result { try TextCache.Fonts(regularPath: regular, boldPath: bold) }
            done.signal()
        }
        thread.name = "font-preload"
        thread.start()
    }

    /// The fonts, once read and checked; throws what reading them threw (`SDLError`).
    func wait() throws -> TextCache.Fonts {
        if !waited {
            done.wait()
            waited = true
        }
        return try result.get()
    }
}
