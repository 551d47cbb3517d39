#!/usr/bin/env python3
"""Real-window test of recording and hand-off (run it through scripts/window-recording).

Steps, each in a fresh window under a private Xvfb:
  1. `--record DIR --fps 60` over a half-modal show: the files are named frame-NNNNNN-T.TTTTs.png with
     T = N/60, every frame from 0 with no gap, each the phone's size (390x844, not the studio), each
     differing from the file before it or a hard link to it (unchanged), 61 of them within the first
     1.0 s (the count the app prints), each byte-identical to the headless `--record` file of the same number (the window draws
     recorded phones with headless export's software compositor);
  2. the same with every present slowed by MODAL_TEST_PRESENT_DELAY_MS=250 (a slow display): the same
     frames, none dropped, none duplicated; plus `--gif`, checked with ImageMagick's identify (one
     image per file, delays of 1 and 2 cs summing to the recording's length);
  3. `E` prints the SwiftUI source and puts it on the CLIPBOARD selection (read back over X);
  4. a 390x420 window with the help open: the wheel over it scrolls it, and leaves the half
     modal under it alone (SDL's wheel event reaches the help, not the phone);
  5. the saved-scenario round trip (window_roundtrip.py), replayed with no options: a `--compare seed,fluid` session (H, a
     drag, a flick, S, 通信開始) recorded with `--save-scenario`, played back headless with
     `--record`: every frame shows the cards and sheets where the window's frame of that number does.

Swift tests check what this script checked before issue 33: a reference's frames, nudges and
`--reference-start first-input` (ReferenceTimelineTests, ReviewControllerTests,
ReviewReducerTests.overlaysAreReviewState), the help fitting small phones and Down scrolling it
(HelpPanelTests, HandOffRecordingTests), a scenario's `key q` (window_timeline.py here), W's
settings file (inspector_window_test.py reads it back).

Only the Python standard library, python3-xlib and ImageMagick are used. Output goes to
$WINDOW_RECORDING_OUT (default /tmp/modal-window-recording).
"""

import os
import shutil
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402
from recorded_frames import frames, filled, png_size, recorded_count   # noqa: E402
import window_roundtrip   # noqa: E402
from xharness import Abort, close_to, wait_for   # noqa: E402

APP = xh.APP
OUT = os.environ.get("WINDOW_RECORDING_OUT") or "/tmp/modal-window-recording"
DEADLINE = xh.env_int("WINDOW_RECORDING_DEADLINE", 1200)
L = None            # xh.Layout at --scale 1 (read in main()): the phone's size and colours
W = H = 0
HEADLESS = {}       # {index: path} of the headless recording's frames up to 1.0 s (gaps filled)
R = xh.Report()


def write_scenario(path, lines):
    with open(path, "w") as f:
        f.write("\n".join(lines + [""]))


def headless_frames(env, lines):
    """Fills HEADLESS with the headless recording of the scenario `lines` to 1.0 s; its frame count."""
    folder = os.path.join(OUT, "headless")
    shutil.rmtree(folder, ignore_errors=True)
    scenario = os.path.join(OUT, "show-headless.txt")
    write_scenario(scenario, lines + ["1.0 end"])
    xh.run([APP, "--headless", "--scenario", scenario, "--record", folder, "--scale", "1", "--fps", "60"],
           timeout=60, env=env, label="headless --record")
    got, _ = frames(folder)
    # 61 frames (0 to 1.0 s); a frame equal to the one before has no file: it is the file before.
    HEADLESS.update(filled(got, 61) if 0 in got else {})
    return len(HEADLESS)


def read_bytes(path):
    """The whole file at `path`."""
    with open(path, "rb") as f:
        return f.read()


def recorded_show(d, num, env, scenario, tag, slow_ms=0):
    """Records a half-modal show in the window; checks names, count, gaps and contents."""
    folder = os.path.join(OUT, "rec-" + tag)
    gif = os.path.join(OUT, "show-%s.gif" % tag)
    shutil.rmtree(folder, ignore_errors=True)
    run_env = dict(env)
    if slow_ms:
        run_env["MODAL_TEST_PRESENT_DELAY_MS"] = str(slow_ms)
    app = xh.App(d, num, run_env, tag, OUT, ["--scale", "1", "--fps", "60", "--scenario", scenario,
                                              "--record", folder, "--gif", gif])
    if app.find_window(timeout=60) is None:
        raise Abort("no window (%s); log: %s" % (tag, app.log_text()))
    # Let the recording pass 1.0 s of review time (a slow build holds the clock to it: the state
    # lines say how far it got), then close like a window manager.
    app.wait_state(lambda s: s["recorded"] >= 66, "66 frames recorded (%s)" % tag)
    rec_mark(d, app, tag)
    xh.send_wm_delete(d, app.wid)
    closed = time.monotonic()
    status = app.wait_exit(60)
    R.check(status == 0 and time.monotonic() - closed < 30, "%s: window closes with exit 0 within 30 s (what is owed is written)" % tag,
            "status %s after %.1f s" % (status, time.monotonic() - closed))
    got, bad = frames(folder)
    R.check(not bad, "%s: every file is named frame-NNNNNN-T.TTTTs.png" % tag, ", ".join(bad[:3]) or "all")
    indices = sorted(got)
    count = recorded_count(app, folder) or 0
    R.check(indices == list(range(count)) and count > 0,
            "%s: one file for every frame 0…%d the app says it recorded, no gap" % (tag, count - 1),
            "%d files, 0…%s" % (len(indices), indices[-1] if indices else "-"))
    sizes = set(png_size(got[i][1]) for i in indices[:1] + indices[-1:])
    R.check(sizes == {(W, H)}, "%s: frames hold the phone (%dx%d), not the studio" % (tag, W, H), "%s" % sorted(sizes))
    same = [i for a, i in zip(indices, indices[1:]) if open(got[a][1], "rb").read() == open(got[i][1], "rb").read()
            and os.stat(got[a][1]).st_ino != os.stat(got[i][1]).st_ino]
    linked = sum(1 for a, i in zip(indices, indices[1:]) if os.stat(got[a][1]).st_ino == os.stat(got[i][1]).st_ino)
    R.check(not same, "%s: each file differs from the one before it or is a hard link to it (an unchanged frame costs no space)" % tag,
            "equal copies: %s" % same[:5] if same else "%d files, %d links" % (len(indices), linked))
    wrong = [i for i in indices if got[i][0] != "%.4f" % (i / 60.0)]
    R.check(not wrong, "%s: each name carries its time n/60 to 4 decimals" % tag,
            "e.g. %s" % os.path.basename(got[indices[-1]][1]) if indices else "no frames")
    every = filled(got, count)
    within = [i for i in sorted(every) if i / 60.0 <= 1.0 + 1e-9]
    R.check(55 <= len(within) <= 66, "%s: 55–66 frames over the first 1.0 s at --fps 60 (gaps filled)" % tag,
            "%d (%d files)" % (len(within), len([i for i in indices if i in within])))
    pairs = [i for i in within if i in HEADLESS]
    differ = [i for i in pairs if read_bytes(every[i]) != read_bytes(HEADLESS[i])]
    R.check(len(pairs) >= 55 and not differ, "%s: each frame is byte-identical to headless --record's frame of the same number" % tag,
            "differ: %s" % differ[:6] if differ else "%d frames compared" % len(pairs))
    if os.path.exists(gif):
        ident = xh.run(["identify", "-format", "%T %w %h\n", gif], timeout=60, label="identify").split("\n")
        ident = [x for x in ident if x]
        delays = [int(x.split()[0]) for x in ident]
        # Frame n starts at the centisecond nearest n/60; equal frames merge into one image.
        length = int(round((count - 1) * 100 / 60.0))
        # One GIF image per distinct frame: a file that is a hard link to the one before is the same image.
        distinct = len(set(os.stat(got[i][1]).st_ino for i in indices))
        R.check(len(ident) == distinct and set(delays[:-1]) <= {1, 2, 3} and abs(sum(delays) - length) <= 1,
                "%s: --gif has one image per distinct frame file, delays 1 and 2 cs summing to the recording (%d cs)" % (tag, length),
                "%d images, delays %s, sum %d" % (len(ident), sorted(set(delays)), sum(delays)))
    else:
        R.check(False, "%s: --gif written" % tag, "missing " + gif)
    return len(indices)


REC_RED = (255, 69, 58)


def rec_mark(d, app, tag):
    """While recording, the strip's status row (under the phone) shows the red REC mark; the phone none."""
    gx, gy = app.geom[0], app.geom[1]
    row = xh.grab_rgb(d, gx, gy + H + 4, W, 20)
    phone = xh.grab_rgb(d, gx, gy, W, H)
    red = lambda raw: sum(1 for i in range(0, len(raw) - 2, 3) if close_to(tuple(raw[i:i + 3]), REC_RED, 40))
    in_strip, on_phone = red(row), red(phone)
    R.check(in_strip >= 20 and on_phone == 0, "%s: a red REC mark in the strip's status row, none on the phone" % tag,
            "%d red pixels in the strip, %d on the phone" % (in_strip, on_phone))


def studio_recording(d, num, env):
    """`--record-studio`: the window's frames hold the whole studio (timeline, inspector), not the phone."""
    folder = os.path.join(OUT, "rec-studio")
    shutil.rmtree(folder, ignore_errors=True)
    scenario = os.path.join(OUT, "studio-quit.txt")
    write_scenario(scenario, ["# written by scripts/window_recording.py", "0 key h", "0.2 key q"])
    app = xh.App(d, num, env, "record-studio", OUT, ["--scale", "1", "--scenario", scenario, "--record", folder,
                                                      "--record-studio"])
    status = app.wait_exit(60)
    got, _ = frames(folder)
    sizes = sorted(set(png_size(p) for _, p in got.values()))
    R.check(status == 0 and sizes == [tuple(L.studio)], "--record-studio: frames hold the whole studio %dx%d" % tuple(L.studio),
            "status %s, %d files, sizes %s" % (status, len(got), sizes))


def clipboard_text(d, timeout=3.0):
    """The CLIPBOARD selection as UTF-8 text, asked of its owner like any X client would; None if none."""
    from Xlib import X
    root = d.screen().root
    win = root.create_window(0, 0, 1, 1, 0, d.screen().root_depth)
    clipboard, utf8, prop = d.intern_atom("CLIPBOARD"), d.intern_atom("UTF8_STRING"), d.intern_atom("MODAL_TEST_CLIP")
    if d.get_selection_owner(clipboard) == X.NONE:
        return None
    win.convert_selection(clipboard, utf8, prop, X.CurrentTime)
    d.flush()
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        while d.pending_events():
            e = d.next_event()
            if e.type == X.SelectionNotify and e.property != X.NONE:
                r = win.get_full_property(prop, X.AnyPropertyType, sizehint=1 << 20)
                win.destroy()
                d.flush()
                return bytes(r.value).decode("utf-8", "replace") if r else None
            if e.type == X.SelectionNotify:
                return None
        time.sleep(0.02)
    return None


def handoff_checks(d, num, env):
    """E prints the SwiftUI source and puts it on the X clipboard."""
    out = os.path.join(OUT, "handoff-out")
    app = xh.App(d, num, env, "handoff", OUT, ["--scale", "1", "--set", "halfModal.duration=0.5", "--out", out])
    if app.find_window(timeout=60) is None:
        raise Abort("no window (hand-off); log: " + app.log_text())
    app.key("e")
    clip = wait_for(lambda: clipboard_text(d), "the clipboard")
    R.check(clip is not None and ".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)" in clip and clip.startswith("// SwiftUI"),
            "E puts the SwiftUI source on the clipboard", "%d characters" % len(clip or ""))
    wait_for(lambda: ".animation(" in app.log_text(), "the SwiftUI source printed")
    R.check(".animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), value: show)" in app.log_text(),
            "E prints the SwiftUI source for the current settings")
    xh.send_wm_delete(d, app.wid)
    app.wait_exit(10)


def help_wheel(d, num, env):
    """The wheel over the open help scrolls it (three rows a notch), not the half modal under it."""
    app = xh.App(d, num, env, "help-wheel", OUT, ["--scale", "1", "--size", "390x420"])
    if app.find_window(timeout=60) is None:
        raise Abort("no window (help wheel); log: " + app.log_text())
    app.key("h", lambda s: s["lane0.half"] == "at-half", "the half modal at rest at half after H")
    before = app.key("question", lambda s: s["help"] == 1, "the help open after ?")
    sx, sy = app.screen(app.geom[2] // 4, app.geom[3] // 3)
    mark = app.mark()
    xh.run(["xdotool", "mousemove", str(sx), str(sy), "sleep", "0.1", "click", "--repeat", "2", "--delay", "50", "5"],
           env=app.env)
    try:
        s = app.wait_state(lambda s: s["helpRow"] >= 6, "the help scrolled by two notches", after=mark)
    except Abort:
        s = app.state()
    R.check(before["helpRow"] == 0 and s["helpRow"] == 6 and s["lane0.half"] == before["lane0.half"] == "at-half",
            "the wheel over the open help scrolls it (2 notches down: 6 rows); the half modal under it stays at half",
            "help row %s → %s, card %s → %s" % (before["helpRow"], s["helpRow"], before["lane0.half"], s["lane0.half"]))
    xh.send_wm_delete(d, app.wid)
    app.wait_exit(10)


def main():
    xh.clean_out(OUT, ends=None, folders=None)
    env = xh.app_env()
    num, d = xh.display(R, OUT, 160, 220)
    global L, W, H
    L = xh.Layout(["--scale", "1"], env)
    W, H = L.phone_w, L.phone_h
    scenario = os.path.join(OUT, "show.txt")
    write_scenario(scenario, ["# written by scripts/window_recording.py: show the half modal", "0 key h"])
    if headless_frames(env, ["0 key h"]) != 61:
        raise Abort("headless recording gave %d frames up to 1.0 s, not 61" % len(HEADLESS))
    recorded_show(d, num, env, scenario, "normal")
    recorded_show(d, num, env, scenario, "slow-present", slow_ms=250)
    studio_recording(d, num, env)
    handoff_checks(d, num, env)
    help_wheel(d, num, env)
    window_roundtrip.R, window_roundtrip.OUT = R, OUT
    window_roundtrip.roundtrip(d, num, env)


if __name__ == "__main__":
    xh.run_checks(main, R, "window-recording", "window-recording", DEADLINE, "output in " + OUT)
