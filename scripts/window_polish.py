#!/usr/bin/env python3
"""Real-window regression tests of the reviewer polish (issue 15), under Xvfb (run it through
scripts/window-polish).

Steps:
  1. the flick: `--compare seed,fluid --record DIR`, press H, flick the fluid card up 120 pt in
     about 80 ms with xdotool; at every recorded frame from the one where the card first covers
     the bottom with its grabber above it, the bottom 4 pt of the fluid phone (away from the display corners) is the
     card's gray;
  2. the HUD's clock: D draws the HUD over the inspector (off the phone); with the HUD on and
     the clock playing, the HUD's time changes between two screenshots while nothing else
     moves; paused (HUD on) and with the HUD off the window sleeps: CPU < 0.01 s/s;
  3. speed: `]` steps ×1 → ×2 → ×4 (the window title says x2, then x4, and stays at x4);
  4. toasts in compare mode lie outside both phones (in the studio's timeline strip): the
     toast shows there, and the divider between the phones and the phones' bottoms keep
     their colours while it shows;
  5. the first frame: a plain run on X11 puts its first frame up drawn in software
     (`--log-startup` says `first-frame-path: software`), and that frame is the renderer's
     first frame (`MODAL_SOFTWARE_FIRST_FRAME=0`) to within anti-aliasing; each is held on
     screen with MODAL_TEST_PRESENT_DELAY_MS (a slow display) while it is read.

The window is the studio (StudioLayout): the stage (the phones) at the top left, the timeline
strip below it, the inspector right of it. Sizes, positions and colours are read from the app's
`--print-layout`; at --scale 1 on Xvfb's 1280x1024 screen the studio fits, so the zoom is 1 and
window pixels are points (checked first). Every wait is on the app's review state (its
MODAL_STATE_LINES lines), so a slow debug build under load passes too; no toggle is pressed twice.

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
DEADLINE = xh.env_int("WINDOW_POLISH_DEADLINE", 900)

# Sizes and colours come from the app itself (`--print-layout`, read in main()): L1 for one
# phone, L2 for --compare seed,fluid. Window units are points at --scale 1 and zoom 1.
L1 = L2 = None
W = H = FLUID_X = FLUID_Y = 0    # the phone canvas; the fluid (second) phone's top-left in --compare
# A key's toast shows for 2.5 s of wall time (WindowApp.toast); its end draws a frame, so idle
# CPU is measured after it.
TOAST_SECONDS = 2.6
GRAY = STAGE = ORANGE = TOAST = None   # the card, the stage and panels, the main view, the toast box
# Away from the display's corners (device chrome is on by default): the default device, the
# iPhone 14, rounds its display with radius 47.33 pt; the bottom row is masked almost that far
# in from each side, so the band keeps out of the corners' squares.
CORNER = 48
GRABBER_CLEAR = 30               # a card top this far above the bottom keeps the grabber off the band
TOL = 3

R = xh.Report()


def read_layouts(env):
    """Reads the layouts and colours the checks use from the app's --print-layout."""
    global L1, L2, W, H, FLUID_X, FLUID_Y, GRAY, STAGE, ORANGE, TOAST
    L1 = xh.Layout(["--scale", "1"], env)
    L2 = xh.Layout(["--scale", "1", "--compare", "seed,fluid"], env)
    W, H = L1.phone_w, L1.phone_h
    FLUID_X, FLUID_Y = L2.phones[1]
    GRAY, ORANGE = L1.theme["gray"], L1.theme["orange"]
    STAGE, TOAST = L1.palette["stage"], L1.palette["toast"]


def crop_rgb(png, x, y, w, h):
    """The rectangle (x, y, w, h) of the PNG file `png` as RGB bytes, via ImageMagick."""
    return xh.png_rgb(png, crop=(x, y, w, h))


def pixels(rgb):
    """The (r, g, b) tuples of RGB bytes."""
    return [tuple(rgb[i:i + 3]) for i in range(0, len(rgb), 3)]


class App(xh.App):
    """The app in a window at --scale 1, driven through XTest (xh.App.key) and xdotool."""

    def __init__(self, d, num, env, tag, args):
        super().__init__(d, num, env, tag, OUT, ["--scale", "1"] + list(args))

    def grab_when(self, rect, done, what, timeout=10.0):
        """The pixels of `rect` once done(pixels) holds: the state line comes right after the
        frame is presented, and the X server shows it a moment later. Abort after `timeout`."""
        end = time.monotonic() + timeout
        while True:
            got = self.grab(*rect)
            if done(got):
                return got
            if time.monotonic() > end:
                raise Abort("the screen never showed %s" % what)
            time.sleep(0.02)

    def title(self):
        return xh.run(["xdotool", "getwindowname", str(self.wid)], env=self.env).strip()


def launch(d, num, env, tag, args, layout):
    """The app's window, checked to be the studio of `layout` at zoom 1 (window units = points),
    with the keyboard focus."""
    app = App(d, num, env, tag, args)
    if app.find_window(timeout=60) is None:
        raise Abort("no window for %s; app log: %s" % (tag, app.log_text()))
    want = layout.studio
    zoom = app.geom[2] / want[0]           # window size ÷ (content × scale), scale 1
    if not R.check(tuple(app.geom[2:]) == tuple(want), "%s: the window is the studio (%dx%d) at zoom 1" % (tag, want[0], want[1]),
                   "%dx%d, zoom %.3f" % (app.geom[2], app.geom[3], zoom)):
        raise Abort("the positions assume zoom 1")
    app.focus()
    return app


def wait_recorded(app, s, what):
    """Waits until the recording has written every frame up to review time s["t"] (60 fps)."""
    return app.wait_state(lambda n: n["recorded"] > int(s["t"] * 60), what)


def flick(d, num, env):
    """Item 1: no gap under the fluid card at any recorded frame of the flick."""
    rec = os.path.join(OUT, "flick-frames")
    shutil.rmtree(rec, ignore_errors=True)
    app = launch(d, num, env, "flick", ["--compare", "seed,fluid", "--record", rec], L2)
    # One press of H; wait until the review says the fluid card rests at half (its curve ended
    # in review time, however slowly the clock runs) and the recording has caught up.
    rest = app.key("h", lambda s: s["lane1.half"] == "at-half", "the fluid card at rest at half")
    wait_recorded(app, rest, "the frames up to the card's rest at half recorded")
    x = FLUID_X + W / 2
    y0 = FLUID_Y + 0.4 * H + 150
    mark = app.mark()
    app.gesture([(x, y0 - 120 * i / 8) for i in range(9)], 0.01)   # 120 pt in 8 moves, 10 ms apart
    # The card was dragged, then settles (spring) and rests; the recorder writes every frame.
    app.wait_state(lambda s: s["lane1.half"] != "at-half", "the fluid card dragged", after=mark)
    rest = app.wait_state(lambda s: s["lane1.half"].startswith("at-") and s["lane1.half"] != "at-half",
                          "the fluid card at rest after the flick", after=mark)
    wait_recorded(app, rest, "the frames up to the card's rest after the flick recorded")
    app.shot("flick-end")
    app.close()
    frames = sorted(glob.glob(os.path.join(rec, "frame-*.png")))
    if not R.check(len(frames) >= 10, "flick: the window recorded frames", "%d frames" % len(frames)):
        return
    band_x, band_w = FLUID_X + CORNER, W - 2 * CORNER
    first, bad, tops = None, [], []
    for i, f in enumerate(frames):
        band = pixels(crop_rgb(f, band_x, FLUID_Y + H - 4, band_w, 4))
        gray = all(close_to(c, GRAY, TOL) for c in band)
        column = pixels(crop_rgb(f, band_x, 0, 1, FLUID_Y + H))
        top = next((y for y in range(FLUID_Y, FLUID_Y + H) if close_to(column[y], GRAY, TOL)), None)
        if first is None:
            # From the frame where the card covers the bottom with its grabber (16 pt below its
            # top, 5 pt tall) above the band: while the card is just coming in, the grabber can
            # pass through the band a frame after the band first read gray.
            if gray and top is not None and top - FLUID_Y <= H - GRABBER_CLEAR:
                first = i
            else:
                continue
        if not gray:
            off = next(c for c in band if not close_to(c, GRAY, TOL))
            bad.append("%s: #%02X%02X%02X" % (os.path.basename(f), off[0], off[1], off[2]))
        if top is not None:
            tops.append(top - FLUID_Y)
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
    app = launch(d, num, env, "hud", [], L1)
    hx, hy, _hw = L1.hud                                # the HUD's top-left, in its column right of the inspector
    clock = (hx + 8, hy + 8, 120, 14)                   # the HUD's first line: "t 1.234 s   ×1"
    phone = (40, 80, W - 80, H - 160)                  # the phone, below the status bar, off the corners
    header = (L1.inspector[0] + 8, 4, L1.inspector[2] - 16, 110)   # the inspector's header, outcome control
    inspector = app.grab(*clock)                       # HUD off: what is there (past the window's edge)
    phone_before = app.grab(*phone)
    header_before = app.grab(*header)
    app.shot("hud-off")
    shown = app.key("d", lambda s: s["hud"] == 1, "the HUD on after D")
    a = app.grab_when(clock, lambda px: px != inspector, "the HUD's clock line in its column")
    R.check(any(close_to(c, (0xFF, 0xFF, 0xFF), 40) for c in a) and sum(close_to(c, STAGE, TOL) for c in a) > len(a) / 2,
            "D: the HUD (white text on its opaque #1C1C1E panel) shows in its column right of the inspector",
            "clock line at x %d, y %d" % clock[:2])
    header_now = app.grab(*header)
    R.check(sum(1 for p, q in zip(header_before, header_now) if p != q) < len(header_now) // 20,
            "D: the HUD never covers the inspector (its header and outcome control unchanged)",
            "%d of %d pixels changed" % (sum(1 for p, q in zip(header_before, header_now) if p != q), len(header_now)))
    phone_now = app.grab(*phone)
    R.check(phone_now == phone_before, "D: the HUD is drawn off the phone (the phone's pixels are unchanged)",
            "%d of %d pixels changed" % (sum(1 for p, q in zip(phone_before, phone_now) if p != q), len(phone_now)))
    # Half a second of review time later (the state lines report the running clock).
    app.wait_state(lambda s: s["t"] >= shown["t"] + 0.5, "the review clock 0.5 s on with the HUD shown")
    b = app.grab_when(clock, lambda px: px != a, "the HUD's time redrawn", timeout=5)
    app.shot("hud-playing")
    R.check(a != b, "HUD on, playing, nothing moving: the HUD's time is redrawn",
            "%d of %d pixels changed after 0.5 s of review time" % (sum(1 for p, q in zip(a, b) if p != q), len(a)))
    paused = app.key("p", lambda s: s["paused"] == 1, "paused after P")
    toast_over = time.monotonic() + TOAST_SECONDS
    c = app.grab_when(clock, lambda px: px == app.grab(*clock), "the paused HUD")   # the paused frame is up
    time.sleep(max(0.0, toast_over - time.monotonic()))   # P's toast has gone (its end is a frame)
    xh.wait_quiet(app.p.pid, 0.005, 5.0)   # past the one trim a quiet spell starts with (IdleTrim)
    grew = xh.cpu_during(app.p.pid, 3.0)
    d2 = app.grab(*clock)
    R.check(c == d2 and app.state()["t"] == paused["t"], "HUD on, paused: the HUD's time stands still",
            "%d pixels changed in 3 s; review time %s then %s" % (sum(1 for p, q in zip(c, d2) if p != q),
                                                                 paused["t"], app.state()["t"]))
    R.check(grew / 3.0 < 0.01, "HUD on, paused: idle CPU < 0.01 s/s", "%.4f s/s" % (grew / 3.0))
    app.key("p", lambda s: s["paused"] == 0, "playing after P again")
    app.key("d", lambda s: s["hud"] == 0, "the HUD off after D again")
    toast_over = time.monotonic() + TOAST_SECONDS
    R.check(app.grab_when(clock, lambda px: px == inspector, "the HUD's column gone") == inspector,
            "D again: the HUD and its column are gone", "clock line compared with before D")
    time.sleep(max(0.0, toast_over - time.monotonic()))   # D's toast has gone (its end is a frame)
    xh.wait_quiet(app.p.pid, 0.005, 5.0)   # what is measured here is the idle window itself: it must not wake
    grew = xh.cpu_during(app.p.pid, 3.0)
    R.check(grew / 3.0 < 0.01, "HUD off, playing: idle CPU < 0.01 s/s", "%.4f s/s" % (grew / 3.0))
    app.close()


def speed_and_toast(d, num, env):
    """Items 5 and 3: ] reaches ×4 (title); a toast in compare mode lies outside both phones."""
    app = launch(d, num, env, "speed", ["--compare", "seed,fluid"], L2)
    sw, _sh = L2.stage
    tx, ty, _tw, th = L2.timeline
    gap, header = L2.gap, L2.header
    # The studio's toast: a 20 pt box centred under the stage, between the state-change row and the
    # ruler (y 75 to 95 of the strip: it covers neither marker labels nor the ruler's seconds),
    # 7 pt a character + 24 wide ("speed ×2": 80 pt), radius 10. Sampled inside its straight
    # part (the white text covers a minority of it); without a toast the strip there is the panel's.
    toast_w = len("speed ×2") * 7 + 24
    toast_box = (sw // 2 - toast_w // 2 + 10, ty + 75 + 2, toast_w - 20, 16)
    divider = (gap + W, header + H - 80, gap, 60)           # between the phones, where a phone's toast would be
    bottoms = [(x + 40, y + H - 64, W - 80, 28) for x, y in L2.phones]
    titles = []
    speeds = []
    toast_divider = toast = phones = None
    for i, want in enumerate((2, 4)):
        s = app.key("bracketright", lambda s, want=want: s["speed"] == want, "speed ×%d after ]" % want)
        speeds.append(s["speed"])
        if i == 0:
            # The toast "speed ×2" shows for 2.5 s: it lies in the timeline strip, and the divider
            # between the phones and the phones' bottoms keep their colours meanwhile.
            toast = app.grab_when(toast_box, lambda px: sum(1 for c in px if close_to(c, TOAST, TOL)) > 0.6 * len(px),
                                  "the toast", timeout=2)
            toast_divider = app.grab(*divider)
            phones = [app.grab(*r) for r in bottoms]
            app.shot("toast-compare")
        titles.append(app.title())
    # A third ]: the speed stays ×4. P after it is handled after it, so "paused" means ] was seen.
    app.key("bracketright")
    s = app.key("p", lambda s: s["paused"] == 1, "paused after ] and P")
    speeds.append(s["speed"])
    titles.append(app.title().replace(" paused", ""))
    R.check(speeds == [2, 4, 4] and titles[0].endswith(" x2") and titles[1].endswith(" x4") and titles[2].endswith(" x4"),
            "] steps ×1 → ×2 → ×4 and stops at ×4 (state and window title)",
            " / ".join(titles) + "; speeds %s" % speeds)
    inside = sum(1 for c in toast if close_to(c, TOAST, TOL))
    R.check(inside > 0.6 * len(toast), "compare: the toast shows in the timeline strip, under the stage (#3A3A3C box)",
            "%d of %d pixels of (x %d, y %d, %dx%d) are the toast's" % ((inside, len(toast)) + toast_box))
    off = [sum(1 for c in band if not close_to(c, ORANGE, TOL)) for band in phones]
    R.check(not any(off), "compare: no toast over either phone (their bottoms stay the main view's #FF9500)",
            "%d / %d pixels off in phone 1 / phone 2" % tuple(off))
    R.check(all(close_to(c, STAGE, TOL) for c in toast_divider),
            "compare: the toast does not lie across the divider (it stays #1C1C1E)",
            "%d of %d divider pixels off" % (sum(1 for c in toast_divider if not close_to(c, STAGE, TOL)),
                                             len(toast_divider)))
    app.close()


def first_frame(d, num, env):
    """Item 5: the software first frame is the renderer's first frame."""
    hold = dict(env, MODAL_TEST_PRESENT_DELAY_MS="4000")
    shots = {}
    for path, extra in (("software", {}), ("renderer", {"MODAL_SOFTWARE_FIRST_FRAME": "0"})):
        app = App(d, num, dict(hold, **extra), "first-" + path, ["--log-startup"])
        try:
            if app.find_window(timeout=60) is None:
                raise Abort("no window for the %s first frame; app log: %s" % (path, app.log_text()))
            end = time.monotonic() + 30
            while "first-frame-path:" not in app.raw_log() and time.monotonic() < end:
                time.sleep(0.02)
            said = [l for l in app.raw_log().splitlines() if l.startswith("first-frame-path:")]
            R.check(said == ["first-frame-path: " + path], "first frame: --log-startup says it went up by the %s" % path,
                    said)
            # The present delay holds that frame 4 s: read at once, the phone's top half.
            shots[path] = app.grab(0, 0, W, H // 2)
        finally:
            xh.stop(app.p, grace=0.5)   # held by its present delay: a close would wait it out
    a, b = shots["software"], shots["renderer"]
    far = sum(1 for p, q in zip(a, b) if max(abs(x - y) for x, y in zip(p, q)) > 48)
    R.check(far <= len(a) // 200, "first frame: the software frame is the renderer's (pixels off by more "
            "than 48 levels: at most 0.5 %, anti-aliased edges)", "%d of %d" % (far, len(a)))
    orange = sum(1 for p in a if close_to(p, ORANGE, TOL))
    R.check(orange > len(a) // 2, "first frame: the software frame shows the main view's orange", "%d of %d" % (orange, len(a)))


def main():
    xh.clean_out(OUT, folders=["flick-frames"])
    if shutil.which("convert") is None:
        raise Abort("ImageMagick's convert is missing (run scripts/install-deps)")
    env = xh.app_env()
    num, d = xh.display(R, OUT, 99, 159)
    read_layouts(env)
    flick(d, num, env)
    hud_clock(d, num, env)
    speed_and_toast(d, num, env)
    first_frame(d, num, env)


if __name__ == "__main__":
    xh.run_checks(main, R, "window-polish", "window polish test", DEADLINE, "screenshots in %s" % OUT,
                  alarm_text="the whole test took longer than %d s")
