import CSDL2
import FoundationEssentials
import Glibc

/// Which SDL video drivers the window may use, and the one-line error when none opens.
///
/// SDL falls back to any driver it has, `offscreen` and `dummy` included: with `DISPLAY=:99`
/// and no X server there it "opened" a window nobody could see, and the app never exited.
/// Only drivers that show a window are tried — x11 and wayland (wayland first when
/// `WAYLAND_DISPLAY` is set, not at all without `XDG_RUNTIME_DIR`) — unless `SDL_VIDEODRIVER`
/// names others.
enum WindowDisplay {
    /// The drivers to try, as SDL's comma-separated hint; nil when `SDL_VIDEODRIVER` decides.
    static func driverList(environment env: [String: String]) -> String? {
        if let chosen = env["SDL_VIDEODRIVER"], !chosen.isEmpty { return nil }
        func has(_ name: String) -> Bool { env[name].map { !$0.isEmpty } ?? false }
        if has("WAYLAND_DISPLAY") { return "wayland,x11" }
        // Without XDG_RUNTIME_DIR no Wayland socket can be found, and libwayland would print an
        // error line of its own: try X11 only.
        return has("XDG_RUNTIME_DIR") ? "x11,wayland" : "x11"
    }

    /// Sets SDL's hints before `SDL_Init`: the driver list, and no SDL signal handlers (the
    /// app's own `SignalWatch` takes SIGINT and SIGTERM with the others).
    static func prepare(environment env: [String: String]) {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        if let list = driverList(environment: env) { SDL_SetHint(SDL_HINT_VIDEODRIVER, list) }
    }

    /// The error for a display that could not be opened (exit 1), naming it and suggesting `--headless`.
    static func openFailure(environment env: [String: String], reason: String) -> Failure {
        var place: [String] = []
        if let d = env["WAYLAND_DISPLAY"], !d.isEmpty { place.append("WAYLAND_DISPLAY=\(d)") }
        if let d = env["DISPLAY"], !d.isEmpty { place.append("DISPLAY=\(d)") }
        let drivers = env["SDL_VIDEODRIVER"].flatMap { $0.isEmpty ? nil : $0 } ?? driverList(environment: env) ?? ""
        let trimmed = reason.trimmedOfWhitespace
        return .runtime("cannot open a window on \(place.isEmpty ? "any display" : place.joined(separator: ", "))"
                        + " (video drivers \(drivers): \(trimmed.isEmpty ? "failed" : trimmed));"
                        + " run with --headless --scenario FILE --out DIR")
    }
}
