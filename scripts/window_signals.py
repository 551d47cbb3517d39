#!/usr/bin/env python3
"""Signals to the real window under Xvfb (run it through scripts/window-signals).

Issue 12: SIGQUIT printed a 49-line crash report and then hung the window in poll until
SIGKILL; SIGHUP killed it with status 129. Now every one of SIGQUIT, SIGHUP, SIGINT and
SIGTERM ends the window cleanly:

  1. each signal to an idle window (asleep in its event wait): exit status 0 within 3 s,
     no core dump, no crash report or backtrace in its output;
  2. each signal mid-animation while --record writes every frame: the same, and the record
     folder holds only whole PNG frames (no temporary file left behind);
  3. --record with --max-frames 5 through a 0.9 s animation: recording stops at exactly 5
     frames with one warning line, and the window stays up.

Only the Python standard library and python3-xlib are used; everything is bounded in time.
"""

import os
import signal
import sys
import time

sys.dont_write_bytecode = True   # no scripts/__pycache__ in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402
from recorded_frames import cut_or_temporary   # noqa: E402
from xharness import stop   # noqa: E402

OUT = os.environ.get("WINDOW_SIGNALS_OUT") or "/tmp/modal-window-signals"
DEADLINE = int(os.environ.get("WINDOW_SIGNALS_DEADLINE") or 100)
EXIT_WITHIN = 3.0                       # seconds from the signal to the exit
W = H = 0                               # the phone's size (--print-layout, read in main())
SIGNALS = (signal.SIGQUIT, signal.SIGHUP, signal.SIGINT, signal.SIGTERM)
CRASH_WORDS = ("crashed", "Backtrac", "Fatal error", "Illegal instruction", "Segmentation", "core dumped")

R = xh.Report()


def wait_gone(env, timeout=3.0):
    """Waits until no ModalPrototype window is visible (the next launch must not find the last one)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        out = xh.run(["xdotool", "search", "--onlyvisible", "--name", "^ModalPrototype"], env=env, check=False)
        if not out.strip():
            return
        time.sleep(0.05)


def check_exit(app, sig, how, record=None):
    """Sends `sig`, then checks: exit 0 within EXIT_WITHIN s, no core, no crash text, whole frames."""
    name = signal.Signals(sig).name
    sent = time.monotonic()
    app.p.send_signal(sig)
    rc = app.wait_exit(EXIT_WITHIN + 2)
    took = time.monotonic() - sent
    R.check(rc == 0 and took < EXIT_WITHIN, "%s to %s: exit status 0 within %.0f s" % (name, how, EXIT_WITHIN),
            "status %s after %.2f s" % (rc, took))
    if rc is None:
        stop(app.p)
    wait_gone(app.env)
    app.check_no_core(R, "%s to %s" % (name, how))
    text = app.log_text()
    bad = [w for w in CRASH_WORDS if w in text]
    R.check(not bad, "%s to %s: no crash report" % (name, how), "output: %r" % text[:300])
    if record is not None:
        bad, whole = cut_or_temporary(record)
        R.check(whole and not bad, "%s mid-recording: %d whole frames, no temporary file" % (name, whole),
                "left %s" % bad[:4])


def main():
    os.makedirs(OUT, exist_ok=True)
    env = xh.app_env()
    global W, H
    lay = xh.Layout(["--scale", "1"], env)
    W, H = lay.phone_w, lay.phone_h
    num, d = xh.display(R, OUT, 240, 299)

    for sig in SIGNALS:
        name = signal.Signals(sig).name
        app = xh.App(d, num, env, "idle-" + name, OUT, ["--scale", "1"])
        if not R.check(app.find_window() is not None, "%s: window appears" % name):
            stop(app.p)
            continue
        time.sleep(0.5)                    # asleep in SDL_WaitEvent: nothing moves
        check_exit(app, sig, "the idle window")

    for sig in SIGNALS:
        name = signal.Signals(sig).name
        record = os.path.join(OUT, "record-" + name)
        if os.path.isdir(record):
            for n in os.listdir(record):
                os.unlink(os.path.join(record, n))
        app = xh.App(d, num, env, "record-" + name, OUT, ["--scale", "1", "--record", record])
        if not R.check(app.find_window() is not None, "%s: recording window appears" % name):
            stop(app.p)
            continue
        time.sleep(0.5)
        gx, gy, _, _ = app.geom
        xh.xdotool_click(app.env, gx + W // 2, gy + int(0.69 * H))   # toggle-half-modal: 0.9 s of frames to record
        time.sleep(0.3)
        check_exit(app, sig, "the window mid-animation with --record", record)

    check_max_frames(d, num, env)


def check_max_frames(d, num, env):
    """--max-frames 5: the window records 5 frames, warns once, and keeps running."""
    record = os.path.join(OUT, "record-max-frames")
    if os.path.isdir(record):
        for n in os.listdir(record):
            os.unlink(os.path.join(record, n))
    log = os.path.join(OUT, "app-max-frames.log")
    if os.path.exists(log):
        os.unlink(log)                     # the harness appends: only this run's lines count
    app = xh.App(d, num, env, "max-frames", OUT, ["--scale", "1", "--record", record, "--max-frames", "5"])
    if not R.check(app.find_window() is not None, "--max-frames: window appears"):
        stop(app.p)
        return
    time.sleep(0.5)
    gx, gy, _, _ = app.geom
    xh.xdotool_click(app.env, gx + W // 2, gy + int(0.69 * H))
    time.sleep(1.5)
    names = sorted(os.listdir(record))
    # Frames 0…4 are taken (the warning below says 5); one equal to the frame before writes no
    # file (the window sits idle before the click), so the files are frame 0 and any that changed.
    five = ["frame-%06d-%.4fs.png" % (i, i / 60) for i in range(0, 5)]
    R.check(names[:1] == five[:1] and set(names) <= set(five) and app.alive(),
            "--max-frames 5: recording stops at 5 frames (files: frame 0 and each that changed), the window stays up",
            "%d files: %s" % (len(names), ", ".join(names)))
    app.p.send_signal(signal.SIGTERM)
    app.wait_exit(5)
    wait_gone(app.env)
    lines = [l for l in app.log_text().splitlines() if l]
    R.check(lines == ["modal-prototype: warning: --record: stopped after 5 frames (--max-frames 5)"],
            "--max-frames 5: one warning line", "%r" % lines)


if __name__ == "__main__":
    xh.run_checks(main, R, "window-signals", "window signals", DEADLINE, "logs in %s" % OUT,
                  signal_text="signal %d", alarm_text="over %d s")
