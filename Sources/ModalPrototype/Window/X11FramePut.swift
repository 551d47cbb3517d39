import CSDL2
import CSDL2.X11

/// Shows a frame drawn in software in an SDL window on X11 with `XPutImage`, the call Mesa's
/// software GLX (llvmpipe, swrast) itself presents with.
///
/// For the window's first frame only (`WindowApp+SoftwareFirstFrame`): llvmpipe compiles its
/// triangle set-up and shaders at the first GL draw, which keeps the first GL frame about 15 ms
/// off the screen; a software frame of the same picture does not wait for that. Applies only
/// where the window is mapped on a TrueColor or DirectColor visual (the one GLX picks under Xvfb)
/// whose pixels are `0x00RRGGBB` (depth 24 or 32), which is what an `SDL_PIXELFORMAT_ARGB8888`
/// surface holds; the renderer's own frames go through the same visual, so both look alike; `put` returns false elsewhere
/// and the caller draws the first frame with the renderer as usual.
enum X11FramePut {
    /// Puts `surface` (ARGB8888) at the window's top-left corner and waits until the X server
    /// has carried it out (`XSync`). False, with nothing drawn, where the window is not an X11
    /// window this can draw into, or the surface is not the window's size.
    static func put(_ surface: UnsafeMutablePointer<SDL_Surface>, in window: OpaquePointer) -> Bool {
        guard surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
              let pixels = surface.pointee.pixels else { return false }
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION),
                                   patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(window, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11,
              let display = info.info.x11.display else { return false }
        let xwindow = info.info.x11.window
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, xwindow, &attributes) != 0, attributes.map_state == IsViewable,
              attributes.width == surface.pointee.w, attributes.height == surface.pointee.h,
              attributes.depth == 24 || attributes.depth == 32,
              let visual = attributes.visual, [TrueColor, DirectColor].contains(visual.pointee.`class`),
              visual.pointee.red_mask == 0xFF0000, visual.pointee.green_mask == 0x00FF00,
              visual.pointee.blue_mask == 0x0000FF else { return false }
        let width = UInt32(surface.pointee.w), height = UInt32(surface.pointee.h)
        guard let image = XCreateImage(display, visual, UInt32(attributes.depth), ZPixmap, 0,
                                       pixels.assumingMemoryBound(to: CChar.self), width, height, 32,
                                       surface.pointee.pitch) else { return false }
        // The surface's bytes are B, G, R, A: 32-bit pixels, least significant byte first. Xlib
        // reorders them for a server that wants the other order.
        image.pointee.byte_order = LSBFirst
        image.pointee.bits_per_pixel = 32
        defer {
            image.pointee.data = nil   // the surface's memory, not Xlib's to free
            _ = image.pointee.f.destroy_image(image)
        }
        guard let gc = XCreateGC(display, xwindow, 0, nil) else { return false }
        defer { XFreeGC(display, gc) }
        XPutImage(display, xwindow, gc, image, 0, 0, 0, 0, width, height)
        XSync(display, 0)
        return true
    }
}
