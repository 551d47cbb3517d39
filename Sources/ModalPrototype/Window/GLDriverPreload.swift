import FoundationEssentials
import Glibc

/// Loads Mesa's DRI driver on a thread of its own while `SDL_Init` talks to the X server, so
/// that `SDL_CreateRenderer` finds it loaded instead of paying for it on the main thread.
///
/// Loading `swrast_dri.so` (libLLVM's relocations and constructors) takes about 20 ms of CPU.
/// Mesa's GLX loader would `dlopen` it from the main thread inside `SDL_CreateRenderer`; loaded
/// here first, that `dlopen` only finds it (glibc knows a file by its device and inode). In
/// Debian's Mesa every Gallium DRI driver (`iris_dri.so`, `nouveau_dri.so`, `swrast_dri.so`, …)
/// is one file under several names (hard links), so this is the file GLX loads whichever of them
/// it picks; where they are separate files, a GPU's driver still loads as before.
///
/// glibc holds one lock across a whole `dlopen`, and `SDL_Init`'s first steps (its D-Bus
/// set-up) call `dlopen` and `dlsym`: start this after `SDL_InitSubSystem(SDL_INIT_EVENTS)`,
/// just before `SDL_Init(SDL_INIT_VIDEO)`, whose X11 part (connections, atoms, screen modes,
/// input devices: round trips to the server) needs no loader. Only on X11 (not when Wayland or
/// another driver is asked for) and only where the driver file is Mesa's; anything missing
/// just skips the preload, and a failed load is left for Mesa's loader to report as always.
enum GLDriverPreload {
    /// Starts the load on a new thread when `environment` says the window will be X11 with GLX.
    static func start(environment env: [String: String]) {
        guard applies(environment: env) else { return }
        let thread = PosixThread {
            guard let path = driverPath(environment: env) else { return }
            _ = dlopen(path, RTLD_NOW | RTLD_GLOBAL)
        }
        thread.name = "gl-driver-preload"
        thread.start()
    }

    /// Whether the window will be on X11 with a GL renderer: `DISPLAY` set, no Wayland display,
    /// `SDL_VIDEODRIVER` unset or `x11`, no software renderer asked for.
    static func applies(environment env: [String: String]) -> Bool {
        func has(_ name: String) -> Bool { env[name].map { !$0.isEmpty } ?? false }
        guard has("DISPLAY"), !has("WAYLAND_DISPLAY") else { return false }
        if let driver = env["SDL_VIDEODRIVER"], !driver.isEmpty, driver.lowercased() != "x11" { return false }
        if let render = env["SDL_RENDER_DRIVER"], !render.isEmpty, !render.lowercased().hasPrefix("opengl") { return false }
        return true
    }

    /// The DRI driver file GLX will load: `MESA_LOADER_DRIVER_OVERRIDE`'s name (else `swrast`)
    /// in the first `LIBGL_DRIVERS_PATH` folder that has it, else in `dri/` beside libSDL2 (the
    /// multiarch folder); nil when that file is missing or the folder has no Mesa GLX (an
    /// NVIDIA or other GLX vendor library there means Mesa may not be what loads).
    static func driverPath(environment env: [String: String]) -> String? {
        let name = (env["MESA_LOADER_DRIVER_OVERRIDE"].flatMap { $0.isEmpty ? nil : $0 } ?? "swrast") + "_dri.so"
        guard !name.contains("/") else { return nil }
        if let folders = env["LIBGL_DRIVERS_PATH"], !folders.isEmpty {
            return folders.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, R_OK) == 0 }
        }
        guard let libraries = sdlFolder(),
              access("\(libraries)/libGLX_mesa.so.0", R_OK) == 0,
              access("\(libraries)/libGLX_nvidia.so.0", F_OK) != 0 else { return nil }
        let path = "\(libraries)/dri/\(name)"
        return access(path, R_OK) == 0 ? path : nil
    }

    /// The folder libSDL2 was loaded from (e.g. `/usr/lib/x86_64-linux-gnu`), resolved: the
    /// path of its mapping in `/proc/self/maps`.
    static func sdlFolder() -> String? {
        guard let maps = readProcFile("/proc/self/maps"),
              let line = maps.split(separator: "\n").first(where: { $0.contains("/libSDL2-2.0.so") }),
              let start = line.firstIndex(of: "/"), let resolved = realpath(String(line[start...]), nil) else { return nil }
        defer { free(resolved) }
        let path = String(cString: resolved)
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
        return String(path[..<slash])
    }

    /// The whole text of a `/proc` file (they report a size of 0, so read until the end).
    static func readProcFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return String(decoding: DescriptorReads.all(fd), as: UTF8.self)
    }
}
