#!/usr/bin/env python3
"""Real-window end-to-end test of modal-prototype under Xvfb (run it through scripts/window-test).

Steps:
  1. start Xvfb on a free display (:99 upward) and wait until it accepts connections;
  2. run the app headless once to learn where the buttons are (elements JSON, canvas points);
  3. launch the app in a window (--scale 1, so points are window pixels) and find its window;
  4. click and drag with xdotool like a user, grab the screen and check pixel colours;
  5. close it with WM_DELETE_WINDOW, launch it again and stop it with SIGTERM, and measure
     its CPU time while idle.

Only the Python standard library and python3-xlib are used. Screenshots (PNG, the window's
area of the screen) and logs go to $WINDOW_TEST_OUT (default /tmp/modal-window-test).
Everything is bounded: the whole run gives up after DEADLINE seconds and kills what it started.
"""

import os
import shutil
import signal
import sys
import time

sys.dont_write_bytecode = True   # no scripts/__pycache__ in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402  (shared with window_faults.py and bench.py)
from xharness import Abort, close_to, stop   # noqa: E402

APP = xh.APP
OUT = os.environ.get("WINDOW_TEST_OUT") or "/tmp/modal-window-test"

W = H = 0                  # canvas in points = window pixels at --scale 1 (from --print-layout)
LATENCY = 2.0              # simulated request latency (s)
SHEET_ANIM = 0.5           # sheet present/dismiss (s)
TOL = 3                    # per-channel colour tolerance
EXIT_WITHIN = 15           # seconds to exit after a close or SIGTERM (a hang, not a loaded machine's delay)


# Extra launch + WM_DELETE_WINDOW cycles (default none), to measure an intermittent close failure.
CLOSE_REPEAT = xh.env_int("WINDOW_TEST_CLOSE_REPEAT", 0)
DEADLINE = xh.env_int("WINDOW_TEST_DEADLINE", 240 + 2 * CLOSE_REPEAT)   # the whole test, seconds

ORANGE = GREEN = GRAY = DIMMED_GREEN = None   # the phone's colours (--print-layout); DIMMED_GREEN: 50 % black over GREEN
LAYOUT = None

R = xh.Report()


# --------------------------------------------------------------------------- screenshots

class Shot:
    """The window's area of the screen, as RGB bytes, saved as OUT/NAME.png."""

    def __init__(self, d, geom, name):
        x, y, w, h = geom
        rgb = xh.grab_rgb(d, x, y, w, h)
        self.w, self.h, self.rgb = w, h, rgb
        self.name = name
        self.path = os.path.join(OUT, name + ".png")
        xh.write_png(self.path, w, h, rgb)

    def pixel(self, x, y):
        x, y = int(round(x)), int(round(y))
        i = (y * self.w + x) * 3
        return tuple(self.rgb[i:i + 3])


def hexrgb(c):
    return "#%02X%02X%02X" % tuple(c)


def dark(c, limit=40):
    return max(c) <= limit


def check_colour(shot, points, want, label):
    """One check: every point of `points` is `want` ± TOL."""
    got = [(p, shot.pixel(*p)) for p in points]
    ok = all(close_to(c, want, TOL) for _, c in got)
    measured = ", ".join("%s at (%d,%d)" % (hexrgb(c), p[0], p[1]) for p, c in got)
    return R.check(ok, "%s: %s is %s" % (shot.name, label, hexrgb(want)), measured)


# --------------------------------------------------------------------------- the app

def headless_elements(app_env):
    """Runs the app headless once; returns {name: {id: (x, y, width, height)}} from its elements JSON."""
    x = W / 2
    y0, y1 = 0.45 * H, 0.45 * H - 200
    scenario = [
        "# written by scripts/window_test.py: where the controls are",
        "# (no two commands share a time: the list must not depend on same-time ordering)",
        "0 elements main.json",
        "0.1 tap open-sheet",
        "1.1 elements sheet.json",
        "1.2 tap close-sheet",
        "2.2 tap toggle-half-modal",
        "3.5 elements half.json",
        "3.6 drag %g %g %g %g 0.5" % (x, y0, x, y1),
        "5.1 elements full.json",
        "5.2 end",
    ]
    return xh.headless_elements(APP, os.path.join(OUT, "headless"), scenario, ("main", "sheet", "half", "full"),
                                LATENCY, env=app_env)


class App(xh.App):
    """The app in a window at --scale 1, driven with xdotool and checked with screenshots."""

    def __init__(self, d, disp_num, app_env, tag):
        """Launches the app with the test's latency on display :disp_num."""
        super().__init__(d, disp_num, app_env, tag, OUT, ["--scale", "1", "--latency", str(LATENCY)])

    def shot(self, name):
        """A screenshot of the window, saved as OUT/NAME.png."""
        return Shot(self.d, self.geom, name)

    def click(self, x, y):
        """Clicks at window point (x, y)."""
        xh.xdotool_click(self.env, *self.screen(x, y))

    def drag(self, x, y0, y1, steps=10, pause=0.04):
        """Drags with button 1 from window point (x, y0) to (x, y1) in `steps` moves."""
        args = ["xdotool"]
        sx, sy = self.screen(x, y0)
        args += ["mousemove", str(sx), str(sy), "sleep", "0.1", "mousedown", "1", "sleep", "0.1"]
        for i in range(1, steps + 1):
            sx, sy = self.screen(x, y0 + (y1 - y0) * i / steps)
            args += ["mousemove", str(sx), str(sy), "sleep", str(pause)]
        args += ["mouseup", "1"]
        xh.run(args, timeout=10, env=self.env)

    def wait_for(self, predicate, name, timeout):
        """Screenshots until predicate(shot) holds; returns (shot, seconds) or (last shot, None)."""
        start = time.monotonic()
        while True:
            s = self.shot(name)
            if predicate(s):
                return s, time.monotonic() - start
            if time.monotonic() - start > timeout:
                return s, None
            time.sleep(0.05)

    def idle_cpu(self, label, seconds=3.0):
        """Checks the app's CPU time grows by less than 0.05 s over `seconds` of nothing moving."""
        grew = xh.cpu_during(self.p.pid, seconds)
        R.check(grew < 0.05, "idle CPU %s: CPU time grew < 0.05 s over %.0f s" % (label, seconds),
                "%.2f s" % grew)

    def check_exit(self, how):
        """Checks the app exits with status 0 within EXIT_WITHIN s (stopping it if not), leaves no core, and shows its output."""
        start = time.monotonic()
        rc = self.wait_exit(EXIT_WITHIN)
        R.check(rc == 0, "%s: app exits with status 0 within %d s" % (how, EXIT_WITHIN),
                "status %s after %.2f s" % (rc, time.monotonic() - start) if rc is not None
                else "still running after %d s" % EXIT_WITHIN)
        if rc is None:
            stop(self.p)
        self.check_no_core(R, how, where=True)
        if self.log_text():
            R.note("app-%s output:\n" % self.tag + self.log_text())


# --------------------------------------------------------------------------- the test

def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        if f.endswith(".png") or f.endswith(".log"):
            os.remove(os.path.join(OUT, f))
        elif f.startswith("run-") or f == "headless":
            shutil.rmtree(os.path.join(OUT, f), ignore_errors=True)
    app_env = xh.app_env()

    xvfb_log = os.path.join(OUT, "xvfb.log")
    started = xh.start_xvfb(99, 159, log=xvfb_log)
    if started is None:
        raise Abort("could not start Xvfb on any display from :99 to :159 (see %s)" % xvfb_log)
    num, _xvfb, d, took = started
    R.check(True, "Xvfb :%d accepts connections" % num, "%.2f s" % took)
    global W, H, ORANGE, GREEN, GRAY, DIMMED_GREEN, LAYOUT
    LAYOUT = xh.Layout(["--scale", "1"], app_env)
    W, H = LAYOUT.phone_w, LAYOUT.phone_h
    ORANGE, GREEN, GRAY = LAYOUT.theme["orange"], LAYOUT.theme["green"], LAYOUT.theme["gray"]
    DIMMED_GREEN = tuple((c + 1) // 2 for c in GREEN)

    el = headless_elements(app_env)
    main_el, sheet_el, half_el, full_el = el["main"], el["sheet"], el["half"], el["full"]
    for need, where in (("open-sheet", main_el), ("toggle-half-modal", main_el), ("start-request", sheet_el),
                        ("sheet", sheet_el), ("half-modal", half_el), ("half-modal", full_el)):
        if need not in where:
            raise Abort("headless element list lacks %s (%s)" % (need, where))
    R.note("headless: open-sheet %s, toggle-half-modal %s, sheet %s, start-request %s, half top %g, full top %g"
           % (main_el["open-sheet"], main_el["toggle-half-modal"], sheet_el["sheet"], sheet_el["start-request"],
              half_el["half-modal"][1], full_el["half-modal"][1]))

    # ---- first launch: sheet, loading cover, half modal, then WM_DELETE_WINDOW
    app = App(d, num, app_env, "1")
    took = app.find_window(timeout=60)
    if not R.check(took is not None, "window 'ModalPrototype' appears", "%.2f s" % took if took else "none in 60 s"):
        raise Abort("no window; app log: " + app.log_text())
    # The studio: the phone, the timeline strip below it, the inspector right of it.
    sw, sh = LAYOUT.studio
    R.check(tuple(app.geom[2:]) == (sw, sh), "window is %dx%d at --scale 1 (phone %dx%d + studio)" % (sw, sh, W, H),
            "%dx%d at +%d+%d, id 0x%x" % (app.geom[2], app.geom[3], app.geom[0], app.geom[1], app.wid))

    probes_main = [(40, 70), (W - 40, 70), (40, H - 40)]   # below the status bar, off the corners
    s, took = app.wait_for(lambda s: all(close_to(s.pixel(*p), ORANGE) for p in probes_main), "01-main", 30)
    check_colour(s, probes_main, ORANGE, "main view")
    # The device chrome (on by default): "9:41" in black at the top left, the black home
    # indicator 8 pt above the bottom edge, the notch, and the rounded display corners.
    inked = sum(1 for y in range(14, 34) for x in range(30, 92) if dark(s.pixel(x, y), 80))
    R.check(inked > 40, "01-main: the status bar's time is drawn in black", "%d dark pixels" % inked)
    chrome = [(W / 2, H - 10.5), (W / 2, 10), (1, 1), (W - 2, H - 2)]
    got = [s.pixel(*p) for p in chrome]
    R.check(all(dark(c, 10) for c in got), "01-main: home indicator, notch and display corners are black",
            ", ".join("%s at (%d,%d)" % (hexrgb(c), p[0], p[1]) for p, c in zip(chrome, got)))

    app.idle_cpu("at the main view")

    # Sheet.
    sx, sy, sw, sh = sheet_el["sheet"]
    sheet_probes = [(sx + 40, sy + 150), (sx + sw - 40, sy + sh / 2 + 60)]
    mark = app.mark()
    app.click(*xh.centre(main_el["open-sheet"]))
    app.wait_state(lambda s: s["lane0.sheet"] == "presented", "the sheet presented", after=mark)
    s, _ = app.wait_for(lambda s: all(close_to(s.pixel(*p), GREEN, TOL) for p in sheet_probes), "02-sheet", 30)
    check_colour(s, sheet_probes, GREEN, "sheet")
    above = [(W / 2, 20), (20, 20)]
    got = [s.pixel(*p) for p in above]
    R.check(all(dark(c) for c in got), "02-sheet: above the sheet (y=20) is black/dark",
            ", ".join("%s at (%d,%d)" % (hexrgb(c), p[0], p[1]) for p, c in zip(above, got)))

    # Loading cover.
    mark = app.mark()
    app.click(*xh.centre(sheet_el["start-request"]))
    loading = app.wait_state(lambda s: s["lane0.request"] == "loading", "the loading cover up", after=mark)
    s, _ = app.wait_for(lambda s: all(close_to(s.pixel(*p), DIMMED_GREEN, TOL) for p in sheet_probes), "03-loading", 30)
    check_colour(s, sheet_probes, DIMMED_GREEN, "sheet under the loading cover (50 % black)")
    R.note("03-loading taken %.2f s of review time after the cover went up" % (app.state()["t"] - loading["t"]))

    # The request ends (success): the sheet goes away, the main view is back.
    # Poll until the sheet has (nearly) left, then let the dismissal finish before judging and
    # before the next click (presses during a transition are not for the main view).
    # Timed on the review clock (the state lines), so a slow build is judged by what it simulates.
    gone = probes_main + sheet_probes + [(W / 2, H - 3)]
    back = app.wait_state(lambda s: s["lane0.request"] == "idle" and s["lane0.sheet"] == "hidden",
                          "the sheet dismissed after the request", after=mark)
    since = back["t"] - loading["t"]
    R.check(LATENCY - 0.1 <= since <= LATENCY + SHEET_ANIM + 1.5,
            "sheet dismissed about %.1f s (latency) after 通信開始" % LATENCY,
            "main view back %.2f s of review time after the cover went up" % since)
    s, _ = app.wait_for(lambda s: all(close_to(s.pixel(*p), ORANGE, TOL) for p in gone), "04-after-request", 30)
    check_colour(s, gone, ORANGE, "main view after the request")

    # Half modal.
    mark = app.mark()
    app.click(*xh.centre(main_el["toggle-half-modal"]))
    app.wait_state(lambda s: s["lane0.half"] == "at-half", "the half modal at rest at half", after=mark)
    s, _ = app.wait_for(lambda s: close_to(s.pixel(60, 0.5 * H), GRAY, TOL), "05-half", 30)
    check_colour(s, [(60, 0.5 * H), (W - 60, 0.5 * H)], GRAY, "half modal at y=0.5h")
    check_colour(s, [(60, 0.3 * H), (W - 60, 0.3 * H)], ORANGE, "main view at y=0.3h")

    # Drag it up ~200 pt: seed profile goes full past 100 pt.
    mark = app.mark()
    app.drag(W / 2, 0.45 * H, 0.45 * H - 200)
    app.wait_state(lambda s: s["lane0.half"] == "at-full", "the half modal at rest at full", after=mark)
    s, _ = app.wait_for(lambda s: close_to(s.pixel(60, 0.1 * H), GRAY, TOL), "06-full", 30)
    check_colour(s, [(60, 0.1 * H), (W - 60, 0.1 * H), (60, 0.5 * H)], GRAY, "half modal dragged full, y=0.1h")
    c = s.pixel(60, 0.05 * H - 12)
    R.check(not close_to(c, GRAY, 10), "06-full: above the full card (y=0.05h-12) is not the card",
            "%s at (60,%d)" % (hexrgb(c), 0.05 * H - 12))

    app.idle_cpu("with the full half modal")

    # Close like a window manager's close button.
    xh.send_wm_delete(d, app.wid, report=R)
    app.check_exit("WM_DELETE_WINDOW")

    # ---- second launch: SIGTERM
    app2 = App(d, num, app_env, "2")
    took = app2.find_window(timeout=60)
    if R.check(took is not None, "second launch: window appears", "%.2f s" % took if took else "none in 60 s"):
        s, _ = app2.wait_for(lambda s: all(close_to(s.pixel(*p), ORANGE) for p in probes_main), "07-relaunch", 30)
        check_colour(s, probes_main, ORANGE, "main view")
    app2.p.send_signal(signal.SIGTERM)
    app2.check_exit("SIGTERM")

    # ---- optional: many more WM_DELETE_WINDOW closes (WINDOW_TEST_CLOSE_REPEAT=N)
    if CLOSE_REPEAT > 0:
        bad = []
        for i in range(1, CLOSE_REPEAT + 1):
            a = App(d, num, app_env, "close-%d" % i)
            if a.find_window() is None:
                bad.append("#%d no window" % i)
                stop(a.p)
                continue
            time.sleep(0.2)
            xh.send_wm_delete(d, a.wid)
            rc = a.wait_exit(5)
            if rc is None:
                stop(a.p)
            if rc != 0:
                first = (a.log_text().splitlines() or [""])[0]
                bad.append("#%d status %s%s" % (i, rc if rc is not None else "none (hung)",
                                                 ": " + first if first else ""))
        R.check(not bad, "WM_DELETE_WINDOW %d more times: every close exits with status 0" % CLOSE_REPEAT,
                "%d of %d failed%s" % (len(bad), CLOSE_REPEAT, "; " + "; ".join(bad[:5]) if bad else ""))


def entry():
    """Runs the test, bounded by DEADLINE; prints the summary line and exits 1 on a failure."""
    xh.run_checks(main, R, "window-test", "window test", DEADLINE, "screenshots in %s" % OUT,
                  signal_text="interrupted by signal %d", alarm_text="the whole test took longer than %d s")


if __name__ == "__main__":
    entry()
