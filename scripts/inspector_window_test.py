#!/usr/bin/env python3
"""Real-window test of the inspector under Xvfb (run it through scripts/inspector-window-test).

  1. only what the profile uses: a seed studio lists no fluid-only slider, a fluid one no seed-only
     slider (headless --studio elements);
  2. a value typed: a click on halfModal.duration's value, "abc" and Return shows the rule as a
     toast and keeps 0.9 (W's settings file); "1.5" and Return sets it; "2" and Escape keeps 1.5,
     and the typed digit did not reach the review keys (speed stays x1);
  3. the bezier handles 12 pt apart (--set curve 0.5 0.5 0.6 0.55): a press inside both regions
     nearer P1 drags P1 (not the topmost P2), one nearer P2 drags P2;
  4. D opens the HUD in a column of its own: the window widens by it and the inspector's pixels
     do not change; D again closes it;
  5. on a 1366x768 screen the first window keeps the panels at zoom 1 (inspector 300 px wide,
     timeline 132 px tall, so their 11-pt text is 11 px) and zooms the phone down to fit;
     With three phones and the HUD there, the inspector's rows do not fit: the wheel over it
     scrolls it to its last row (issue 37), and the arrow keys back up.
  6. two phones on a 1024x768 screen: D's column would not fit, so the phones zoom down further
     and the panels keep their size; D again gives the phones their room back.
Every wait is on the review state (MODAL_STATE_LINES), a file or the screen, never a bare sleep.
"""

import glob
import json
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
CURVE = ["--set", "halfModal.curve.x1=0.5", "--set", "halfModal.curve.y1=0.5",
         "--set", "halfModal.curve.x2=0.6", "--set", "halfModal.curve.y2=0.55"]


def elements(env, tag, args):
    """The studio's controls from a headless --studio run with `args`: {id: (x, y, w, h)}."""
    return xh.headless_elements(APP, os.path.join(OUT, "headless-" + tag), ["0 elements studio.json", "0 end"],
                                ["studio"], env=env, args=["--studio"] + list(args))["studio"]


class App(xh.App):
    def __init__(self, d, num, env, tag, args):
        super().__init__(d, num, env, tag, OUT, args)
        self.report = R

    def type_keys(self, text):
        """Types `text` one key at a time through XTest (the window has the focus)."""
        names = {".": "period", "-": "minus", " ": "space"}
        for ch in text:
            self.key(names.get(ch, ch))

    def settings(self, n):
        """Presses W and returns the n-th settings file it writes (in the app's run folder), parsed."""
        self.key("w")
        end = time.monotonic() + WAIT
        while time.monotonic() < end:
            files = sorted(glob.glob(os.path.join(self.rundir, "modal-prototype-settings-*.json")),
                           key=lambda p: int(re.search(r"-(\d+)\.json$", p).group(1)))
            if len(files) >= n:
                try:
                    with open(files[n - 1]) as f:
                        return json.load(f)
                except ValueError:
                    pass   # still being written
            time.sleep(0.05)
        raise Abort("W wrote no settings file #%d in %s" % (n, self.rundir))


def region(shot, x, y, w, h):
    return [pixel(shot, xx, yy) for yy in range(int(y), int(y + h)) for xx in range(int(x), int(x + w))]


def profiles(env):
    """Check 1: each profile's inspector lists its own numbers."""
    seed = elements(env, "seed", ["--profile", "seed"])
    fluid = elements(env, "fluid", ["--profile", "fluid"])
    fluid_only = ["setting:halfModal.decelerationRate", "setting:halfModal.backdropAlpha",
                  "setting:halfModal.flickVelocity", "setting:halfModal.spring.response"]
    seed_only = ["setting:halfModal.hideThreshold", "setting:halfModal.duration", "bezier-p1"]
    R.check(not [i for i in fluid_only if i in seed] and all(i in seed for i in seed_only),
            "seed: the inspector lists no fluid-only slider, and its own thresholds and curve",
            "fluid-only shown: %s" % [i for i in fluid_only if i in seed])
    R.check(not [i for i in seed_only if i in fluid] and all(i in fluid for i in fluid_only),
            "fluid: the inspector lists no seed-only slider or curve, and its spring and projection",
            "seed-only shown: %s" % [i for i in seed_only if i in fluid])


def typing_and_handles(d, num, env, lay):
    """Checks 2 to 4 in one window."""
    el = elements(env, "curve", ["--profile", "seed"] + CURVE)
    for need in ("setting-value:halfModal.duration", "bezier-p1", "bezier-p2"):
        if need not in el:
            raise Abort("headless --studio elements lack %s" % need)
    app = App(d, num, env, "inspector", ["--scale", "1", "--profile", "seed"] + CURVE)
    if app.find_window(timeout=60) is None:
        raise Abort("no window; app log: " + app.log_text())
    app.focus()
    W, H = lay.phone_w, lay.phone_h
    toast = lay.palette["toast"]
    app.shot_when("01-start", lambda s: close_to(pixel(s, 40, 20), lay.theme["orange"], 4), "the phone")

    # 2. Typing a value: bad text first (no other toast is up), then good text, then Escape.
    vx, vy = xh.centre(el["setting-value:halfModal.duration"])
    # The rule's toast is two lines (taller than a one-line toast): its top rows, left and right of centre.
    points = [(W / 2 - 150, H + 132 - 35), (W / 2 + 150, H + 132 - 35)]
    before = app.shot("02-before-typing")
    R.check(not any(close_to(pixel(before, *p), toast, 6) for p in points), "no toast before typing",
            ", ".join("#%02X%02X%02X" % pixel(before, *p) for p in points))
    app.click(vx, vy)
    bx, by = el["setting-value:halfModal.duration"][:2]
    sel = lay.palette["selection"]
    opened = app.shot_when("02-field-open", lambda sh: close_to(pixel(sh, bx + 4, by + 3), sel, 8), "the field")
    R.check(close_to(pixel(opened, bx + 4, by + 3), sel, 8),
            "a click on the value opens its field with the value selected (typing replaces it)",
            "#%02X%02X%02X at (%d,%d)" % (pixel(opened, bx + 4, by + 3) + (bx + 4, by + 3)))
    app.type_keys("abc")
    app.key("Return")
    shot = app.shot_when("03-bad-text", lambda sh: all(close_to(pixel(sh, *p), toast, 6) for p in points), "the toast")
    R.check(all(close_to(pixel(shot, *p), toast, 6) for p in points),
            "typed 'abc' and Return: the setting's rule shows as a (two-line) toast in the strip",
            ", ".join("#%02X%02X%02X" % pixel(shot, *p) for p in points))
    s = app.settings(1)
    R.check(s["halfModal"]["duration"] == 0.9, "bad text: the value stays 0.9", s["halfModal"]["duration"])
    app.click(vx, vy)
    app.type_keys("1.5")
    app.shot("04-typing-1.5")
    app.key("Return")
    s = app.settings(2)
    R.check(s["halfModal"]["duration"] == 1.5, "typed 1.5 and Return: halfModal.duration is 1.5",
            s["halfModal"]["duration"])
    app.click(vx, vy)
    app.type_keys("2")
    app.key("Escape")
    s = app.settings(3)
    R.check(s["halfModal"]["duration"] == 1.5 and app.state().get("speed") == 1,
            "typed 2 and Escape: the value stays 1.5 and the digit reached no review key (speed x1)",
            "duration %s, speed %s" % (s["halfModal"]["duration"], app.state().get("speed")))

    # 3. The nearer handle.
    (x1, y1), (x2, y2) = xh.centre(el["bezier-p1"]), xh.centre(el["bezier-p2"])
    near1 = (x1 + 0.35 * (x2 - x1), y1 + 0.35 * (y2 - y1))
    app.drag(near1[0], near1[1], x1 - 30, y1 + 20)
    s = app.settings(4)["halfModal"]["curve"]
    R.check(s["x1"] < 0.5 and s["x2"] == 0.6 and s["y2"] == 0.55,
            "a press between the handles nearer P1 drags P1 (P2 stays)", s)
    app.shot("05-p1-dragged")
    (x1, y1) = (x1 - 30, y1 + 20)
    # P2 did not move; press next to it, on the side away from P1.
    near2 = (x2 + 3, y2 - 3)
    app.drag(near2[0], near2[1], x2 + 20, y2 - 20)
    t = app.settings(5)["halfModal"]["curve"]
    R.check(t["x2"] > 0.6 and t["x1"] == s["x1"] and t["y1"] == s["y1"], "a press nearer P2 drags P2 (P1 stays)", t)

    # 4. The HUD's column.
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
    app.key("d", lambda st: st["hud"] == 0, "the HUD off after D again")
    g = app.geometry_when(g0[2:])
    R.check(tuple(g[2:]) == tuple(g0[2:]), "D again: the window narrows back", "%dx%d" % g[2:])
    xh.send_wm_delete(d, app.wid, report=R)
    R.check(app.wait_exit(30) == 0, "exits 0 on WM_DELETE_WINDOW")


def small_screen(env, lay):
    """Check 5: 1366x768."""
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


def screenshot_elements(app, n):
    """Presses C and returns the n-th element list it writes beside its screenshot: {id: (x, y, w, h)}."""
    app.key("c")
    end = time.monotonic() + WAIT
    while time.monotonic() < end:
        files = sorted(glob.glob(os.path.join(app.rundir, "modal-prototype-*ms-*.json")),
                       key=lambda p: int(re.search(r"-(\d+)\.json$", p).group(1)))
        if len(files) >= n:
            try:
                with open(files[n - 1]) as f:
                    doc = json.load(f)
                return {e["id"]: (e["x"], e["y"], e["width"], e["height"]) for e in doc}
            except (ValueError, KeyError):
                pass   # still being written
        time.sleep(0.05)
    raise Abort("C wrote no element list #%d in %s" % (n, app.rundir))


def small_screen_three_phones(d, num, env):
    """Check 5b (issue 37): 1366x768, three phones and the HUD: the inspector's rows do not fit,
    and the wheel over it scrolls it to its last row (and the arrow keys back up)."""
    app = App(d, num, env, "small-three", ["--scale", "1", "--compare", "seed,fluid,native"])
    if app.find_window(timeout=60) is None:
        raise Abort("no three-phone window on 1366x768; app log: " + app.log_text())
    app.focus()
    app.key("d", lambda st: st["hud"] == 1, "the HUD on after D")
    time.sleep(0.5)
    app.geom = app.geometry()
    last = "setting-value:halfModal.contentRows"
    before = screenshot_elements(app, 1)
    rows = [k for k in before if k.startswith("setting-value:") and ".spring." not in k]   # the spring's sit under its plot
    R.check(rows and last not in before, "1366x768, three phones and the HUD: the inspector's last row does not fit at first",
            "%d value fields shown" % len(rows))
    if not rows:
        xh.send_wm_delete(d, app.wid, report=R)
        app.wait_exit(30)
        return
    x, y, w, h = before[rows[0]]
    sx, sy = app.screen(x + w / 2, y + h / 2)
    xh.run(["xdotool", "mousemove", str(sx), str(sy), "sleep", "0.1", "click", "--repeat", "15", "--delay", "60", "5"],
           timeout=20, env=app.env)
    time.sleep(0.5)
    after = screenshot_elements(app, 2)
    R.check(last in after and rows[0] not in after, "the wheel over the inspector scrolls it to its last row (%s)" % last,
            "%d value fields, first %s" % (len([k for k in after if k.startswith("setting-value:")]),
                                         next((k for k in after if k.startswith("setting-value:")), "-")))
    for _ in range(30):
        app.key("Up")
    time.sleep(0.3)
    top = screenshot_elements(app, 3)
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
    """Check 6: --compare on a 1024x768 screen: D's column would leave the screen, so the phones
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
    profiles(env)
    num, d = xh.display(R, OUT, 99, 159)
    typing_and_handles(d, num, env, lay)
    small_screen(env, lay)
    hud_refit(env)


if __name__ == "__main__":
    xh.run_checks(main, R, "inspector-window-test", "inspector window test", DEADLINE, "screenshots in %s" % OUT)
