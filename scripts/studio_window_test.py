#!/usr/bin/env python3
"""Real-window test of the review studio under Xvfb (run it through scripts/studio-window-test).

Launches modal-prototype in a window (--scale 1) and checks, from screen pixels:
  1. the window holds the phone (390x844), the timeline below it (132) and the inspector (300);
  2. scrub: with the half modal shown, dragging on the timeline to its start shows the frame at
     0 s (no card), back to its end shows the card at half again, and the playhead follows;
  3. edit: a press on the halfFraction slider moves the resting card at once (state kept);
  4. replay: after a drag to full and a heightRate edit, A replays the drag from its start with
     the new value (half first, then full at the new height);
  5. the bezier editor's first handle follows a drag;
  6. I hides the inspector (the window narrows by 300) and brings it back.
Controls are found from a headless --studio elements list. Screenshots go to $STUDIO_TEST_OUT.
"""

import json
import os
import subprocess
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402
from xharness import Abort, close_to   # noqa: E402

APP = xh.APP
OUT = os.environ.get("STUDIO_TEST_OUT") or "/tmp/modal-studio-window-test"
W, H = 390, 844
TIMELINE, INSPECTOR = 132, 300
DEADLINE = xh.env_int("STUDIO_TEST_DEADLINE", 60)
ORANGE = (0xFF, 0x95, 0x00)
GRAY = (0x8E, 0x8E, 0x93)
PLAYHEAD = (0xFF, 0x9F, 0x0A)
R = xh.Report()


def studio_elements(env):
    """The studio's controls from a headless --studio run: {id: (x, y, w, h)} in window points."""
    folder = os.path.join(OUT, "headless")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "scenario.txt")
    with open(path, "w") as f:
        f.write("0 tap toggle-half-modal\n1 elements studio.json\n1 end\n")
    r = subprocess.run([APP, "--headless", "--studio", "--scenario", path, "--out", folder, "--scale", "1"],
                       stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=30,
                       env=env, preexec_fn=xh.child_setup())
    if r.returncode != 0:
        raise Abort("headless --studio run exited %d: %s" % (r.returncode, r.stdout.decode(errors="replace")))
    with open(os.path.join(folder, "studio.json")) as f:
        return {e["id"]: (e["x"], e["y"], e["width"], e["height"]) for e in json.load(f)}


class App(xh.App):
    def __init__(self, d, num, env):
        super().__init__(d, num, env, "studio", OUT, ["--scale", "1"])

    def shot(self, name):
        x, y, w, h = self.geometry()
        rgb = xh.grab_rgb(self.d, x, y, w, h)
        xh.write_png(os.path.join(OUT, name + ".png"), w, h, rgb)
        return (w, h, rgb)

    def key(self, name):
        xh.run(["xdotool", "key", "--window", str(self.wid), name], env=self.env)
        time.sleep(0.15)

    def drag(self, x0, y0, x1, y1, steps=8, pause=0.04):
        args = ["xdotool"]
        sx, sy = self.screen(x0, y0)
        args += ["mousemove", str(sx), str(sy), "sleep", "0.1", "mousedown", "1", "sleep", "0.1"]
        for i in range(1, steps + 1):
            sx, sy = self.screen(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps)
            args += ["mousemove", str(sx), str(sy), "sleep", str(pause)]
        args += ["mouseup", "1"]
        xh.run(args, timeout=10, env=self.env)
        time.sleep(0.15)

    def click(self, x, y):
        xh.xdotool_click(self.env, *self.screen(x, y))
        time.sleep(0.15)


def pixel(shot, x, y):
    w, _h, rgb = shot
    i = (int(y) * w + int(x)) * 3
    return tuple(rgb[i:i + 3])


def colour_check(shot, points, want, what, name):
    got = [pixel(shot, *p) for p in points]
    ok = all(close_to(c, want, 4) for c in got)
    return R.check(ok, "%s: %s" % (name, what), ", ".join("#%02X%02X%02X at (%d,%d)" % (c + p) for c, p in zip(got, points)))


def playhead_columns(shot, y):
    w = shot[0]
    return [x for x in range(W) if close_to(pixel(shot, x, y), PLAYHEAD, 6)]


def slider_x(rect, value, lo, hi):
    """The window x of `value` on a slider whose region is `rect` (the track ± 6 pt)."""
    x, _y, w, _h = rect
    return x + 6 + (value - lo) / (hi - lo) * (w - 12)


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        if f.endswith(".png") or f.endswith(".log"):
            os.remove(os.path.join(OUT, f))
    env = xh.app_env()
    el = studio_elements(env)
    for need in ("timeline", "setting:halfModal.halfFraction", "setting:halfModal.heightRate", "request-outcome",
                 "bezier-p1"):
        if need not in el:
            raise Abort("headless --studio elements lack %s" % need)
    started = xh.start_xvfb(99, 159, log=os.path.join(OUT, "xvfb.log"))
    if started is None:
        raise Abort("could not start Xvfb on any display from :99 to :159")
    num, _xvfb, d, _took = started
    app = App(d, num, env)
    if app.find_window() is None:
        raise Abort("no window; app log: " + app.log_text())
    R.check(app.geom[2:] == (W + INSPECTOR, H + TIMELINE),
            "window holds phone %dx%d, timeline %d below, inspector %d right" % (W, H, TIMELINE, INSPECTOR),
            "%dx%d" % app.geom[2:])
    time.sleep(0.5)
    s = app.shot("01-studio")
    colour_check(s, [(40, 20), (W - 40, H - 3)], ORANGE, "phone shows the main view to its edges", "01-studio")
    colour_check(s, [(W + 150, H + 120), (W - 4, H + 128)], (0x1C, 0x1C, 0x1E), "studio panels around the phone", "01-studio")

    # Scrub.
    app.key("h")
    time.sleep(1.3)
    s = app.shot("02-half")
    colour_check(s, [(60, 0.5 * H), (W - 60, 0.5 * H)], GRAY, "card at half after H", "02-half")
    ty = H + 100
    app.key("p")
    app.drag(200, ty, 0, ty)
    time.sleep(0.3)
    s = app.shot("03-scrubbed-to-0")
    colour_check(s, [(60, 0.5 * H), (60, 0.9 * H)], ORANGE, "scrubbed to 0 s: no card", "03-scrubbed-to-0")
    cols = playhead_columns(s, H + 80)
    R.check(bool(cols) and max(cols) <= 18, "playhead at the ruler's start (x 16)", cols)
    app.drag(100, ty, W, ty)
    time.sleep(0.3)
    s = app.shot("04-scrubbed-to-end")
    colour_check(s, [(60, 0.5 * H)], GRAY, "scrubbed to the end: card at half again", "04-scrubbed-to-end")
    cols = playhead_columns(s, H + 80)
    R.check(bool(cols) and min(cols) > 100, "playhead moved right", cols)
    app.key("p")

    # Edit: halfFraction 0.4 -> 0.6, the card rests lower at once.
    app.click(slider_x(el["setting:halfModal.halfFraction"], 0.6, 0, 1), xh.centre(el["setting:halfModal.halfFraction"])[1])
    time.sleep(0.3)
    s = app.shot("05-half-fraction-0.6")
    colour_check(s, [(60, 0.55 * H)], ORANGE, "halfFraction 0.6: above 0.6h is the main view", "05-edit")
    colour_check(s, [(60, 0.65 * H)], GRAY, "halfFraction 0.6: the card starts at 0.6h", "05-edit")

    # Replay: drag to full, change heightRate, A replays the drag with it.
    app.drag(W / 2, 0.7 * H, W / 2, 0.7 * H - 200)
    time.sleep(0.4)
    app.click(slider_x(el["setting:halfModal.heightRate"], 0.2, 0, 1), xh.centre(el["setting:halfModal.heightRate"])[1])
    time.sleep(0.3)
    s = app.shot("06-full-heightRate-0.2")
    colour_check(s, [(60, 0.45 * H)], GRAY, "full with heightRate 0.2: card from 0.4h", "06-full")
    colour_check(s, [(60, 0.35 * H)], ORANGE, "full with heightRate 0.2: main view above 0.4h", "06-full")
    app.key("4")        # x0.1: the replay takes ten times longer, easy to catch mid-way
    app.key("a")
    time.sleep(0.2)
    s = app.shot("07-replay-start")
    colour_check(s, [(60, 0.5 * H), (60, 0.58 * H)], ORANGE, "replay starts at the drag's start (card at half, 0.6h)", "07-replay")
    colour_check(s, [(60, 0.75 * H)], GRAY, "replay start: card below 0.6h", "07-replay")
    app.key("1")
    time.sleep(1.5)
    s = app.shot("08-replayed")
    colour_check(s, [(60, 0.45 * H)], GRAY, "replayed: full again at the new heightRate (0.4h)", "08-replayed")
    colour_check(s, [(60, 0.35 * H)], ORANGE, "replayed: main view above 0.4h", "08-replayed")

    # The bezier editor: dragging the first control point moves its handle there.
    hx, hy = xh.centre(el["bezier-p1"])
    app.drag(hx, hy, hx + 30, hy + 30, steps=6)
    time.sleep(0.3)
    s = app.shot("09-bezier-p1-dragged")
    colour_check(s, [(hx + 30, hy + 30)], (0x0A, 0x84, 0xFF), "bezier handle 1 follows the drag (+30, +30)", "09-bezier")
    R.check(not close_to(pixel(s, hx, hy), (0x0A, 0x84, 0xFF), 4), "09-bezier: handle 1 left its old place",
            "#%02X%02X%02X at (%d,%d)" % (pixel(s, hx, hy) + (hx, hy)))

    # I hides and shows the inspector.
    app.key("i")
    time.sleep(0.4)
    R.check(app.geometry()[2:] == (W, H + TIMELINE), "I hides the inspector: window %dx%d" % (W, H + TIMELINE),
            "%dx%d" % app.geometry()[2:])
    app.key("i")
    time.sleep(0.4)
    R.check(app.geometry()[2:] == (W + INSPECTOR, H + TIMELINE), "I again: inspector back", "%dx%d" % app.geometry()[2:])
    s = app.shot("10-inspector-back")
    colour_check(s, [(60, 0.45 * H)], GRAY, "state kept across I", "10")

    xh.send_wm_delete(d, app.wid, report=R)
    rc = app.wait_exit(5)
    R.check(rc == 0, "exits 0 on WM_DELETE_WINDOW", rc)
    if app.log_text():
        R.note(app.log_text())


if __name__ == "__main__":
    xh.run_checks(main, R, "studio-window-test", "studio window test", DEADLINE, "screenshots in %s" % OUT)
