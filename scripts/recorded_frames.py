"""The files a `--record DIR` run leaves, read for the window tests (via window_recording.py).

`--record` names every frame (an unchanged one is a hard link to the file before); with
`--record-changed-only` it writes no file for a frame equal to the one before, so a gap in the
numbers means "unchanged" and `filled` puts the file before each gap in it.
Only the Python standard library.
"""

import os
import re

NAME = re.compile(r"^frame-(\d{6,})-(\d+\.\d{4})s\.png$")


def png_size(path):
    """(width, height) of a PNG file, from its IHDR chunk."""
    with open(path, "rb") as f:
        head = f.read(24)
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def filled(got, count):
    """{index: path} for frames 0..count-1: a frame missing from the folder is the file before it
    (`--record` writes no file for a frame equal to the one before)."""
    out, last = {}, None
    for i in range(count):
        if i in got:
            last = got[i][1]
        if last is not None:
            out[i] = last
    return out


def recorded_count(app, folder):
    """The frame count the app printed at the end (`recorded N frames into DIR (K files; …)`), or None."""
    m = re.search(r"recorded (\d+) frames into %s \((\d+) files" % re.escape(folder), app.raw_log())
    return int(m.group(1)) if m else None


def frames(folder):
    """{index: (time text, path)} of the recorded frames, and the names that do not fit the pattern."""
    out, bad = {}, []
    for name in sorted(os.listdir(folder)):
        m = NAME.match(name)
        if m is None:
            bad.append(name)
        else:
            out[int(m.group(1))] = (m.group(2), os.path.join(folder, name))
    return out, bad


def cut_or_temporary(folder):
    """The files of a record folder that a clean end must not leave: temporary files, locks and
    PNGs cut short (without their IEND chunk); and how many whole frames it holds."""
    names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
    bad, whole = [], 0
    for n in names:
        with open(os.path.join(folder, n), "rb") as f:
            data = f.read()
        if NAME.match(n) and data.endswith(b"IEND\xaeB`\x82"):
            whole += 1
        else:
            bad.append(n)
    return bad, whole
