import Glibc
import Testing
@testable import ModalPrototype

/// When the GL driver is loaded ahead (`GLDriverPreload`) and which file that is.
@Suite struct GLDriverPreloadTests {
    @Test func onlyAnX11WindowWithAGLRendererPreloads() {
        #expect(GLDriverPreload.applies(environment: ["DISPLAY": ":0"]))
        #expect(GLDriverPreload.applies(environment: ["DISPLAY": ":0", "SDL_VIDEODRIVER": "x11", "SDL_RENDER_DRIVER": "opengl"]))
        #expect(!GLDriverPreload.applies(environment: [:]))
        #expect(!GLDriverPreload.applies(environment: ["DISPLAY": ""]))
        #expect(!GLDriverPreload.applies(environment: ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"]))
        #expect(!GLDriverPreload.applies(environment: ["DISPLAY": ":0", "SDL_VIDEODRIVER": "wayland"]))
        #expect(!GLDriverPreload.applies(environment: ["DISPLAY": ":0", "SDL_RENDER_DRIVER": "software"]))
    }

    @Test func libglDriversPathAndTheDriverOverrideNameTheFile() throws {
        let folder = "/tmp/modal-gl-preload-\(getpid())"
        mkdir(folder, 0o755)
        defer { unlink("\(folder)/swrast_dri.so"); unlink("\(folder)/iris_dri.so"); rmdir(folder) }
        for name in ["swrast_dri.so", "iris_dri.so"] { fclose(fopen("\(folder)/\(name)", "w")) }
        #expect(GLDriverPreload.driverPath(environment: ["LIBGL_DRIVERS_PATH": "/nonexistent:\(folder)"]) == "\(folder)/swrast_dri.so")
        #expect(GLDriverPreload.driverPath(environment: ["LIBGL_DRIVERS_PATH": folder, "MESA_LOADER_DRIVER_OVERRIDE": "iris"])
                == "\(folder)/iris_dri.so")
        #expect(GLDriverPreload.driverPath(environment: ["LIBGL_DRIVERS_PATH": folder, "MESA_LOADER_DRIVER_OVERRIDE": "radeonsi"]) == nil)
        #expect(GLDriverPreload.driverPath(environment: ["LIBGL_DRIVERS_PATH": folder, "MESA_LOADER_DRIVER_OVERRIDE": "../x"]) == nil)
    }

    @Test func theDefaultFolderIsBesideLibSDL2() throws {
        let folder = try #require(GLDriverPreload.sdlFolder())
        #expect(access("\(folder)/libSDL2-2.0.so.0", F_OK) == 0)
        // On this machine's Debian Mesa the driver is in dri/ there.
        if access("\(folder)/libGLX_mesa.so.0", R_OK) == 0, access("\(folder)/dri/swrast_dri.so", R_OK) == 0 {
            #expect(GLDriverPreload.driverPath(environment: [:]) == "\(folder)/dri/swrast_dri.so")
        }
    }
}
