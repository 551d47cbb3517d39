"""Shared helpers for the scripts that drive modal-prototype in a real window under Xvfb.

Used by every window test and scripts/bench.py: the ok / not ok report, the output folder, Xvfb
on a free display, the app's window, the app's layout and palette (read from `--print-layout`,
never repeated here), and the run-bound-and-summarise entry point of the window tests. It
re-exports the rest, so a script imports only this: children and CPU time (xprocess), the app's
review state (xstate: the state lines it prints with MODAL_STATE_LINES=1), keys and the pointer
(xinput), screen pixels, PNG screenshots and WM_DELETE_WINDOW (xpixels).

Only the Python standard library, plus python3-xlib for the functions that talk X directly
(imported there, so scripts/bench.py, which does not use them, does not need it).
"""

import glob
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APP = os.environ.get("MODAL_PROTOTYPE_BIN") or ".build/debug/modal-prototype"
T0 = time.monotonic()


# --------------------------------------------------------------------------- reporting

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xpixels import Abort   # noqa: E402  (stops the run: a signal, the deadline, a step nothing can follow)
from xstate import ReviewState, LayoutData, colour, parse_state, env_int, poll, wait_for, STATE_TIMEOUT   # noqa: E402,F401  (re-exported)
from xpixels import Screen, grab_rgb, write_png, close_to, send_wm_delete, png_rgb, pixel   # noqa: E402,F401  (re-exported)
from xinput import Input, key_event, xdotool_click, path_args   # noqa: E402,F401  (re-exported)


class Report:
    """Prints one `ok - …` / `not ok - …` line per check and counts them."""

    def __init__(self):
        """Starts with nothing passed and nothing failed."""
        self.passed = 0
        self.failed = 0

    def check(self, ok, what, value=""):
        """Prints and counts one check, with `value` (what was measured) in brackets; returns ok."""
        line = ("ok - " if ok else "not ok - ") + what
        if value != "":
            line += " (" + str(value) + ")"
        print(line, flush=True)
        if ok:
            self.passed += 1
        else:
            self.failed += 1
        return ok

    def note(self, text):
        """Prints `text` as `# ` comment lines."""
        for line in str(text).splitlines():
            print("# " + line, flush=True)


# --------------------------------------------------------------------------- processes (xprocess)

from xprocess import CHILDREN, child_setup, spawn, stop, stop_all, run, cpu_seconds, cpu_during, wait_quiet   # noqa: E402,F401  (re-exported)


# --------------------------------------------------------------------------- Xvfb

def connect(n):
    """An Xlib connection to display :n (python3-xlib)."""
    from Xlib import display as xdisplay
    return xdisplay.Display(":%d" % n)


def _lock_owner(n):
    """The pid written in /tmp/.Xn-lock, or 0."""
    try:
        with open("/tmp/.X%d-lock" % n) as f:
            return int(f.read().strip() or 0)
    except (OSError, ValueError):
        return 0


def start_xvfb(first, last, size="1280x1024x24", log=None, ready=connect, **kw):
    """Starts Xvfb on the first free display in first..last; returns (number, process, ready(n), seconds) or None.

    A display counts as free when it has neither a socket nor a lock file. Once the lock file
    names our Xvfb (a parallel run may have taken the same number a moment earlier, and then
    ours exits), `ready(n)` is tried until it returns instead of raising. Without `log`, Xvfb's
    output is discarded; `kw` goes to spawn.
    """
    if log is None:
        kw.setdefault("stdout", subprocess.DEVNULL)
        kw.setdefault("stderr", subprocess.DEVNULL)
    for n in range(first, last + 1):
        if os.path.exists("/tmp/.X11-unix/X%d" % n) or os.path.exists("/tmp/.X%d-lock" % n):
            continue
        p = spawn(["Xvfb", ":%d" % n, "-screen", "0", size, "-nolisten", "tcp"], log, **kw)
        start = time.monotonic()
        while time.monotonic() - start < 10 and p.poll() is None:
            if _lock_owner(n) != p.pid:
                time.sleep(0.02)
                continue
            try:
                return n, p, ready(n), time.monotonic() - start
            except Exception:
                time.sleep(0.05)
        stop(p)         # lost a race for this number (or it failed): try the next one
    return None


def clean_out(out, ends=(".png", ".log"), folders=()):
    """Makes the output folder `out` and removes what an earlier run left there: files ending in
    one of `ends` (all files with ends=None) and the folders named in `folders` or starting `run-`
    (every folder with folders=None)."""
    import shutil
    os.makedirs(out, exist_ok=True)
    for f in os.listdir(out):
        p = os.path.join(out, f)
        if os.path.isdir(p):
            if folders is None or f in folders or f.startswith("run-"):
                shutil.rmtree(p, ignore_errors=True)
        elif ends is None or f.endswith(tuple(ends)):
            os.remove(p)


def display(report, out, first, last, size="1280x1024x24"):
    """A private Xvfb on the first free display in first..last (its log in OUT/xvfb.log), checked
    and reported as the run's first line; returns (number, Xlib display). Abort if none starts."""
    log = os.path.join(out, "xvfb.log")
    started = start_xvfb(first, last, size=size, log=log)
    if started is None:
        raise Abort("could not start Xvfb on any display from :%d to :%d (see %s)" % (first, last, log))
    num, _xvfb, d, took = started
    report.check(True, "Xvfb :%d accepts connections" % num, "%.2f s" % took)
    if not d.has_extension("XTEST"):
        raise Abort("Xvfb :%d has no XTEST extension (keys are pressed through it)" % num)
    return num, d


# --------------------------------------------------------------------------- the app

def app_env():
    """The environment for the app (assets from the repo, no Wayland or forced video driver); Abort if no app."""
    if not os.access(APP, os.X_OK):
        raise Abort("app not found at %s (build it, or set MODAL_PROTOTYPE_BIN)" % APP)
    env = dict(os.environ)
    env.setdefault("MODAL_PROTOTYPE_ASSETS", os.path.join(REPO, "Assets"))
    for k in ("WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "GDK_SCALE"):
        env.pop(k, None)
    return env


def headless_elements(app, folder, scenario, names, latency=None, env=None, args=()):
    """Runs the app headless on `scenario` (lines) at --scale 1 with `args` (and `--latency` if
    given); returns {name: {id: (x, y, width, height)}} from the NAME.json files it wrote."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "scenario.txt")
    with open(path, "w") as f:
        f.write("\n".join(scenario + [""]))
    more = ["--latency", str(latency)] if latency is not None else []
    r = subprocess.run([app, "--headless", "--scenario", path, "--out", folder, "--scale", "1"] + more + list(args),
                       stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=60,
                       env=env, preexec_fn=child_setup())
    if r.returncode != 0:
        raise Abort("headless run exited %d: %s" % (r.returncode, r.stdout.decode(errors="replace").strip()))
    out = {}
    for name in names:
        with open(os.path.join(folder, name + ".json")) as f:
            out[name] = {e["id"]: (e["x"], e["y"], e["width"], e["height"]) for e in json.load(f)}
    return out


def centre(rect):
    """The centre (x, y) of an (x, y, width, height) rectangle."""
    x, y, w, h = rect
    return x + w / 2, y + h / 2


def window_geometry(wid, env):
    """(x, y, width, height) of window `wid` on the screen, from xdotool."""
    out = run(["xdotool", "getwindowgeometry", "--shell", str(wid)], env=env)
    kv = dict(line.split("=", 1) for line in out.split() if "=" in line)
    return int(kv["X"]), int(kv["Y"]), int(kv["WIDTH"]), int(kv["HEIGHT"])


def find_window(env, timeout=10.0):
    """Waits for the visible window 'ModalPrototype' (xdotool search --sync); returns (id, geometry) or None.

    A window found that is gone before its geometry is read (X's BadDrawable: seen once on a
    loaded machine as the app started), or one that goes while xdotool walks the window tree
    (BadWindow in X_QueryTree: seen once in CI as an app closed and the next started), is looked
    for again, within the same `timeout`.
    """
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            # Our Xvfb is private and any previous app has exited, so the title is enough.
            out = run(["xdotool", "search", "--sync", "--all", "--onlyvisible", "--name", "^ModalPrototype"],
                      timeout=max(end - time.monotonic(), 0.1), env=env)
        except subprocess.TimeoutExpired:
            return None
        except RuntimeError as e:   # xdotool exited non-zero
            if "BadWindow" not in str(e) and "BadDrawable" not in str(e):
                raise
            time.sleep(0.05)
            continue
        for wid in (int(s) for s in out.split()):
            try:
                g = window_geometry(wid, env)
            except RuntimeError:
                continue
            if g[2] > 1 and g[3] > 1:
                return wid, g
        time.sleep(0.05)
    return None


class App(ReviewState, Input, Screen):
    """The app in a window on our Xvfb, started in a run folder of its own with core dumps enabled:
    its review state (xstate), keys and pointer (xinput), screenshots (xpixels)."""

    def __init__(self, d, num, env, tag, out, args, redirect=""):
        """Launches APP with `args` on display :num; its output goes to OUT/app-TAG.log. A
        `redirect` (e.g. `2>&-`) is applied by /bin/sh, which then execs the app."""
        self.d = d
        self.tag = tag
        self.out = out
        self.report = None   # where shot_when notes a screen that never caught up (a script's Report)
        # State lines on, unless `env` turns them off (MODAL_STATE_LINES=0: a closed stderr).
        self.env = dict({"MODAL_STATE_LINES": "1"}, **dict(env, DISPLAY=":%d" % num))
        self.rundir = tempfile.mkdtemp(prefix="run-%s-" % tag, dir=out)   # cwd: any core file lands here
        self.log = os.path.join(out, "app-%s.log" % tag)
        self.started = time.monotonic()
        shell = ["/bin/sh", "-c", 'exec "$0" "$@" ' + redirect] if redirect else []
        self.p = spawn(shell + [os.path.abspath(APP)] + list(args), self.log, core=True, env=self.env, cwd=self.rundir)
        self.wid = None
        self.win = None
        self.geom = None

    def find_window(self, timeout=10.0):
        """Waits for the app's window and records it; returns seconds since the launch, or None."""
        found = find_window(self.env, timeout)
        if found is None:
            return None
        self.wid, self.geom = found
        self.win = self.d.create_resource_object("window", self.wid)
        return time.monotonic() - self.started

    def geometry(self, wid=None):
        """(x, y, width, height) of the window `wid` (default: the app's) on the screen."""
        return window_geometry(wid or self.wid, self.env)

    def alive(self):
        """Whether the app is still running."""
        return self.p.poll() is None

    def screen(self, x, y):
        """The screen point of window point (x, y)."""
        return int(round(self.geom[0] + x)), int(round(self.geom[1] + y))

    def wait_exit(self, timeout):
        """Waits up to `timeout` seconds for the app to exit; returns its status or None."""
        try:
            return self.p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return None

    def close(self, timeout=30):
        """Closes the window as a window manager does; ends the app if it has not exited within `timeout` s."""
        send_wm_delete(self.d, self.wid)
        if self.wait_exit(timeout) is None:
            stop(self.p)

    def check_no_core(self, report, how, where=False):
        """Checks no core file is in the run folder and the app was not killed by a signal."""
        cores = [f for f in os.listdir(self.rundir) if f == "core" or f.startswith("core.")]
        value = "core files: %s; exit status %s" % (cores or "none", self.p.returncode)
        if where:
            pattern = ""
            try:
                with open("/proc/sys/kernel/core_pattern") as f:
                    pattern = f.read().strip()
            except OSError:
                pass
            value += " " + ("in %s" % self.rundir if not pattern.startswith("|")
                            else "(core_pattern pipes to %s)" % pattern)
        return report.check(not cores and self.p.returncode is not None and self.p.returncode >= 0,
                            "%s: no core dump and not killed by a signal" % how, value)

    def nth_json(self, pattern, n, timeout=30):
        """The n-th file (by the number ending its name) matching `pattern` in the run folder,
        parsed, once it is there and whole; None after `timeout` s."""
        def read():
            files = sorted(glob.glob(os.path.join(self.rundir, pattern)),
                           key=lambda p: int(re.search(r"-(\d+)\.json$", p).group(1)))
            try:
                with open(files[n - 1]) as f:
                    return [json.load(f)]
            except (IndexError, ValueError):
                return None   # not there yet, or still being written
        got = poll(read, timeout)
        return got[0] if got else None

    def elements_after_c(self, n, timeout=30):
        """Presses C and returns the n-th element list it writes beside its screenshot (in the run
        folder): {id: (x, y, width, height, text)}; {} when none came within `timeout` s."""
        self.key("c")
        doc = self.nth_json("modal-prototype-*ms-*.json", n, timeout) or []
        return {e["id"]: (e["x"], e["y"], e["width"], e["height"], e.get("text")) for e in doc}

    def raw_log(self):
        """The app's output so far, state lines included ("" if unreadable)."""
        try:
            with open(self.log, errors="replace") as f:
                return f.read()
        except OSError:
            return ""

    def log_text(self):
        """The app's output so far without its review-state lines (what a person reads), stripped."""
        return "\n".join(l for l in self.raw_log().splitlines() if not l.startswith("state ")).strip()


# --------------------------------------------------------------------------- layout and state

class Layout(LayoutData):
    """The app's `--print-layout` at the options `args` (sizes in points, colours as (r, g, b))."""

    def __init__(self, args=(), env=None):
        super().__init__(json.loads(run([os.path.abspath(APP), "--print-layout"] + list(args), timeout=60,
                                        env=env or app_env(), label="--print-layout")))




# --------------------------------------------------------------------------- X: pixels, close


# --------------------------------------------------------------------------- the entry point

def run_checks(main, report, summary, label, deadline, where,
               signal_text="interrupted by signal %d", alarm_text="over %d s"):
    """Runs main() from the repo root, bounded by `deadline` seconds and signals; cleans up, summarises, exits.

    An Abort or any other exception becomes one failed check (`LABEL aborted: …` / `LABEL error: …`);
    every child is stopped; then `# WHERE; N s` and `SUMMARY: N passed, M failed`; exit status 1 on a failure.
    """
    def on_signal(signum, _frame):
        raise Abort(signal_text % signum)

    def on_alarm(_signum, _frame):
        raise Abort(alarm_text % deadline)

    os.chdir(REPO)
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, on_signal)
    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(max(deadline, 1))
    try:
        main()
    except Abort as e:
        report.check(False, "%s aborted: %s" % (label, e))
    except Exception as e:  # anything else: still report, clean up and print the summary
        report.check(False, "%s error: %s: %s" % (label, type(e).__name__, e))
    finally:
        signal.alarm(0)
        for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            signal.signal(sig, signal.SIG_IGN)
        stop_all()
    report.note("%s; %.1f s" % (where, time.monotonic() - T0))
    print("%s: %d passed, %d failed" % (summary, report.passed, report.failed), flush=True)
    sys.exit(1 if report.failed else 0)
