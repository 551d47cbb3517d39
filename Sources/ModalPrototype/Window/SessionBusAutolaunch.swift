import FoundationEssentials
import Glibc

/// Spares `SDL_Init` libdbus's session-bus autolaunch where it can only fail.
///
/// SDL's events set-up opens the D-Bus session bus (for the screensaver and input methods).
/// Without `DBUS_SESSION_BUS_ADDRESS` and without `$XDG_RUNTIME_DIR/bus`, libdbus "autolaunches":
/// it forks the app and the child looks for `dbus-launch` in `/usr/bin` and each `PATH` folder.
/// Where there is none (a container, CI, Xvfb) that always fails, and SDL goes on without
/// D-Bus; the fork of the app's large address space and the child's exit cost 2–4 ms of
/// start-up. Then, for the duration of that set-up only, the address is set to `disabled:` (an
/// address type libdbus does not know): the same failure, without the fork. Where a session bus
/// or `dbus-launch` exists nothing changes.
enum SessionBusAutolaunch {
    /// The address that makes libdbus fail at once.
    static let disabledAddress = "disabled:"

    /// Whether libdbus would try to autolaunch a session bus and fail: no session address, no
    /// `$XDG_RUNTIME_DIR/bus`, and no `dbus-launch` in `/usr/bin` or any `PATH` folder
    /// (`exists` tells whether a file is there).
    static func isDoomed(environment env: [String: String], exists: (String) -> Bool) -> Bool {
        if let address = env["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return false }
        if let runtime = env["XDG_RUNTIME_DIR"], !runtime.isEmpty, exists("\(runtime)/bus") { return false }
        let folders = ["/usr/bin"] + (env["PATH"] ?? "").split(separator: ":").map(String.init)
        return !folders.contains { !$0.isEmpty && exists("\($0)/dbus-launch") }
    }

    /// Sets `DBUS_SESSION_BUS_ADDRESS=disabled:` when the autolaunch is doomed (`isDoomed`);
    /// returns whether it did. Call before any thread that reads the environment starts.
    static func disableIfDoomed(environment env: [String: String]) -> Bool {
        guard isDoomed(environment: env, exists: { access($0, F_OK) == 0 }) else { return false }
        return setenv("DBUS_SESSION_BUS_ADDRESS", disabledAddress, 1) == 0
    }

    /// Removes the address again (`disabled`: what `disableIfDoomed` returned), so that child
    /// processes see the environment the app was started with.
    static func restore(_ disabled: Bool) {
        if disabled { unsetenv("DBUS_SESSION_BUS_ADDRESS") }
    }
}
