#!/usr/bin/env python3
"""Real-window test of the inspector under Xvfb (run it through scripts/inspector-window-test).

  1. a value typed through real key events: a click on halfModal.duration's value, "1.5" and
     Return sets it (W's settings file); "2" and Escape keeps 1.5, and the typed digit reached no
     review key (speed stays x1);
  2. D opens the HUD in a column of its own: the window widens by it and the inspector's pixels
     do not change; its clock is redrawn while the review plays; paused with the HUD on, and
     playing with it off (D again), the window sleeps (CPU < 0.01 s/s);
  3. on a 1366x768 screen the first window keeps the panels at zoom 1 (inspector 300 px wide,
     timeline 132 px tall, so their 11-pt text is 11 px) and zooms the phone down to fit;
     With three phones and the HUD there, the inspector's rows do not fit: the wheel over it
     scrolls it to its last row (issue 37), and the arrow keys back up.
  4. two phones on a 1024x768 screen: D's column would not fit, so the phones zoom down further
     and the panels keep their size; D again gives the phones their room back.
Every wait is on the review state (MODAL_STATE_LINES), a file or the screen, never a bare sleep.
Swift tests on the reducer check the rest (issue 33): each profile's rows and the nearer bezier
handle (InspectorEntryTests), a refused value's rule and a typed value keeping the take
(ReviewReducerTests.typingAValueOnAScrubbedFrameKeepsTheTake).
"""

import os
import re
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402
from xharness import Abort, close_to, pixel   # noqa: E402

APP = xh.APP
OUT = os.environ.get("INSPECTOR_TEST_OUT") or "/tmp/modal-inspector-window-test"
DEADLINE = xh.env_int("INSPECTOR_TEST_DEADLINE", 300)
WAIT = 30
R = xh.Report()
TOAST_SECONDS = 2.6   # a key's toast shows for 2.5 s of wall time


def elements(env, tag, args):
    """The studio's controls from a headless --studio run with `args`: {id: (x, y, w, h)}."""
    return xh.headless_elements(APP, os.path.join(OUT, "headless-" + tag), ["0 elements studio.json", "0 end"],
                                ["studio"], env=env, args=["--studio"] + list(args))["studio"]


class App(xh.App):
    def __init__(self, d, num, env, tag, args):
        super().__init__(d, num, env, tag, OUT, args)
        self.report = R

    def settings(self, n):
        """Presses W and returns the n-th settings file it writes (in the app's run folder), parsed."""
        self.key("w")
        doc = self.nth_json("modal-prototype-settings-*.json", n, WAIT)
        if doc is None:
            raise Abort("W wrote no settings file #%d in %s" % (n, self.rundir))
        return doc

def region(shot, x, y, w, h):
    return [pixel(shot, xx, yy) for yy in range(int(y), int(y + h)) for xx in range(int(x), int(x + w))]


def idle_after(app, key, done, label):
    """After `key` (if any) has taken effect and its toast is gone (its end is a frame), checks the
    window sleeps: CPU < 0.01 s/s over 3 s, once past the one trim a quiet spell starts with."""
    if key:
        app.key(key, done, label)
    time.sleep(TOAST_SECONDS)
    xh.wait_quiet(app.p.pid, 0.005, 5.0)
    grew = xh.cpu_during(app.p.pid, 3.0)
    R.check(grew / 3.0 < 0.01, "%s: idle CPU < 0.01 s/s" % label, "%.4f s/s" % (grew / 3.0))


def typing_and_hud(d, num, env, lay):
    """Checks 1 and 2 in one window."""
    el = elements(env, "seed", ["--profile", "seed"])
    if "setting-value:halfModal.duration" not in el:
        raise Abort("headless --studio elements lack setting-value:halfModal.duration")
    app = App(d, num, env, "inspector", ["--scale", "1", "--profile", "seed"])
    if app.find_window(timeout=60) is None:
        raise Abort("no window; app log: " + app.log_text())
    app.focus()
    W = lay.phone_w
    app.shot_when("01-start", lambda s: close_to(pixel(s, 40, 20), lay.theme["orange"], 4), "the phone")

    # 1. Typing a value, then Escape.
    vx, vy = xh.centre(el["setting-value:halfModal.duration"])
    app.click(vx, vy)
    app.type_keys("1.5")
    app.shot("02-typing-1.5")
    app.key("Return")
    s = app.settings(1)
    R.check(s["halfModal"]["duration"] == 1.5, "typed 1.5 and Return: halfModal.duration is 1.5",
            s["halfModal"]["duration"])
    app.click(vx, vy)
    app.type_keys("2")
    app.key("Escape")
    s = app.settings(2)
    R.check(s["halfModal"]["duration"] == 1.5 and app.state().get("speed") == 1,
            "typed 2 and Escape: the value stays 1.5 and the digit reached no review key (speed x1)",
            "duration %s, speed %s" % (s["halfModal"]["duration"], app.state().get("speed")))

    # 2. The HUD's column.
    before = app.shot("06-hud-off")
    g0 = app.geometry()
    ins = (W, 0, lay.inspector[2], lay.inspector[3])
    app.key("d", lambda st: st["hud"] == 1, "the HUD on after D")
    g = app.geometry_when((g0[2] + lay.raw["hud"]["column"], g0[3]))
    R.check(g[2] == g0[2] + lay.raw["hud"]["column"], "D: the window widens by the HUD's column (%d)"
            % lay.raw["hud"]["column"], "%d -> %d" % (g0[2], g[2]))
    hx, hy = lay.hud[0], lay.hud[1]
    # The HUD's first line ("t 1.234 s  x1", white) drawn in its column.
    after = app.shot_when("07-hud-on", lambda sh: sh[0] > hx + 100 and any(
        close_to(c, (0xFF, 0xFF, 0xFF), 60) for c in region(sh, hx + 8, hy + 10, 60, 12)), "the HUD's clock line")
    R.check(any(close_to(c, (0xFF, 0xFF, 0xFF), 60) for c in region(after, hx + 8, hy + 10, 60, 12)),
            "D: the HUD's clock line shows in its column (x %d)" % hx, "")
    a = region(before, ins[0] + 1, 0, ins[2] - 1, 240)
    b = region(after, ins[0] + 1, 0, ins[2] - 1, 240)
    changed = sum(1 for p, q in zip(a, b) if p != q)
    # The live lines (positions, times) may change with the clock; the header, outcome and tabs must not.
    R.check(changed < len(a) // 20, "D: the HUD does not cover the inspector (its top 240 pt barely change)",
            "%d of %d pixels changed" % (changed, len(a)))
    # The HUD's clock runs while the review plays, nothing moving; paused, the window sleeps.
    clock = (hx + 8, hy + 8, 120, 14)
    c0 = app.grab(*clock)
    now = app.state()["t"]
    app.wait_state(lambda st: st["t"] >= now + 0.5, "the review clock 0.5 s on with the HUD shown")
    xh.wait_for(lambda: app.grab(*clock) != c0, "the HUD's time redrawn", timeout=10)
    R.check(True, "HUD on, playing, nothing moving: the HUD's time is redrawn")
    idle_after(app, "p", lambda st: st["paused"] == 1, "HUD on, paused")
    app.key("p", lambda st: st["paused"] == 0, "playing after P again")
    app.key("d", lambda st: st["hud"] == 0, "the HUD off after D again")
    g = app.geometry_when(g0[2:])
    R.check(tuple(g[2:]) == tuple(g0[2:]), "D again: the window narrows back", "%dx%d" % g[2:])
    idle_after(app, None, None, "HUD off, playing")
    xh.send_wm_delete(d, app.wid, report=R)
    R.check(app.wait_exit(30) == 0, "exits 0 on WM_DELETE_WINDOW")


def small_screen(env, lay):
    """Check 3: 1366x768."""
    started = xh.start_xvfb(160, 220, size="1366x768x24", log=os.path.join(OUT, "xvfb-small.log"))
    if started is None:
        raise Abort("could not start a 1366x768 Xvfb")
    num, _p, d, _t = started
    app = App(d, num, env, "small", ["--scale", "1", "--log-startup"])
    if app.find_window(timeout=60) is None:
        raise Abort("no window on 1366x768; app log: " + app.log_text())
    app.focus()
    g = app.geometry()
    H, W = lay.phone_h, lay.phone_w
    z = (768 - lay.timeline[3]) / H
    want = (round(W * z + lay.inspector[2]), 768)
    R.check(tuple(g[2:]) == want, "1366x768: the window fits the screen with the panels at full size (%dx%d)" % want,
            "%dx%d" % g[2:])
    end = time.monotonic() + WAIT
    line = None
    while line is None and time.monotonic() < end:
        line = next((l for l in app.raw_log().splitlines() if l.startswith("window: ")), None)
        time.sleep(0.05)
    m = re.search(r"zoom: ([0-9.]+) phones: ([0-9.]+)", line or "")
    R.check(m is not None and float(m.group(1)) == 1 and abs(float(m.group(2)) - z) < 1e-3,
            "1366x768: panels at zoom 1 (11-pt text is 11 px), phones at %.4f" % z, line)
    shot = app.shot_when("08-1366x768", lambda sh: close_to(pixel(sh, 20, 20), lay.theme["orange"], 4), "the phone")
    px = round(W * z)
    R.check(close_to(pixel(shot, px - 3, 300), lay.theme["orange"], 6) and close_to(pixel(shot, px + 3, 300),
            lay.palette["stage"], 6), "1366x768: the phone ends at x %d, the inspector starts there" % px,
            "#%02X%02X%02X | #%02X%02X%02X" % (pixel(shot, px - 3, 300) + pixel(shot, px + 3, 300)))
    # A press on the phone lands through its zoom: H opens the card, a click on the phone's
    # main button (half-modal) is not needed here; a drag on the timeline still scrubs.
    app.key("h", lambda st: st["lane0.half"] == "at-half", "the card at half after H")
    card = app.shot_when("09-1366x768-half", lambda sh: close_to(pixel(sh, px / 2, 0.6 * H * z), lay.theme["gray"], 6),
                         "the card at half")
    R.check(close_to(pixel(card, px / 2, 0.6 * H * z), lay.theme["gray"], 6), "1366x768: the zoomed phone shows the card",
            "#%02X%02X%02X" % pixel(card, px / 2, 0.6 * H * z))
    xh.send_wm_delete(d, app.wid, report=R)
    R.check(app.wait_exit(30) == 0, "1366x768: exits 0 on WM_DELETE_WINDOW")
    small_screen_three_phones(d, num, env)


def small_screen_three_phones(d, num, env):
    """Check 3b (issue 37): 1366x768, three phones and the HUD: the inspector's rows do not fit,
    and the wheel over it scrolls it to its last row (and the arrow keys back up)."""
    app = App(d, num, env, "small-three", ["--scale", "1", "--compare", "seed,fluid,native"])
    if app.find_window(timeout=60) is None:
        raise Abort("no three-phone window on 1366x768; app log: " + app.log_text())
    app.focus()
    app.key("d", lambda st: st["hud"] == 1, "the HUD on after D")
    time.sleep(0.5)
    app.geom = app.geometry()
    last = "setting-value:halfModal.contentRows"
    before = app.elements_after_c(1)
    rows = [k for k in before if k.startswith("setting-value:") and ".spring." not in k]   # the spring's sit under its plot
    R.check(rows and last not in before, "1366x768, three phones and the HUD: the inspector's last row does not fit at first",
            "%d value fields shown" % len(rows))
    if not rows:
        xh.send_wm_delete(d, app.wid, report=R)
        app.wait_exit(30)
        return
    x, y, w, h = before[rows[0]][:4]
    sx, sy = app.screen(x + w / 2, y + h / 2)
    xh.run(["xdotool", "mousemove", str(sx), str(sy), "sleep", "0.1", "click", "--repeat", "15", "--delay", "60", "5"],
           timeout=20, env=app.env)
    time.sleep(0.5)
    after = app.elements_after_c(2)
    R.check(last in after and rows[0] not in after, "the wheel over the inspector scrolls it to its last row (%s)" % last,
            "%d value fields, first %s" % (len([k for k in after if k.startswith("setting-value:")]),
                                         next((k for k in after if k.startswith("setting-value:")), "-")))
    for _ in range(30):
        app.key("Up")
    time.sleep(0.3)
    top = app.elements_after_c(3)
    R.check(rows[0] in top and last not in top, "↑ scrolls the inspector back to its first row")
    app.shot_when("10-1366x768-three-hud", lambda sh: True, "the three phones with the HUD")
    xh.send_wm_delete(d, app.wid, report=R)
    R.check(app.wait_exit(30) == 0, "1366x768, three phones: exits 0 on WM_DELETE_WINDOW")


def zooms(stage, side, bounds, timeline=132, floor_w=280):
    """(zoom, phone zoom) of a fit (StudioFit): the panels (`side` wide, the timeline tall) kept,
    the phones zoomed down first to their floor (0.5, or a `floor_w` strip under them)."""
    sw, sh = stage
    if (sw + side) <= bounds[0] and (sh + timeline) <= bounds[1]:
        return 1.0, 1.0
    pz = min((bounds[0] - side) / sw, (bounds[1] - timeline) / sh, 1.0)
    floor = min(1.0, max(0.5, floor_w / sw))
    if pz >= floor:
        return 1.0, pz
    return min(1.0, bounds[0] / (sw * floor + side), bounds[1] / (sh * floor + timeline)), floor


def hud_refit(env):
    """Check 4: --compare on a 1024x768 screen: D's column would leave the screen, so the phones
    zoom down further (the panels keep their size); D again gives them their room back."""
    lay2 = xh.Layout(["--scale", "1", "--compare", "seed,fluid"], env)
    started = xh.start_xvfb(221, 280, size="1024x768x24", log=os.path.join(OUT, "xvfb-1024.log"))
    if started is None:
        raise Abort("could not start a 1024x768 Xvfb")
    num, _p, d, _t = started
    app = App(d, num, env, "compare-1024", ["--scale", "1", "--compare", "seed,fluid"])
    if app.find_window(timeout=60) is None:
        raise Abort("no window on 1024x768; app log: " + app.log_text())
    app.focus()
    ins, col = lay2.inspector[2], lay2.raw["hud"]["column"]
    _z, pz = zooms(lay2.stage, ins, (1024, 768))
    want = (round(lay2.stage[0] * pz + ins), 768)
    g = app.geometry_when(want)
    R.check(tuple(g[2:]) == want, "1024x768, two phones: the window %dx%d (phones at %.3f)" % (want + (pz,)), "%dx%d" % g[2:])
    _z, pz2 = zooms(lay2.stage, ins + col, (1024, 768))
    want2 = (round(lay2.stage[0] * pz2 + ins + col), round(lay2.stage[1] * pz2 + 132))
    app.key("d", lambda st: st["hud"] == 1, "the HUD on after D")
    g = app.geometry_when(want2)
    R.check(tuple(g[2:]) == want2 and g[2] <= 1024,
            "D on 1024x768: the HUD's column fits, the phones zoom down to %.3f (%dx%d)" % ((pz2,) + want2), "%dx%d" % g[2:])
    shot = app.shot("10-1024-hud")
    px = round(lay2.stage[0] * pz2)
    R.check(close_to(pixel(shot, px + 3, 300), lay2.palette["stage"], 6) and close_to(pixel(shot, px + ins + 3, 300),
            lay2.palette["stage"], 6), "D on 1024x768: the inspector keeps its 300 pt beside the smaller phones",
            "#%02X%02X%02X" % pixel(shot, px + 3, 300))
    app.key("d", lambda st: st["hud"] == 0, "the HUD off after D again")
    g = app.geometry_when(want)
    R.check(tuple(g[2:]) == want, "D again: the phones get their room back (%dx%d)" % want, "%dx%d" % g[2:])
    xh.send_wm_delete(d, app.wid, report=R)
    R.check(app.wait_exit(30) == 0, "1024x768: exits 0 on WM_DELETE_WINDOW")


def main():
    xh.clean_out(OUT)
    env = xh.app_env()
    lay = xh.Layout(["--scale", "1"], env)
    num, d = xh.display(R, OUT, 99, 159)
    typing_and_hud(d, num, env, lay)
    small_screen(env, lay)
    hud_refit(env)


if __name__ == "__main__":
    xh.run_checks(main, R, "inspector-window-test", "inspector window test", DEADLINE, "screenshots in %s" % OUT)
