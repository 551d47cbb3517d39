"""The saved-scenario round trip of window_recording.py (issue 19): a window session in
`--compare seed,fluid` (H, a slow drag on the seed card, a flick of the fluid card, S, a click on
通信開始) recorded with `--record DIR`, scrubbed back to near 0 s and saved with L (the whole take,
issue 33), then a value typed into the inspector on that scrubbed frame (the state line's `inputs`
does not drop). The saved file played back with `--headless --scenario s.txt --record DIR2` and no
other option (its head stands for `--compare` and `--latency`): every frame number both
recordings hold shows the same thing in each phone.

What a frame shows is read down one column of each phone (x 110 pt: clear of the clock, the
labels, the grabber, the spinner and the display's corners): its runs of one colour at least
RUN px long, each with its colour and where it starts. So the gray card's top edge, the sheet's,
the presenting view's and the dims (the fluid backdrop, the loading cover) must start within
1 pt of each other, in the same colours: the same states, frame by frame.
"""

import os
import re
import shutil
import subprocess

import xharness as xh
from recorded_frames import filled, frames, recorded_count
from xharness import Abort, close_to

R = None     # the report and the output folder, set by window_recording.py before the checks
OUT = None
COLUMN_X = 110   # in phone points
RUN = 4          # shorter runs are edges (anti-aliasing), not surfaces
TOL = 8          # per channel, between the window's renderer and the headless software one
LATENCY = "1"    # a short request keeps the recording short
ARGS = ["--scale", "1", "--compare", "seed,fluid", "--latency", LATENCY]


def runs(column):
    """[(colour, start y)] of the runs of one colour (within TOL of the run's first pixel) at least RUN long."""
    out, start = [], 0
    for y in range(1, len(column) + 1):
        if y == len(column) or not close_to(column[y], column[start], TOL):
            if y - start >= RUN:
                out.append((column[start], start))
            start = y
    return out


def columns(paths, layout):
    """{path: [runs of phone i's column]} for the PNG files `paths` (many a call to ImageMagick)."""
    h = layout.phone_h
    out = {}
    paths = sorted(set(paths))
    for k in range(0, len(paths), 40):
        batch = paths[k:k + 40]
        args = ["convert"]
        for p in batch:
            for px, py in layout.phones:
                args += ["(", p, "-crop", "1x%d+%d+%d" % (h, px + COLUMN_X, py), "+repage", ")"]
        r = subprocess.run(args + ["-depth", "8", "rgb:-"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
        size = 3 * h
        if r.returncode != 0 or len(r.stdout) != size * len(batch) * len(layout.phones):
            raise Abort("convert failed on %s… (exit %d): %s" % (batch[0], r.returncode, r.stderr.decode(errors="replace")[:200]))
        for i, p in enumerate(batch):
            lanes = []
            for j in range(len(layout.phones)):
                raw = r.stdout[(i * len(layout.phones) + j) * size:][:size]
                lanes.append(runs([tuple(raw[y:y + 3]) for y in range(0, size, 3)]))
            out[p] = lanes
    return out


def differ(a, b):
    """Why two columns' runs differ (colours beyond TOL, starts beyond 1 pt), or ''."""
    if len(a) != len(b):
        return "%d runs vs %d" % (len(a), len(b))
    for (ca, ya), (cb, yb) in zip(a, b):
        if not close_to(ca, cb, TOL) or abs(ya - yb) > 1:
            return "#%02X%02X%02X at %d vs #%02X%02X%02X at %d" % (ca + (ya,) + cb + (yb,))
    return ""


def gray_top(lane, gray):
    """Where the gray card's run starts in a column's runs, or None."""
    return next((y for c, y in lane if close_to(c, gray, TOL)), None)


def session(d, num, env, layout, rec, saved):
    """Drives the window session; returns the app (exited) after checking its steps."""
    button = xh.headless_elements(xh.APP, os.path.join(OUT, "rt-elements"), ["0 key s", "1.5 elements sheet.json"],
                                  ["sheet"], float(LATENCY), env)["sheet"].get("start-request")
    if button is None:
        raise Abort("no start-request in the headless sheet's elements")
    app = xh.App(d, num, env, "roundtrip", OUT, ARGS + ["--record", rec])
    if app.find_window(timeout=60) is None:
        raise Abort("no window (round trip); log: " + app.log_text())
    app.focus()
    both = lambda want: (lambda s: s["lane0.half"] == s["lane1.half"] == want)   # noqa: E731
    rest = lambda s: all(s["lane%d.half" % i].startswith("at-") for i in (0, 1))   # noqa: E731
    app.key("h", both("at-half"), "both cards at rest at half after H")
    (x0, y0), (x1, y1) = layout.phones
    cx, top = layout.phone_w / 2, 0.4 * layout.phone_h + 150
    ends = []
    for (px, py), dy, moves, pause, hold in (((x0, y0), 60, 20, 0.03, 0.1), ((x1, y1), 120, 8, 0.01, 0)):
        before = app.state()
        mark = app.mark()
        app.gesture([(px + cx, py + top - dy * i / moves) for i in range(moves + 1)], pause, hold)
        moved = lambda s: "dragging" in (s["lane0.half"], s["lane1.half"]) or any(   # noqa: E731
            s["lane%d.half" % i] != before["lane%d.half" % i] for i in (0, 1))
        app.wait_state(moved, "the cards dragged", after=mark)
        since = next(i for i, s in enumerate(app.states()) if i >= mark and moved(s))
        s = app.wait_state(rest, "both cards at rest after the gesture", after=since)
        ends.append("%s/%s" % (s["lane0.half"], s["lane1.half"]))
    app.key("s", lambda s: s["lane0.sheet"] == s["lane1.sheet"] == "presented", "both sheets presented after S")
    mark = app.mark()
    app.click(x0 + button[0] + button[2] / 2, y0 + button[1] + button[3] / 2)
    loading = lambda s: s["lane0.request"] == "loading"   # noqa: E731
    app.wait_state(loading, "the loading cover after 通信開始", after=mark)
    since = next(i for i, s in enumerate(app.states()) if i >= mark and loading(s))
    done = app.wait_state(lambda s: s["lane0.request"] == s["lane1.request"] == "idle" and s["lane0.sheet"] == "hidden"
                          and s["lane1.sheet"] == "hidden", "the request done and the sheets gone", after=since)
    app.wait_state(lambda s: s["recorded"] > int(done["t"] * 60) + 6, "the frames up to the sheets' dismissal recorded")
    R.check(True, "round trip: H, a drag, a flick, S and 通信開始 in the window",
            "cards after the drag and the flick: %s; sheets gone at t %.3f" % (", ".join(ends), done["t"]))
    # A click on the ruler near 0 s scrubs back; L saves the whole take, not the part before it.
    take = app.state()["inputs"]
    tx, ty = layout.timeline[:2]
    mark = app.mark()
    app.click(tx + 20, ty + 100)
    app.wait_state(lambda s: s["paused"] == 1 and s["pending"] > 0, "the take scrubbed back", after=mark)
    app.key("l")
    said = xh.wait_for(lambda: re.findall(r"^scenario: (.+)$", app.log_text(), re.M), "L's scenario path")
    shutil.copyfile(said[-1], saved)
    # A value typed into the inspector on that scrubbed frame keeps every later input.
    field = app.elements_after_c(1).get("setting-value:halfModal.heightRate")
    if field is None:
        raise Abort("no setting-value:halfModal.heightRate in the window's elements")
    app.click(field[0] + field[2] / 2, field[1] + field[3] / 2)
    mark = app.mark()
    app.type_keys("0.45")
    app.key("Return")
    s = app.wait_state(lambda s: s["inputs"] != take or s["pending"] == 0, "the typed value applied", after=mark)
    R.check(s["inputs"] >= take and s["pending"] > 0, "a value typed on a scrubbed frame keeps the take (inputs do not drop)",
            "inputs %d -> %d, pending %d" % (take, s["inputs"], s["pending"]))
    xh.send_wm_delete(d, app.wid)
    status = app.wait_exit(60)
    if status != 0:
        raise Abort("the round-trip window exited %s; log: %s" % (status, app.log_text()[-400:]))
    return app


def roundtrip(d, num, env):
    """The window's recording and its saved scenario's headless recording show the same frames."""
    layout = xh.Layout(ARGS, env)
    rec, rec2 = os.path.join(OUT, "rt-window"), os.path.join(OUT, "rt-headless")
    saved = os.path.join(OUT, "rt-saved.txt")
    for f in (rec, rec2):
        shutil.rmtree(f, ignore_errors=True)
    app = session(d, num, env, layout, rec, saved)
    text = open(saved).read()
    words = [line.split()[1] for line in text.splitlines() if line.strip() and not line.startswith("#")]
    head = [line for line in text.splitlines() if line.startswith("0 ") and line.split()[1] in ("device", "fps", "compare", "initial")]
    R.check("0 compare seed,fluid" in head and "0 initial request.latency %s" % LATENCY in head,
            "round trip: the saved head stands for the options (compare, latency)", "; ".join(head))
    R.check(all(w in words for w in ("key", "down", "move", "up", "end")) and words.count("down") == 3,
            "round trip: L on a scrubbed frame wrote the keys, the three presses with their moves, and end",
            "%d lines: %s" % (len(words), " ".join(sorted(set(words)))))
    r = subprocess.run([os.path.abspath(xh.APP), "--headless", "--scenario", saved, "--record", rec2, "--out", rec2],
                       stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600, env=env)
    if r.returncode != 0:
        raise Abort("the headless replay exited %d: %s" % (r.returncode, r.stdout.decode(errors="replace")[-300:]))
    live, _ = frames(rec)
    back, _ = frames(rec2)
    # Headless, frame n is recorded when n/60 is at or before the scenario's end (a gap = unchanged).
    end = float(re.search(r"^(\S+) end$", text, re.M).group(1))
    n_live, n_back = recorded_count(app, rec) or 0, int(end * 60 + 1e-6) + 1
    a, b = filled(live, n_live), filled(back, n_back)
    common = sorted(set(a) & set(b))
    R.check(n_live > 100 and n_back >= n_live and len(common) == n_live and max(back) < n_back,
            "round trip: the headless replay holds every frame number the window recorded (its end is the quit's time)",
            "window %d frames (%d files), headless %d to the end at %.4f s (%d files)" % (n_live, len(live), n_back, end, len(back)))
    cols = columns([a[i] for i in common] + [b[i] for i in common], layout)
    gray = layout.theme["gray"]
    bad, card = [], 0
    for i in common:
        for lane, (wa, wb) in enumerate(zip(cols[a[i]], cols[b[i]])):
            why = differ(wa, wb)
            if why:
                bad.append("frame %d lane %d: %s" % (i, lane, why))
            elif gray_top(wa, gray) is not None:
                card += 1
    R.check(not bad and card > 0,
            "round trip: each frame shows the cards, sheets and dims where the window's frame of the same number does "
            "(gray card's top within 1 pt, same colours: same states)",
            "; ".join(bad[:4]) + (" … %d in all" % len(bad) if bad else "%d frames × 2 phones, the card in %d" % (len(common), card)))
