"""Screen pixels, PNG files and closing a window over X, for the window tests (via xharness);
`Screen` is the part of xharness.App that looks at the window.

Only the Python standard library, plus python3-xlib inside the functions that talk X.
"""

import os
import struct
import time
import zlib


class Abort(Exception):
    """Stops the run: a signal, the global deadline, or a step nothing else can follow (xharness re-exports it)."""


def png_rgb(path, crop=None, tries=3):
    """RGB bytes of the PNG file `path` (its rectangle `crop` = (x, y, w, h) if given), through ImageMagick.

    convert is tried up to `tries` times (on a loaded machine it has failed once with no other
    sign of trouble); the last failure's own message ends the run.
    """
    import subprocess
    import time
    args = ["convert", path] + (["-crop", "%dx%d+%d+%d" % (crop[2], crop[3], crop[0], crop[1]), "+repage"] if crop else [])
    problem = ""
    for attempt in range(tries):
        r = subprocess.run(args + ["-depth", "8", "rgb:-"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
        if r.returncode == 0 and (crop is None or len(r.stdout) == crop[2] * crop[3] * 3):
            return r.stdout
        problem = "exit %d, %d bytes: %s" % (r.returncode, len(r.stdout), r.stderr.decode(errors="replace").strip())
        time.sleep(0.2 * (attempt + 1))
    raise Abort("convert failed on %s after %d tries (%s)" % (path, tries, problem))


def grab_rgb(d, x, y, w, h):
    """The screen rectangle (x, y, w, h) as RGB bytes (3 a pixel, rows top down), through Xlib."""
    from Xlib import X
    img = d.screen().root.get_image(x, y, w, h, X.ZPixmap, 0xFFFFFFFF)
    data = img.data if isinstance(img.data, (bytes, bytearray)) else bytes(img.data, "latin-1")
    if img.depth != 24 or len(data) != w * h * 4:
        raise Abort("unexpected screen format: depth %d, %d bytes for %dx%d" % (img.depth, len(data), w, h))
    # Xvfb's 24-bit TrueColor: 32 bits per pixel, red 0xff0000; byte order from the server.
    if d.display.info.image_byte_order == X.LSBFirst:
        ri, gi, bi = 2, 1, 0
    else:
        ri, gi, bi = 1, 2, 3
    rgb = bytearray(w * h * 3)
    rgb[0::3] = data[ri::4]
    rgb[1::3] = data[gi::4]
    rgb[2::3] = data[bi::4]
    return rgb


def write_png(path, width, height, rgb):
    """Writes RGB bytes as an 8-bit truecolour PNG."""
    raw = bytearray()
    stride = width * 3
    for y in range(height):
        raw.append(0)
        raw += rgb[y * stride:(y + 1) * stride]

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(bytes(raw), 6)))
        f.write(chunk(b"IEND", b""))


def close_to(c, want, tol=3):
    """Whether colour `c` is `want` within `tol` per channel."""
    return all(abs(a - b) <= tol for a, b in zip(c, want))


def send_wm_delete(d, wid, report=None):
    """Sends WM_PROTOCOLS / WM_DELETE_WINDOW to the window, as a window manager's close button does.

    With a `report`, first checks that the window lists WM_DELETE_WINDOW in WM_PROTOCOLS.
    """
    from Xlib import X
    from Xlib.protocol import event as xevent
    win = d.create_resource_object("window", wid)
    wm_protocols = d.intern_atom("WM_PROTOCOLS")
    wm_delete = d.intern_atom("WM_DELETE_WINDOW")
    if report is not None:
        protocols = win.get_wm_protocols() or []
        names = [d.get_atom_name(a) for a in protocols]
        report.check(wm_delete in protocols, "window lists WM_DELETE_WINDOW in WM_PROTOCOLS",
                     ", ".join(names) or "none")
    ev = xevent.ClientMessage(window=win, client_type=wm_protocols,
                              data=(32, [wm_delete, X.CurrentTime, 0, 0, 0]))
    win.send_event(ev, event_mask=X.NoEventMask)
    d.sync()


def pixel(shot, x, y):
    """The (r, g, b) at (x, y) of a shot (width, height, RGB bytes)."""
    w, _h, rgb = shot
    i = (int(y) * w + int(x)) * 3
    return tuple(rgb[i:i + 3])


class Screen:
    """Screenshots of xharness.App's window (needs d, geom, out, geometry())."""

    def grab(self, x, y, w, h):
        """Window rectangle (x, y, w, h) as (r, g, b) tuples."""
        rgb = grab_rgb(self.d, self.geom[0] + x, self.geom[1] + y, w, h)
        return [tuple(rgb[i:i + 3]) for i in range(0, len(rgb), 3)]

    def shot(self, name):
        """The whole window now as (width, height, RGB bytes), saved as OUT/NAME.png."""
        x, y, w, h = self.geometry()
        rgb = grab_rgb(self.d, x, y, w, h)
        write_png(os.path.join(self.out, name + ".png"), w, h, rgb)
        return (w, h, rgb)

    def shot_when(self, name, done, what, wait=30):
        """A screenshot (saved as OUT/NAME.png) once done(shot) holds: the screen catches up with
        the review, however slowly a loaded debug build draws; the last one after `wait`
        seconds if it never does (said as a note in the App's `report`, if it has one)."""
        report = getattr(self, "report", None)
        end = time.monotonic() + wait
        while True:
            x, y, w, h = self.geometry()
            shot = (w, h, grab_rgb(self.d, x, y, w, h))
            if done(shot) or time.monotonic() > end:
                if not done(shot) and report is not None:
                    report.note("%s: the screen never showed %s" % (name, what))
                write_png(os.path.join(self.out, name + ".png"), w, h, shot[2])
                return shot
            time.sleep(0.05)

    def geometry_when(self, size, wait=30):
        """The window's geometry once its size is `size` (or after `wait` seconds)."""
        end = time.monotonic() + wait
        while tuple(self.geometry()[2:]) != tuple(size) and time.monotonic() < end:
            time.sleep(0.05)
        return self.geometry()
