"""The report of scripts/bench.py: provenance (commit, machine), the goals and the printed table.

Split from bench.py (which measures); the functions take the results dictionary it builds.
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

# Each goal: key in results.json, comparison, bound, how it is shown. The bounds are issue 23's
# "Done when" (startup_ratio ≤ 1.0, frame_ratio_busiest_2x ≤ 1.6, the new rows) and the goals
# met before it; core_events_per_s is a figure, not a goal (the machine's speed drifts).
GOALS = [
    ("window_record_realtime_2x_compare", ">=", 1.0, "≥ 1.0"),
    ("window_record_realtime_1x", ">=", 1.0, "≥ 1.0"),
    ("window_studio_frame_ratio_2x", "<=", 3.0, "≤ 3.0"),
    ("frame_ratio_busiest_2x", "<=", 1.6, "≤ 1.6"),
    ("window_frame_ratio_busiest_2x", "<=", 3.0, "≤ 3.0"),
    ("frame_ratio_native_list_2x", "<=", 2.0, "≤ 2.0"),
    ("window_frame_ratio_native_list_2x", "<=", 3.0, "≤ 3.0"),
    ("frame_ratio_ios26_glass_2x", "<=", 2.0, "≤ 2.0"),
    ("window_frame_ratio_ios26_glass_2x", "<=", 3.0, "≤ 3.0"),
    ("export_fps_2x", ">=", 60, "≥ 60"),
    ("export_fps_3x", ">=", 30, "≥ 30"),
    ("rss_ratio_window_drawing", "<=", 1.15, "≤ 1.15"),
    ("startup_ratio", "<=", 1.0, "≤ 1.0"),
    ("seek_10min_ms", "<=", 50, "≤ 50"),
    ("idle_cpu_s_per_s", "<", 0.01, "< 0.01"),
]

# The frames the frame-cost rows show (their keys' scene names).
SCENES = ("busiest", "animating", "native_list", "ios26_glass")


def goals(r):
    out = {}
    for key, op, bound, shown in GOALS:
        v = r.get(key)
        met = None if v is None else {"<=": v <= bound, ">=": v >= bound, "<": v < bound}[op]
        out[key] = {"goal": shown, "value": v, "met": met}
    return out


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

    def row(what, value, goal="", status=""):
        rows.append((what, value, goal, status))

    for key, _op, _bound, shown in GOALS:
        g = r["goals"][key]
        row(key, fmt(g["value"]), shown, "" if g["met"] is None else ("met" if g["met"] else "MISSED"))
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
                       ("window_record_realtime_1x", "--record, --scale 1"),
                       ("window_record_realtime_gif", "--gif, --scale 1"),
                       ("window_play_realtime_2x_compare", "no recording, --scale 2 --compare seed,fluid")):
        if name not in r:
            continue
        row("window 3 s scenario, %s: review s / wall s (runs)" % what, "%s / %s (%s)" % (
            fmt(r.get(name + "_review_s")), fmt(r.get(name + "_wall_s")), ", ".join(fmt(x) for x in r.get(name + "_runs", []))))
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


