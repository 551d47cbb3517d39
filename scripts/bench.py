#!/usr/bin/env python3
"""The benchmark run behind scripts/bench: measures, prints a table, writes bench/results.json.

    python3 scripts/bench.py PATH/TO/release/modal-prototype

1. Frame cost, the whole studio window's frame, core throughput and headless export run inside
   the app (`modal-prototype bench`, Sources/ModalPrototype/Diagnostics/Benchmark.swift),
   headless and in a window under Xvfb.
2. Idle cost: the app's utime + stime (/proc/PID/stat) over 10 s of an open window with nothing
   moving, then over 10 s with only the loading spinner moving (sheet opened and request started
   with xdotool clicks at the positions a headless run reports; --latency 60 keeps the cover up).
3. Start-up: CLOCK_MONOTONIC from just before launch (passed in MODAL_LAUNCH_NS) to the end of
   the first present (the app's --log-startup says which: SDL_RenderPresent, or on X11 its
   software first frame's XPutImage + XSync), for the app and for a minimal C SDL2 program
   written and compiled here (same window flags, the app's first window size read from its
   `window-size:` line, same renderer request: no vsync), alternating runs; medians.
4. Memory: resident set (VmRSS) of the app's window and of the C program's (a window of the app's
   size), open side by side, each idle after at least 30 presented frames (the app animates its
   half modal, the C program presents 30 cleared frames); medians of three readings. The same
   against a C program that draws a blended triangle and a streamed texture each frame
   (scripts/bench_drawing.py): `rss_ratio_window_drawing`, the goal; the clear-only one is a row.
5. Recording from the window: review seconds recorded per wall second of a 3 s window scenario
   with --record or --gif: two and three phones at ×2, one at ×1, the whole studio window at ×1
   (--record-studio) (scripts/bench_recording.py).
6. `measure` against playback: seconds of a 10 s 60 fps 1170×2532 H.264 clip (made once per run
   with the app's headless --video) per wall second of `measure --reference`, and its peak
   memory; a report page against a headless run writing nothing (scripts/bench_headless.py).

Each part runs once a round, for three rounds (BENCH_RUNS; at least three for results.json): a
goal's figure is the worst of its three runs, beside their median and every run
(scripts/bench_goals.py). results.json records its provenance (git commit, whether the tree had
changes, date, machine), each part's seconds per round (`bench_part_seconds`) and `goals`: each
goal key with its bound, worst value, median, runs and whether it was met; the goal table in
docs/BENCHMARKS.md is written again from it (scripts/bench_report.py).

Only the Python standard library, Xvfb, xdotool, ImageMagick's `import` and ffprobe are used.
Everything started here is stopped on exit; scripts/bench bounds the whole run to 15 minutes.
"""

import datetime
import json
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True   # no scripts/__pycache__ in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402  (shared with window_test.py and window_faults.py)
from xharness import REPO, stop   # noqa: E402
import bench_recording   # noqa: E402  (the window_record_realtime_* figures)
from bench_drawing import build_baseline, memory_drawing   # noqa: E402  (the C baselines)
import bench_goals   # noqa: E402  (the goals; three runs of each folded into one figure)
import bench_headless   # noqa: E402  (measure_realtime_ratio, measure_peak_mb, report_seconds_ratio)

QUICK = os.environ.get("BENCH_QUICK") == "1"
# BENCH_PARTS=startup,memory,...: only those parts, printed as JSON, results.json untouched.
PARTS = [p for p in os.environ.get("BENCH_PARTS", "").split(",") if p]
KNOWN_PARTS = ("in-app", "idle", "startup", "memory", "recording", "measure", "report")
if any(p not in KNOWN_PARTS for p in PARTS):
    sys.exit("bench: BENCH_PARTS: unknown part '%s' (expected %s)"
             % (next(p for p in PARTS if p not in KNOWN_PARTS), ", ".join(KNOWN_PARTS)))
# BENCH_RUNS=N: rounds (each part once a round); at least bench_goals.RUNS for bench/results.json.
RUNS = int(os.environ.get("BENCH_RUNS") or bench_goals.RUNS)
if RUNS < 1 or (RUNS < bench_goals.RUNS and not PARTS):
    sys.exit("bench: BENCH_RUNS=%d: bench/results.json takes at least %d runs of each goal (fewer only with "
             "BENCH_PARTS)" % (RUNS, bench_goals.RUNS))
CLIP_SECONDS = 4.0 if QUICK else 10.0   # the clip measure_realtime_ratio reads
IDLE_SECONDS = 3.0 if QUICK else 10.0
STARTUP_RUNS = 3 if QUICK else 15   # alternating launches: this machine's launches vary by ±20 %
W, H = 390, 844

TMP = tempfile.mkdtemp(prefix="modal-bench-")


def log(text):
    print("bench: " + text, file=sys.stderr, flush=True)


def spawn(args, **kw):
    """Starts a child in a session of its own, as launched from a shell (no preexec_fn: start-up is timed)."""
    return xh.spawn(args, die_with_us=False, start_new_session=True, **kw)


def cleanup():
    """Stops every child still running and removes the scratch folder."""
    xh.stop_all(grace=1.0)
    shutil.rmtree(TMP, ignore_errors=True)


def on_signal(signum, _frame):
    """Cleans up and exits 128 + the signal's number."""
    cleanup()
    sys.exit(128 + signum)


def run(args, timeout=30, env=None):
    """Runs a command and returns its stdout; a failure raises RuntimeError naming the whole command."""
    return xh.run(args, timeout=timeout, env=env, label=" ".join(args))


# --------------------------------------------------------------------------- machine

# --------------------------------------------------------------------------- Xvfb

def start_xvfb():
    """Xvfb on the first free display from :150 (tall enough for a ×3 phone window, wide enough for
    the studio of three phones at ×2: 3068×2012); returns (env, process)."""
    def ready(n):
        if not os.path.exists("/tmp/.X11-unix/X%d" % n):
            raise RuntimeError("no socket yet")
        env = dict(os.environ, DISPLAY=":%d" % n)
        env.pop("WAYLAND_DISPLAY", None)
        run(["xdotool", "getmouselocation"], timeout=5, env=env)
        return env

    started = xh.start_xvfb(150, 199, "3200x2600x24", ready=ready, die_with_us=False, start_new_session=True)
    if started is None:
        raise RuntimeError("could not start Xvfb on any display from :150 to :199")
    n, p, env, _took = started
    hold_x_connection(n)
    return env, p


X_HOLD = []   # the open connection of hold_x_connection


def hold_x_connection(n):
    """Keeps one client connected to Xvfb :n for the whole run. Xvfb resets itself each time its
    last client leaves, and a window opened during the reset fails ("x11 not available"): the
    benchmark opens and closes windows back to back (the studio after the phone windows, one
    launch after another)."""
    import socket
    import struct
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(5)
    s.connect("/tmp/.X11-unix/X%d" % n)
    # The connection setup: little-endian, protocol 11.0, no authorisation.
    s.sendall(b"l\0" + struct.pack("<HHHH", 11, 0, 0, 0) + b"\0\0")
    if s.recv(1) != b"\x01":
        raise RuntimeError("Xvfb :%d refused a connection" % n)
    X_HOLD.append(s)


def find_window(env, timeout=15.0):
    """The screen position (x, y) of the app's window; RuntimeError if none appears."""
    found = xh.find_window(env, timeout)
    if found is None:
        raise RuntimeError("no ModalPrototype window")
    return found[1][:2]


def screen_pixel(env, x, y):
    out = run(["import", "-window", "root", "-crop", "1x1+%d+%d" % (x, y), "-depth", "8", "txt:-"], env=env)
    # "0,0: (26,100,45)  #1A642D  srgb(26,100,45)"
    values = out.splitlines()[-1].split("(", 1)[1].split(")", 1)[0].split(",")
    return tuple(int(float(v)) for v in values[:3])


# --------------------------------------------------------------------------- in-app figures

def in_app(app, env):
    out = os.path.join(TMP, "in-app.json")
    args = [app, "bench", "--only", "frame,window,studio,core,export", "--json", out] + (["--quick"] if QUICK else [])
    log("frame cost, studio frame, core throughput, export (modal-prototype bench)")
    r = subprocess.run(args, stdin=subprocess.DEVNULL, env=env, timeout=240)
    if r.returncode != 0:
        raise RuntimeError("modal-prototype bench exited %d" % r.returncode)
    with open(out) as f:
        return json.load(f)


# --------------------------------------------------------------------------- idle and spinner

def headless_elements(app):
    """Where the controls' centres are, from a headless run: {"main"|"sheet": {id: (x, y)}}."""
    scenario = ["0 elements main.json", "0.1 tap open-sheet", "1.1 elements sheet.json", "1.2 end"]
    rects = xh.headless_elements(app, os.path.join(TMP, "elements"), scenario, ("main", "sheet"), 60)
    return {name: {k: xh.centre(r) for k, r in found.items()} for name, found in rects.items()}


def idle_costs(app, env, shared):
    """Idle and spinner CPU of the open window; the controls' positions are found once (`shared`)."""
    if "elements" not in shared:
        shared["elements"] = headless_elements(app)
    elements = shared["elements"]
    p = spawn([app, "--scale", "1", "--latency", "60"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wx, wy = find_window(env)

        def click(x, y):
            xh.xdotool_click(env, int(wx + x), int(wy + y))

        time.sleep(1.0)
        log("idle CPU over %.0f s" % IDLE_SECONDS)
        idle = xh.cpu_during(p.pid, IDLE_SECONDS) / IDLE_SECONDS

        click(*elements["main"]["open-sheet"])
        time.sleep(1.0)
        click(*elements["sheet"]["start-request"])
        time.sleep(0.5)
        # The loading cover: 50 % black over the sheet's green.
        covered = screen_pixel(env, wx + 100, wy + 300)
        ok = xh.close_to(covered, (26, 100, 45), 4)
        log("spinner CPU over %.0f s (cover %s)" % (IDLE_SECONDS, "up" if ok else "NOT up: %s" % (covered,)))
        spinner = xh.cpu_during(p.pid, IDLE_SECONDS) / IDLE_SECONDS
        return {"idle_cpu_s_per_s": idle, "spinner_cpu_s_per_s": spinner, "spinner_cover_verified": ok,
                "idle_window_seconds": IDLE_SECONDS}
    finally:
        stop(p)


# --------------------------------------------------------------------------- start-up

def first_frame_ms(args, env, timeout=20.0, lines=None):
    """Launches `args`, returns the first-frame-ms it prints, stops it; with `lines` (a dict),
    also keeps the other `name: value` lines printed before it."""
    env = dict(env)
    env["MODAL_LAUNCH_NS"] = str(time.monotonic_ns())
    p = spawn(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        buffer = b""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ready, _, _ = select.select([p.stderr], [], [], 0.2)
            if ready:
                chunk = os.read(p.stderr.fileno(), 4096)
                if not chunk:
                    break
                buffer += chunk
                for line in buffer.decode(errors="replace").splitlines():
                    if line.startswith("first-frame-ms:"):
                        return float(line.split(":", 1)[1])
                    if lines is not None and ": " in line:
                        name, value = line.split(": ", 1)
                        lines[name] = value
        raise RuntimeError("%s printed no first-frame-ms: %s" % (args[0], buffer.decode(errors="replace")))
    finally:
        stop(p)


def startup(app, env, baseline, cc):
    log("start-up: %d launches each of the app and the C baseline (%s)" % (STARTUP_RUNS, cc))
    app_ms, c_ms = [], []
    # One unmeasured launch each first: the file cache then holds both programs and the fonts.
    # The app's says how big its first window is; the baseline opens one of that size.
    said = {}
    first_frame_ms([app, "--scale", "1", "--log-startup"], env, lines=said)
    env = dict(env, MODAL_BASELINE_SIZE=said.get("window-size", "390x844"))
    first_frame_ms([baseline], env)
    for _ in range(STARTUP_RUNS):
        app_ms.append(first_frame_ms([app, "--scale", "1", "--log-startup"], env))
        c_ms.append(first_frame_ms([baseline], env))
    a, c = statistics.median(app_ms), statistics.median(c_ms)
    return {"startup_app_ms": a, "startup_baseline_c_ms": c, "startup_ratio": a / c,
            "baseline_window_size": env["MODAL_BASELINE_SIZE"], "startup_app_first_frame_path": said.get("first-frame-path"),
            "startup_app_runs_ms": app_ms, "startup_baseline_c_runs_ms": c_ms, "startup_runs": STARTUP_RUNS}


# --------------------------------------------------------------------------- memory

def rss_kib(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS for %d" % pid)


def side_by_side_rss(app, baseline, env, size):
    """Medians of three VmRSS readings (KiB) of the app's idle window and of a C baseline's (a
    window of `size`, "WxH", 30 frames), open at the same time: (app, baseline)."""
    c = spawn([baseline, "30"], env=dict(env, MODAL_BASELINE_SIZE=size), stdout=subprocess.DEVNULL,
              stderr=subprocess.DEVNULL)
    a = spawn([app, "--scale", "1"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        find_window(env)
        time.sleep(0.5)
        # H: the half modal slides up for 0.9 s, about 54 frames at 60 fps; then nothing moves.
        run(["xdotool", "key", "h"], env=env)
        time.sleep(2.5)
        apps, cs = [], []
        for _ in range(3):
            apps.append(rss_kib(a.pid))
            cs.append(rss_kib(c.pid))
            time.sleep(0.3)
        return statistics.median(apps), statistics.median(cs)
    finally:
        stop(a)
        stop(c)


def memory(app, baseline, env, size):
    """VmRSS of the app's idle window over the clear-only C baseline's (`side_by_side_rss`)."""
    log("memory: app window and C baseline side by side, idle after 30+ frames")
    am, cm = side_by_side_rss(app, baseline, env, size)
    return {"rss_app_window_mib": am / 1024, "rss_baseline_c_window_mib": cm / 1024, "rss_ratio_window": am / cm}


# --------------------------------------------------------------------------- report

from bench_report import provenance, machine, table, write_docs_table, GOALS, fmt   # noqa: E402,F401
from bench_goals import goals, merge_rounds   # noqa: E402


def one_round(app, env, baseline, cc, wanted, shared, seconds):
    """One run of each wanted part: a results dictionary; each part's seconds appended to
    `seconds` (part: list). `shared` holds what is made once per bench run (the idle test's
    element positions, the clip `measure` reads)."""
    r = {}

    def part(name, body):
        began = time.monotonic()
        r.update(body())
        seconds.setdefault(name, []).append(round(time.monotonic() - began, 1))

    if wanted("in-app"):
        part("in-app", lambda: in_app(app, env))
    if wanted("idle"):
        part("idle", lambda: idle_costs(app, env, shared))
    if wanted("startup") or wanted("memory"):
        part("startup", lambda: startup(app, env, baseline, cc))
    if wanted("memory"):
        size = r["baseline_window_size"]
        part("memory", lambda: dict(memory(app, baseline, env, size),
                                    **memory_drawing(app, env, size, TMP, run, side_by_side_rss, log)))
    if wanted("recording"):
        log("recording from the window: a 3 s scenario, review seconds per wall second")
        part("recording", lambda: bench_recording.measure(app, env, TMP, log=log))
    if wanted("measure"):
        if "clip" not in shared:
            shared["clip"] = bench_headless.make_clip(app, env, TMP, seconds=CLIP_SECONDS, log=log)
        log("measure: clip seconds per wall second, peak memory")
        part("measure", lambda: bench_headless.measure_once(app, env, shared["clip"][0], shared["clip"][1], TMP))
    if wanted("report"):
        log("report: --report of a 10 s two-phone review against the review writing nothing")
        part("report", lambda: bench_headless.report_once(app, env, TMP))
    return r


def main():
    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    app = os.path.abspath(sys.argv[1])
    began = time.monotonic()
    results = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
               "machine": machine(), "quick": QUICK}
    results.update(provenance())
    rounds, seconds = [], {}
    try:
        env, _ = start_xvfb()
        env["MODAL_PROTOTYPE_ASSETS"] = os.path.join(REPO, "Assets")

        def wanted(part):
            return not PARTS or part in PARTS
        baseline, cc = build_baseline(TMP, run)
        shared = {}
        for k in range(RUNS):
            load = round(os.getloadavg()[0], 2)
            log("round %d of %d (load %.2f)" % (k + 1, RUNS, load))
            rounds.append(dict(one_round(app, env, baseline, cc, wanted, shared, seconds),
                               load_average_1min_rounds=[load]))
    finally:
        cleanup()
    results.update(merge_rounds(rounds))
    results["bench_part_seconds"] = seconds
    results["bench_seconds"] = round(time.monotonic() - began, 1)
    results["goals"] = goals(results)
    if PARTS:
        print(json.dumps(results, indent=1, sort_keys=True))
        return
    results["goals_met"] = all(g["met"] for g in results["goals"].values())
    os.makedirs(os.path.join(REPO, "bench"), exist_ok=True)
    path = os.path.join(REPO, "bench", "results.json")
    with open(path + ".tmp", "w") as f:
        json.dump(results, f, indent=2, sort_keys=True)
        f.write("\n")
    os.replace(path + ".tmp", path)
    write_docs_table(results)
    print()
    table(results)
    print("\nwritten: bench/results.json and its table in docs/BENCHMARKS.md (%s s)" % results["bench_seconds"])


if __name__ == "__main__":
    main()
