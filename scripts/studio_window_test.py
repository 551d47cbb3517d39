#!/usr/bin/env python3
"""Real-window test of the review studio under Xvfb (run it through scripts/studio-window-test).

Launches modal-prototype in a window (--scale 1) and checks, from screen pixels:
  1. the window holds the phone, the timeline below it and the inspector (sizes from --print-layout);
  2. scrub: with the half modal shown, dragging on the timeline to its start shows the frame at
     0 s (no card), back to its end shows the card at half again, and the playhead follows;
  3. edit: a press on the halfFraction slider moves the resting card at once (state kept);
  4. replay: after a drag to full and a heightRate edit, A replays the drag from its start with
     the new value (half first, then full at the new height);
  5. the bezier editor's first handle follows a drag;
  6. I hides the inspector (the window narrows by its width) and brings it back.
Controls are found from a headless --studio elements list; sizes and colours from --print-layout.
Every wait is on the review state (MODAL_STATE_LINES) or on the screen showing what it says, never
a bare sleep. Screenshots go to $STUDIO_TEST_OUT.
"""

import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402
from xharness import Abort, close_to, pixel   # noqa: E402

APP = xh.APP
OUT = os.environ.get("STUDIO_TEST_OUT") or "/tmp/modal-studio-window-test"
DEADLINE = xh.env_int("STUDIO_TEST_DEADLINE", 300)
# Read from the app's --print-layout in main(): the phone, the panels' sizes, the colours.
W = H = TIMELINE = INSPECTOR = 0
ORANGE = GRAY = PLAYHEAD = PANEL = HANDLE = None
R = xh.Report()


def studio_elements(env):
    """The studio's controls from a headless --studio run: {id: (x, y, w, h)} in window points."""
    return xh.headless_elements(APP, os.path.join(OUT, "headless"),
                                ["0 tap toggle-half-modal", "1 elements studio.json", "1 end"], ["studio"],
                                env=env, args=["--studio"])["studio"]


class App(xh.App):
    def __init__(self, d, num, env):
        super().__init__(d, num, env, "studio", OUT, ["--scale", "1"])
        self.report = R


def colours_are(*pairs):
    """done(shot) for shot_when: each (points, colour) pair shows that colour at all its points."""
    return lambda shot: all(close_to(pixel(shot, *p), want, 4) for points, want in pairs for p in points)


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
    xh.clean_out(OUT)
    env = xh.app_env()
    el = studio_elements(env)
    for need in ("timeline", "setting:halfModal.halfFraction", "setting:halfModal.heightRate", "request-outcome",
                 "bezier-p1"):
        if need not in el:
            raise Abort("headless --studio elements lack %s" % need)
    num, d = xh.display(R, OUT, 99, 159)
    global W, H, TIMELINE, INSPECTOR, ORANGE, GRAY, PLAYHEAD, PANEL, HANDLE
    lay = xh.Layout(["--scale", "1"], env)
    W, H = lay.phone_w, lay.phone_h
    TIMELINE, INSPECTOR = lay.timeline[3], lay.inspector[2]
    ORANGE, GRAY = lay.theme["orange"], lay.theme["gray"]
    PLAYHEAD, PANEL, HANDLE = lay.palette["accent"], lay.palette["stage"], lay.palette["selection"]
    app = App(d, num, env)
    if app.find_window(timeout=60) is None:
        raise Abort("no window; app log: " + app.log_text())
    R.check(tuple(app.geom[2:]) == tuple(lay.studio),
            "window holds phone %dx%d, timeline %d below, inspector %d right" % (W, H, TIMELINE, INSPECTOR),
            "%dx%d" % app.geom[2:])
    app.focus()
    edges, panels = [(40, 20), (W - 40, H - 3)], [(W + 150, H + 120), (W - 4, H + 128)]
    s = app.shot_when("01-studio", colours_are((edges, ORANGE), (panels, PANEL)), "the studio")
    colour_check(s, edges, ORANGE, "phone shows the main view to its edges", "01-studio")
    colour_check(s, panels, PANEL, "studio panels around the phone", "01-studio")

    # Scrub.
    app.key("h", lambda s: s["lane0.half"] == "at-half", "the card at rest at half after H")
    half = [(60, 0.5 * H), (W - 60, 0.5 * H)]
    s = app.shot_when("02-half", colours_are((half, GRAY)), "the card at half")
    colour_check(s, half, GRAY, "card at half after H", "02-half")
    ty = H + 100
    app.key("p", lambda s: s["paused"] == 1, "paused after P")
    app.drag(200, ty, 0, ty)
    empty = [(60, 0.5 * H), (60, 0.9 * H)]
    s = app.shot_when("03-scrubbed-to-0", lambda s: colours_are((empty, ORANGE))(s)
                      and max(playhead_columns(s, H + 80) or [W]) <= 18, "the frame at 0 s")
    colour_check(s, empty, ORANGE, "scrubbed to 0 s: no card", "03-scrubbed-to-0")
    cols = playhead_columns(s, H + 80)
    R.check(bool(cols) and max(cols) <= 18, "playhead at the ruler's start (x 16)", cols)
    app.drag(100, ty, W, ty)
    s = app.shot_when("04-scrubbed-to-end", lambda s: colours_are(([(60, 0.5 * H)], GRAY))(s)
                      and min(playhead_columns(s, H + 80) or [0]) > 100, "the frame at the end")
    colour_check(s, [(60, 0.5 * H)], GRAY, "scrubbed to the end: card at half again", "04-scrubbed-to-end")
    cols = playhead_columns(s, H + 80)
    R.check(bool(cols) and min(cols) > 100, "playhead moved right", cols)
    app.key("p", lambda s: s["paused"] == 0, "playing after P again")

    # Edit: halfFraction 0.4 -> 0.6, the card rests lower at once.
    app.click(slider_x(el["setting:halfModal.halfFraction"], 0.6, 0, 1), xh.centre(el["setting:halfModal.halfFraction"])[1])
    above, below = [(60, 0.55 * H)], [(60, 0.65 * H)]
    s = app.shot_when("05-half-fraction-0.6", colours_are((above, ORANGE), (below, GRAY)), "the card at 0.6h")
    colour_check(s, above, ORANGE, "halfFraction 0.6: above 0.6h is the main view", "05-edit")
    colour_check(s, below, GRAY, "halfFraction 0.6: the card starts at 0.6h", "05-edit")

    # Replay: drag to full, change heightRate, A replays the drag with it.
    mark = app.mark()
    app.drag(W / 2, 0.7 * H, W / 2, 0.7 * H - 200)
    app.wait_state(lambda s: s["lane0.half"] == "at-full", "the card at rest at full after the drag", after=mark)
    app.click(slider_x(el["setting:halfModal.heightRate"], 0.2, 0, 1), xh.centre(el["setting:halfModal.heightRate"])[1])
    card, main_view = [(60, 0.45 * H)], [(60, 0.35 * H)]
    s = app.shot_when("06-full-heightRate-0.2", colours_are((card, GRAY), (main_view, ORANGE)), "full at heightRate 0.2")
    colour_check(s, card, GRAY, "full with heightRate 0.2: card from 0.4h", "06-full")
    colour_check(s, main_view, ORANGE, "full with heightRate 0.2: main view above 0.4h", "06-full")
    app.key("4", lambda s: s["speed"] == 0.1, "speed x0.1 after 4")   # the replay takes ten times longer
    app.key("a", lambda s: s["lane0.half"] != "at-full", "the replay started after A")
    start_main, start_card = [(60, 0.5 * H), (60, 0.58 * H)], [(60, 0.75 * H)]
    s = app.shot_when("07-replay-start", colours_are((start_main, ORANGE), (start_card, GRAY)), "the replay's start")
    colour_check(s, start_main, ORANGE, "replay starts at the drag's start (card at half, 0.6h)", "07-replay")
    colour_check(s, start_card, GRAY, "replay start: card below 0.6h", "07-replay")
    mark = app.mark()
    app.key("1", lambda s: s["speed"] == 1, "speed x1 after 1")
    app.wait_state(lambda s: s["lane0.half"] == "at-full", "the replayed card at rest at full", after=mark)
    s = app.shot_when("08-replayed", colours_are((card, GRAY), (main_view, ORANGE)), "the replayed card at full")
    colour_check(s, card, GRAY, "replayed: full again at the new heightRate (0.4h)", "08-replayed")
    colour_check(s, main_view, ORANGE, "replayed: main view above 0.4h", "08-replayed")

    # The bezier editor: dragging the first control point moves its handle there.
    hx, hy = xh.centre(el["bezier-p1"])
    app.drag(hx, hy, hx + 30, hy + 30, steps=6)
    s = app.shot_when("09-bezier-p1-dragged", colours_are(([(hx + 30, hy + 30)], HANDLE)), "the moved handle")
    colour_check(s, [(hx + 30, hy + 30)], HANDLE, "bezier handle 1 follows the drag (+30, +30)", "09-bezier")
    R.check(not close_to(pixel(s, hx, hy), HANDLE, 4), "09-bezier: handle 1 left its old place",
            "#%02X%02X%02X at (%d,%d)" % (pixel(s, hx, hy) + (hx, hy)))

    # I hides and shows the inspector.
    app.key("i", lambda s: s["inspector"] == 0, "the inspector hidden after I")
    g = app.geometry_when((W, H + TIMELINE))
    R.check(tuple(g[2:]) == (W, H + TIMELINE), "I hides the inspector: window %dx%d" % (W, H + TIMELINE),
            "%dx%d" % g[2:])
    app.key("i", lambda s: s["inspector"] == 1, "the inspector shown after I again")
    g = app.geometry_when((W + INSPECTOR, H + TIMELINE))
    R.check(tuple(g[2:]) == (W + INSPECTOR, H + TIMELINE), "I again: inspector back", "%dx%d" % g[2:])
    s = app.shot_when("10-inspector-back", colours_are((card, GRAY)), "the card after I")
    colour_check(s, card, GRAY, "state kept across I", "10")

    xh.send_wm_delete(d, app.wid, report=R)
    rc = app.wait_exit(30)
    R.check(rc == 0, "exits 0 on WM_DELETE_WINDOW", rc)
    if app.log_text():
        R.note(app.log_text())


if __name__ == "__main__":
    xh.run_checks(main, R, "studio-window-test", "studio window test", DEADLINE, "screenshots in %s" % OUT)
