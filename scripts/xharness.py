"""Shared helpers for the scripts that drive modal-prototype in a real window under Xvfb.

Used by every window test and scripts/bench.py: the ok / not ok report, children that die with
this process, Xvfb on a free display, the app's window, the app's layout and palette (read from
`--print-layout`, never repeated here), waiting on the app's review state (the state lines it
prints with MODAL_STATE_LINES=1), keys through XTest, CPU time from /proc, screen pixels and PNG
screenshots, WM_DELETE_WINDOW, and the run-bound-and-summarise entry point of the window tests.

Only the Python standard library, plus python3-xlib for the functions that talk X directly
(imported there, so scripts/bench.py, which does not use them, does not need it).
"""

import ctypes
import json
import os
import resource
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APP = os.environ.get("MODAL_PROTOTYPE_BIN") or ".build/debug/modal-prototype"
T0 = time.monotonic()
CHILDREN = []   # Popen objects that stop_all ends


# --------------------------------------------------------------------------- reporting

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xpixels import Abort   # noqa: E402  (stops the run: a signal, the deadline, a step nothing can follow)
from xstate import ReviewState, LayoutData, colour, parse_state, env_int, STATE_TIMEOUT   # noqa: E402,F401  (re-exported)


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


# --------------------------------------------------------------------------- processes

def child_setup(core=False):
    """A preexec_fn: the child dies with this process (PR_SET_PDEATHSIG); core dumps enabled if `core`."""
    def setup():
        try:
            libc = ctypes.CDLL("libc.so.6", use_errno=True)
            libc.prctl(1, signal.SIGTERM, 0, 0, 0)   # PR_SET_PDEATHSIG (TERM: Xvfb removes its lock)
        except OSError:
            pass
        if core:
            try:
                _soft, hard = resource.getrlimit(resource.RLIMIT_CORE)
                want = 1 << 30 if hard == resource.RLIM_INFINITY else min(hard, 1 << 30)
                resource.setrlimit(resource.RLIMIT_CORE, (want, hard))
            except (ValueError, OSError):
                pass
    return setup


def spawn(args, log=None, core=False, die_with_us=True, **kw):
    """Starts a child, output appended to `log` if given, and records it for stop_all."""
    if die_with_us:
        kw.setdefault("preexec_fn", child_setup(core))
    if log is None:
        p = subprocess.Popen(args, stdin=subprocess.DEVNULL, **kw)
    else:
        with open(log, "ab") as f:
            p = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=f, stderr=subprocess.STDOUT, **kw)
    CHILDREN.append(p)
    return p


def stop(p, grace=2.0):
    """Ends a child we started: SIGCONT (if stopped) and SIGTERM, then SIGKILL after `grace` seconds."""
    if p.poll() is None:
        try:
            os.kill(p.pid, signal.SIGCONT)
            p.terminate()
            p.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            p.kill()
            try:
                p.wait(timeout=2)
            except subprocess.TimeoutExpired:
                pass
        except OSError:
            pass
    if p in CHILDREN:
        CHILDREN.remove(p)


def stop_all(grace=2.0):
    """Ends every child spawn started and that is still recorded, the latest first."""
    for p in reversed(list(CHILDREN)):
        stop(p, grace)


def run(args, timeout=5.0, env=None, check=True, label=None):
    """Runs a short command and returns its stdout as text; with `check`, a failure raises RuntimeError."""
    r = subprocess.run(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=timeout, env=env, preexec_fn=child_setup())
    if check and r.returncode != 0:
        raise RuntimeError("%s exited %d: %s" % (label or args[0], r.returncode,
                                                 r.stderr.decode(errors="replace").strip()))
    return r.stdout.decode(errors="replace")


def cpu_seconds(pid):
    """utime + stime of `pid` in seconds, from /proc/PID/stat."""
    with open("/proc/%d/stat" % pid) as f:
        stat = f.read()
    fields = stat[stat.rindex(")") + 2:].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cpu_during(pid, seconds):
    """The CPU seconds `pid` uses while this process sleeps for `seconds`."""
    a = cpu_seconds(pid)
    time.sleep(seconds)
    return cpu_seconds(pid) - a


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


def headless_elements(app, folder, scenario, names, latency, env=None):
    """Runs the app headless on `scenario` (lines); returns {name: {id: (x, y, width, height)}} from NAME.json."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "scenario.txt")
    with open(path, "w") as f:
        f.write("\n".join(scenario + [""]))
    r = subprocess.run([app, "--headless", "--scenario", path, "--out", folder, "--scale", "1",
                        "--latency", str(latency)], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, timeout=30, env=env, preexec_fn=child_setup())
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
    """Waits for the visible window 'ModalPrototype' (xdotool search --sync); returns (id, geometry) or None."""
    try:
        # Our Xvfb is private and any previous app has exited, so the title is enough.
        out = run(["xdotool", "search", "--sync", "--all", "--onlyvisible", "--name", "^ModalPrototype"],
                  timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return None
    for wid in (int(s) for s in out.split()):
        g = window_geometry(wid, env)
        if g[2] > 1 and g[3] > 1:
            return wid, g
    return None


def xdotool_click(env, sx, sy):
    """Clicks button 1 at screen point (sx, sy) with xdotool."""
    run(["xdotool", "mousemove", str(sx), str(sy), "sleep", "0.05",
         "mousedown", "1", "sleep", "0.05", "mouseup", "1"], env=env)


class App(ReviewState):
    """The app in a window on our Xvfb, started in a run folder of its own with core dumps enabled."""

    def __init__(self, d, num, env, tag, out, args):
        """Launches APP with `args` on display :num; its output goes to OUT/app-TAG.log."""
        self.d = d
        self.tag = tag
        self.env = dict(env, DISPLAY=":%d" % num, MODAL_STATE_LINES="1")
        self.rundir = tempfile.mkdtemp(prefix="run-%s-" % tag, dir=out)   # cwd: any core file lands here
        self.log = os.path.join(out, "app-%s.log" % tag)
        self.started = time.monotonic()
        self.p = spawn([os.path.abspath(APP)] + list(args), self.log, core=True, env=self.env, cwd=self.rundir)
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

    def key(self, name, done=None, what=None):
        """Presses the key `name` once, after the window has the keyboard focus (waited on its
        state line); with `done`, waits until a later state satisfies it and returns that state.
        A toggle is never pressed twice: a press that is slow to show is waited for, not repeated.
        """
        if self.state().get("focus") != 1:
            self.focus()
        start = self.mark()
        key_event(self.d, self.win, name)
        if done is not None:
            return self.wait_state(done, what or "the state after the key %s" % name, after=start)
        return None

    def focus(self):
        """Gives the window the keyboard focus and waits until its state line says it has it."""
        from Xlib import X
        self.win.set_input_focus(X.RevertToParent, X.CurrentTime)
        self.d.sync()
        return self.wait_state(lambda s: s.get("focus") == 1, "the window's keyboard focus")

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

from xpixels import grab_rgb, write_png, close_to, send_wm_delete, key_event, png_rgb   # noqa: E402,F401  (re-exported)

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
