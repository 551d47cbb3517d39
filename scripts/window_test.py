#!/usr/bin/env python3
"""Real-window end-to-end test of modal-prototype under Xvfb (run it through scripts/window-test).

Steps:
  1. start Xvfb on a free display (:99 upward); run the app headless once to learn where the
     buttons are (elements JSON, canvas points);
  2. launch the app in a window (--scale 1, so points are window pixels): the studio's size, the
     main view's orange and the device chrome on screen, idle CPU;
  3. click and drag with xdotool like a user: the sheet, the loading cover (50 % black over the
     green), the main view back after the request, the half modal at half and dragged full;
  4. close it with WM_DELETE_WINDOW, launch it again and stop it with SIGTERM: exit status 0,
     no core dump;
  5. the first frame: put up drawn in software (`--log-startup` says `first-frame-path:
     software`), it is the renderer's first frame (`MODAL_SOFTWARE_FIRST_FRAME=0`) to within
     anti-aliasing; each is held on screen by MODAL_TEST_PRESENT_DELAY_MS while it is read.

The request's timing and the thresholds' numbers are Swift tests (RequestFlowTests,
HalfModalSeedTests); here the screen shows each state the clicks reach. Only the Python standard
library and python3-xlib are used. Screenshots and logs go to $WINDOW_TEST_OUT (default
/tmp/modal-window-test). The whole run gives up after DEADLINE seconds and kills what it started.
"""

import os
import signal
import sys

sys.dont_write_bytecode = True   # no scripts/__pycache__ in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402
from xharness import Abort, close_to, pixel, stop   # noqa: E402

OUT = os.environ.get("WINDOW_TEST_OUT") or "/tmp/modal-window-test"
DEADLINE = xh.env_int("WINDOW_TEST_DEADLINE", 240)   # the whole test, seconds
LATENCY = 2.0              # simulated request latency (s)
TOL = 3                    # per-channel colour tolerance
EXIT_WITHIN = 15           # seconds to exit after a close or SIGTERM (a hang, not a loaded machine's delay)
R = xh.Report()


def hexrgb(c):
    return "#%02X%02X%02X" % tuple(c)


def dark(c, limit=40):
    return max(c) <= limit


def screen_shows(app, name, points, want, label):
    """One check: once the screen catches up, every point of `points` is `want` ± TOL."""
    shot = app.shot_when(name, lambda s: all(close_to(pixel(s, *p), want, TOL) for p in points), label)
    got = [pixel(shot, *p) for p in points]
    R.check(all(close_to(c, want, TOL) for c in got), "%s: %s is %s" % (name, label, hexrgb(want)),
            ", ".join("%s at (%d,%d)" % (hexrgb(c), p[0], p[1]) for p, c in zip(points, got)))
    return shot


def idle_cpu(app, label, seconds=3.0):
    """Checks the app's CPU time grows by less than 0.05 s over `seconds` of nothing moving."""
    grew = xh.cpu_during(app.p.pid, seconds)
    R.check(grew < 0.05, "idle CPU %s: CPU time grew < 0.05 s over %.0f s" % (label, seconds), "%.2f s" % grew)


def check_exit(app, how):
    """Checks the app exits with status 0 within EXIT_WITHIN s (stopping it if not) and leaves no core."""
    rc = app.wait_exit(EXIT_WITHIN)
    R.check(rc == 0, "%s: app exits with status 0 within %d s" % (how, EXIT_WITHIN),
            "status %s" % rc if rc is not None else "still running after %d s" % EXIT_WITHIN)
    if rc is None:
        stop(app.p)
    app.check_no_core(R, how, where=True)
    if app.log_text():
        R.note("app-%s output:\n" % app.tag + app.log_text())


def launch(d, num, env, tag):
    app = xh.App(d, num, env, tag, OUT, ["--scale", "1", "--latency", str(LATENCY)])
    app.report = R
    took = app.find_window(timeout=60)
    if not R.check(took is not None, "%s: window 'ModalPrototype' appears" % tag, "%.2f s" % took if took else "none in 60 s"):
        raise Abort("no window; app log: " + app.log_text())
    return app


def main():
    xh.clean_out(OUT, folders=["headless"])
    env = xh.app_env()
    num, d = xh.display(R, OUT, 99, 159)
    lay = xh.Layout(["--scale", "1"], env)
    W, H = lay.phone_w, lay.phone_h
    orange, green, gray = lay.theme["orange"], lay.theme["green"], lay.theme["gray"]
    scenario = ["0 elements main.json", "0.1 tap open-sheet", "1.1 elements sheet.json", "1.2 end"]
    el = xh.headless_elements(xh.APP, os.path.join(OUT, "headless"), scenario, ("main", "sheet"), LATENCY, env=env)
    main_el, sheet_el = el["main"], el["sheet"]
    for need, where in (("open-sheet", main_el), ("toggle-half-modal", main_el), ("start-request", sheet_el), ("sheet", sheet_el)):
        if need not in where:
            raise Abort("headless element list lacks %s" % need)

    # ---- first launch: sheet, loading cover, half modal, then WM_DELETE_WINDOW
    app = launch(d, num, env, "1")
    R.check(tuple(app.geom[2:]) == tuple(lay.studio), "window is %dx%d at --scale 1 (phone %dx%d + studio)"
            % (tuple(lay.studio) + (W, H)), "%dx%d" % tuple(app.geom[2:]))
    probes_main = [(40, 70), (W - 40, 70), (40, H - 40)]   # below the status bar, off the corners
    s = screen_shows(app, "01-main", probes_main, orange, "main view")
    # The device chrome (on by default): "9:41" in black at the top left, the black home
    # indicator 8 pt above the bottom edge, the notch, and the rounded display corners.
    inked = sum(1 for y in range(14, 34) for x in range(30, 92) if dark(pixel(s, x, y), 80))
    R.check(inked > 40, "01-main: the status bar's time is drawn in black", "%d dark pixels" % inked)
    chrome = [(W / 2, H - 10.5), (W / 2, 10), (1, 1), (W - 2, H - 2)]
    R.check(all(dark(pixel(s, *p), 10) for p in chrome), "01-main: home indicator, notch and display corners are black",
            ", ".join(hexrgb(pixel(s, *p)) for p in chrome))
    idle_cpu(app, "at the main view")

    sx, sy, sw, sh = sheet_el["sheet"]
    sheet_probes = [(sx + 40, sy + 150), (sx + sw - 40, sy + sh / 2 + 60)]
    mark = app.mark()
    app.click(*xh.centre(main_el["open-sheet"]))
    app.wait_state(lambda s: s["lane0.sheet"] == "presented", "the sheet presented", after=mark)
    s = screen_shows(app, "02-sheet", sheet_probes, green, "sheet")
    R.check(all(dark(pixel(s, *p)) for p in [(W / 2, 20), (20, 20)]), "02-sheet: above the sheet (y=20) is black/dark",
            ", ".join(hexrgb(pixel(s, *p)) for p in [(W / 2, 20), (20, 20)]))

    mark = app.mark()
    app.click(*xh.centre(sheet_el["start-request"]))
    app.wait_state(lambda s: s["lane0.request"] == "loading", "the loading cover up", after=mark)
    screen_shows(app, "03-loading", sheet_probes, tuple((c + 1) // 2 for c in green), "sheet under the loading cover (50 % black)")
    app.wait_state(lambda s: s["lane0.request"] == "idle" and s["lane0.sheet"] == "hidden",
                   "the sheet dismissed after the request", after=mark)
    screen_shows(app, "04-after-request", probes_main + sheet_probes + [(W / 2, H - 3)], orange, "main view after the request")

    mark = app.mark()
    app.click(*xh.centre(main_el["toggle-half-modal"]))
    app.wait_state(lambda s: s["lane0.half"] == "at-half", "the half modal at rest at half", after=mark)
    s = screen_shows(app, "05-half", [(60, 0.5 * H), (W - 60, 0.5 * H)], gray, "half modal at y=0.5h")
    R.check(all(close_to(pixel(s, x, 0.3 * H), orange, TOL) for x in (60, W - 60)), "05-half: the main view at y=0.3h")
    mark = app.mark()
    app.drag(W / 2, 0.45 * H, W / 2, 0.45 * H - 200, steps=10)   # past the seed's 100 pt: full
    app.wait_state(lambda s: s["lane0.half"] == "at-full", "the half modal at rest at full", after=mark)
    s = screen_shows(app, "06-full", [(60, 0.1 * H), (W - 60, 0.1 * H), (60, 0.5 * H)], gray, "half modal dragged full")
    R.check(not close_to(pixel(s, 60, 0.05 * H - 12), gray, 10), "06-full: above the full card (y=0.05h-12) is not the card",
            hexrgb(pixel(s, 60, 0.05 * H - 12)))
    idle_cpu(app, "with the full half modal")
    xh.send_wm_delete(d, app.wid, report=R)
    check_exit(app, "WM_DELETE_WINDOW")

    # ---- second launch: SIGTERM
    app2 = launch(d, num, env, "2")
    screen_shows(app2, "07-relaunch", probes_main, orange, "main view")
    app2.p.send_signal(signal.SIGTERM)
    check_exit(app2, "SIGTERM")
    first_frame(d, num, env, W, H, orange)


def first_frame(d, num, env, W, H, orange):
    """Step 5: the software first frame is the renderer's first frame."""
    shots = {}
    for path, extra in (("software", {}), ("renderer", {"MODAL_SOFTWARE_FIRST_FRAME": "0"})):
        app = xh.App(d, num, dict(env, MODAL_TEST_PRESENT_DELAY_MS="4000", **extra), "first-" + path, OUT,
                     ["--scale", "1", "--log-startup"])
        try:
            if app.find_window(timeout=60) is None:
                raise Abort("no window for the %s first frame; app log: %s" % (path, app.log_text()))
            xh.wait_for(lambda: "first-frame-path:" in app.raw_log(), "first-frame-path in the log", timeout=30)
            said = [l for l in app.raw_log().splitlines() if l.startswith("first-frame-path:")]
            R.check(said == ["first-frame-path: " + path], "first frame: --log-startup says it went up by the %s" % path,
                    said)
            shots[path] = app.grab(0, 0, W, H // 2)   # held 4 s by the present delay: read at once
        finally:
            stop(app.p, grace=0.5)   # held by its present delay: a close would wait it out
    a, b = shots["software"], shots["renderer"]
    far = sum(1 for p, q in zip(a, b) if max(abs(x - y) for x, y in zip(p, q)) > 48)
    R.check(far <= len(a) // 200, "first frame: the software frame is the renderer's (pixels off by more "
            "than 48 levels: at most 0.5 %, anti-aliased edges)", "%d of %d" % (far, len(a)))
    R.check(sum(1 for p in a if close_to(p, orange, TOL)) > len(a) // 2, "first frame: the software frame shows the main view's orange")


if __name__ == "__main__":
    xh.run_checks(main, R, "window-test", "window test", DEADLINE, "screenshots in %s" % OUT,
                  signal_text="interrupted by signal %d", alarm_text="the whole test took longer than %d s")
