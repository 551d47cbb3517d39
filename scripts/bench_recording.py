"""Recording from the window in real time: the `window_record_realtime_*` figures of scripts/bench.py.

A 3 s window scenario (the half modal up, a drag on it, the sheet over it, `key q` at 3.0) is
played by the release build in a window under Xvfb, recording (`--record DIR` or `--gif FILE`).
Nothing is timed with sleeps; every time comes from the app's own report or the run's end:

- review seconds: the frames the app says it recorded (`recorded N frames into …`, its last
  line on stdout) ÷ `--fps` (60): the stretch of review time the recording holds (180 frames,
  3.0 s, when nothing is lost; a recording held back past the quit writes fewer);
- wall seconds: from the review clock's start to the end of the review with every recorded file
  written, both from the app's `--log-startup` lines when MODAL_LAUNCH_NS holds the launch's
  CLOCK_MONOTONIC time: `startup-step-ms: review-clock T0` (review time 0 is launch + T0) and
  `review-end-ms: T1` (printed after the recording is finished: the frames still owed at the
  quit drawn, encoded and written, the GIF or video closed). So a recording that falls behind
  and catches up after the quit pays for it here, and a review clock held back by it too.

The figure is review ÷ wall to two decimals (as the strip's REC mark shows its speed): a run that
keeps pace reads 1.00, the millisecond or two the loop takes to notice the quit being below the
rounding (the same scenario played without recording, `window_play_realtime_2x_compare`, shows
that ceiling: 3.001–3.006 s). Launch to exit (`_launch_to_exit_s`, start-up included) is kept too,
and the window's drawable size and zoom from its `window:` line (`_drawable`, `_zoom`: 1 when
nothing was zoomed down to fit the screen; three phones at ×2 need Xvfb's 3200 px width).

Cases: two phones at ×2 (`--compare seed,fluid`), three at ×2 (`seed,fluid,native`), one at ×1,
the whole studio window at ×1 (`--record-studio`), a GIF at ×1, and the two phones at ×2 without
recording. `measure` runs each case once a call; scripts/bench.py calls it once a round, so each
goal is measured three times, in three rounds (bench_goals.merge_rounds keeps every run).
"""

import os
import select
import shutil
import statistics
import subprocess
import time

FPS = 60
SCENARIO = """\
# scripts/bench: 3 s in the window: the half modal up, a drag on it, the sheet over it, quit.
0.0 key h
1.0 drag 195 560 195 420 0.4
1.8 key s
3.0 key q
"""
SCENARIO_SECONDS = 3.0

# name, the app's options (DIR / GIF are replaced by a scratch path), whether it records.
CASES = [
    ("window_record_realtime_2x_compare", ["--scale", "2", "--compare", "seed,fluid", "--record", "DIR"], True),
    ("window_record_realtime_2x_compare3", ["--scale", "2", "--compare", "seed,fluid,native", "--record", "DIR"], True),
    ("window_record_realtime_1x", ["--scale", "1", "--record", "DIR"], True),
    ("window_record_realtime_studio_1x", ["--record-studio", "--scale", "1", "--record", "DIR"], True),
    ("window_record_realtime_gif", ["--scale", "1", "--gif", "GIF"], True),
    ("window_play_realtime_2x_compare", ["--scale", "2", "--compare", "seed,fluid"], False),
]


def realtime_ratio(review_s, wall_s):
    """Review seconds per wall second, to two decimals; None without a positive wall time."""
    if not wall_s or wall_s <= 0 or review_s is None:
        return None
    return round(review_s / wall_s, 2)


def parse_run(stderr_lines, stdout_text, launch_ns, exit_ns, records, fps=FPS, scenario_s=SCENARIO_SECONDS):
    """The figures of one run from what the app printed: review and wall seconds, frames.

    `stderr_lines`: the app's stderr lines; `stdout_text`: its stdout; `launch_ns` / `exit_ns`:
    CLOCK_MONOTONIC nanoseconds of the launch (MODAL_LAUNCH_NS) and of its exit; `records`:
    whether the run records (else the review seconds are the scenario's length). Raises
    ValueError when the app did not report what is needed.
    """
    start_ms = end_ms = held_ms = None
    drawable = zoom = None
    for line in stderr_lines:
        parts = line.split()
        # `window: 1380x976 drawable: 1380x976 zoom: 1 phones: 1.0000` (logWindowSize)
        if len(parts) == 8 and parts[0] == "window:" and parts[2] == "drawable:" and parts[4] == "zoom:":
            drawable = parts[3]
            try:
                zoom = float(parts[5]) * float(parts[7])
            except ValueError:
                zoom = None
        if len(parts) == 3 and parts[0] == "startup-step-ms:" and parts[1] == "review-clock":
            start_ms = float(parts[2])
        if len(parts) == 2 and parts[0] == "review-end-ms:":
            end_ms = float(parts[1])
        if len(parts) == 2 and parts[0] == "review-held-ms:":
            held_ms = float(parts[1])
    if start_ms is None or end_ms is None:
        raise ValueError("no 'startup-step-ms: review-clock' or 'review-end-ms:' line on stderr "
                         "(run with --log-startup and MODAL_LAUNCH_NS)")
    frames = None
    for line in stdout_text.splitlines():
        if line.startswith("recorded ") and " frames into " in line:
            frames = int(line.split()[1])
    if records and frames is None:
        raise ValueError("no 'recorded N frames into …' line on stdout")
    wall = (end_ms - start_ms) / 1000
    review = frames / fps if records else scenario_s
    return {"review_s": review, "wall_s": wall, "frames": frames, "launch_to_exit_s": (exit_ns - launch_ns) / 1e9,
            "held_s": held_ms / 1000 if held_ms is not None else None, "ratio": realtime_ratio(review, wall),
            "drawable": drawable, "zoom": zoom}


def run_once(app, env, args, scenario_path, timeout=120):
    """Launches the app on the scenario with `args`, waits for its exit; the parsed figures."""
    env = dict(env)
    launch = time.monotonic_ns()
    env["MODAL_LAUNCH_NS"] = str(launch)
    p = subprocess.Popen([app, "--scenario", scenario_path, "--log-startup"] + args, env=env, stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        deadline = time.monotonic() + timeout
        data = b""
        # The app's stderr holds a few start-up lines; it closes at exit.
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise RuntimeError("window recording run did not end within %d s: %s" % (timeout, " ".join(args)))
            ready, _, _ = select.select([p.stderr], [], [], min(left, 1.0))
            if ready:
                chunk = os.read(p.stderr.fileno(), 65536)
                if not chunk:
                    break
                data += chunk
        exit_ns = time.monotonic_ns()
        lines = data.decode(errors="replace").splitlines()
        out = p.stdout.read().decode(errors="replace")
        code = p.wait(timeout=10)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    if code != 0:
        raise RuntimeError("%s exited %d: %s" % (" ".join(args), code, "\n".join(lines[-5:])))
    return parse_run(lines, out, launch, exit_ns, records=any(a in args for a in ("--record", "--gif")))


def measure(app, env, scratch, log=print, runs=1):
    """Every case in CASES, `runs` times (once a round of scripts/bench.py): `<name>` (median
    ratio), `<name>_review_s`, `_wall_s`, `_frames`, `_launch_to_exit_s` (medians), `_drawable`,
    `_zoom` (the window's, first run), `<name>_runs` (each run's ratio) and `_held_s_runs`."""
    scenario = os.path.join(scratch, "bench-window-record.txt")
    with open(scenario, "w") as f:
        f.write(SCENARIO)
    out = {}
    for name, template, _records in CASES:
        got = []
        for _ in range(runs):
            target = os.path.join(scratch, "record-" + name)
            shutil.rmtree(target, ignore_errors=True)
            if os.path.exists(target + ".gif"):
                os.remove(target + ".gif")
            args = [a.replace("DIR", target).replace("GIF", target + ".gif") for a in template]
            got.append(run_once(app, env, args, scenario))
        log("%s: %s (review %.3f s over wall %s s, drawable %s, zoom %s)" % (
            name, [r["ratio"] for r in got], got[0]["review_s"], [round(r["wall_s"], 3) for r in got],
            got[0]["drawable"], got[0]["zoom"]))
        out[name] = round(statistics.median(r["ratio"] for r in got), 2)   # two runs' median is their mean
        for key in ("review_s", "wall_s", "launch_to_exit_s"):
            out["%s_%s" % (name, key)] = statistics.median(r[key] for r in got)
        if got[0]["frames"] is not None:
            out[name + "_frames"] = statistics.median(r["frames"] for r in got)
        out[name + "_drawable"] = got[0]["drawable"]
        out[name + "_zoom"] = got[0]["zoom"]
        out[name + "_runs"] = [r["ratio"] for r in got]
        out[name + "_held_s_runs"] = [r["held_s"] for r in got]   # review seconds the clock was held back
    return out
