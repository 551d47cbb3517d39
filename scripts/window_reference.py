"""The reference checks of window_recording.py: a 2 fps `--reference` plays on its own, `<` `>`
nudge it, `--reference-start first-input` holds frame 0 until a key.
"""

import os
import shutil
import time

import xharness as xh
from xharness import Abort, close_to

R = None     # the report and the output folder, set by window_recording.py before the checks
OUT = None


def reference_checks(d, num, env):
    """A 2 fps reference of four distinct frames plays with no input; < and > move it by a frame."""
    refs = os.path.join(OUT, "refs")
    shutil.rmtree(refs, ignore_errors=True)
    os.makedirs(refs)
    colours = [(255, 0, 0), (0, 0, 255), (0, 200, 0), (255, 255, 0)]
    for i, c in enumerate(colours):
        xh.write_png(os.path.join(refs, "ref-%d.png" % (i + 1)), 39, 84, bytes(c) * (39 * 84))
    app = xh.App(d, num, env, "ref", OUT, ["--scale", "1", "--reference", refs, "--reference-fps", "2",
                                            "--reference-opacity", "1"])
    if app.find_window(timeout=60) is None:
        raise Abort("no window (reference); log: " + app.log_text())
    # Watch the screen until 2.2 s of review time have passed (the state lines tell the time).
    # The last frame is held, and then nothing changes: the loop also ends when the state shows it.
    seen = []
    end = time.monotonic() + xh.STATE_TIMEOUT
    while (not app.state() or (app.state()["t"] < 2.2 and app.state()["reference"] < 3)) and time.monotonic() < end:
        match = now_at(d, app, colours)
        if match and (not seen or seen[-1] != match[0]):
            seen.append(match[0])
        if not app.alive():
            raise Abort("the app exited while the reference played")
        time.sleep(0.02)
    end = time.monotonic() + 5             # the state said frame 3: its pixels follow
    while (not seen or seen[-1] != 3) and time.monotonic() < end:
        match = now_at(d, app, colours)
        if match and (not seen or seen[-1] != match[0]):
            seen.append(match[0])
        time.sleep(0.02)
    # A frame a loaded machine shows for less than one screen sample may be missed; the order and
    # the end (the last frame, held) are what show that it plays on its own.
    told = [s["reference"] for s in app.states() if "reference" in s]
    R.check(len(seen) >= 2 and seen == sorted(seen) and seen[-1] == 3 and told == sorted(told),
            "reference at 2 fps plays on its own, no input, in order to its last frame",
            "frames seen in order: %s; state lines' frames %s" % (seen, sorted(set(told))))
    # Restart and pause (frame 0), then nudge: the reference moves one of its frames per key.
    app.key("r", lambda s: s["t"] < 0.5, "the review restarted after R")
    paused = app.key("p", lambda s: s["paused"] == 1, "paused after P")

    def now(ref):
        """The reference colour on screen once it shows the state's frame `ref` (or what shows after 5 s)."""
        end = time.monotonic() + 5
        while time.monotonic() < end and now_at(d, app, colours) != [min(ref, 3)]:
            time.sleep(0.02)
        return now_at(d, app, colours)

    before = now(paused["reference"])
    s = app.key("less", lambda s: s["reference"] != paused["reference"], "another reference frame after <")
    earlier = now(s["reference"])
    s = app.key("greater", lambda s: s["reference"] == paused["reference"], "the reference frame back after >")
    back = now(s["reference"])
    ok = bool(before and earlier and back) and before[0] < 3 and earlier[0] == before[0] + 1 and back == before
    R.check(ok, "paused: < starts the reference a frame earlier (next frame shows), > undoes it",
            "frame %s, after < %s, after > %s" % (before, earlier, back))
    xh.send_wm_delete(d, app.wid)
    app.wait_exit(10)
    # --reference-start first-input: frame 0 holds until a key, then the sequence plays from it.
    app = xh.App(d, num, env, "ref-first-input", OUT, ["--scale", "1", "--reference", refs, "--reference-fps", "2",
                                                        "--reference-opacity", "1", "--reference-start", "first-input"])
    if app.find_window(timeout=60) is None:
        raise Abort("no window (reference first-input); log: " + app.log_text())
    app.focus()
    # Nothing moves and nothing is due, so the window sleeps: what is checked is that 1.2 s
    # without input leave frame 0 on screen (the state agrees).
    time.sleep(1.2)
    waiting = now_at(d, app, colours) if app.state().get("reference") == 0 else ["state: %s" % app.state().get("reference")]
    at_key = app.key("h", lambda s: s["lane0.half"] != "at-hidden", "the half modal moving after H")
    s = app.wait_state(lambda s: s["reference"] >= 1, "the next reference frame after the first input")
    started = now_at(d, app, colours)
    R.check(waiting == [0] and started == [1] and s["reference"] == 1,
            "--reference-start first-input: frame 0 until the first key, then it plays",
            "after 1.2 s without input %s; after H (t %.3f) %s at t %.3f" % (waiting, at_key["t"], started, s["t"]))
    xh.send_wm_delete(d, app.wid)
    app.wait_exit(10)


def wait_for(get, what, timeout=None):
    """Polls get() until it returns something true, and returns it; Abort after `timeout` seconds."""
    end = time.monotonic() + (timeout or xh.STATE_TIMEOUT)
    while True:
        got = get()
        if got:
            return got
        if time.monotonic() > end:
            raise Abort("no %s within %d s" % (what, timeout or xh.STATE_TIMEOUT))
        time.sleep(0.05)


def now_at(d, app, colours):
    """Which reference colour shows at window point (30, 30)."""
    c = tuple(xh.grab_rgb(d, app.geom[0] + 30, app.geom[1] + 30, 1, 1))
    return [i for i, want in enumerate(colours) if close_to(c, want, 8)]
