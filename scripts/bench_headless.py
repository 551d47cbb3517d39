"""Headless figures of scripts/bench.py: `measure` against playback, a report against a headless run.

`measure_realtime_ratio` and `measure_peak_mb`: a 10 s, 60 fps, 1170×2532 H.264 clip of the half
modal moving is made once per bench run with the app's own headless `--video` (`make_clip`:
`--device iphone-14 --scale 3`, the 390×844 pt screen at ×3, the screen of an iPhone 14 or 16e),
then each run times `modal-prototype measure --reference CLIP --device iphone-14 --json` from
launch to exit: seconds of clip (the frames it read ÷ 60) per wall second. Its peak memory is
the `ru_maxrss` that wait4 returns for it (what `/usr/bin/time -v` prints as "Maximum resident
set size"): the largest resident set of `measure` and of the ffprobe and ffmpeg it waits for
(ffmpeg decodes the clip and pipes it as raw frames). `measure_own_peak_mb` is `measure`'s own
VmHWM, read from /proc every 20 ms while it runs (a row, not a goal).

`report_seconds_ratio`: `--headless --compare seed,fluid --scenario REVIEW --report DIR` (a 10 s
two-phone review; the page, its GIFs and key frames) launch to exit, over the median of three
launches of the same review with `--out EMPTY` and no shot in the scenario: a headless run that
writes nothing (it steps the session from input to input and draws no frame). The same review
with `--gif` (every frame drawn for each lane, one GIF) is kept as a figure beside it:
`report_vs_gif_ratio`.

Only the Python standard library; children are started through xharness, so bench.py's clean-up
ends any still running.
"""

import json
import os
import shutil
import statistics
import signal
import subprocess
import tempfile
import threading
import time

import xharness as xh

FPS = 60
CLIP_DEVICE = "iphone-14"   # 390×844 pt, ×3: 1170×2532 pixels
CLIP_SCALE = 3
CLIP_SIZE = (1170, 2532)


def clip_scenario(seconds):
    """A scenario of `seconds` (at least 4) in which the half modal shows, is dragged, hides and
    shows again every two seconds or so, ending at `seconds`."""
    lines = ["# scripts/bench: the half modal moving, for measure_realtime_ratio (%g s)." % seconds]
    t, i = 0.5, 0
    while t < seconds - 1.4:
        lines.append("%.1f %s" % (t, "drag 195 560 195 420 0.4" if i % 4 == 1 else "key h"))
        t, i = t + 2.0, i + 1
    lines.append("%.1f end" % seconds)
    return "\n".join(lines) + "\n"


REVIEW_SCENARIO = """\
# scripts/bench: a 10 s two-phone review: the half modal up, dragged up and down, hidden and
# shown, the sheet over it and closed, the half modal hidden again.
0.0 key h
1.0 drag 195 560 195 420 0.4
2.5 drag 195 420 195 700 0.3
4.0 key h
5.0 key h
6.0 key s
7.5 key escape
8.5 key h
10.0 end
"""
REVIEW = ["--headless", "--compare", "seed,fluid"]


def timed(args, env, timeout=300, stdout=None, hwm=False):
    """Runs `args` to its end: (wall seconds from launch to exit, ru_maxrss KiB from wait4, the
    own VmHWM KiB polled every 20 ms or None). A non-zero exit or `timeout` raises RuntimeError."""
    errors = tempfile.TemporaryFile()
    began = time.monotonic()
    p = xh.spawn(args, env=env, stdout=stdout or subprocess.DEVNULL, stderr=errors,
                 die_with_us=False, start_new_session=True)
    peak = [None]
    done = threading.Event()

    def poll():
        while not done.is_set():
            try:
                with open("/proc/%d/status" % p.pid) as f:
                    for line in f:
                        if line.startswith("VmHWM:"):
                            peak[0] = max(peak[0] or 0, int(line.split()[1]))
            except OSError:
                pass
            done.wait(0.02)

    watcher = threading.Thread(target=poll, daemon=True) if hwm else None
    if watcher:
        watcher.start()
    # Reaped here with wait4 (for its rusage), so the timer must not reap it: a plain kill.
    timer = threading.Timer(timeout, lambda: done.is_set() or os.kill(p.pid, signal.SIGKILL))
    timer.start()
    try:
        _pid, status, usage = os.wait4(p.pid, 0)
        wall = time.monotonic() - began
    finally:
        done.set()
        timer.cancel()
        if watcher:
            watcher.join()
    p.returncode = os.waitstatus_to_exitcode(status)
    errors.seek(0)
    err = errors.read().decode(errors="replace")
    errors.close()
    xh.stop(p)
    if p.returncode != 0:
        raise RuntimeError("%s exited %d: %s" % (" ".join(args[:4]), p.returncode, err.strip()[-500:]))
    return wall, usage.ru_maxrss, peak[0]


def make_clip(app, env, scratch, seconds=10.0, log=print):
    """The clip `measure` reads: `seconds` of the half modal at 60 fps, 1170×2532, H.264 (the
    app's `--video`, headless). Returns (path, frames in it)."""
    scenario = os.path.join(scratch, "bench-measure-clip.txt")
    with open(scenario, "w") as f:
        f.write(clip_scenario(seconds))
    clip = os.path.join(scratch, "bench-measure-clip.mp4")
    log("measure: making a %g s %dx%d H.264 clip (--video --device %s --scale %d)" % (
        seconds, CLIP_SIZE[0], CLIP_SIZE[1], CLIP_DEVICE, CLIP_SCALE))
    wall, _, _ = timed([app, "--headless", "--scenario", scenario, "--device", CLIP_DEVICE, "--scale", str(CLIP_SCALE),
                        "--fps", str(FPS), "--video", clip], env, timeout=240)
    probe = xh.run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-count_packets", "-show_entries",
                    "stream=codec_name,width,height,r_frame_rate,nb_read_packets", "-of", "json", clip], timeout=60)
    stream = json.loads(probe)["streams"][0]
    if (stream["codec_name"], stream["width"], stream["height"], stream["r_frame_rate"]) != (
            "h264", CLIP_SIZE[0], CLIP_SIZE[1], "%d/1" % FPS):
        raise RuntimeError("measure clip is not %dx%d H.264 at %d fps: %s" % (CLIP_SIZE[0], CLIP_SIZE[1], FPS, stream))
    frames = int(stream["nb_read_packets"])
    log("measure: clip of %d frames made in %.1f s" % (frames, wall))
    return clip, frames


def measure_once(app, env, clip, frames, scratch):
    """One `measure` of the clip: measure_realtime_ratio, measure_peak_mb, measure_own_peak_mb,
    measure_wall_s, measure_clip_s and the fit's error (`measure_fit_rms_pt`)."""
    out_path = os.path.join(scratch, "bench-measure.json")
    with open(out_path, "wb") as out:
        wall, maxrss, own = timed([app, "measure", "--reference", clip, "--device", CLIP_DEVICE, "--json"], env,
                                  stdout=out, hwm=True)
    with open(out_path) as f:
        fit = json.load(f)
    if fit.get("frames") != frames:
        raise RuntimeError("measure read %s frames of the clip's %d" % (fit.get("frames"), frames))
    clip_s = frames / FPS
    return {"measure_realtime_ratio": clip_s / wall, "measure_wall_s": wall, "measure_clip_s": clip_s,
            "measure_peak_mb": maxrss / 1024, "measure_own_peak_mb": own / 1024 if own else None,
            "measure_fit_rms_pt": fit.get("rms")}


def report_once(app, env, scratch):
    """One report of the 10 s review against the same review writing nothing (median of three
    launches) and against it writing a GIF: report_seconds_ratio, report_vs_gif_ratio and the
    seconds of each."""
    scenario = os.path.join(scratch, "bench-review.txt")
    with open(scenario, "w") as f:
        f.write(REVIEW_SCENARIO)
    empty = os.path.join(scratch, "bench-review-nothing")
    page = os.path.join(scratch, "bench-review-report")
    gif = os.path.join(scratch, "bench-review.gif")
    shutil.rmtree(empty, ignore_errors=True)
    shutil.rmtree(page, ignore_errors=True)
    os.makedirs(empty)
    base = [app] + REVIEW + ["--scenario", scenario]
    nothing = [timed(base + ["--out", empty], env)[0] for _ in range(3)]
    if os.listdir(empty):
        raise RuntimeError("the headless run meant to write nothing wrote %s" % os.listdir(empty))
    report = timed(base + ["--report", page], env)[0]
    if not os.path.exists(os.path.join(page, "index.html")):
        raise RuntimeError("--report wrote no index.html")
    if os.path.exists(gif):
        os.remove(gif)
    with_gif = timed(base + ["--gif", gif], env)[0]
    headless = statistics.median(nothing)
    return {"report_seconds_ratio": report / headless, "report_wall_s": report, "report_headless_wall_s": headless,
            "report_headless_runs_s": nothing, "report_gif_wall_s": with_gif, "report_vs_gif_ratio": report / with_gif}
