#!/usr/bin/env python3
"""Real-window regression tests of the reviewer polish (issue 15), under Xvfb (run it through
scripts/window-polish).

Steps:
  1. the flick: `--compare seed,fluid --record DIR`, press H, flick the fluid card up 120 pt in
     about 80 ms with xdotool; at every recorded frame from the one where the card first covers
     the bottom, the bottom 4 pt of the fluid phone (away from the display corners) is the
     card's gray;
  2. the HUD's clock: with the HUD on and the clock playing, the HUD's time changes between two
     screenshots while nothing else moves; paused (HUD on) and with the HUD off the window
     sleeps: CPU < 0.01 s/s;
  3. speed: `]` steps ×1 → ×2 → ×4 (the window title says x2, then x4, and stays at x4);
  4. toasts in compare mode stay inside one phone: the divider between the phones keeps the
     stage's colour while a toast shows.

Only the Python standard library, python3-xlib and ImageMagick's `convert` (to read the
recorded frames) are used. Screenshots, frames and logs go to $WINDOW_POLISH_OUT (default
/tmp/modal-window-polish). Bounded: the whole run gives up after DEADLINE seconds.
"""

import glob
import os
import shutil
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402
from xharness import Abort, close_to   # noqa: E402

OUT = os.environ.get("WINDOW_POLISH_OUT") or "/tmp/modal-window-polish"
DEADLINE = xh.env_int("WINDOW_POLISH_DEADLINE", 150)

W, H = 390, 844                  # phone canvas in points = pixels at --scale 1
GAP, HEADER = 16, 30             # Stage.gap, Stage.header
FLUID_X = GAP + W + GAP          # left edge of the second (fluid) phone
GRAY = (0x8E, 0x8E, 0x93)        # the card
STAGE = (0x1C, 0x1C, 0x1E)       # Stage.background
# Away from the display's corners: a display corner of radius 55 pt (the largest device
# preset) covers the bottom 4 rows up to 55 - sqrt(55² - 51²) ≈ 34.4 pt from each side.
CORNER = 35
TOL = 3

R = xh.Report()


def crop_rgb(png, x, y, w, h):
    """The rectangle (x, y, w, h) of the PNG file `png` as RGB bytes, via ImageMagick."""
    import subprocess
    r = subprocess.run(["convert", png, "-crop", "%dx%d+%d+%d" % (w, h, x, y), "+repage",
                        "-depth", "8", "rgb:-"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=20)
    if r.returncode != 0 or len(r.stdout) != w * h * 3:
        raise Abort("convert failed on %s: %s" % (png, r.stderr.decode(errors="replace").strip()))
    return r.stdout


def pixels(rgb):
    """The (r, g, b) tuples of RGB bytes."""
    return [tuple(rgb[i:i + 3]) for i in range(0, len(rgb), 3)]


class App(xh.App):
    """The app in a window at --scale 1, driven through XTest and xdotool."""

    def __init__(self, d, num, env, tag, args):
        super().__init__(d, num, env, tag, OUT, ["--scale", "1"] + list(args))

    def key(self, name):
        """Gives the window the input focus and presses and releases a key through XTest."""
        from Xlib import X, XK
        from Xlib.ext import xtest
        code = self.d.keysym_to_keycode(XK.string_to_keysym(name))
        self.win.set_input_focus(X.RevertToParent, X.CurrentTime)
        self.d.sync()
        time.sleep(0.1)
        xtest.fake_input(self.d, X.KeyPress, code)
        xtest.fake_input(self.d, X.KeyRelease, code)
        self.d.sync()

    def key_until(self, name, done, tries=3, wait=0.4):
        """Presses `name` until done() holds (a key sent as the window first takes the focus
        can be lost); returns how many presses it took, or None."""
        for i in range(1, tries + 1):
            self.key(name)
            time.sleep(wait)
            if done():
                return i
        return None

    def grab(self, x, y, w, h):
        """Window rectangle (x, y, w, h) as (r, g, b) tuples."""
        return pixels(xh.grab_rgb(self.d, self.geom[0] + x, self.geom[1] + y, w, h))

    def shot(self, name):
        """A screenshot of the window, saved as OUT/NAME.png."""
        x, y, w, h = self.geom
        xh.write_png(os.path.join(OUT, name + ".png"), w, h, xh.grab_rgb(self.d, x, y, w, h))

    def title(self):
        return xh.run(["xdotool", "getwindowname", str(self.wid)], env=self.env).strip()

    def close(self):
        xh.send_wm_delete(self.d, self.wid)
        if self.wait_exit(5) is None:
            xh.stop(self.p)


def launch(d, num, env, tag, args):
    app = App(d, num, env, tag, args)
    if app.find_window() is None:
        raise Abort("no window for %s; app log: %s" % (tag, app.log_text()))
    time.sleep(0.5)
    return app


def flick(d, num, env):
    """Item 1: no gap under the fluid card at any recorded frame of the flick."""
    rec = os.path.join(OUT, "flick-frames")
    shutil.rmtree(rec, ignore_errors=True)
    # No chrome: the display corners would cover the band's ends (the check is about the card).
    app = launch(d, num, env, "flick", ["--compare", "seed,fluid", "--record", rec, "--no-chrome"])
    card = (FLUID_X + W // 2, HEADER + int(0.7 * H), 1, 1)
    if app.key_until("h", lambda: close_to(app.grab(*card)[0], GRAY, TOL), wait=1.6) is None:
        raise Abort("H did not bring up the half modal")
    time.sleep(0.5)                                   # the 0.9 s curve ends; the recorder catches up
    x = FLUID_X + W / 2
    y0 = HEADER + 0.4 * H + 150
    args = ["xdotool"]
    sx, sy = app.screen(x, y0)
    args += ["mousemove", str(sx), str(sy), "sleep", "0.1", "mousedown", "1"]
    for i in range(1, 9):                             # 120 pt in 8 moves, 10 ms apart
        sx, sy = app.screen(x, y0 - 120 * i / 8)
        args += ["sleep", "0.01", "mousemove", str(sx), str(sy)]
    args += ["mouseup", "1"]
    xh.run(args, timeout=10, env=app.env)
    time.sleep(2.5)                                   # the spring settles; the recorder writes
    app.shot("flick-end")
    app.close()
    frames = sorted(glob.glob(os.path.join(rec, "frame-*.png")))
    if not R.check(len(frames) >= 10, "flick: the window recorded frames", "%d frames" % len(frames)):
        return
    band_x, band_w = FLUID_X + CORNER, W - 2 * CORNER
    first, bad, tops = None, [], []
    for i, f in enumerate(frames):
        band = pixels(crop_rgb(f, band_x, HEADER + H - 4, band_w, 4))
        gray = all(close_to(c, GRAY, TOL) for c in band)
        if first is None:
            if gray:
                first = i
            continue
        if not gray:
            off = next(c for c in band if not close_to(c, GRAY, TOL))
            bad.append("%s: #%02X%02X%02X" % (os.path.basename(f), off[0], off[1], off[2]))
        column = pixels(crop_rgb(f, band_x, 0, 1, HEADER + H))
        top = next((y for y in range(HEADER, HEADER + H) if close_to(column[y], GRAY, TOL)), None)
        if top is not None:
            tops.append(top - HEADER)
    checked = len(frames) - (first if first is not None else len(frames))
    R.check(first is not None and checked >= 10 and not bad,
            "flick: at every recorded frame the bottom 4 pt of the fluid phone (x %d..%d) is the card's gray"
            % (band_x, band_x + band_w),
            "%d frames checked from %s; %d with a gap%s; highest card top %s pt"
            % (checked, os.path.basename(frames[first]) if first is not None else "none", len(bad),
               (": " + ", ".join(bad[:4])) if bad else "", min(tops) if tops else "?"))
    R.check(bool(tops) and min(tops) <= 0.4 * H - 100, "flick: the recorded frames show the card flicked up from half",
            "highest top %s pt; half at %.0f pt, full at %.0f pt" % (min(tops) if tops else "?", 0.4 * H, 0.05 * H))


def hud_clock(d, num, env):
    """Item 2: the HUD's clock runs while playing; paused or HUD off, the window sleeps."""
    app = launch(d, num, env, "hud", [])
    # The HUD draws over the inspector while that shows (the studio): hide it (I, the window
    # narrows), so the HUD sits on the phone where this test looks.
    w0 = app.geometry()[2]
    app.key_until("i", lambda: app.geometry()[2] < w0)
    app.geom = app.geometry()
    panel = (12, 40, 1, 1)                             # inside the HUD's opaque panel
    if app.key_until("d", lambda: close_to(app.grab(*panel)[0], STAGE, TOL)) is None:
        raise Abort("D did not show the HUD")
    clock = (16, 16, 120, 14)                          # the HUD's first line: "t 1.234 s   ×1"
    a = app.grab(*clock)
    time.sleep(0.5)
    b = app.grab(*clock)
    app.shot("hud-playing")
    R.check(a != b, "HUD on, playing, nothing moving: the HUD's time is redrawn",
            "%d of %d pixels changed in 0.5 s" % (sum(1 for p, q in zip(a, b) if p != q), len(a)))
    app.key_until("p", lambda: "paused" in app.title())
    time.sleep(0.3)
    c = app.grab(*clock)
    grew = xh.cpu_during(app.p.pid, 3.0)
    d2 = app.grab(*clock)
    R.check(c == d2, "HUD on, paused: the HUD's time stands still", "%d pixels changed in 3 s"
            % sum(1 for p, q in zip(c, d2) if p != q))
    R.check(grew / 3.0 < 0.01, "HUD on, paused: idle CPU < 0.01 s/s", "%.4f s/s" % (grew / 3.0))
    app.key_until("p", lambda: "paused" not in app.title())
    app.key_until("d", lambda: not close_to(app.grab(*panel)[0], STAGE, TOL))
    time.sleep(0.5)
    grew = xh.cpu_during(app.p.pid, 3.0)
    R.check(grew / 3.0 < 0.01, "HUD off, playing: idle CPU < 0.01 s/s", "%.4f s/s" % (grew / 3.0))
    app.close()


def speed_and_toast(d, num, env):
    """Items 5 and 3: ] reaches ×4 (title); a toast in compare mode stays off the phones and the divider."""
    app = launch(d, num, env, "speed", ["--compare", "seed,fluid"])
    titles = []
    toast_divider = None
    for i in range(3):
        before = app.title()
        if i < 2:
            app.key_until("bracketright", lambda: app.title() != before, wait=0.3)
        else:
            app.key("bracketright")
            time.sleep(0.3)
        titles.append(app.title())
        if i == 0:
            # The toast "speed ×2" shows for 2.5 s: the divider between the phones stays the stage's.
            toast_divider = app.grab(GAP + W, HEADER + H - 80, GAP, 60)
            app.shot("toast-compare")
            # With the studio (issue 10a) a toast is review UI: it shows in the timeline strip under
            # the phones (a #3A3A3C pill), never on a phone.
            x, y, w, h = app.geometry()
            band = app.grab(0, HEADER + H, w, h - HEADER - H)
            on_phone = app.grab(GAP + 40, HEADER + H - 64, W - 80, 28)
    R.check(titles[0].endswith(" x2") and titles[1].endswith(" x4") and titles[2].endswith(" x4"),
            "] steps ×1 → ×2 → ×4 and stops at ×4 (window title)", " / ".join(titles))
    R.check(any(close_to(c, (0x3A, 0x3A, 0x3C), 2) for c in band)
            and all(close_to(c, (0xFF, 0x95, 0x00), 12) for c in on_phone),
            "compare: the toast shows in the studio's timeline strip, not on a phone",
            "%d toast pixels under the phones" % sum(1 for c in band if close_to(c, (0x3A, 0x3A, 0x3C), 2)))
    R.check(all(close_to(c, STAGE, TOL) for c in toast_divider),
            "compare: the toast does not lie across the divider (it stays #1C1C1E)",
            "%d of %d divider pixels off" % (sum(1 for c in toast_divider if not close_to(c, STAGE, TOL)),
                                             len(toast_divider)))
    app.close()


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        p = os.path.join(OUT, f)
        if f.endswith(".png") or f.endswith(".log"):
            os.remove(p)
        elif f.startswith("run-") or f == "flick-frames":
            shutil.rmtree(p, ignore_errors=True)
    if shutil.which("convert") is None:
        raise Abort("ImageMagick's convert is missing (run scripts/install-deps)")
    env = xh.app_env()
    log = os.path.join(OUT, "xvfb.log")
    started = xh.start_xvfb(99, 159, log=log)
    if started is None:
        raise Abort("could not start Xvfb on any display from :99 to :159 (see %s)" % log)
    num, _xvfb, d, took = started
    R.check(True, "Xvfb :%d accepts connections" % num, "%.2f s" % took)
    flick(d, num, env)
    hud_clock(d, num, env)
    speed_and_toast(d, num, env)


if __name__ == "__main__":
    xh.run_checks(main, R, "window-polish", "window polish test", DEADLINE, "screenshots in %s" % OUT,
                  alarm_text="the whole test took longer than %d s")
