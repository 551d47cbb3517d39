#!/usr/bin/env python3
"""Real-window test: the studio never loses a take (issue 24; run it through scripts/window-branches).

Under Xvfb with xdotool and XTest, in the app's window (MODAL_PROTOTYPE_BIN, the release build
in the Done-when check):
  1. record: H (a key press: the card comes up at half), a drag on the card up to full, F (back
     to half); P pauses; C writes the element list with the take's markers (NAME.json beside
     its screenshot);
  2. a click on the timeline between H and the drag scrubs back (the later inputs wait to replay);
     I twice (the window narrows and widens) keeps the take; C: the markers as before the scrub;
  3. a click on the drag's marker (the playhead moves to it), on the inspector's sheet tab, and on
     the empty part of a slider's track: no press reaches a phone and none branches: the markers
     before the clicks are all still there, in place, and no other is shown (the slider's change
     is logged at the press under the playhead, so the drag replays whole with it; its `set`
     marker lies under the drag's), the lane's state and the
     phone's pixels are unchanged, and nothing was cut off;
  4. a drag on the phone at the scrubbed time branches: the later inputs and their markers go;
  5. Ctrl+Z brings the old later markers back; Ctrl+Shift+Z cuts them off again.
Controls and markers are found from the app's own element lists; every wait is on the review
state (MODAL_STATE_LINES) or on a file the app says it wrote, never a bare sleep.
"""

import collections
import json
import os
import re
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402
from xharness import Abort   # noqa: E402

OUT = os.environ.get("WINDOW_BRANCHES_OUT") or "/tmp/modal-window-branches"
DEADLINE = xh.env_int("WINDOW_BRANCHES_DEADLINE", 300)
R = xh.Report()


class App(xh.App):
    """The app in a window, with C's element lists read back."""

    def __init__(self, d, num, env, shots):
        super().__init__(d, num, env, "branches", OUT, ["--scale", "1", "--out", shots])

    def click(self, x, y):
        xh.xdotool_click(self.env, *self.screen(x, y))

    def drag(self, x0, y0, x1, y1, steps=8, pause=0.03):
        sx, sy = self.screen(x0, y0)
        args = ["xdotool", "mousemove", str(sx), str(sy), "sleep", "0.05", "mousedown", "1", "sleep", "0.05"]
        for i in range(1, steps + 1):
            sx, sy = self.screen(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps)
            args += ["mousemove", str(sx), str(sy), "sleep", str(pause)]
        xh.run(args + ["mouseup", "1"], timeout=30, env=self.env)

    def written(self):
        """The element lists C has written so far (paths, from the app's `elements:` lines)."""
        return re.findall(r"^elements: (.+\.json)$", self.raw_log(), re.M)

    def elements(self, what):
        """Presses C and returns the element list it writes ({id: (x, y, w, h)}) and its screenshot's path."""
        before = len(self.written())
        self.key("c")
        self.wait_state(lambda _s: len(self.written()) > before, "the element list of C (%s)" % what)
        path = self.written()[before]
        with open(path) as f:
            rows = json.load(f)
        return {e["id"]: (e["x"], e["y"], e["width"], e["height"]) for e in rows}, path[:-5] + ".png"


def markers(el):
    """The timeline's markers of an element list: their frames, left to right (a multiset's list)."""
    return sorted(v for k, v in el.items() if k.startswith("timeline-marker-"))


def input_markers(el, timeline):
    """The markers on the inputs' (upper) row, left to right: (centre x, id)."""
    found = [(k, v) for k, v in el.items() if k.startswith("timeline-marker-")]
    top = min((v[1] for _k, v in found), default=0)
    return sorted((v[0] + v[2] / 2, k) for k, v in found if v[1] == top)


def free_y(el, timeline):
    """A y in the timeline strip that no marker covers (a click there scrubs)."""
    taken = [(v[1], v[1] + v[3]) for k, v in el.items() if k.startswith("timeline-marker-")]
    x, y, w, h = timeline
    for cy in range(int(y + h - 12), int(y + 4), -2):
        if all(not (a - 2 <= cy <= b + 2) for a, b in taken):
            return cy
    raise Abort("no free row in the timeline to scrub on")


def phone_pixels(png, w, h):
    """The phone's pixels (the window's top-left w×h) of a screenshot C wrote."""
    return xh.png_rgb(png, crop=(0, 0, w, h))


def main():
    os.makedirs(OUT, exist_ok=True)
    shots = os.path.join(OUT, "shots")
    os.makedirs(shots, exist_ok=True)
    for f in os.listdir(shots):
        os.remove(os.path.join(shots, f))
    env = xh.app_env()
    lay = xh.Layout(["--scale", "1"], env)
    W, H = lay.phone_w, lay.phone_h
    num, d = xh.display(R, OUT, 160, 220)
    app = App(d, num, env, shots)
    if app.find_window(timeout=60) is None:
        raise Abort("no window; app log: " + app.log_text())
    app.focus()

    # 1. Record a key press and a drag (and a later key).
    app.key("h", lambda s: s["lane0.half"] == "at-half", "the card at rest at half after H")
    mark = app.mark()
    app.drag(W / 2, 0.7 * H, W / 2, 0.7 * H - 200)
    app.wait_state(lambda s: s["lane0.half"] == "at-full", "the card at rest at full after the drag", after=mark)
    app.key("f", lambda s: s["lane0.half"] == "at-half", "the card back at half after F")
    app.key("p", lambda s: s["paused"] == 1, "paused after P")
    recorded = app.state()
    el_end, _ = app.elements("the take")
    timeline = el_end["timeline"]
    inputs = input_markers(el_end, timeline)
    R.check(len(inputs) == 3, "the take marks three inputs: key h, the drag, key f", [k for _x, k in inputs])
    if len(inputs) != 3:
        raise Abort("cannot go on without the three input markers")
    (key_x, _), (drag_x, drag_id), _ = inputs
    ty = free_y(el_end, timeline)

    # 2. Scrub back between H and the drag.
    mark = app.mark()
    app.click((key_x + drag_x) / 2, ty)
    scrubbed = app.wait_state(lambda s: s["paused"] == 1 and s["pending"] > 0, "the scrubbed frame", after=mark)
    R.check(scrubbed["inputs"] == recorded["inputs"] and scrubbed["pending"] > 0,
            "a click on the timeline scrubs back: nothing cut off, later inputs pending",
            "inputs %s pending %s" % (scrubbed["inputs"], scrubbed["pending"]))
    app.key("i", lambda s: s["inspector"] == 0, "the inspector hidden after I")
    shown = app.key("i", lambda s: s["inspector"] == 1, "the inspector back after I")
    R.check(shown["inputs"] == scrubbed["inputs"] and shown["pending"] == scrubbed["pending"] and shown["undo"] == 0,
            "I twice on the scrubbed frame (the window narrows and widens) keeps the take",
            "inputs %s pending %s undo %s" % (shown["inputs"], shown["pending"], shown["undo"]))
    el0, _ = app.elements("after the scrub")
    R.check(markers(el0) == markers(el_end), "the scrub keeps every marker", "%d markers" % len(markers(el0)))

    # 3. A marker, a tab, a slider's empty track.
    mark = app.mark()
    m = el0[drag_id]
    app.click(m[0] + m[2] / 2, m[1] + m[3] / 2)
    at_marker = app.wait_state(lambda s: abs(s["t"] - scrubbed["t"]) > 1e-3, "the playhead at the drag's marker", after=mark)
    R.check(at_marker["paused"] == 1 and at_marker["inputs"] == recorded["inputs"] and at_marker["undo"] == 0,
            "a marker click moves the playhead only (t %.3f → %.3f)" % (scrubbed["t"], at_marker["t"]),
            "paused %s inputs %s undo %s" % (at_marker["paused"], at_marker["inputs"], at_marker["undo"]))
    tab = el0.get("inspector-tab-sheet")
    if tab is None:
        raise Abort("no inspector-tab-sheet in C's element list")
    app.click(*xh.centre(tab))
    el_tab, png_tab = app.elements("after the tab click")
    slider_ids = sorted(k for k in el_tab if k.startswith("setting:sheet."))
    R.check(bool(slider_ids), "the sheet tab shows the sheet's sliders", slider_ids[:3])
    if not slider_ids:
        raise Abort("no sheet slider to click")
    slider = el_tab[slider_ids[0]]
    # The empty part of the track: its right end (the region is the track ± 6 pt).
    app.click(slider[0] + slider[2] - 9, slider[1] + slider[3] / 2)
    el1, png1 = app.elements("after the clicks")
    after = app.state()
    before_m, after_m = collections.Counter(markers(el0)), collections.Counter(markers(el1))
    lost = before_m - after_m
    added = after_m - before_m
    R.check(not lost, "after a marker, a tab and a slider click every marker of the take is still there, in place",
            "lost %s" % sorted(lost.elements()))
    # The slider's `set` marker sits at the playhead: on the drag's marker, which it lies under.
    R.check(not added, "the element list shows the same markers as before the clicks", "added %s" % sorted(added.elements()))
    R.check(after["inputs"] == at_marker["inputs"] + 1 and after["pending"] == at_marker["pending"],
            "the slider's change is logged before the recorded press, the later inputs kept",
            "inputs %s → %s, pending %s → %s" % (at_marker["inputs"], after["inputs"], at_marker["pending"], after["pending"]))
    R.check(after["lane0.half"] == at_marker["lane0.half"] and after["undo"] == 0 and after["pending"] > 0,
            "no press reached the phone and none branched",
            "half %s → %s, undo %s, pending %s" % (at_marker["lane0.half"], after["lane0.half"], after["undo"], after["pending"]))
    same = phone_pixels(png_tab, W, H) == phone_pixels(png1, W, H)
    R.check(same, "the phone's pixels are unchanged by the clicks", os.path.basename(png1))

    # 4. A drag on the phone at the scrubbed time branches.
    mark = app.mark()
    app.click((key_x + drag_x) / 2, ty)   # back between H and the drag (a scrub never branches)
    app.wait_state(lambda s: abs(s["t"] - scrubbed["t"]) < 1e-3, "the playhead back between H and the drag", after=mark)
    mark = app.mark()
    app.drag(W / 2, 0.7 * H, W / 2, 0.7 * H - 200)
    # The clock is still paused: the card follows the hand but does not settle until it plays.
    branched = app.wait_state(lambda s: s["undo"] == 1 and s["pending"] == 0
                              and s["lane0.half"] not in ("at-half", "pressed-at-half", "dragging", "curve-to-half"),
                              "the branch (undo=1, nothing pending, the card released towards full)", after=mark)
    el2, _ = app.elements("after the branch")
    before_inputs, now_inputs = input_markers(el1, timeline), input_markers(el2, timeline)
    R.check(len(before_inputs) >= 3 and len(now_inputs) == 2,
            "the drag on the phone at the scrubbed time branches: the later markers go (key h and the new drag stay)",
            "input markers %d → %d" % (len(before_inputs), len(now_inputs)))

    # 5. Ctrl+Z brings them back; Ctrl+Shift+Z cuts them again.
    undone = app.key("ctrl+z", lambda s: s["undo"] == 0 and s["redo"] == 1, "the undo (redo=1)")
    el3, _ = app.elements("after Ctrl+Z")
    R.check(collections.Counter(markers(el3)) == after_m and undone["inputs"] == after["inputs"],
            "Ctrl+Z brings the old later markers back", "%d markers, %d inputs, pending %d" % (
                len(markers(el3)), undone["inputs"], undone["pending"]))
    redone = app.key("ctrl+shift+z", lambda s: s["undo"] == 1 and s["redo"] == 0, "the redo (undo=1)")
    el4, _ = app.elements("after Ctrl+Shift+Z")
    R.check(markers(el4) == markers(el2) and redone["inputs"] == branched["inputs"],
            "Ctrl+Shift+Z makes the branch again", "%d markers, %d inputs" % (len(markers(el4)), redone["inputs"]))

    xh.send_wm_delete(d, app.wid, report=R)
    rc = app.wait_exit(30)
    R.check(rc == 0, "exits 0 on WM_DELETE_WINDOW", rc)


if __name__ == "__main__":
    xh.run_checks(main, R, "window-branches", "window branches test", DEADLINE, "logs and shots in %s" % OUT)
