"""The report of scripts/bench.py: provenance (commit, machine), the printed table, and the goal
table of docs/BENCHMARKS.md.

Split from bench.py (which measures); the functions take the results dictionary it builds. The
goals and their three runs are in bench_goals.py.

    python3 scripts/bench_report.py [--write-docs] [RESULTS]   # docs/BENCHMARKS.md's table from
                                                              # RESULTS (default bench/results.json)
"""

import json
import os
import platform
import subprocess

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(args, timeout=30):
    """Output of a command (stdout, text)."""
    return subprocess.run(args, check=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=timeout,
                          text=True).stdout


def log(text):
    """A line on stderr."""
    import sys
    print(text, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------- provenance

def provenance():
    """The commit measured, and whether the work tree differed from it."""
    def git(*args):
        try:
            return run(["git", "-C", REPO] + list(args), timeout=20).strip()
        except Exception:
            return None
    status = git("status", "--porcelain", "--untracked-files=no")
    return {"commit": git("rev-parse", "HEAD") or "unknown", "commit_subject": git("log", "-1", "--format=%s"),
            "work_tree_modified": bool(status) if status is not None else None}


def machine():
    """The machine the run measured on: CPU, cores, kernel, OS, SDL and Swift versions, load."""
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


# --------------------------------------------------------------------------- goals

from bench_goals import GOALS, DESCRIPTIONS, FIGURES, goals, runs_of   # noqa: E402,F401  (re-exported for bench.py and the tests)

# The frames the frame-cost rows show (their keys' scene names).
SCENES = ("busiest", "animating", "native_list", "ios26_glass")

DOCS = os.path.join(REPO, "docs", "BENCHMARKS.md")
TABLE_BEGIN = "<!-- bench-table: written by scripts/bench from bench/results.json (scripts/bench_report.py) -->"
TABLE_END = "<!-- /bench-table -->"


# --------------------------------------------------------------------------- report

def fmt(v, digits=3):
    if isinstance(v, bool) or v is None:
        return str(v)
    if isinstance(v, (int, float)):
        if abs(v) >= 1e5:
            return "{:,.0f}".format(v)
        return ("%." + str(digits) + "g") % v
    return str(v)


def runs_text(runs, shown=None):
    """Every run's value, as the table shows them: "1, 0.98, 1" (`shown`: how to write one)."""
    return ", ".join((shown or fmt)(v) for v in runs)


def sig3(v):
    """A figure for docs/BENCHMARKS.md: three significant digits, trailing zeros kept (1.00,
    0.0430), whole numbers from 100 (405, 2,967,967)."""
    if v is None or isinstance(v, bool) or not isinstance(v, (int, float)):
        return str(v)
    if abs(v) >= 100:
        return "{:,.0f}".format(v)
    return "%#.3g" % v


def goal_value(g):
    """A goal's figure for the printed table: the worst, then the median and every run."""
    if g["value"] is None:
        return "None"
    if len(g["runs"]) < 2:
        return "%s (one run)" % fmt(g["value"])
    return "%s (median %s; runs %s)" % (fmt(g["value"]), fmt(g["median"]), runs_text(g["runs"]))


def status(g):
    """"met", "MISSED" or "" (not measured)."""
    return "" if g["met"] is None else ("met" if g["met"] else "MISSED")


def table(r):
    """Prints the goals (each judged on the worst of its runs, with the median and every run),
    then the detail, as a plain-text table."""
    rows = []

    def row(what, value, goal="", state=""):
        rows.append((what, value, goal, state))

    judged = r.get("goals") or goals(r)
    for key, _op, _bound, shown in GOALS:
        g = judged[key]
        row(key, goal_value(g), shown, status(g))
    row("", "", "", "")
    for scale in (1, 2, 3):
        row("headless ×%d bare frame (clear only) / read-back / PNG encode (ms)" % scale, "%s / %s / %s" % (
            fmt(r.get("frame_bare_%dx_median_ms" % scale)), fmt(r.get("frame_readback_%dx_median_ms" % scale)),
            fmt(r.get("frame_png_encode_%dx_median_ms" % scale))))
        for scene in SCENES:
            row("  %s ÷ bare: median / p99 (brute force)" % scene, "%s / %s (%s)" % (
                fmt(r.get("frame_ratio_%s_%dx" % (scene, scale))), fmt(r.get("frame_ratio_%s_%dx_p99" % (scene, scale))),
                fmt(r.get("frame_ratio_%s_bruteforce_%dx" % (scene, scale)))))
    if "window_renderer" in r:
        for scale in (1, 2, 3):
            row("window ×%d bare frame (clear + present, %s, ms)" % (scale, r["window_renderer"]),
                fmt(r.get("window_frame_bare_%dx_median_ms" % scale)))
            for scene in SCENES:
                row("  %s ÷ bare: median / p99 (brute force)" % scene, "%s / %s (%s)" % (
                    fmt(r.get("window_frame_ratio_%s_%dx" % (scene, scale))),
                    fmt(r.get("window_frame_ratio_%s_%dx_p99" % (scene, scale))),
                    fmt(r.get("window_frame_ratio_%s_bruteforce_%dx" % (scene, scale)))))
    for scale in (1, 2):
        if "window_studio_frame_ratio_%dx" % scale not in r:
            continue
        row("studio window ×%d (%s px), half modal sliding: median / p99 ÷ bare" % (
            scale, r.get("window_studio_drawable_%dx" % scale)), "%s / %s" % (
            fmt(r.get("window_studio_frame_ratio_%dx" % scale)), fmt(r.get("window_studio_frame_p99_ratio_%dx" % scale))))
        row("  studio frame median / p99, bare frame (ms)", "%s / %s, %s" % (
            fmt(r.get("window_studio_frame_%dx_median_ms" % scale)), fmt(r.get("window_studio_frame_%dx_p99_ms" % scale)),
            fmt(r.get("window_studio_bare_%dx_median_ms" % scale))))
    for name, what in (("window_record_realtime_2x_compare", "--record, --scale 2 --compare seed,fluid"),
                       ("window_record_realtime_2x_compare3", "--record, --scale 2 --compare seed,fluid,native"),
                       ("window_record_realtime_1x", "--record, --scale 1"),
                       ("window_record_realtime_studio_1x", "--record-studio --record, --scale 1"),
                       ("window_record_realtime_gif", "--gif, --scale 1"),
                       ("window_play_realtime_2x_compare", "no recording, --scale 2 --compare seed,fluid")):
        if name not in r:
            continue
        row("window 3 s scenario, %s: review s / wall s (runs)" % what, "%s / %s (%s)" % (
            fmt(r.get(name + "_review_s")), fmt(r.get(name + "_wall_s")), ", ".join(fmt(x) for x in r.get(name + "_runs", []))))
    if "measure_wall_s" in r:
        row("measure: clip s / wall s; peak MiB with ffmpeg / measure alone", "%s / %s; %s / %s" % (
            fmt(r.get("measure_clip_s")), fmt(r.get("measure_wall_s")), fmt(r.get("measure_peak_mb")),
            fmt(r.get("measure_own_peak_mb"))))
    if "report_wall_s" in r:
        row("report: --report / writing nothing / --gif, 10 s review (s)", "%s / %s / %s" % (
            fmt(r.get("report_wall_s")), fmt(r.get("report_headless_wall_s")), fmt(r.get("report_gif_wall_s"))))
    row("CPU with only the spinner moving (s/s)", fmt(r.get("spinner_cpu_s_per_s")))
    row("start-up to first frame: app / C baseline (ms)", "%s / %s" % (
        fmt(r.get("startup_app_ms")), fmt(r.get("startup_baseline_c_ms"))))
    row("window RSS: app / C clear-only baseline (MiB); ratio", "%s / %s; %s" % (
        fmt(r.get("rss_app_window_mib")), fmt(r.get("rss_baseline_c_window_mib")), fmt(r.get("rss_ratio_window"))))
    row("window RSS: app / C drawing baseline (MiB)", "%s / %s" % (
        fmt(r.get("rss_app_window_drawing_mib")), fmt(r.get("rss_baseline_c_drawing_mib"))))
    row("core: events/s through Session (a figure, not a goal)", fmt(r.get("core_events_per_s")))
    mix = r.get("core_event_mix") or {}
    row("core: session event mix", ", ".join("%s %.0f %%" % (k, 100 * v) for k, v in sorted(mix.items())))
    row("core: machine alone, events/s; drag moves/s", "%s; %s" % (
        fmt(r.get("core_machine_events_per_s")), fmt(r.get("core_drag_moves_per_s"))))
    row("core: scenes/s (estimated / SDL_ttf metrics)", "%s / %s" % (
        fmt(r.get("core_scenes_per_s")), fmt(r.get("core_scenes_per_s_ttf_metrics"))))
    row("seek: median (ms), log entries in 10 min", "%s, %s" % (
        fmt(r.get("seek_10min_median_ms")), fmt(r.get("seek_10min_log_entries"))))
    row("export ×1 (--record): frames/s", fmt(r.get("export_fps_1x")))
    widths = [max(len(x[i]) for x in rows) for i in range(4)]
    header = ("figure", "value", "goal", "")
    print("  ".join(h.ljust(w) for h, w in zip(header, widths)))
    print("  ".join("-" * w for w in widths))
    for x in rows:
        print("  ".join(c.ljust(w) for c, w in zip(x, widths)).rstrip())
    print("commit %s%s" % (r.get("commit"), " (with uncommitted changes)" if r.get("work_tree_modified") else ""))
    if r.get("bench_part_seconds"):
        print("seconds per part and round: " + "; ".join(
            "%s %s" % (k, ", ".join(fmt(x) for x in v)) for k, v in r["bench_part_seconds"].items()))


# --------------------------------------------------------------------------- docs/BENCHMARKS.md

def markdown_table(r):
    """The goal table of docs/BENCHMARKS.md from results `r`: each goal with its bound, the worst
    of its runs (what it is judged on), their median, every run and whether it was met; then the
    figures without a goal; then where the figures come from. Text, ending in a newline."""
    judged = goals(r)
    lines = ["| key | goal | worst | median | runs | |", "|---|---|---|---|---|---|"]
    for key, _op, _bound, shown in GOALS:
        g = judged[key]
        measured = g["value"] is not None
        lines.append("| `%s`: %s | %s | %s | %s | %s | %s |" % (
            key, DESCRIPTIONS[key], shown, sig3(g["value"]) if measured else "not measured",
            sig3(g["median"]) if measured else "—", runs_text(g["runs"], sig3) if measured else "—",
            status(g) or "—"))
    for key, what in FIGURES:
        runs = runs_of(r, key)
        lines.append("| `%s`: %s | — | — | %s | %s | |" % (
            key, what, sig3(r.get(key + "_median", r.get(key))) if runs else "not measured",
            runs_text(runs, sig3) if runs else "—"))
    counted = [g for g in judged.values() if g["met"] is not None]
    machine_ = r.get("machine") or {}
    lines.append("")
    loads = r.get("load_average_1min_rounds")
    lines.append("From `bench/results.json`: commit %s%s, %s, %s (%s cores), load %s at the start%s; %s run%s of each "
                 "goal; %d of %d goals measured, %d met." % (
                     (r.get("commit") or "unknown")[:7], " with changes" if r.get("work_tree_modified") else "",
                     r.get("date", "no date"), machine_.get("cpu_model", "unknown machine"), machine_.get("cpu_cores", "?"),
                     machine_.get("load_average_1min_at_start", "?"),
                     " (%s at each round's)" % ", ".join("%.2f" % x for x in loads) if loads else "", r.get("bench_runs", 1),
                     "" if r.get("bench_runs", 1) == 1 else "s", len(counted), len(judged),
                     sum(1 for g in counted if g["met"])))
    return "\n".join(lines) + "\n"


def with_table(text, r):
    """`text` (docs/BENCHMARKS.md) with the part between TABLE_BEGIN and TABLE_END replaced by
    `markdown_table(r)`; ValueError when the markers are missing."""
    if TABLE_BEGIN not in text or TABLE_END not in text:
        raise ValueError("no '%s' … '%s' in docs/BENCHMARKS.md" % (TABLE_BEGIN, TABLE_END))
    head, rest = text.split(TABLE_BEGIN, 1)
    _old, tail = rest.split(TABLE_END, 1)
    return head + TABLE_BEGIN + "\n" + markdown_table(r) + TABLE_END + tail


def write_docs_table(r, path=DOCS):
    """Writes `markdown_table(r)` into docs/BENCHMARKS.md between its markers."""
    with open(path) as f:
        text = f.read()
    new = with_table(text, r)
    if new != text:
        with open(path + ".tmp", "w") as f:
            f.write(new)
        os.replace(path + ".tmp", path)


def main(argv):
    """`bench_report.py [--write-docs] [RESULTS]`: prints docs/BENCHMARKS.md's goal table from
    RESULTS (default bench/results.json), or writes it into the document."""
    args = [a for a in argv if a != "--write-docs"]
    path = args[0] if args else os.path.join(REPO, "bench", "results.json")
    with open(path) as f:
        r = json.load(f)
    if "--write-docs" in argv:
        write_docs_table(r)
    else:
        print(markdown_table(r), end="")


if __name__ == "__main__":
    import sys
    sys.dont_write_bytecode = True
    main(sys.argv[1:])
