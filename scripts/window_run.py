#!/usr/bin/env python3
"""Real-window test of scripts/run from another folder (run it through scripts/window-run).

  1. `scripts/run --version`, started in a new, empty folder, builds the release binary and runs it;
  2. `scripts/run --scale 1` from that folder opens the window; the studio's strip shows the
     first-run hint "? help" (its pill at the right end of the status line) until the first key;
  3. C, the first key: the hint goes, and the screenshot is written into the empty folder (no
     --out given), not into the repository;
  4. idle with its clock playing, the release window uses under 0.02 s of CPU a second;
  5. `scripts/run --scale 1 --out shots` from the same folder: C writes into FOLDER/shots.
Screen pixels through python3-xlib; screenshots and logs in $RUN_TEST_OUT.
"""

import glob
import json
import os
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402
from xharness import Abort, close_to, pixel   # noqa: E402

REPO = xh.REPO
RUN = os.path.join(REPO, "scripts", "run")
RELEASE = os.path.join(REPO, ".build", "release", "modal-prototype")
OUT = os.environ.get("RUN_TEST_OUT") or "/tmp/modal-window-run"
DEADLINE = xh.env_int("RUN_TEST_DEADLINE", 960)
BUILD_TIMEOUT = 900
HINT_FILL = (0x3A, 0x3A, 0x3C)
PANEL = (0x1C, 0x1C, 0x1E)
R = xh.Report()


def run_env():
    """The environment of a user's shell: no test asset override, no Wayland, no forced driver."""
    env = dict(os.environ)
    for k in ("MODAL_PROTOTYPE_ASSETS", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "GDK_SCALE"):
        env.pop(k, None)
    return env


def timeline_rect(env):
    """The timeline strip's rectangle (x, y, w, h) in window points, from a headless --studio run."""
    folder = os.path.join(OUT, "headless")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "scenario.txt")
    with open(path, "w") as f:
        f.write("0 elements studio.json\n0.1 end\n")
    r = subprocess.run([RELEASE, "--headless", "--studio", "--scenario", path, "--out", folder, "--scale", "1"],
                       stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=60,
                       env=env, preexec_fn=xh.child_setup())
    if r.returncode != 0:
        raise Abort("headless --studio run exited %d: %s" % (r.returncode, r.stdout.decode(errors="replace")))
    with open(os.path.join(folder, "studio.json")) as f:
        rects = {e["id"]: (e["x"], e["y"], e["width"], e["height"]) for e in json.load(f)}
    if "timeline" not in rects:
        raise Abort("headless --studio elements lack the timeline")
    return rects["timeline"]


class RunApp(xh.App):
    """scripts/run ARGS started in `folder`, its window on our Xvfb."""

    def __init__(self, d, num, env, tag, folder, args):
        self.d = d
        self.tag = tag
        self.env = dict(env, DISPLAY=":%d" % num)
        self.rundir = folder
        self.out = OUT
        self.log = os.path.join(OUT, "app-%s.log" % tag)
        self.started = time.monotonic()
        self.p = xh.spawn([RUN] + list(args), self.log, env=self.env, cwd=folder)
        self.wid = None
        self.win = None
        self.geom = None

    def key(self, name):
        xh.run(["xdotool", "key", "--window", str(self.wid), name], env=self.env)

    def close(self):
        xh.send_wm_delete(self.d, self.wid)
        return self.wait_exit(10)


def pngs(folder):
    return sorted(glob.glob(os.path.join(folder, "modal-prototype-*.png")))


def main():
    xh.clean_out(OUT, folders=[])
    env = run_env()
    folder = tempfile.mkdtemp(prefix="caller-", dir=OUT)
    repo_before = set(pngs(REPO))

    # 1. Build and run from the empty folder.
    r = subprocess.run([RUN, "--version"], cwd=folder, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, timeout=BUILD_TIMEOUT, env=env, preexec_fn=xh.child_setup())
    text = r.stdout.decode(errors="replace").strip()
    # --version's first line is `modal-prototype VERSION`; build lines may come before it.
    named = [line for line in text.splitlines() if line.startswith("modal-prototype ")]
    R.check(r.returncode == 0 and bool(named), "scripts/run --version from an empty folder builds and runs the app",
            named[0] if named else text[-200:])
    R.check(os.listdir(folder) == [], "the build leaves the caller's folder empty", ", ".join(os.listdir(folder)) or "empty")
    strip = timeline_rect(env)

    started = xh.start_xvfb(99, 159, log=os.path.join(OUT, "xvfb.log"))
    if started is None:
        raise Abort("could not start Xvfb on any display from :99 to :159")
    num, _xvfb, d, _took = started

    # 2. The window, with the hint in the strip.
    app = RunApp(d, num, env, "no-out", folder, ["--scale", "1"])
    if app.find_window(timeout=60) is None:
        raise Abort("no window from scripts/run; log: " + app.log_text())
    sx, sy, sw, sh = strip
    right = sx + sw - 16                     # the pill's right end (TimelineStrip.padding)
    probe = [(right - 3, sy + 14), (right - 50, sy + 14)]   # inside the pill, beside the text
    time.sleep(0.5)
    before = app.shot("01-hint")
    got = [pixel(before, *p) for p in probe]
    R.check(all(close_to(c, HINT_FILL, 4) for c in got), "the strip shows the first-run hint before any key",
            ", ".join("#%02X%02X%02X at (%d,%d)" % (c + p) for c, p in zip(got, probe)))

    # 3. C: the first key hides the hint and writes the screenshot into the caller's folder.
    app.key("c")
    written = xh.poll(lambda: pngs(folder), 5)
    R.check(len(written) == 1, "C writes its screenshot into the folder scripts/run was started from (no --out)",
            ", ".join(os.path.basename(p) for p in written) or "none in " + folder)
    log = xh.poll(lambda: "screenshot: " in app.log_text() and app.log_text(), 3) or app.log_text()
    R.check(written != [] and ("screenshot: " + written[0]) in log, "the app prints the screenshot's path in that folder",
            next((l for l in log.splitlines() if l.startswith("screenshot: ")), "no screenshot line"))
    if written:
        with open(written[0], "rb") as f:
            R.check(f.read(8) == b"\x89PNG\r\n\x1a\n", "the screenshot is a PNG", os.path.getsize(written[0]))
    time.sleep(0.4)
    after = app.shot("02-after-key")
    got = [pixel(after, *p) for p in probe]
    R.check(all(close_to(c, PANEL, 4) for c in got), "the hint is gone after the first key",
            ", ".join("#%02X%02X%02X" % c for c in got))
    xh.wait_quiet(app.p.pid, 0.005, 10.0)   # the release build, idle at the main view
    idle = xh.cpu_during(app.p.pid, 3.0) / 3.0
    R.check(idle < 0.02, "the release window idle, its clock playing: CPU < 0.02 s/s (it sleeps until the next "
            "strip tick; scripts/bench holds the quiet window to 0.01)", "%.4f s/s" % idle)
    R.check(app.close() == 0, "the window closes (WM_DELETE_WINDOW) with status 0", app.p.returncode)

    # 5. A relative --out is taken from the caller's folder.
    app = RunApp(d, num, env, "relative-out", folder, ["--scale", "1", "--out", "shots"])
    if app.find_window(timeout=60) is None:
        raise Abort("no window from scripts/run --out shots; log: " + app.log_text())
    time.sleep(0.3)
    app.key("c")
    shots = os.path.join(folder, "shots")
    written = xh.poll(lambda: pngs(shots) if os.path.isdir(shots) else [], 5)
    R.check(len(written) == 1, "--out shots: C writes into shots/ under the caller's folder",
            ", ".join(written) or "none")
    R.check(app.close() == 0, "the second window closes with status 0", app.p.returncode)
    added = sorted(set(pngs(REPO)) - repo_before)
    R.check(added == [], "nothing was written into the repository", ", ".join(added) or "none")


if __name__ == "__main__":
    xh.run_checks(main, R, "window-run", "window-run", DEADLINE, "scripts/run from " + OUT)
