#!/usr/bin/env python3
"""Issue 21's "Done when" lines in a real window under Xvfb (run it through scripts/window-native).

`--device iphone-14 --profile native --scale 1`, the studio at zoom 1. What needs the real
window: the mouse's drags, flicks and a catching press (their velocities in hand time, from X's
event stamps), the wheel, and the touchpad's precise scrolls, pushed into the real event loop
(MODAL_PROTOTYPE_TEST_EVENTS: Xvfb has no touchpad). Every reading is what the window shows:

  - the sheet's top: the first sheet-white pixel down the phone's column x = 300;
  - the list's scroll: the rows' hairline separators down the same column, whose phase
    (mod 44 pt) moves by the content offset.

The rest of issue 21's lines (the dim and the taps on it, the list's hand-off,
a drag down back at the top, three phones answering one drag) are headless Swift tests on the
same reducer and renderer (NativeSheetDoneWhenTests), with exact numbers.

Waits are on the app's review-state lines (MODAL_STATE_LINES=1: `lane0.half=at-large`), never
on sleeps alone; the only fixed intervals are the ones the lines state (50 ms, 0.3 s, 100 ms).
"""

import os
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402
from xharness import Abort, stop   # noqa: E402
from xsheet import App, OUT, H, near, shift   # noqa: E402,F401

DEADLINE = xh.env_int("WINDOW_NATIVE_DEADLINE", 420)
R = xh.Report()
NATIVE = ["--scale", "1", "--device", "iphone-14", "--profile", "native"]
LIST = ["--set", "halfModal.content=list", "--lang", "en"]


def detents_and_releases(d, num, env):
    a = App(d, num, env, "detents", NATIVE)
    toggle = xh.headless_elements(xh.APP, os.path.join(OUT, "elements"), ["0 elements main.json"], ["main"], 0, env)["main"]
    a.tap(*xh.centre(toggle["toggle-half-modal"]))
    a.wait_half("at-medium", "medium after a click on toggle-half-modal")
    top = a.top()
    R.check(top is not None and 0.45 * H <= top <= 0.56 * H and near(top, 450.5, 1),
            "click on toggle-half-modal: the sheet's top between 0.45 H and 0.56 H (medium)", top)
    a.key("f", lambda s: s.get("lane0.half") == "at-large", "large after F")
    R.check(near(a.top(), 57, 1), "F: the sheet's top at 57 ± 1 (large)", a.top())
    a.key("f", lambda s: s.get("lane0.half") == "at-medium", "medium after F")
    m = a.mark()
    a.drag(195, 600, 350, 1.0)
    a.wait_half("at-large", "large after a slow 250 pt drag up", after=m)
    R.check(near(a.top(), 57, 1), "from medium, a slow 250 pt drag up (1 s) ends at large", a.top())
    a.key("f", lambda s: s.get("lane0.half") == "at-medium", "medium after F")
    m = a.mark()
    a.drag(195, 600, 500, 1.0)
    a.wait_seq([lambda s: s.get("lane0.half") == "dragging", lambda s: s.get("lane0.half") == "at-medium"],
               "medium after a slow 100 pt drag up", m)
    R.check(near(a.top(), 450.5, 1), "from medium, a slow 100 pt drag up returns to medium", a.top())
    def to(name, key):
        def go():
            for _ in range(4):
                now = a.half()
                if now == name:
                    return
                a.key(key, lambda s: s.get("lane0.half", "").startswith("at-") and s.get("lane0.half") != now,
                      "at rest after %s" % key)
            raise Abort("could not reach %s with %s" % (name, key))
        return go
    got, n = a.flick(to("at-large", "f"), 300, 450, "at-medium", "rest after a flick down from large")
    R.check(got == "at-medium" and near(a.top(), 450.5, 1),
            "from large, a flick down (150 pt in 50 ms, 3000 pt/s) ends at medium", "top %s, try %d" % (a.top(), n))
    got, n = a.flick(to("at-medium", "h"), 600, 750, "at-hidden", "rest after a flick down from medium")
    R.check(got == "at-hidden" and a.top() is None, "from medium, the same flick down dismisses the sheet", "%s, try %d" % (got, n))
    # A flick up caught 50 ms after its release by a press low on the sheet.
    a.key("h", lambda s: s.get("lane0.half") == "at-medium", "medium after H")
    m = a.mark()
    a.drag(195, 600, 500, 0.05, steps=5)
    a.xdo("sleep", "0.05", "mousemove", *a.screen_point(195, 780), "mousedown", "1")
    a.handled()          # the flick and the catching press are handled
    first = a.top()
    time.sleep(0.3)     # the line's own interval: over the next 0.3 s
    second = a.top()
    R.check(first is not None and first < 440 and near(first, second, 1),
            "a flick up caught by a press 50 ms after its release: over the next 0.3 s its top moves by at most 1 pt",
            "%s then %s" % (first, second))
    a.release(195, 780)
    stop(a.p)


def list_wheel(d, num, env):
    a = App(d, num, env, "list-wheel", NATIVE + LIST)
    a.key("h", lambda s: s.get("lane0.half") == "at-medium", "medium after H")
    a.key("f", lambda s: s.get("lane0.half") == "at-large", "large after F")
    a.handled()
    _, p0 = a.phase()
    sx, sy = a.screen_point(195, 500)
    a.xdo("mousemove", sx, sy, "click", "--repeat", "3", "--delay", "200", "4")
    a.handled()
    top, p = a.phase()
    R.check(near(top, 57, 1) and p is not None and p != p0, "the wheel (3 notches up) scrolls the list at large; the sheet stays",
            "top %s, phase %s -> %s" % (top, p0, p))
    stop(a.p)


def touchpad(d, num, env):
    scenario = os.path.join(OUT, "touchpad.txt")
    with open(scenario, "w") as f:
        f.write("0 tap toggle-half-modal\n")
    lay = xh.Layout(NATIVE + LIST, env)
    ox, oy = lay.phones[0]
    events = os.path.join(OUT, "touchpad-events.txt")
    with open(events, "w") as f:
        f.write("# at medium: 100 precise scrolls of 0.25 notch (5 pt) up over the list, 10 ms apart\n")
        for i in range(100):
            f.write("%.3f wheel 0.25 %g %g\n" % (4.0 + 0.01 * i, ox + 195, oy + 700))
    a = App(d, num, env, "touchpad", NATIVE + LIST + ["--scenario", scenario], events=events)
    a.wait_half("at-medium", "medium", after=0)
    p0 = a.drawn(lambda: a.phase()[1], "the list at medium on screen")
    a.wait_half("at-large", "large after the touchpad scroll", after=a.mark())
    top = a.drawn(lambda: a.top() if near(a.top(), 57, 1) else None, "the sheet at large on screen")
    R.check(near(top, 57, 1), "touchpad: 500 pt of precise scrolls (100 x 0.25 notch) up on the list at medium expand the sheet to large", top)
    # The rows' phase from the sheet at large until they rest: the scroll's remaining 106.5 pt
    # and the glide its release velocity starts (which moves with the machine's timing) pass
    # through other phases; a single reading at rest can land on a whole row (0 mod 44).
    phases = []
    end = time.monotonic() + 3.0
    while time.monotonic() < end:
        phases.append(a.phase()[1])
        if len(phases) >= 4 and phases[-1] is not None and phases[-4:] == [phases[-1]] * 4:
            break
        time.sleep(0.05)
    a.handled()
    moved = [m for m in (shift(p0, p) for p in phases) if m is not None]
    R.check(any(2 < m < 42 for m in moved), "touchpad: then the same scrolling scrolled the rows",
            "row shifts mod 44 while they moved: %s (from phase %s)" % (moved[:12], p0))
    stop(a.p)


def main():
    os.makedirs(OUT, exist_ok=True)
    env = xh.app_env()
    only = sys.argv[1:]
    for step in (detents_and_releases, list_wheel, touchpad):
        if only and step.__name__ not in only:
            continue
        # A screen of its own for each step: no window of an earlier app can take the focus. Wide
        # enough for three phones and the inspector at zoom 1: the script reads phone points as
        # window pixels over one zoom, and a narrower screen zooms the phones down alone (StudioFit).
        started = xh.start_xvfb(420, 479, size="1920x1200x24", log=os.path.join(OUT, "xvfb-%s.log" % step.__name__))
        if started is None:
            raise Abort("could not start Xvfb on :420 to :479")
        num, xvfb, d, _took = started
        try:
            step(d, num, env)
        except Abort as e:
            R.check(False, "%s aborted: %s" % (step.__name__, e))
        finally:
            for c in list(xh.CHILDREN):
                if c is not xvfb:
                    stop(c)
            try:
                d.close()
            except Exception:
                pass
            stop(xvfb)


if __name__ == "__main__":
    xh.run_checks(main, R, "window-native", "window-native", DEADLINE, "logs in %s" % OUT)
