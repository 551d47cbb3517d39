#!/usr/bin/env python3
"""The benchmark run behind scripts/bench: measures, prints a table, writes bench/results.json.

    python3 scripts/bench.py PATH/TO/release/modal-prototype

1. Frame cost, core throughput and headless export run inside the app (`modal-prototype bench`,
   Sources/ModalPrototype/Benchmark.swift), headless and in a window under Xvfb.
2. Idle cost: the app's utime + stime (/proc/PID/stat) over 10 s of an open window with nothing
   moving, then over 10 s with only the loading spinner moving (sheet opened and request started
   with xdotool clicks at the positions a headless run reports; --latency 60 keeps the cover up).
3. Start-up: CLOCK_MONOTONIC from just before launch (passed in MODAL_LAUNCH_NS) to the end of
   the first SDL_RenderPresent, for the app (--log-startup) and for a minimal C SDL2 program
   written and compiled here, alternating runs; medians.

Only the Python standard library, Xvfb, xdotool and ImageMagick's `import` are used. Everything
started here is stopped on exit; scripts/bench bounds the whole run to 3 minutes.
"""

import datetime
import json
import os
import platform
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QUICK = os.environ.get("BENCH_QUICK") == "1"
IDLE_SECONDS = 3.0 if QUICK else 10.0
STARTUP_RUNS = 3 if QUICK else 7
W, H = 390, 844

children = []
TMP = tempfile.mkdtemp(prefix="modal-bench-")


def log(text):
    print("bench: " + text, file=sys.stderr, flush=True)


def spawn(args, **kw):
    p = subprocess.Popen(args, stdin=subprocess.DEVNULL, start_new_session=True, **kw)
    children.append(p)
    return p


def stop(p, grace=2.0):
    if p.poll() is None:
        try:
            p.terminate()
            p.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
    if p in children:
        children.remove(p)


def cleanup():
    for p in list(children):
        stop(p, grace=1.0)
    shutil.rmtree(TMP, ignore_errors=True)


def on_signal(signum, _frame):
    cleanup()
    sys.exit(128 + signum)


def run(args, timeout=30, env=None):
    r = subprocess.run(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=timeout, env=env)
    if r.returncode != 0:
        raise RuntimeError("%s exited %d: %s" % (" ".join(args), r.returncode, r.stderr.decode(errors="replace")))
    return r.stdout.decode()


# --------------------------------------------------------------------------- machine

def machine():
    model = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    os_name = platform.platform()
    try:
        with open("/etc/os-release") as f:
            for line in f:
                if line.startswith("PRETTY_NAME="):
                    os_name = line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    def version(args):
        try:
            return run(args, timeout=20).strip().splitlines()[0]
        except Exception:
            return "unknown"
    load = os.getloadavg()
    return {
        "cpu_model": model,
        "cpu_cores": os.cpu_count(),
        "kernel": platform.release(),
        "os": os_name,
        "sdl2_version": version(["pkg-config", "--modversion", "sdl2"]),
        "swift_version": version(["swift", "--version"]),
        "load_average_1min_at_start": round(load[0], 2),
    }


# --------------------------------------------------------------------------- Xvfb

def start_xvfb():
    """Xvfb on the first free display from :150 (tall enough for a ×3 window); returns (env, process)."""
    for n in range(150, 200):
        if os.path.exists("/tmp/.X11-unix/X%d" % n) or os.path.exists("/tmp/.X%d-lock" % n):
            continue
        p = spawn(["Xvfb", ":%d" % n, "-screen", "0", "1280x2600x24", "-nolisten", "tcp"],
                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        start = time.monotonic()
        while time.monotonic() - start < 10 and p.poll() is None:
            try:
                with open("/tmp/.X%d-lock" % n) as f:
                    owner = int(f.read().strip() or 0)
            except (OSError, ValueError):
                owner = 0
            if owner == p.pid and os.path.exists("/tmp/.X11-unix/X%d" % n):
                env = dict(os.environ, DISPLAY=":%d" % n)
                env.pop("WAYLAND_DISPLAY", None)
                try:
                    run(["xdotool", "getmouselocation"], timeout=5, env=env)
                    return env, p
                except Exception:
                    pass
            time.sleep(0.05)
        stop(p)
    raise RuntimeError("could not start Xvfb on any display from :150 to :199")


def cpu_seconds(pid):
    """utime + stime of `pid` in seconds, from /proc/PID/stat."""
    with open("/proc/%d/stat" % pid) as f:
        stat = f.read()
    fields = stat[stat.rindex(")") + 2:].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def find_window(env, timeout=15.0):
    out = run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^ModalPrototype$"], timeout=timeout, env=env)
    for wid in out.split():
        geo = dict(line.split("=", 1) for line in run(["xdotool", "getwindowgeometry", "--shell", wid], env=env).split()
                   if "=" in line)
        if int(geo["WIDTH"]) > 1:
            return int(geo["X"]), int(geo["Y"])
    raise RuntimeError("no ModalPrototype window")


def screen_pixel(env, x, y):
    out = run(["import", "-window", "root", "-crop", "1x1+%d+%d" % (x, y), "-depth", "8", "txt:-"], env=env)
    # "0,0: (26,100,45)  #1A642D  srgb(26,100,45)"
    values = out.splitlines()[-1].split("(", 1)[1].split(")", 1)[0].split(",")
    return tuple(int(float(v)) for v in values[:3])


# --------------------------------------------------------------------------- in-app figures

def in_app(app, env):
    out = os.path.join(TMP, "in-app.json")
    args = [app, "bench", "--only", "frame,window,core,export", "--json", out] + (["--quick"] if QUICK else [])
    log("frame cost, core throughput, export (modal-prototype bench)")
    r = subprocess.run(args, stdin=subprocess.DEVNULL, env=env, timeout=120)
    if r.returncode != 0:
        raise RuntimeError("modal-prototype bench exited %d" % r.returncode)
    with open(out) as f:
        return json.load(f)


# --------------------------------------------------------------------------- idle and spinner

def headless_elements(app):
    scenario = os.path.join(TMP, "elements.txt")
    with open(scenario, "w") as f:
        f.write("0 elements main.json\n0.1 tap open-sheet\n1.1 elements sheet.json\n1.2 end\n")
    out = os.path.join(TMP, "elements")
    run([app, "--headless", "--scenario", scenario, "--out", out, "--scale", "1", "--latency", "60"])
    found = {}
    for name in ("main", "sheet"):
        with open(os.path.join(out, name + ".json")) as f:
            found[name] = {e["id"]: (e["x"] + e["width"] / 2, e["y"] + e["height"] / 2) for e in json.load(f)}
    return found


def idle_costs(app, env):
    elements = headless_elements(app)
    p = spawn([app, "--scale", "1", "--latency", "60"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wx, wy = find_window(env)

        def click(x, y):
            run(["xdotool", "mousemove", str(int(wx + x)), str(int(wy + y)), "sleep", "0.05",
                 "mousedown", "1", "sleep", "0.05", "mouseup", "1"], env=env)

        time.sleep(1.0)
        log("idle CPU over %.0f s" % IDLE_SECONDS)
        a = cpu_seconds(p.pid)
        time.sleep(IDLE_SECONDS)
        idle = (cpu_seconds(p.pid) - a) / IDLE_SECONDS

        click(*elements["main"]["open-sheet"])
        time.sleep(1.0)
        click(*elements["sheet"]["start-request"])
        time.sleep(0.5)
        # The loading cover: 50 % black over the sheet's green.
        covered = screen_pixel(env, wx + 100, wy + 300)
        ok = all(abs(c - w) <= 4 for c, w in zip(covered, (26, 100, 45)))
        log("spinner CPU over %.0f s (cover %s)" % (IDLE_SECONDS, "up" if ok else "NOT up: %s" % (covered,)))
        a = cpu_seconds(p.pid)
        time.sleep(IDLE_SECONDS)
        spinner = (cpu_seconds(p.pid) - a) / IDLE_SECONDS
        return {"idle_cpu_s_per_s": idle, "spinner_cpu_s_per_s": spinner, "spinner_cover_verified": ok,
                "idle_window_seconds": IDLE_SECONDS}
    finally:
        stop(p)


# --------------------------------------------------------------------------- start-up

BASELINE_C = r"""
/* Written by scripts/bench.py: the start-up baseline. Opens a window like modal-prototype
   (same flags, same renderer request), presents one cleared frame, prints the time. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv) {
    (void)argc; (void)argv;
    if (SDL_Init(SDL_INIT_VIDEO) != 0) { fprintf(stderr, "SDL_Init: %s\n", SDL_GetError()); return 1; }
    SDL_Window *w = SDL_CreateWindow("sdl-baseline", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 390, 844,
                                     SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_SHOWN);
    if (!w) { fprintf(stderr, "SDL_CreateWindow: %s\n", SDL_GetError()); return 1; }
    SDL_Renderer *r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!r) r = SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE);
    if (!r) { fprintf(stderr, "SDL_CreateRenderer: %s\n", SDL_GetError()); return 1; }
    SDL_SetRenderDrawColor(r, 255, 149, 0, 255);
    SDL_RenderClear(r);
    SDL_RenderPresent(r);
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    unsigned long long now = (unsigned long long)ts.tv_sec * 1000000000ULL + (unsigned long long)ts.tv_nsec;
    const char *launch = getenv("MODAL_LAUNCH_NS");
    if (launch) fprintf(stderr, "first-frame-ms: %.3f\n", (double)(now - strtoull(launch, NULL, 10)) / 1e6);
    fprintf(stderr, "first-frame-monotonic-ns: %llu\n", now);
    SDL_Event e;
    while (SDL_WaitEventTimeout(&e, 10000)) { if (e.type == SDL_QUIT) break; }
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(w);
    SDL_Quit();
    return 0;
}
"""


def build_baseline():
    source = os.path.join(TMP, "baseline.c")
    binary = os.path.join(TMP, "sdl-baseline")
    with open(source, "w") as f:
        f.write(BASELINE_C)
    cc = os.environ.get("CC") or shutil.which("gcc") or shutil.which("cc") or shutil.which("clang")
    if not cc:
        raise RuntimeError("no C compiler (gcc) found")
    flags = run(["pkg-config", "--cflags", "--libs", "sdl2"]).split()
    run([cc, "-O2", "-o", binary, source] + flags, timeout=60)
    return binary, os.path.basename(cc)


def first_frame_ms(args, env, timeout=20.0):
    """Launches `args`, returns the first-frame-ms it prints, stops it."""
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
        raise RuntimeError("%s printed no first-frame-ms: %s" % (args[0], buffer.decode(errors="replace")))
    finally:
        stop(p)


def startup(app, env):
    baseline, cc = build_baseline()
    log("start-up: %d launches each of the app and the C baseline (%s)" % (STARTUP_RUNS, cc))
    app_ms, c_ms = [], []
    # One unmeasured launch each first: the file cache then holds both programs and the fonts.
    first_frame_ms([app, "--scale", "1", "--log-startup"], env)
    first_frame_ms([baseline], env)
    for _ in range(STARTUP_RUNS):
        app_ms.append(first_frame_ms([app, "--scale", "1", "--log-startup"], env))
        c_ms.append(first_frame_ms([baseline], env))
    a, c = statistics.median(app_ms), statistics.median(c_ms)
    return {"startup_app_ms": a, "startup_baseline_c_ms": c, "startup_ratio": a / c,
            "startup_app_runs_ms": app_ms, "startup_baseline_c_runs_ms": c_ms, "startup_runs": STARTUP_RUNS}


# --------------------------------------------------------------------------- report

def fmt(v, digits=3):
    if isinstance(v, bool) or v is None:
        return str(v)
    if isinstance(v, (int, float)):
        if abs(v) >= 1e5:
            return "{:,.0f}".format(v)
        return ("%." + str(digits) + "g") % v
    return str(v)


def table(r):
    rows = []

    def row(what, key, goal=None, ok=None):
        value = r.get(key)
        status = "" if ok is None else ("met" if ok else "MISSED")
        rows.append((what, fmt(value), goal or "", status))

    for scale in (1, 2, 3):
        bare = r.get("frame_bare_%dx_median_ms" % scale)
        rows.append(("headless ×%d bare frame (clear + read-back)" % scale, "%s ms" % fmt(bare), "", ""))
        for scene in ("busiest", "animating"):
            med = r.get("frame_ratio_%s_%dx" % (scene, scale))
            p99 = r.get("frame_ratio_%s_%dx_p99" % (scene, scale))
            brute = r.get("frame_ratio_%s_bruteforce_%dx" % (scene, scale))
            goal = "≤ 2.5" if (scene, scale) == ("busiest", 2) else ""
            ok = (med <= 2.5) if goal and med is not None else None
            rows.append(("  %s ÷ bare: median / p99 (brute force)" % scene,
                         "%s / %s (%s)" % (fmt(med), fmt(p99), fmt(brute)), goal,
                         "" if ok is None else ("met" if ok else "MISSED")))
    if "window_renderer" in r:
        for scale in (1, 2, 3):
            bare = r.get("window_frame_bare_%dx_median_ms" % scale)
            rows.append(("window ×%d bare frame (clear + present, %s)" % (scale, r["window_renderer"]),
                         "%s ms" % fmt(bare), "", ""))
            for scene in ("busiest", "animating"):
                rows.append(("  %s ÷ bare: median / p99 (brute force)" % scene, "%s / %s (%s)" % (
                    fmt(r.get("window_frame_ratio_%s_%dx" % (scene, scale))),
                    fmt(r.get("window_frame_ratio_%s_%dx_p99" % (scene, scale))),
                    fmt(r.get("window_frame_ratio_%s_bruteforce_%dx" % (scene, scale)))), "", ""))
    idle = r.get("idle_cpu_s_per_s")
    row("idle CPU, window open, nothing moving (s/s)", "idle_cpu_s_per_s", "< 0.01",
        None if idle is None else idle < 0.01)
    row("CPU with only the spinner moving (s/s)", "spinner_cpu_s_per_s")
    rows.append(("start-up to first frame: app / C baseline (ms)", "%s / %s" % (
        fmt(r.get("startup_app_ms")), fmt(r.get("startup_baseline_c_ms"))), "", ""))
    ratio = r.get("startup_ratio")
    row("start-up ratio", "startup_ratio", "≤ 1.5", None if ratio is None else ratio <= 1.5)
    events = r.get("core_events_per_s")
    row("core: events per second", "core_events_per_s", "≥ 5 M", None if events is None else events >= 5e6)
    row("core: pointer moves per second during a drag", "core_drag_moves_per_s")
    row("core: scenes per second (estimated metrics)", "core_scenes_per_s")
    row("core: scenes per second (SDL_ttf metrics)", "core_scenes_per_s_ttf_metrics")
    for scale in (1, 2):
        rows.append(("headless export ×%d: frames/s (× real time at 60 fps)" % scale, "%s (%s)" % (
            fmt(r.get("export_fps_%dx" % scale)), fmt(r.get("export_realtime_ratio_%dx" % scale))), "", ""))
    widths = [max(len(x[i]) for x in rows) for i in range(4)]
    header = ("figure", "value", "goal", "")
    print("  ".join(h.ljust(w) for h, w in zip(header, widths)))
    print("  ".join("-" * w for w in widths))
    for x in rows:
        print("  ".join(c.ljust(w) for c, w in zip(x, widths)).rstrip())


def main():
    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    app = os.path.abspath(sys.argv[1])
    began = time.monotonic()
    results = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
               "machine": machine(), "quick": QUICK}
    try:
        env, _ = start_xvfb()
        env["MODAL_PROTOTYPE_ASSETS"] = os.path.join(REPO, "Assets")
        results.update(in_app(app, env))
        results.update(idle_costs(app, env))
        results.update(startup(app, env))
    finally:
        cleanup()
    results["bench_seconds"] = round(time.monotonic() - began, 1)
    os.makedirs(os.path.join(REPO, "bench"), exist_ok=True)
    path = os.path.join(REPO, "bench", "results.json")
    with open(path + ".tmp", "w") as f:
        json.dump(results, f, indent=2, sort_keys=True)
        f.write("\n")
    os.replace(path + ".tmp", path)
    print()
    table(results)
    print("\nwritten: bench/results.json (%s s)" % results["bench_seconds"])


if __name__ == "__main__":
    main()
