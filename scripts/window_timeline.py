#!/usr/bin/env python3
"""The window on the one timeline (issue 9), under Xvfb (run it through scripts/window-timeline).

  1. A window scenario whose only line is `0.5 key q` exits 0 within 3 s of the launch, with
     no input given: an action from a scenario line has the effect of the Q key. A scenario
     `0.2 key h`, `1.5 key h`, `2.0 end` with `--record` writes frames 0…120 and none after
     2.0 s, says so on stderr, and the window stays open until Q.
  2. A --reference sequence of distinct frames at 2 fps visibly changes over 2 s with no
     input given: the window wakes for every reference frame.
  3. Typing into the phone's text field through real key events (issue 34): the field holds the
     text, no review key fires, Escape lowers the keyboard.

G's review page is ReviewReportAppTests' (the page, its figures and GIFs, from a review) and
ReviewReducerTests' (G's effect at the review time); the scenario's key q and `end` are played by
the same reducer headless (ScenarioPlayer). Only the Python standard library and python3-xlib are
used; everything is bounded in time.
"""

import os
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402
from xharness import stop   # noqa: E402

OUT = os.environ.get("WINDOW_TIMELINE_OUT") or "/tmp/modal-window-timeline"
R = xh.Report()
# Reference frames: solid colours a press of the eye tells apart.
COLOURS = [(230, 30, 30), (30, 200, 40), (40, 60, 230), (240, 220, 20), (200, 40, 220)]


def main():
    os.makedirs(OUT, exist_ok=True)
    env = xh.app_env()
    num, d = xh.display(R, OUT, 300, 359)

    # 1. key q from a scenario line.
    scenario = os.path.join(OUT, "quit.txt")
    with open(scenario, "w") as f:
        f.write("0.5 key q\n")
    app = xh.App(d, num, env, "quit", OUT, ["--scale", "1", "--scenario", scenario])
    rc = app.wait_exit(6)
    took = time.monotonic() - app.started
    R.check(rc == 0 and took < 3.0, "scenario `0.5 key q`: exit 0 within 3 s, no input", "status %s after %.2f s" % (rc, took))
    if rc is None:
        stop(app.p)

    # 1b. a scenario's `end` ends its recording; the window stays open until Q.
    scenario = os.path.join(OUT, "end.txt")
    with open(scenario, "w") as f:
        f.write("0.2 key h\n1.5 key h\n2.0 end\n")
    rec = os.path.join(OUT, "end-rec")
    xh.clean_out(rec, ends=(".png", ".lock"))
    if os.path.exists(os.path.join(OUT, "app-end.log")):   # a log an earlier run left must not answer the wait below
        os.remove(os.path.join(OUT, "app-end.log"))
    app = xh.App(d, num, env, "end", OUT, ["--scale", "1", "--scenario", scenario, "--record", rec])
    deadline = time.monotonic() + 60
    while "recording stopped" not in app.log_text() and app.alive() and time.monotonic() < deadline:
        time.sleep(0.05)
    names = sorted(n for n in os.listdir(rec) if n.startswith("frame-")) if os.path.isdir(rec) else []
    R.check(app.alive() and len(names) == 121 and names[-1].startswith("frame-000120-2.0000s"),
            "scenario `2.0 end` with --record: frames 0…120, none after 2.0 s, the window still open",
            "%d frames, last %s; %s" % (len(names), names[-1] if names else "-", app.log_text()[-160:]))
    if app.find_window() is not None:
        app.key("q")
    rc = app.wait_exit(30)
    R.check(rc == 0, "after the scenario's end, Q quits with exit 0", "status %s" % rc)
    if rc is None:
        stop(app.p)

    # 2. a reference sequence at 2 fps plays on its own.
    ref = os.path.join(OUT, "reference")
    os.makedirs(ref, exist_ok=True)
    for n in os.listdir(ref):
        os.unlink(os.path.join(ref, n))
    for i, c in enumerate(COLOURS):
        xh.write_png(os.path.join(ref, "ref-%03d.png" % (i + 1)), 39, 84, bytes(c) * (39 * 84))
    app = xh.App(d, num, env, "reference", OUT,
                 ["--scale", "1", "--reference", ref, "--reference-fps", "2", "--reference-opacity", "1"])
    if app.find_window() is None:
        R.check(False, "reference: window appears")
        stop(app.p)
    else:
        seen = []
        t0 = time.monotonic()
        while time.monotonic() - t0 < 2.2:
            sx, sy = app.screen(60, 420)          # inside the phone, clear of the status bar
            seen.append(tuple(xh.grab_rgb(d, sx, sy, 1, 1)[:3]))
            time.sleep(0.1)
        distinct = sorted(set(seen))
        matches = [c for c in COLOURS if any(xh.close_to(s, c, 6) for s in seen)]
        R.check(len(matches) >= 4, "reference at 2 fps: at least 4 of its frames shown over 2.2 s, no input",
                "%d reference colours among %d distinct samples" % (len(matches), len(distinct)))
        stop(app.p)

    # 3. issue 34: typing through real key events into the phone's text field.
    if os.path.exists(os.path.join(OUT, "app-form.log")):
        os.remove(os.path.join(OUT, "app-form.log"))
    app = xh.App(d, num, env, "form", OUT, ["--scale", "1", "--profile", "native", "--set", "halfModal.content=form"])
    if app.find_window() is None:
        R.check(False, "form: window appears")
        stop(app.p)
    else:
        app.key("h")
        time.sleep(1.5)
        field = app.elements_after_c(1).get("text-field")
        if field is None:
            R.check(False, "form: the text field is on screen after H")
        else:
            app.click(field[0] + field[2] / 2, field[1] + field[3] / 2)
            app.wait_state(lambda st: st.get("lane0.keyboard") == "up", "the keyboard up after a click on the field")
            xh.run(["xdotool", "type", "--delay", "60", "Hello dh"], timeout=20, env=app.env)
            # The keyboard's rise springs the sheet to large: on a loaded machine the typing can
            # end before the spring does, so the sheet is read once it has come to rest.
            st = app.wait_state(lambda st: st.get("lane0.field") == "Hello_dh" and not str(st.get("lane0.half", "")).startswith("spring"),
                                "the field holding what was typed, the sheet at rest")
            R.check(st.get("lane0.field") == "Hello_dh" and st.get("hud") == 0 and st.get("lane0.half") == "at-large",
                    "typing 'Hello dh' through real key events: the field holds it, no review key fired (no HUD for d), "
                    "the sheet stays at large (no H)", "field %s, hud %s, half %s" % (st.get("lane0.field"), st.get("hud"), st.get("lane0.half")))
            st = app.key("Escape", lambda st: st.get("lane0.keyboard") == "hidden", "the keyboard down after Escape")
            R.check(st.get("lane0.keyboard") == "hidden" and st.get("lane0.half") == "at-large",
                    "Escape lowers the keyboard; the sheet stays", "keyboard %s, half %s" % (st.get("lane0.keyboard"), st.get("lane0.half")))
        app.key("q")
        if app.wait_exit(30) is None:
            stop(app.p)


if __name__ == "__main__":
    xh.run_checks(main, R, "window-timeline", "window-timeline", 240, "logs in %s" % OUT)
