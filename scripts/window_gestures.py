#!/usr/bin/env python3
"""Real-window checks that gestures mean what the hand meant (issue 24 item 2), under Xvfb (run
it through scripts/window-gestures).

Steps, with `--profile fluid` at --scale 1, driven by xdotool (XTest: the X server stamps each
event with its own time, which the app reads through SDL_SYSWMEVENT):
  1. slow: at ×0.1 (key 4), H, then a 60 pt drag up over 0.8 s wall time, held 0.1 s before
     the release: the fluid card settles at half;
  2. flick: at ×0.1, H, then a 120 pt flick up in 80 ms wall time: the card goes full;
  3. recording: with `--record DIR` at ×1, 10 flicks (F brings the card back to half between
     them): 10 of 10 go full.
Each run saves its scenario (`--save-scenario`); played headless (`--headless --scenario`,
with an `elements` list before each F and at the end), the card ends where it did live.

Screenshots, frames, scenarios and logs go to $WINDOW_GESTURES_OUT (default
/tmp/modal-window-gestures). Bounded: the whole run gives up after DEADLINE seconds.
"""

import json
import os
import shutil
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402
from xharness import Abort   # noqa: E402

OUT = os.environ.get("WINDOW_GESTURES_OUT") or "/tmp/modal-window-gestures"
DEADLINE = xh.env_int("WINDOW_GESTURES_DEADLINE", 1800)
R = xh.Report()
L = None


class App(xh.App):
    def __init__(self, d, num, env, tag, args):
        super().__init__(d, num, env, tag, OUT, ["--scale", "1", "--profile", "fluid"] + list(args))


def launch(d, num, env, tag, args):
    app = App(d, num, env, tag, args)
    if app.find_window(timeout=60) is None:
        raise Abort("no window for %s; app log: %s" % (tag, app.log_text()))
    if tuple(app.geom[2:]) != tuple(L.studio):
        raise Abort("%s: the window is %dx%d, not the studio at zoom 1" % (tag, app.geom[2], app.geom[3]))
    app.focus()
    return app


def drag_up(app, dy, moves, pause, hold):
    """Presses on the card at half, moves it up `dy` pt in `moves` steps `pause` s apart, waits
    `hold` s and releases: one xdotool run, so the X server stamps the wall-clock spacing."""
    px, py = L.phones[0]
    x, y0 = px + L.phone_w / 2, py + 0.4 * L.phone_h + 150
    mark = app.mark()
    app.gesture([(x, y0 - dy * i / moves) for i in range(moves + 1)], pause, hold)
    app.wait_state(lambda s: s["lane0.half"] != "at-half", "the card dragged", after=mark)
    # The rest after the drag: the app may report at-half for a while after xdotool is done.
    moved = next(i for i, s in enumerate(app.states()) if i >= mark and s["lane0.half"] != "at-half")
    return app.wait_state(lambda s: s["lane0.half"] in ("at-half", "at-full", "hidden"),
                          "the card at rest after the gesture", after=moved)["lane0.half"]


def at_half(app, key):
    return app.key(key, lambda s: s["lane0.half"] == "at-half", "the card at rest at half")


def replay(tag, saved, want):
    """Plays the saved scenario headless with an `elements` list before every `key f` and at
    the end; checks the card's top in each against `want` ("half" or "full" per list)."""
    lines = open(saved).read().splitlines()
    out, names = [], []
    for line in lines:
        w = line.split()
        if len(w) >= 2 and not line.startswith("#") and (w[1:] == ["key", "f"] or w[1] == "end"):
            t = float(w[0]) + (3 if w[1] == "end" else 0)
            names.append("el-%d.json" % len(names))
            out.append("%s elements %s" % (repr(t), names[-1]))
            if w[1] == "end":
                line = "%s end" % repr(t)
        out.append(line)
    scen = os.path.join(OUT, tag + "-replay.txt")
    with open(scen, "w") as f:
        f.write("\n".join(out) + "\n")
    folder = os.path.join(OUT, tag + "-headless")
    shutil.rmtree(folder, ignore_errors=True)
    xh.run([os.path.abspath(xh.APP), "--headless", "--profile", "fluid", "--scenario", scen, "--out", folder],
           timeout=300, env=xh.app_env())
    got = []
    for n in names:
        rows = json.load(open(os.path.join(folder, n)))
        card = [r for r in rows if r["id"] == "half-modal"]
        top = card[0]["y"] if card else None
        got.append("full" if top is not None and abs(top - 0.05 * L.phone_h) < 1 else
                   "half" if top is not None and abs(top - 0.4 * L.phone_h) < 1 else "top %s" % top)
    R.check(got == want, "%s: the saved scenario replayed headless ends the same way" % tag,
            "%s (want %s)" % (", ".join(got), ", ".join(want)))


def single(d, num, env, tag, dy, moves, pause, hold, want):
    saved = os.path.join(OUT, tag + ".txt")
    app = launch(d, num, env, tag, ["--save-scenario", saved])
    app.key("4", lambda s: s["speed"] == 0.1, "speed ×0.1")
    at_half(app, "h")
    got = drag_up(app, dy, moves, pause, hold)
    R.check(got == "at-" + want, "%s: at ×0.1 the card ends at %s" % (tag, want), got)
    app.close()
    replay(tag, saved, [want])


def recorded_flicks(d, num, env, count=10):
    rec = os.path.join(OUT, "flick-frames")
    shutil.rmtree(rec, ignore_errors=True)
    saved = os.path.join(OUT, "record.txt")
    app = launch(d, num, env, "record", ["--record", rec, "--save-scenario", saved])
    at_half(app, "h")
    ends = []
    for i in range(count):
        if i > 0:
            at_half(app, "f")
        ends.append(drag_up(app, 120, 8, 0.01, 0))
    full = sum(1 for e in ends if e == "at-full")
    R.check(full == count, "record: %d of %d flicks go full while recording" % (full, count), " ".join(ends))
    app.close()
    replay("record", saved, ["full"] * count)


def main():
    global L
    shutil.rmtree(OUT, ignore_errors=True)
    os.makedirs(OUT, exist_ok=True)
    env = xh.app_env()
    num, d = xh.display(R, OUT, 99, 159)
    L = xh.Layout(["--scale", "1", "--profile", "fluid"], env)
    single(d, num, env, "slow", 60, 40, 0.02, 0.1, "half")
    single(d, num, env, "flick", 120, 8, 0.01, 0, "full")
    recorded_flicks(d, num, env, xh.env_int("WINDOW_GESTURES_FLICKS", 10))


if __name__ == "__main__":
    xh.run_checks(main, R, "window-gestures", "window gestures test", DEADLINE, "files in %s" % OUT,
                  alarm_text="the whole test took longer than %d s")
