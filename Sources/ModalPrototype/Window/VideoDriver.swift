import CSDL2
import FoundationEssentials
import Glibc

/// Which SDL video driver the window asks for: Wayland first on a Wayland session.
///
/// SDL 2.26 prefers X11 whenever both are there, which on GNOME or KDE means XWayland
/// (blurry under fractional scaling). With `WAYLAND_DISPLAY` set the app asks for
/// `wayland,x11` (X11 stays the fallback); `SDL_VIDEODRIVER` in the environment overrides
/// the choice (SDL reads it before any hint set at normal priority). Call before `SDL_Init`.
enum VideoDriver {
    /// The `SDL_HINT_VIDEODRIVER` value for `environment`, or nil to leave SDL's own order.
    static func hint(environment: [String: String]) -> String? {
        if let forced = environment["SDL_VIDEODRIVER"], !forced.isEmpty { return nil }
        if let wayland = environment["WAYLAND_DISPLAY"], !wayland.isEmpty { return "wayland,x11" }
        return nil
    }

    /// Sets the hint for `environment` (before `SDL_Init`).
    static func configure(environment: [String: String]) {
        if let value = hint(environment: environment) { SDL_SetHint(SDL_HINT_VIDEODRIVER, value) }
        // Touch drives the pointer through the finger events; no mouse events made up from them.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    }

    /// The driver SDL opened (`SDL_GetCurrentVideoDriver`), e.g. `wayland` or `x11`.
    static var current: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    }

    /// Writes `video-driver: NAME` on stderr (a `--log-startup` line).
    static func logCurrent() {
        StandardStreams.error("video-driver: \(current)\n")
    }

    /// Whether the compositor scales the window (Wayland): sizes are then in logical units
    /// and the drawable size carries the pixels, so the default scale is 1 window unit per point.
    static var compositorScales: Bool { current == "wayland" }
}
