#!/usr/bin/env python3
"""The review page in a real browser (issue 35): Debian's Chromium, headless.

  1. `--headless --compare seed,fluid --report DIR` of a show, drag and hide exits 0.
  2. Chromium loads DIR/index.html from file:// and takes a screenshot (kept beside the report
     as browser.png, to be looked at); the page is not blank: the plots' dark panels and the
     figures table are painted.
  3. Chromium's DOM (--dump-dom) holds the figures table, and every row's start, settle,
     duration, overshoot and peak velocity is report.json's for that lane and motion.

Only the Python standard library is used; every step is bounded in time.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zlib
import struct

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENARIO = "0.2 key h\n1.5 drag 195 360 195 150 0.3\n3 drag 195 200 195 700 0.25\n4.5 end\n"
failures = []


def check(ok, what, detail=""):
    print(("ok - " if ok else "not ok - ") + what + (" (%s)" % detail if detail else ""))
    if not ok:
        failures.append(what)


def png_rows(path):
    """The RGB(A) rows of a non-interlaced 8-bit PNG (what Chromium writes)."""
    data = open(path, "rb").read()
    pos, idat, width, height, channels = 8, b"", 0, 0, 4
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            channels = {2: 3, 6: 4}.get(colour, 4)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = prev[i], prev[i - channels] if i >= channels else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, channels, rows


def main():
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser:
        check(False, "chromium is installed (scripts/install-deps installs it)")
        return
    app = os.environ.get("MODAL_PROTOTYPE_BIN") or os.path.join(ROOT, ".build", "debug", "modal-prototype")
    work = tempfile.mkdtemp(prefix="modal-report-browser-")
    with open(os.path.join(work, "s.txt"), "w") as f:
        f.write(SCENARIO)
    run = subprocess.run([app, "--headless", "--compare", "seed,fluid", "--scenario", "s.txt", "--report", "rep"],
                         cwd=work, capture_output=True, text=True, timeout=300)
    check(run.returncode == 0, "--headless --compare seed,fluid --report rep exits 0", run.stderr.strip()[-200:])
    page = os.path.join(work, "rep", "index.html")
    report = json.load(open(os.path.join(work, "rep", "report.json")))
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files", "--user-data-dir=" + os.path.join(work, "profile")]
    shot = os.path.join(work, "rep", "browser.png")
    subprocess.run([browser] + flags + ["--screenshot=" + shot, "--window-size=1280,2600", "file://" + page],
                   capture_output=True, timeout=120)
    ok = os.path.isfile(shot)
    dark = table = 0
    if ok:
        w, h, ch, rows = png_rows(shot)
        for row in rows[::8]:
            px = [row[i:i + 3] for i in range(0, w * ch, ch * 8)]
            dark += sum(1 for p in px if p[0] < 40 and p[1] < 40 and p[2] < 40)
            table += sum(1 for p in px if p[0] > 250 and 240 <= p[1] <= 248 and 215 <= p[2] <= 230)  # the best cells' #fff4e0
    check(ok and dark > 2000 and table > 0, "Chromium renders the page: the plots' dark panels and the marked figures are painted",
          "screenshot %s, %d dark samples, %d best-cell samples" % (shot, dark, table))
    dom = subprocess.run([browser] + flags + ["--dump-dom", "file://" + page], capture_output=True, text=True, timeout=120).stdout
    rows = re.findall(r'<tr data-lane="([^"]+)">(.*?)</tr>', dom, re.S)
    cells = [(lane, dict(re.findall(r'data-key="(\w+)">(?:★ )?([^<]*)<', body))) for lane, body in rows]
    expected = [(lane["name"], m) for lane in report["lanes"] for m in lane["motions"]]
    check(len(cells) == len(expected) and len(cells) >= 4, "the DOM's figures table has a row per motion of report.json",
          "%d rows, %d motions" % (len(cells), len(expected)))
    def same(text, value, decimals):
        return abs(float(text.split()[0]) - round(value, decimals)) <= 10 ** -decimals
    mismatches = []
    for lane, c in cells:
        match = [m for name, m in expected if name == lane and same(c.get("start", "nan"), m["start"], 3)]
        if not match:
            mismatches.append("%s at %s: no motion" % (lane, c.get("start")))
            continue
        m = match[0]
        for key, decimals in (("settle", 3), ("duration", 3), ("overshootPt", 2), ("peakVelocity", 0)):
            if not same(c.get(key, "nan"), m[key], decimals):
                mismatches.append("%s %s %s: page %s, json %s" % (lane, c.get("start"), key, c.get(key), m[key]))
        if c.get("end") != m["end"]:
            mismatches.append("%s end: page %s, json %s" % (lane, c.get("end"), m["end"]))
    check(not mismatches, "every row's figures in the browser's DOM are report.json's", "; ".join(mismatches[:4]))
    check("<svg" in dom and dom.count('class="lane"') >= 4, "the DOM holds the SVG plots with a line per lane")
    print("# report and screenshot in %s" % os.path.join(work, "rep"))


if __name__ == "__main__":
    main()
    print("report-browser-test: %d failed" % len(failures))
    sys.exit(1 if failures else 0)
