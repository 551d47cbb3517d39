#!/usr/bin/env python3
"""Real-window checks of issue 25 under Xvfb (run it through scripts/window-hardening).

  1. stderr closed (`2>&-`): the window still opens, a bad edit of its --config file (whose
     error line would have gone into the X11 socket that took fd 2) changes nothing, and Q
     quits within 1 s with exit status 0; a second launch ends on its first SIGTERM;
  2. `--fps 1000 --record DIR`: after 2 s of recording, Q quits within 1 s (the frames owed
     at quit are at most 0.1 s of review time and 0.3 s of work), every frame file is whole,
     and the folder's `.lock` is gone; a second launch ends within 1 s of SIGTERM.

Only the Python standard library and python3-xlib; everything is bounded in time.
"""

import os
import signal
import sys
import time

from Xlib import X, XK
from Xlib.ext import xtest

sys.dont_write_bytecode = True   # no scripts/__pycache__ in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402
from xharness import Abort, stop   # noqa: E402

OUT = os.environ.get("WINDOW_HARDENING_OUT") or "/tmp/modal-window-hardening"
DEADLINE = xh.env_int("WINDOW_HARDENING_DEADLINE", 90)
QUIT_WALL = 1.0   # seconds from Q to the exit (issue 25)

R = xh.Report()


class Window:
    """The app in a window, launched through sh so that a redirection (`2>&-`) can apply."""

    def __init__(self, d, num, env, tag, args, redirect=""):
        self.d = d
        self.env = dict(env, DISPLAY=":%d" % num)
        self.rundir = os.path.join(OUT, "run-" + tag)
        os.makedirs(self.rundir, exist_ok=True)
        self.log = os.path.join(OUT, "app-%s.log" % tag)
        script = 'exec "$0" "$@" ' + redirect
        self.p = xh.spawn(["/bin/sh", "-c", script, os.path.abspath(xh.APP)] + args, self.log,
                          env=self.env, cwd=self.rundir)
        self.win = None

    def find(self):
        found = xh.find_window(self.env, 15)
        if found is None:
            return False
        self.win = self.d.create_resource_object("window", found[0])
        return True

    def key(self, name):
        """Gives the window the input focus and presses and releases a key through XTest."""
        code = self.d.keysym_to_keycode(XK.string_to_keysym(name))
        self.win.set_input_focus(X.RevertToParent, X.CurrentTime)
        self.d.sync()
        time.sleep(0.1)
        xtest.fake_input(self.d, X.KeyPress, code)
        xtest.fake_input(self.d, X.KeyRelease, code)
        self.d.sync()

    def quit_seconds(self):
        """Presses Q; the seconds until the app exited (None if not within 10 s) and its status."""
        self.key("q")
        start = time.monotonic()
        try:
            rc = self.p.wait(timeout=10)
        except Exception:
            return None, None
        return time.monotonic() - start, rc


def check_closed_stderr(d, num, env):
    folder = os.path.join(OUT, "run-stderr")
    os.makedirs(folder, exist_ok=True)
    config = os.path.join(folder, "c.json")
    with open(config, "w") as f:
        f.write('{"halfModal": {"duration": 0.9}}\n')
    app = Window(d, num, env, "stderr", ["--scale", "1", "--config", config], redirect="2>&-")
    if not R.check(app.find(), "stderr closed: the window appears"):
        raise Abort("no window")
    time.sleep(0.5)
    with open(config, "w") as f:
        f.write('{"halfModal": {"duration": "fast"}\n')   # bad: its error line goes to stderr
    time.sleep(2.0)                                      # the watcher checks the file every ~0.5 s
    R.check(app.p.poll() is None, "stderr closed: a bad config edit leaves the window running")
    took, rc = app.quit_seconds()
    R.check(took is not None and took <= QUIT_WALL and rc == 0,
            "stderr closed: Q quits within %.1f s, exit 0" % QUIT_WALL, "%s s, status %s" % (took and round(took, 3), rc))
    if app.p.poll() is None:
        stop(app.p)
    # The first SIGTERM to a window whose stderr is closed ends it too (it once went unheard).
    with open(config, "w") as f:
        f.write('{"halfModal": {"duration": 0.9}}\n')   # valid again: a bad file stops the launch (exit 2)
    term = Window(d, num, env, "stderr-term", ["--scale", "1", "--config", config], redirect="2>&-")
    if R.check(term.find(), "stderr closed, second launch: the window appears"):
        time.sleep(0.5)
        took, rc = term_seconds(term.p)
        R.check(rc == 0 and took <= 2.0, "stderr closed: the first SIGTERM ends the window within 2 s, exit 0",
                "%.3f s, status %s" % (took, rc))
    if term.p.poll() is None:
        stop(term.p)


def term_seconds(p):
    """Sends SIGTERM to `p`; returns how long it took to exit (up to 10 s) and its status (None if it did not)."""
    p.send_signal(signal.SIGTERM)
    start = time.monotonic()
    try:
        rc = p.wait(timeout=10)
    except Exception:
        rc = None
    return time.monotonic() - start, rc


def check_fast_recording(d, num, env):
    record = os.path.join(OUT, "run-record", "r")
    app = Window(d, num, env, "record", ["--scale", "1", "--fps", "1000", "--record", record])
    if not R.check(app.find(), "--fps 1000 --record: the window appears"):
        raise Abort("no window")
    time.sleep(2.0)
    took, rc = app.quit_seconds()
    R.check(took is not None and took <= QUIT_WALL and rc == 0,
            "--fps 1000 --record: Q quits within %.1f s, exit 0" % QUIT_WALL, "%s s, status %s" % (took and round(took, 3), rc))
    if app.p.poll() is None:
        stop(app.p)
    # SIGTERM mid-recording ends it as fast (it once took 12.6 s at --fps 1000).
    term_dir = os.path.join(OUT, "run-record", "t")
    term = Window(d, num, env, "record-term", ["--scale", "1", "--fps", "1000", "--record", term_dir])
    if R.check(term.find(), "--fps 1000 --record, second launch: the window appears"):
        time.sleep(2.0)
        took_term, trc = term_seconds(term.p)
        R.check(trc == 0 and took_term <= QUIT_WALL, "--fps 1000 --record: SIGTERM ends it within %.1f s, exit 0" % QUIT_WALL,
                "%.3f s, status %s" % (took_term, trc))
    if term.p.poll() is None:
        stop(term.p)
    names = sorted(os.listdir(record)) if os.path.isdir(record) else []
    frames = [n for n in names if n.startswith("frame-")]
    whole = all(open(os.path.join(record, n), "rb").read()[-8:-4] == b"IEND" for n in frames)
    R.check(len(frames) > 0 and whole and len(frames) == len(names),
            "--fps 1000 --record: whole frames only, no lock or temporary file left", "%d frames" % len(frames))


def main():
    import shutil
    shutil.rmtree(OUT, ignore_errors=True)
    os.makedirs(OUT, exist_ok=True)
    env = xh.app_env()
    num, d = xh.display(R, OUT, 180, 239)
    check_closed_stderr(d, num, env)
    check_fast_recording(d, num, env)


if __name__ == "__main__":
    xh.run_checks(main, R, "window-hardening", "window hardening", DEADLINE, "logs in %s" % OUT)
