"""The goals of scripts/bench.py and how three runs of each make one figure: worst, median, runs.

Every goal's measurement runs at least three times (`RUNS`; scripts/bench.py runs the parts in
rounds, one run of each part per round, so a passing disturbance of the machine spoils one run
of each figure, not three of one). `merge_rounds` folds the rounds into one results dictionary:

- a goal's key `NAME` holds the worst of its runs (the highest for a ≤ or < goal, the lowest
  for a ≥ goal), `NAME_median` their median and `NAME_runs` every run's value, in order;
- a figure of the docs' table (`FIGURES`) is the median of its runs, with `NAME_runs` too;
- any other number is the median of the rounds' values, a list is the rounds' lists one after
  the other, a flag holds only when it held in every round, anything else is the first round's.

`goals` judges each goal on the worst of its runs. Only the Python standard library.
"""

import statistics

# The fewest runs of each goal's measurement for bench/results.json.
RUNS = 3

# Each goal: key in results.json, comparison, bound, how the bound is shown. The bounds are issue
# 23's "Done when" (startup_ratio ≤ 1.0, frame_ratio_busiest_2x ≤ 1.6, …), the goals met before
# it, and the later issue's real-time goals (three phones and the studio recorded, `measure`
# and the report page); core_events_per_s is a figure, not a goal (the machine's speed drifts).
GOALS = [
    ("window_record_realtime_2x_compare", ">=", 1.0, "≥ 1.0"),
    ("window_record_realtime_2x_compare3", ">=", 1.0, "≥ 1.0"),
    ("window_record_realtime_1x", ">=", 1.0, "≥ 1.0"),
    ("window_record_realtime_studio_1x", ">=", 1.0, "≥ 1.0"),
    ("window_studio_frame_ratio_2x", "<=", 3.0, "≤ 3.0"),
    ("frame_ratio_busiest_2x", "<=", 1.6, "≤ 1.6"),
    ("window_frame_ratio_busiest_2x", "<=", 3.0, "≤ 3.0"),
    ("frame_ratio_native_list_2x", "<=", 2.0, "≤ 2.0"),
    ("window_frame_ratio_native_list_2x", "<=", 3.0, "≤ 3.0"),
    ("frame_ratio_ios26_glass_2x", "<=", 2.0, "≤ 2.0"),
    ("window_frame_ratio_ios26_glass_2x", "<=", 3.0, "≤ 3.0"),
    ("export_fps_2x", ">=", 60, "≥ 60"),
    ("export_fps_3x", ">=", 30, "≥ 30"),
    ("measure_realtime_ratio", ">=", 2.0, "≥ 2.0"),
    ("measure_peak_mb", "<=", 300, "≤ 300"),
    ("report_seconds_ratio", "<=", 2.0, "≤ 2.0"),
    ("rss_ratio_window_drawing", "<=", 1.15, "≤ 1.15"),
    ("startup_ratio", "<=", 1.0, "≤ 1.0"),
    ("seek_10min_ms", "<=", 50, "≤ 50"),
    ("idle_cpu_s_per_s", "<", 0.01, "< 0.01"),
]

# What each goal measures, for the table in docs/BENCHMARKS.md (`bench_report.markdown_table`).
DESCRIPTIONS = {
    "window_record_realtime_2x_compare": "review s ÷ wall s, 3 s window scenario, `--record`, `--scale 2 --compare seed,fluid`",
    "window_record_realtime_2x_compare3": "the same, `--compare seed,fluid,native`: three phones",
    "window_record_realtime_1x": "the same, `--scale 1`, one phone",
    "window_record_realtime_studio_1x": "the same, `--record-studio --scale 1`: the whole studio window",
    "window_studio_frame_ratio_2x": "whole studio window frame, half modal sliding ÷ clear + present of the same window",
    "frame_ratio_busiest_2x": "busiest ÷ clear-only bare, headless ×2, median",
    "window_frame_ratio_busiest_2x": "Xvfb, Mesa llvmpipe, same renderer",
    "frame_ratio_native_list_2x": "`native`, 30 rows scrolling, headless",
    "window_frame_ratio_native_list_2x": "the same in a window",
    "frame_ratio_ios26_glass_2x": "`--ios 26` glass sheet, headless",
    "window_frame_ratio_ios26_glass_2x": "the same in a window",
    "export_fps_2x": "PNG files, the `--record` path",
    "export_fps_3x": "the same at ×3",
    "measure_realtime_ratio": "clip s ÷ wall s of `measure --reference` on a 10 s 60 fps 1170×2532 H.264 clip",
    "measure_peak_mb": "its peak resident set in MiB: `measure` or the ffmpeg it reads through, the larger",
    "report_seconds_ratio": "`--report DIR` of a 10 s `--compare seed,fluid` review ÷ `--headless` of it writing nothing",
    "rss_ratio_window_drawing": "app ÷ C SDL2 window of the same size drawing a triangle and a streamed texture, idle",
    "startup_ratio": "app ÷ C baseline, first present; each run the medians of 15 alternating launches",
    "seek_10min_ms": "slowest seek into a 10-minute session",
    "idle_cpu_s_per_s": "CPU s per s of the open window, nothing moving",
}

# Figures shown under the goals in docs/BENCHMARKS.md's table, with every run as the goals are:
# key, what it is (no goal).
FIGURES = [
    ("window_record_realtime_gif", "the 3 s window scenario with `--gif`, `--scale 1`"),
    ("window_play_realtime_2x_compare", "the same scenario played without recording, `--scale 2 --compare seed,fluid`: the ceiling"),
    ("rss_ratio_window", "app ÷ clear-only C window; a row, no longer a goal"),
    ("measure_own_peak_mb", "`measure`'s own peak resident set, MiB: VmHWM, without ffmpeg"),
    ("report_vs_gif_ratio", "the report's seconds ÷ the same review headless with `--gif`, every frame drawn"),
    ("core_events_per_s", "through `Session`, SDL_ttf metrics; a figure, the machine's speed drifts"),
]

OPS = {"<=": lambda v, b: v <= b, ">=": lambda v, b: v >= b, "<": lambda v, b: v < b}


def goal_op(key):
    """The comparison of goal `key` ("<=", ">=" or "<"), or None when `key` is not a goal."""
    for name, op, _bound, _shown in GOALS:
        if name == key:
            return op
    return None


def worst(op, values):
    """The worst of `values` for a goal compared with `op`: the lowest for ≥, else the highest."""
    values = [v for v in values if v is not None]
    if not values:
        return None
    return min(values) if op == ">=" else max(values)


def runs_of(r, key):
    """Every run's value of `key` in results `r`: `key_runs` when it is there, else `[r[key]]`
    (a results file from before the runs were kept), else []."""
    runs = r.get(key + "_runs")
    if isinstance(runs, list) and runs:
        return [v for v in runs if v is not None]
    return [r[key]] if r.get(key) is not None else []


def goals(r):
    """Each goal judged on the worst of its runs in results `r`: {key: {goal, value (the worst),
    median, runs, met}}; `met` is None when the goal was not measured."""
    out = {}
    for key, op, bound, shown in GOALS:
        runs = runs_of(r, key)
        value = worst(op, runs)
        out[key] = {"goal": shown, "value": value, "median": statistics.median(runs) if runs else None,
                    "runs": runs, "met": None if value is None else OPS[op](value, bound)}
    return out


def merge_rounds(rounds):
    """One results dictionary from the rounds' (see the module's text); `bench_runs` says how
    many rounds there were."""
    out = {"bench_runs": len(rounds)}
    keys = []
    for r in rounds:
        keys += [k for k in r if k not in keys]
    for key in keys:
        values = [r[key] for r in rounds if key in r]
        present = [v for v in values if v is not None]
        first = present[0] if present else None
        if isinstance(first, bool):
            out[key] = all(present)
        elif isinstance(first, (int, float)) and all(isinstance(v, (int, float)) for v in present):
            out[key] = statistics.median(present)
        elif isinstance(first, list):
            out[key] = [x for v in present if isinstance(v, list) for x in v]
        else:
            out[key] = first
    for key, _what in FIGURES:
        runs = [r[key] for r in rounds if r.get(key) is not None]
        if runs:
            out[key + "_runs"] = runs
    for key, op, _bound, _shown in GOALS:
        runs = [r[key] for r in rounds if r.get(key) is not None]
        if not runs:
            continue
        out[key] = worst(op, runs)
        out[key + "_median"] = statistics.median(runs)
        out[key + "_runs"] = runs
    return out
