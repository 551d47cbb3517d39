#!/usr/bin/env python3
"""Real-window end-to-end test of modal-prototype under Xvfb (run it through scripts/window-test).

Steps:
  1. start Xvfb on a free display (:99 upward) and wait until it accepts connections;
  2. run the app headless once to learn where the buttons are (elements JSON, canvas points);
  3. launch the app in a window (--scale 1, so points are window pixels) and find its window;
  4. click and drag with xdotool like a user, grab the screen and check pixel colours;
  5. close it with WM_DELETE_WINDOW, launch it again and stop it with SIGTERM, and measure
     its CPU time while idle.

Only the Python standard library and python3-xlib are used. Screenshots (PNG, the window's
area of the screen) and logs go to $WINDOW_TEST_OUT (default /tmp/modal-window-test).
Everything is bounded: the whole run gives up after DEADLINE seconds and kills what it started.
"""

import ctypes
import json
import os
import resource
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib

from Xlib import X, display as xdisplay
from Xlib.protocol import event as xevent

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APP = os.environ.get("MODAL_PROTOTYPE_BIN") or ".build/debug/modal-prototype"
OUT = os.environ.get("WINDOW_TEST_OUT") or "/tmp/modal-window-test"

W, H = 390, 844            # canvas in points = window pixels at --scale 1
LATENCY = 2.0              # simulated request latency (s)
SHEET_ANIM = 0.5           # sheet present/dismiss (s)
HALF_WAIT = 1.2            # half modal show (0.9 s) + margin
TOL = 3                    # per-channel colour tolerance


def env_int(name, default):
    text = os.environ.get(name, "").strip()
    return int(text) if text.isdigit() else default


# Extra launch + WM_DELETE_WINDOW cycles (default none), to measure an intermittent close failure.
CLOSE_REPEAT = env_int("WINDOW_TEST_CLOSE_REPEAT", 0)
DEADLINE = env_int("WINDOW_TEST_DEADLINE", 55 + 2 * CLOSE_REPEAT)   # the whole test, seconds

ORANGE = (0xFF, 0x95, 0x00)
GREEN = (0x34, 0xC7, 0x59)
GRAY = (0x8E, 0x8E, 0x93)
DIMMED_GREEN = (26, 100, 45)   # 50 % black over GREEN

T0 = time.monotonic()


# --------------------------------------------------------------------------- reporting

class Report:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, what, value=""):
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
        for line in str(text).splitlines():
            print("# " + line, flush=True)


R = Report()


class Abort(Exception):
    """Stops the run: a signal, the global deadline, or a step nothing else can follow."""


def on_signal(signum, _frame):
    raise Abort("interrupted by signal %d" % signum)


def on_alarm(_signum, _frame):
    raise Abort("the whole test took longer than %d s" % DEADLINE)


# --------------------------------------------------------------------------- processes

CHILDREN = []   # Popen objects to kill at exit

_libc = None


def _child_setup(core=False):
    """preexec_fn: the child dies with this process (PR_SET_PDEATHSIG); core dumps enabled."""
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


def spawn(args, log, core=False, **kw):
    f = open(log, "ab")
    p = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=f, stderr=subprocess.STDOUT,
                         preexec_fn=_child_setup(core), **kw)
    f.close()
    CHILDREN.append(p)
    return p


def stop(p, grace=2.0):
    """Ends a child we started: SIGTERM, then SIGKILL after `grace` seconds."""
    if p.poll() is not None:
        return
    try:
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


def cleanup():
    for p in reversed(CHILDREN):
        stop(p)


def run(args, timeout=5.0, env=None, check=True):
    """Runs a short command; returns its stdout as text."""
    r = subprocess.run(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=timeout, env=env, preexec_fn=_child_setup())
    if check and r.returncode != 0:
        raise RuntimeError("%s exited %d: %s" % (args[0], r.returncode, r.stderr.decode(errors="replace").strip()))
    return r.stdout.decode(errors="replace")


def cpu_seconds(pid):
    """utime + stime of `pid` in seconds, from /proc/PID/stat."""
    with open("/proc/%d/stat" % pid) as f:
        stat = f.read()
    fields = stat[stat.rindex(")") + 2:].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# --------------------------------------------------------------------------- Xvfb

def start_xvfb():
    """Starts Xvfb on the first free display from :99; returns (number, process, Xlib display)."""
    for n in range(99, 160):
        if os.path.exists("/tmp/.X11-unix/X%d" % n) or os.path.exists("/tmp/.X%d-lock" % n):
            continue
        log = os.path.join(OUT, "xvfb.log")
        p = spawn(["Xvfb", ":%d" % n, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], log)
        start = time.monotonic()
        while time.monotonic() - start < 10:
            if p.poll() is not None:
                break          # lost a race for this number (or it failed): try the next one
            # Connect only once the display's lock file names our Xvfb: a parallel run may have
            # taken the same number a moment earlier, and then ours exits.
            try:
                with open("/tmp/.X%d-lock" % n) as f:
                    owner = int(f.read().strip() or 0)
            except (OSError, ValueError):
                owner = 0
            if owner != p.pid:
                time.sleep(0.02)
                continue
            try:
                d = xdisplay.Display(":%d" % n)
                return n, p, d, time.monotonic() - start
            except Exception:
                time.sleep(0.05)
        stop(p)
    raise Abort("could not start Xvfb on any display from :99 to :159 (see %s)" % os.path.join(OUT, "xvfb.log"))


# --------------------------------------------------------------------------- screenshots

def write_png(path, width, height, rgb):
    raw = bytearray()
    stride = width * 3
    for y in range(height):
        raw.append(0)
        raw += rgb[y * stride:(y + 1) * stride]

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(bytes(raw), 6)))
        f.write(chunk(b"IEND", b""))


class Shot:
    """The window's area of the screen, as RGB bytes, saved as OUT/NAME.png."""

    def __init__(self, d, geom, name):
        x, y, w, h = geom
        root = d.screen().root
        img = root.get_image(x, y, w, h, X.ZPixmap, 0xFFFFFFFF)
        data = img.data if isinstance(img.data, (bytes, bytearray)) else bytes(img.data, "latin-1")
        if img.depth != 24 or len(data) != w * h * 4:
            raise Abort("unexpected screen format: depth %d, %d bytes for %dx%d" % (img.depth, len(data), w, h))
        # Xvfb's 24-bit TrueColor: 32 bits per pixel, red 0xff0000; byte order from the server.
        if d.display.info.image_byte_order == X.LSBFirst:
            ri, gi, bi = 2, 1, 0
        else:
            ri, gi, bi = 1, 2, 3
        rgb = bytearray(w * h * 3)
        rgb[0::3] = data[ri::4]
        rgb[1::3] = data[gi::4]
        rgb[2::3] = data[bi::4]
        self.w, self.h, self.rgb = w, h, rgb
        self.name = name
        self.path = os.path.join(OUT, name + ".png")
        write_png(self.path, w, h, rgb)

    def pixel(self, x, y):
        x, y = int(round(x)), int(round(y))
        i = (y * self.w + x) * 3
        return tuple(self.rgb[i:i + 3])


def hexrgb(c):
    return "#%02X%02X%02X" % tuple(c)


def close_to(c, want, tol=TOL):
    return all(abs(a - b) <= tol for a, b in zip(c, want))


def dark(c, limit=40):
    return max(c) <= limit


def check_colour(shot, points, want, label):
    """One check: every point of `points` is `want` ± TOL."""
    got = [(p, shot.pixel(*p)) for p in points]
    ok = all(close_to(c, want) for _, c in got)
    measured = ", ".join("%s at (%d,%d)" % (hexrgb(c), p[0], p[1]) for p, c in got)
    return R.check(ok, "%s: %s is %s" % (shot.name, label, hexrgb(want)), measured)


# --------------------------------------------------------------------------- the app

def headless_elements(app_env):
    """Runs the app headless once; returns {name: {id: (x, y, width, height)}} from its elements JSON."""
    folder = os.path.join(OUT, "headless")
    os.makedirs(folder, exist_ok=True)
    x = W / 2
    y0, y1 = 0.45 * H, 0.45 * H - 200
    scenario = "\n".join([
        "# written by scripts/window_test.py: where the controls are",
        "# (no two commands share a time: the list must not depend on same-time ordering)",
        "0 elements main.json",
        "0.1 tap open-sheet",
        "1.1 elements sheet.json",
        "1.2 tap close-sheet",
        "2.2 tap toggle-half-modal",
        "3.5 elements half.json",
        "3.6 drag %g %g %g %g 0.5" % (x, y0, x, y1),
        "5.1 elements full.json",
        "5.2 end",
        "",
    ])
    path = os.path.join(folder, "scenario.txt")
    with open(path, "w") as f:
        f.write(scenario)
    r = subprocess.run([APP, "--headless", "--scenario", path, "--out", folder, "--scale", "1",
                        "--latency", str(LATENCY)], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, timeout=30, env=app_env, preexec_fn=_child_setup())
    if r.returncode != 0:
        raise Abort("headless run exited %d: %s" % (r.returncode, r.stdout.decode(errors="replace").strip()))
    out = {}
    for name in ("main", "sheet", "half", "full"):
        with open(os.path.join(folder, name + ".json")) as f:
            out[name] = {e["id"]: (e["x"], e["y"], e["width"], e["height"]) for e in json.load(f)}
    return out


def centre(rect):
    x, y, w, h = rect
    return x + w / 2, y + h / 2


class App:
    def __init__(self, d, disp_num, app_env, tag):
        self.d = d
        self.tag = tag
        self.rundir = tempfile.mkdtemp(prefix="run-%s-" % tag, dir=OUT)   # cwd: any core file lands here
        env = dict(app_env, DISPLAY=":%d" % disp_num)
        self.log = os.path.join(OUT, "app-%s.log" % tag)
        self.started = time.monotonic()
        self.p = spawn([os.path.abspath(APP), "--scale", "1", "--latency", str(LATENCY)], self.log, core=True,
                       env=env, cwd=self.rundir)
        self.env = env
        self.wid = None
        self.geom = None

    def find_window(self, timeout=10.0):
        """Waits for the app's window (xdotool search --sync); returns seconds it took."""
        try:
            # Our Xvfb is private and the previous app has exited, so the title is enough.
            out = run(["xdotool", "search", "--sync", "--all", "--onlyvisible", "--name", "^ModalPrototype$"],
                      timeout=timeout, env=self.env)
        except subprocess.TimeoutExpired:
            return None
        ids = [int(s) for s in out.split()]
        for wid in ids:
            g = self.geometry(wid)
            if g[2] > 1 and g[3] > 1:
                self.wid, self.geom = wid, g
                break
        return time.monotonic() - self.started if self.wid else None

    def geometry(self, wid):
        out = run(["xdotool", "getwindowgeometry", "--shell", str(wid)], env=self.env)
        kv = dict(line.split("=", 1) for line in out.split() if "=" in line)
        return int(kv["X"]), int(kv["Y"]), int(kv["WIDTH"]), int(kv["HEIGHT"])

    def shot(self, name):
        return Shot(self.d, self.geom, name)

    def screen(self, x, y):
        return int(round(self.geom[0] + x)), int(round(self.geom[1] + y))

    def click(self, x, y):
        sx, sy = self.screen(x, y)
        run(["xdotool", "mousemove", str(sx), str(sy), "sleep", "0.05",
             "mousedown", "1", "sleep", "0.05", "mouseup", "1"], env=self.env)

    def drag(self, x, y0, y1, steps=10, pause=0.04):
        args = ["xdotool"]
        sx, sy = self.screen(x, y0)
        args += ["mousemove", str(sx), str(sy), "sleep", "0.1", "mousedown", "1", "sleep", "0.1"]
        for i in range(1, steps + 1):
            sx, sy = self.screen(x, y0 + (y1 - y0) * i / steps)
            args += ["mousemove", str(sx), str(sy), "sleep", str(pause)]
        args += ["mouseup", "1"]
        run(args, timeout=10, env=self.env)

    def wait_for(self, predicate, name, timeout):
        """Screenshots until predicate(shot) holds; returns (shot, seconds) or (last shot, None)."""
        start = time.monotonic()
        while True:
            s = self.shot(name)
            if predicate(s):
                return s, time.monotonic() - start
            if time.monotonic() - start > timeout:
                return s, None
            time.sleep(0.05)

    def idle_cpu(self, label, seconds=3.0):
        """Checks the app's CPU time grows by less than 0.05 s over `seconds` of nothing moving."""
        a = cpu_seconds(self.p.pid)
        time.sleep(seconds)
        b = cpu_seconds(self.p.pid)
        R.check(b - a < 0.05, "idle CPU %s: CPU time grew < 0.05 s over %.0f s" % (label, seconds),
                "%.2f s" % (b - a))

    def wait_exit(self, timeout):
        try:
            return self.p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return None

    def check_no_core(self, how):
        cores = [f for f in os.listdir(self.rundir) if f == "core" or f.startswith("core.")]
        pattern = ""
        try:
            with open("/proc/sys/kernel/core_pattern") as f:
                pattern = f.read().strip()
        except OSError:
            pass
        where = "in %s" % self.rundir if not pattern.startswith("|") else "(core_pattern pipes to %s)" % pattern
        R.check(not cores and self.p.returncode is not None and self.p.returncode >= 0,
                "%s: no core dump and not killed by a signal" % how,
                "core files: %s; exit status %s %s" % (cores or "none", self.p.returncode, where))

    def log_text(self):
        try:
            with open(self.log, errors="replace") as f:
                return f.read().strip()
        except OSError:
            return ""


def send_wm_delete(d, wid, report=True):
    """Sends WM_PROTOCOLS / WM_DELETE_WINDOW to the window, as a window manager's close button does."""
    win = d.create_resource_object("window", wid)
    wm_protocols = d.intern_atom("WM_PROTOCOLS")
    wm_delete = d.intern_atom("WM_DELETE_WINDOW")
    if report:
        protocols = win.get_wm_protocols() or []
        names = [d.get_atom_name(a) for a in protocols]
        R.check(wm_delete in protocols, "window lists WM_DELETE_WINDOW in WM_PROTOCOLS", ", ".join(names) or "none")
    ev = xevent.ClientMessage(window=win, client_type=wm_protocols,
                              data=(32, [wm_delete, X.CurrentTime, 0, 0, 0]))
    win.send_event(ev, event_mask=X.NoEventMask)
    d.sync()


# --------------------------------------------------------------------------- the test

def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        if f.endswith(".png") or f.endswith(".log"):
            os.remove(os.path.join(OUT, f))
        elif f.startswith("run-") or f == "headless":
            shutil.rmtree(os.path.join(OUT, f), ignore_errors=True)
    if not os.access(APP, os.X_OK):
        raise Abort("app not found at %s (build it, or set MODAL_PROTOTYPE_BIN)" % APP)
    app_env = dict(os.environ)
    app_env.setdefault("MODAL_PROTOTYPE_ASSETS", os.path.join(REPO, "Assets"))
    for k in ("WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "GDK_SCALE"):
        app_env.pop(k, None)

    num, xvfb, d, took = start_xvfb()
    R.check(True, "Xvfb :%d accepts connections" % num, "%.2f s" % took)

    el = headless_elements(app_env)
    main_el, sheet_el, half_el, full_el = el["main"], el["sheet"], el["half"], el["full"]
    for need, where in (("open-sheet", main_el), ("toggle-half-modal", main_el), ("start-request", sheet_el),
                        ("sheet", sheet_el), ("half-modal", half_el), ("half-modal", full_el)):
        if need not in where:
            raise Abort("headless element list lacks %s (%s)" % (need, where))
    R.note("headless: open-sheet %s, toggle-half-modal %s, sheet %s, start-request %s, half top %g, full top %g"
           % (main_el["open-sheet"], main_el["toggle-half-modal"], sheet_el["sheet"], sheet_el["start-request"],
              half_el["half-modal"][1], full_el["half-modal"][1]))

    # ---- first launch: sheet, loading cover, half modal, then WM_DELETE_WINDOW
    app = App(d, num, app_env, "1")
    took = app.find_window()
    if not R.check(took is not None, "window 'ModalPrototype' appears", "%.2f s" % took if took else "none in 10 s"):
        raise Abort("no window; app log: " + app.log_text())
    R.check(app.geom[2:] == (W, H), "window is %dx%d at --scale 1" % (W, H),
            "%dx%d at +%d+%d, id 0x%x" % (app.geom[2], app.geom[3], app.geom[0], app.geom[1], app.wid))

    probes_main = [(40, 20), (W - 40, 20), (40, H - 40)]
    s, took = app.wait_for(lambda s: all(close_to(s.pixel(*p), ORANGE) for p in probes_main), "01-main", 5)
    check_colour(s, probes_main, ORANGE, "main view")

    app.idle_cpu("at the main view")

    # Sheet.
    sx, sy, sw, sh = sheet_el["sheet"]
    sheet_probes = [(sx + 40, sy + 150), (sx + sw - 40, sy + sh / 2 + 60)]
    app.click(*centre(main_el["open-sheet"]))
    time.sleep(SHEET_ANIM + 0.4)
    s = app.shot("02-sheet")
    check_colour(s, sheet_probes, GREEN, "sheet")
    above = [(W / 2, 20), (20, 20)]
    got = [s.pixel(*p) for p in above]
    R.check(all(dark(c) for c in got), "02-sheet: above the sheet (y=20) is black/dark",
            ", ".join("%s at (%d,%d)" % (hexrgb(c), p[0], p[1]) for p, c in zip(above, got)))

    # Loading cover.
    app.click(*centre(sheet_el["start-request"]))
    clicked = time.monotonic()
    time.sleep(0.3)
    s = app.shot("03-loading")
    after = time.monotonic() - clicked
    check_colour(s, sheet_probes, DIMMED_GREEN, "sheet under the loading cover (50 % black)")
    R.note("03-loading taken %.2f s after the click" % after)

    # The request ends (success): the sheet goes away, the main view is back.
    # Poll until the sheet has (nearly) left, then let the dismissal finish before judging and
    # before the next click (presses during a transition are not for the main view).
    gone = probes_main + sheet_probes + [(W / 2, H - 3)]
    s, took = app.wait_for(lambda s: all(close_to(s.pixel(*p), ORANGE, 12) for p in gone),
                           "04-after-request", LATENCY + SHEET_ANIM + 3)
    since = time.monotonic() - clicked
    R.check(took is not None and LATENCY - 0.1 <= since <= LATENCY + SHEET_ANIM + 1.5,
            "sheet dismissed about %.1f s (latency) after 通信開始" % LATENCY,
            "main view back %.2f s after the click" % since if took is not None else "not back after %.1f s" % since)
    time.sleep(max(0.0, clicked + LATENCY + SHEET_ANIM + 0.4 - time.monotonic()))
    s = app.shot("04-after-request")
    check_colour(s, gone, ORANGE, "main view after the request")

    # Half modal.
    app.click(*centre(main_el["toggle-half-modal"]))
    time.sleep(HALF_WAIT)
    s = app.shot("05-half")
    check_colour(s, [(60, 0.5 * H), (W - 60, 0.5 * H)], GRAY, "half modal at y=0.5h")
    check_colour(s, [(60, 0.3 * H), (W - 60, 0.3 * H)], ORANGE, "main view at y=0.3h")

    # Drag it up ~200 pt: seed profile goes full past 100 pt.
    app.drag(W / 2, 0.45 * H, 0.45 * H - 200)
    time.sleep(HALF_WAIT)
    s = app.shot("06-full")
    check_colour(s, [(60, 0.1 * H), (W - 60, 0.1 * H), (60, 0.5 * H)], GRAY, "half modal dragged full, y=0.1h")
    c = s.pixel(60, 0.05 * H - 12)
    R.check(not close_to(c, GRAY, 10), "06-full: above the full card (y=0.05h-12) is not the card",
            "%s at (60,%d)" % (hexrgb(c), 0.05 * H - 12))

    app.idle_cpu("with the full half modal")

    # Close like a window manager's close button.
    send_wm_delete(d, app.wid)
    start = time.monotonic()
    rc = app.wait_exit(5)
    R.check(rc == 0, "WM_DELETE_WINDOW: app exits with status 0 within 5 s",
            "status %s after %.2f s" % (rc, time.monotonic() - start) if rc is not None else "still running after 5 s")
    if rc is None:
        stop(app.p)
    app.check_no_core("WM_DELETE_WINDOW")
    if app.log_text():
        R.note("app-1 output:\n" + app.log_text())

    # ---- second launch: SIGTERM
    app2 = App(d, num, app_env, "2")
    took = app2.find_window()
    if R.check(took is not None, "second launch: window appears", "%.2f s" % took if took else "none in 10 s"):
        s, _ = app2.wait_for(lambda s: all(close_to(s.pixel(*p), ORANGE) for p in probes_main), "07-relaunch", 5)
        check_colour(s, probes_main, ORANGE, "main view")
    app2.p.send_signal(signal.SIGTERM)
    start = time.monotonic()
    rc = app2.wait_exit(5)
    R.check(rc == 0, "SIGTERM: app exits with status 0 within 5 s",
            "status %s after %.2f s" % (rc, time.monotonic() - start) if rc is not None else "still running after 5 s")
    if rc is None:
        stop(app2.p)
    app2.check_no_core("SIGTERM")
    if app2.log_text():
        R.note("app-2 output:\n" + app2.log_text())

    # ---- optional: many more WM_DELETE_WINDOW closes (WINDOW_TEST_CLOSE_REPEAT=N)
    if CLOSE_REPEAT > 0:
        bad = []
        for i in range(1, CLOSE_REPEAT + 1):
            a = App(d, num, app_env, "close-%d" % i)
            if a.find_window() is None:
                bad.append("#%d no window" % i)
                stop(a.p)
                continue
            time.sleep(0.2)
            send_wm_delete(d, a.wid, report=False)
            rc = a.wait_exit(5)
            if rc is None:
                stop(a.p)
            if rc != 0:
                first = (a.log_text().splitlines() or [""])[0]
                bad.append("#%d status %s%s" % (i, rc if rc is not None else "none (hung)",
                                                 ": " + first if first else ""))
        R.check(not bad, "WM_DELETE_WINDOW %d more times: every close exits with status 0" % CLOSE_REPEAT,
                "%d of %d failed%s" % (len(bad), CLOSE_REPEAT, "; " + "; ".join(bad[:5]) if bad else ""))


def entry():
    os.chdir(REPO)
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, on_signal)
    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(max(DEADLINE, 1))
    try:
        main()
    except Abort as e:
        R.check(False, "window test aborted: %s" % e)
    except Exception as e:  # anything else: still report, clean up and print the summary
        R.check(False, "window test error: %s: %s" % (type(e).__name__, e))
    finally:
        signal.alarm(0)
        for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            signal.signal(sig, signal.SIG_IGN)
        cleanup()
    R.note("screenshots in %s; %.1f s" % (OUT, time.monotonic() - T0))
    print("window-test: %d passed, %d failed" % (R.passed, R.failed), flush=True)
    sys.exit(1 if R.failed else 0)


if __name__ == "__main__":
    entry()
