#!/usr/bin/env python3
"""Real-window test of recording, reference alignment and hand-off (run it through scripts/window-recording).

Steps, each in a fresh window under a private Xvfb:
  1. `--record DIR --fps 60` over a half-modal show: the files are named frame-NNNNNN-T.TTTTs.png with
     T = N/60, every frame from 0 with no gap, each the phone's size (390x844, not the studio), each
     differing from the file before it or a hard link to it (unchanged), 61 of them within the first 1.0 s (the count the app prints), each show
     the card where the headless run (simulated time) has it in the frame of the same number, and
     each is byte-identical to the headless `--record` file of the same number (the window draws
     recorded phones with headless export's software compositor);
  2. the same with every present slowed by MODAL_TEST_PRESENT_DELAY_MS=250 (a slow display): the same
     frames, none dropped, none duplicated; plus `--gif`, checked with ImageMagick's identify (one
     image per file, delays of 1 and 2 cs summing to the recording's length);
     then the issue's case, a scenario `0 key h` / `1.0 key q`: 55–66 frames, at normal speed and slow;
  3. `--reference DIR --reference-fps 2` with four distinct frames and no input: the window shows at
     least three of them within 2.2 s; paused, `<` shows the next reference frame and `>` the previous;
     with `--reference-start first-input` frame 0 holds until a key, then the next frame follows;
  4. `E` prints the SwiftUI source and puts it on the CLIPBOARD selection (read back over X);
     `W` writes a settings file into `--out` that `--config` loads;
  5. 390x420 and 220x300 windows with the help open: it fits, and Down scrolls it (screenshots kept);
     the wheel over it scrolls it too, and leaves the half modal under it alone;
  6. the saved-scenario round trip (window_roundtrip.py), replayed with no options: a `--compare seed,fluid` session (H, a
     drag, a flick, S, 通信開始) recorded with `--save-scenario`, played back headless with
     `--record`: every frame shows the cards and sheets where the window's frame of that number does.

Only the Python standard library, python3-xlib and ImageMagick are used. Output goes to
$WINDOW_RECORDING_OUT (default /tmp/modal-window-recording).
"""

import glob
import os
import shutil
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402
from recorded_frames import frames, filled, png_size, recorded_count   # noqa: E402
import window_reference   # noqa: E402
import window_roundtrip   # noqa: E402
from window_reference import reference_checks, wait_for   # noqa: E402
from xharness import Abort, close_to   # noqa: E402

APP = xh.APP
OUT = os.environ.get("WINDOW_RECORDING_OUT") or "/tmp/modal-window-recording"
DEADLINE = xh.env_int("WINDOW_RECORDING_DEADLINE", 1200)
L = None            # xh.Layout at --scale 1 (read in main()): the phone's size and colours
W = H = 0
GRAY = ORANGE = None
HEADLESS = {}       # {index: path} of the headless recording's frames up to 1.0 s (gaps filled)
R = xh.Report()


def column(path, x=20):
    """The RGB colours of column x of a PNG, top down (through ImageMagick)."""
    raw = xh.png_rgb(path, crop=(x, 0, 1, H))
    return [tuple(raw[i:i + 3]) for i in range(0, len(raw) - 2, 3)]


def card_top(path):
    """The first row (from y 100 down) of column 20 that is the card's gray; H if none."""
    col = column(path)
    for y in range(100, len(col)):
        if close_to(col[y], GRAY, 4):
            return y
    return H


def write_scenario(path, lines):
    with open(path, "w") as f:
        f.write("\n".join(lines + [""]))


def headless_tops(env, lines):
    """Card tops of the headless recording of the scenario `lines` (to 1.0 s), by frame index."""
    folder = os.path.join(OUT, "headless")
    shutil.rmtree(folder, ignore_errors=True)
    scenario = os.path.join(OUT, "show-headless.txt")
    write_scenario(scenario, lines + ["1.0 end"])
    xh.run([APP, "--headless", "--scenario", scenario, "--record", folder, "--scale", "1", "--fps", "60"],
           timeout=60, env=env, label="headless --record")
    got, _ = frames(folder)
    # 61 frames (0 to 1.0 s); a frame equal to the one before has no file: it is the file before.
    HEADLESS.update(filled(got, 61))
    return {i: card_top(p) for i, p in filled(got, 61).items()} if 0 in got else {}


def read_bytes(path):
    """The whole file at `path`."""
    with open(path, "rb") as f:
        return f.read()


def recorded_show(d, num, env, scenario, tag, want_tops, slow_ms=0):
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
    mismatched = []
    for i in within:
        top = card_top(every[i])
        if i in want_tops and abs(top - want_tops[i]) > 1:
            mismatched.append("%d: %d vs %d" % (i, top, want_tops[i]))
    R.check(not mismatched, "%s: each frame shows the card where simulated time %s puts it (±1 px)"
            % (tag, "n/60"), "; ".join(mismatched[:4]) or "%d frames compared" % len(within))
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
        verbose = xh.run(["identify", "-verbose", gif + "[0]"], timeout=60, label="identify -verbose")
        R.check("Iterations: 0" in verbose, "%s: the GIF loops forever (NETSCAPE2.0, 0 iterations)" % tag)
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


def scenario_quit(d, num, env, tag, want_tops, slow_ms=0):
    """The issue's own case: a scenario shows the half modal and quits 1.0 s later (`1.0 key q`)."""
    folder = os.path.join(OUT, "rec-" + tag)
    shutil.rmtree(folder, ignore_errors=True)
    scenario = os.path.join(OUT, "show-quit.txt")
    write_scenario(scenario, ["# written by scripts/window_recording.py", "0 key h", "1.0 key q"])
    run_env = dict(env)
    if slow_ms:
        run_env["MODAL_TEST_PRESENT_DELAY_MS"] = str(slow_ms)
    app = xh.App(d, num, run_env, tag, OUT, ["--scale", "1", "--fps", "60", "--scenario", scenario, "--record", folder])
    status = app.wait_exit(60)
    R.check(status == 0, "%s: `1.0 key q` quits with exit 0" % tag, "status %s after %.1f s" % (status, time.monotonic() - app.started))
    got, bad = frames(folder)
    indices = sorted(got)
    count = recorded_count(app, folder) or 0
    every = filled(got, count)
    R.check(not bad and indices == list(range(count)) and 55 <= count <= 66,
            "%s: 55–66 time-named frames, no gap, none past the count" % tag,
            "%d frames in %d files, last %s" % (count, len(indices), os.path.basename(got[indices[-1]][1]) if indices else "-"))
    mismatched = [i for i in sorted(every) if i in want_tops and abs(card_top(every[i]) - want_tops[i]) > 1]
    R.check(not mismatched, "%s: every frame matches the headless frame of the same number (card ±1 px)" % tag,
            "mismatched %s" % mismatched[:5] if mismatched else "%d compared" % len(every))


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
    from Xlib import X, Xatom
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
    """E prints the SwiftUI source; W writes a settings file that --config loads."""
    out = os.path.join(OUT, "handoff-out")
    app = xh.App(d, num, env, "handoff", OUT, ["--scale", "1", "--set", "halfModal.duration=0.5", "--out", out])
    if app.find_window(timeout=60) is None:
        raise Abort("no window (hand-off); log: " + app.log_text())
    app.key("e")
    clip = wait_for(lambda: clipboard_text(d), "the clipboard")
    R.check(clip is not None and ".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)" in clip and clip.startswith("// SwiftUI"),
            "E puts the SwiftUI source on the clipboard", "%d characters" % len(clip or ""))
    app.key("w")
    wait_for(lambda: "settings: " in app.log_text() and ".animation(" in app.log_text(), "the settings path printed")
    log = app.log_text()
    R.check(".animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), value: show)" in log,
            "E prints the SwiftUI source for the current settings")
    files = glob.glob(os.path.join(out, "modal-prototype-settings-*.json"))
    R.check(len(files) == 1 and ("settings: " + files[0]) in log, "W writes the settings into --out and prints the path",
            ", ".join(os.path.basename(f) for f in files) or "none")
    if files:
        printed = xh.run([APP, "--config", files[0], "--print-config"], env=env, label="--config")
        wanted = xh.run([APP, "--set", "halfModal.duration=0.5", "--print-config"], env=env, label="--print-config")
        R.check(printed == wanted, "the written file loads with --config and gives the same settings")
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


def help_checks(d, num, env, size):
    """The help fits a window of `size` (w, h) and scrolls with Down."""
    tag = "%dx%d" % size
    app = xh.App(d, num, env, "help-" + tag, OUT, ["--scale", "1", "--size", tag])
    if app.find_window(timeout=60) is None:
        raise Abort("no window (help); log: " + app.log_text())
    x, y, w, h = app.geom
    app.key("question", lambda s: s["help"] == 1, "the help open after ?")
    a = xh.grab_rgb(d, x, y, w, h)
    xh.write_png(os.path.join(OUT, "help-%s-top.png" % tag), w, h, a)

    def at(img, px, py):
        i = (py * w + px) * 3
        return tuple(img[i:i + 3])
    # The panel is 8 pt inside the phone (at the window's top left; the studio lies right of and
    # below it): 3 px inside the phone's every edge it is still the orange main view.
    pw, ph = size
    edge = [at(a, pw // 2, 3), at(a, pw // 2, ph - 4), at(a, 3, ph // 2), at(a, pw - 4, ph // 2)]
    inside = at(a, pw // 2, ph // 2)
    if not (all(close_to(c, ORANGE, 6) for c in edge) and not close_to(inside, ORANGE, 30)):
        a = wait_for(lambda: (lambda img: img if not close_to(at(img, pw // 2, ph // 2), ORANGE, 30) else None)(
            xh.grab_rgb(d, x, y, w, h)), "the help panel on screen")
        edge = [at(a, pw // 2, 3), at(a, pw // 2, ph - 4), at(a, 3, ph // 2), at(a, pw - 4, ph // 2)]
        inside = at(a, pw // 2, ph // 2)
        xh.write_png(os.path.join(OUT, "help-%s-top.png" % tag), w, h, a)
    R.check(all(close_to(c, ORANGE, 6) for c in edge) and not close_to(inside, ORANGE, 30),
            "help panel fits a %s window" % tag, "edges %s, centre %s" % (edge, inside))
    for i in range(3):
        row = app.state()["helpRow"]
        app.key("Down", lambda s, row=row: s["helpRow"] > row, "the help scrolled by Down")
    b = wait_for(lambda: (lambda img: img if img != a else None)(xh.grab_rgb(d, x, y, w, h)), "the scrolled help on screen")
    xh.write_png(os.path.join(OUT, "help-%s-scrolled.png" % tag), w, h, b)
    R.check(a != b, "%s: Down scrolls the help" % tag, "help-%s-top.png, help-%s-scrolled.png" % (tag, tag))
    xh.send_wm_delete(d, app.wid)
    app.wait_exit(10)


def main():
    xh.clean_out(OUT, ends=None, folders=None)
    env = xh.app_env()
    num, d = xh.display(R, OUT, 160, 220)
    global L, W, H, GRAY, ORANGE
    L = xh.Layout(["--scale", "1"], env)
    W, H = L.phone_w, L.phone_h
    GRAY, ORANGE = L.theme["gray"], L.theme["orange"]
    scenario = os.path.join(OUT, "show.txt")
    write_scenario(scenario, ["# written by scripts/window_recording.py: show the half modal", "0 key h"])
    tops = headless_tops(env, ["0 key h"])
    if len(tops) != 61:
        raise Abort("headless recording gave %d frames up to 1.0 s, not 61" % len(tops))
    R.note("headless card tops at frames 0, 15, 30, 60: %s" % [tops.get(i) for i in (0, 15, 30, 60)])
    recorded_show(d, num, env, scenario, "normal", tops)
    recorded_show(d, num, env, scenario, "slow-present", tops, slow_ms=250)
    scenario_quit(d, num, env, "quit-at-1s", tops)
    scenario_quit(d, num, env, "quit-at-1s-slow", tops, slow_ms=300)
    studio_recording(d, num, env)
    window_reference.R, window_reference.OUT = R, OUT
    reference_checks(d, num, env)
    handoff_checks(d, num, env)
    help_checks(d, num, env, (390, 420))
    help_wheel(d, num, env)
    help_checks(d, num, env, (220, 300))
    window_roundtrip.R, window_roundtrip.OUT = R, OUT
    window_roundtrip.roundtrip(d, num, env)


if __name__ == "__main__":
    xh.run_checks(main, R, "window-recording", "window-recording", DEADLINE, "output in " + OUT)
