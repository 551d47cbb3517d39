#!/usr/bin/env python3
"""The run behind scripts/link-order: which functions of the app the idle studio window runs.

    python3 scripts/link_order.py PATH/TO/release/modal-prototype OUT.txt

Opens the studio window (`--scale 1`) under Xvfb inside valgrind --tool=callgrind, presses H
(the half modal slides up, as in the memory benchmark), lets it idle past the idle trim, ends it
with SIGTERM, and writes to OUT.txt the name of every function of the binary that ran, one a
line, in address order. Instruction addresses (--dump-instr=yes) are mapped to symbols with
`nm`, not taken from valgrind's function names: valgrind cannot read the DWARF 5 line tables of
the static Swift stdlib and names some functions after a neighbour.
"""

import bisect
import glob
import os
import re
import socket
import struct
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xharness as xh   # noqa: E402

# Callgrind runs whose functions are merged: timing differs between runs (valgrind is about 50
# times slower), and so do a few of the paths taken.
RUNS = 3
# Native page-fault rounds after the callgrind runs.
NATIVE_ROUNDS = 3


def text_symbols(binary):
    """(addresses, names) of the binary's code symbols, sorted by address."""
    out = subprocess.run(["nm", "-n", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
    syms = []
    for line in out.splitlines():
        parts = line.split(None, 2)
        if len(parts) == 3 and parts[1] in "tTwW":
            syms.append((int(parts[0], 16), parts[2]))
    return [a for a, _ in syms], [n for _, n in syms]


def executed(profile, binary_name):
    """Instruction addresses of `binary_name` in one callgrind profile, and each function's lowest."""
    addresses, lowest = set(), {}
    obj = fn = None
    with open(profile, errors="replace") as f:
        for line in f:
            if line.startswith("ob="):
                obj = line[3:].strip()
            elif line.startswith("fn="):
                fn = line[3:].strip()
            elif line.startswith("0x") and obj and os.path.basename(obj) == binary_name:
                a = int(line.split()[0], 16)
                addresses.add(a)
                if fn not in lowest or a < lowest[fn]:
                    lowest[fn] = a
    return addresses, lowest


def names_run(binary, profiles):
    """Names of the functions that ran, in address order, over all `profiles`."""
    addrs, names = text_symbols(binary)
    first = {}
    for i, n in enumerate(names):
        first.setdefault(n, addrs[i])
    ran, seen = [], set()
    for profile in profiles:
        addresses, lowest = executed(profile, os.path.basename(binary))
        # The load bias: the offset most function names agree on (0 when valgrind reports
        # file addresses).
        votes = {}
        for fn, a in lowest.items():
            if fn in first:
                votes[a - first[fn]] = votes.get(a - first[fn], 0) + 1
        if not votes:
            continue
        bias = max(votes, key=votes.get)
        for a in sorted(addresses):
            i = bisect.bisect_right(addrs, a - bias) - 1
            if i >= 0 and names[i] not in seen:
                seen.add(names[i])
                ran.append(names[i])
    return ran


def ambiguous_last(binary, ran):
    """`ran` with the names the binary defines more than once moved to the end.

    lld places every section holding a symbol of a listed name, and many local helpers
    (`__swift_destroy_boxed_opaque_existential_1Tm`, specialisations) have a copy in each of many
    objects, some inside a large object's single .text (_RegexParser's 475 KiB): listed among
    the others they would split the packed functions apart.
    """
    _, names = text_symbols(binary)
    count = {}
    for n in names:
        count[n] = count.get(n, 0) + 1
    return [n for n in ran if count.get(n, 0) <= 1] + [n for n in ran if count.get(n, 0) > 1]


def main():
    """Profiles RUNS windows and writes the merged list of functions that ran."""
    binary, out = os.path.abspath(sys.argv[1]), sys.argv[2]
    folder = tempfile.mkdtemp(prefix="modal-link-order-")
    def ready(n):
        """The environment for display :n once its socket is there."""
        if not os.path.exists("/tmp/.X11-unix/X%d" % n):
            raise RuntimeError("no socket yet")
        env = dict(os.environ, DISPLAY=":%d" % n)
        env.pop("WAYLAND_DISPLAY", None)
        subprocess.run(["xdotool", "getmouselocation"], env=env, check=True, timeout=5, capture_output=True)
        return env

    started = xh.start_xvfb(150, 199, "2400x2600x24", ready=ready)
    if started is None:
        sys.exit("link-order: no free display for Xvfb")
    env = dict(started[2], MODAL_PROTOTYPE_ASSETS=os.path.join(xh.REPO, "Assets"))
    # One client stays connected, so Xvfb does not reset between the windows (as in bench.py).
    hold = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    hold.connect("/tmp/.X11-unix/X%d" % started[0])
    hold.sendall(b"l\0" + struct.pack("<HHHH", 11, 0, 0, 0) + b"\0\0")
    try:
        for run in range(RUNS):
            profile_run(binary, env, os.path.join(folder, "callgrind.%d.%%p" % run), wait=1.0 + 2.5 * run)
        ran = names_run(binary, sorted(glob.glob(os.path.join(folder, "callgrind.*"))))
        if len(ran) < 500:
            sys.exit("link-order: only %d functions ran; not writing %s" % (len(ran), out))
        write_list(binary, ran, out)
        # Natively the window runs a few dozen functions more than under valgrind (other timing,
        # other CPU features): relink with the list, record the page faults of a native run, add
        # the functions whose code faulted from outside the list, and again.
        for _ in range(NATIVE_ROUNDS):
            relink(binary)
            more = [n for n in native_faults(binary, env, folder) if n not in set(ran)]
            print("link-order: %d more functions from a native run" % len(more), file=sys.stderr)
            ran += more
            write_list(binary, ran, out)
    finally:
        hold.close()
        xh.stop_all(grace=1.0)
        for f in glob.glob(os.path.join(folder, "*")):
            os.remove(f)
        os.rmdir(folder)
    relink(binary)


def write_list(binary, ran, out):
    """Writes the list (ambiguous names last) to `out`."""
    with open(out, "w") as f:
        f.write("\n".join(ambiguous_last(binary, ran)) + "\n")
    print("link-order: %d functions written to %s" % (len(ran), out), file=sys.stderr)


def relink(binary):
    """Links the release binary again, with the list as written now."""
    os.remove(binary)
    subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--product", "modal-prototype"],
                   cwd=xh.REPO, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def native_faults(binary, env, folder):
    """Functions of `binary` whose code page-faulted (an instruction fetch) in a native run of the
    same window, recorded with `perf record -e page-faults -d`."""
    data = os.path.join(folder, "faults.data")
    app = xh.spawn(["perf", "record", "-q", "-e", "page-faults", "-c", "1", "-d", "-o", data, binary, "--scale", "1"],
                   env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if xh.find_window(env, timeout=60.0) is None:
        sys.exit("link-order: no window")
    time.sleep(0.5)
    subprocess.run(["xdotool", "key", "h"], env=env, check=True, timeout=10)
    time.sleep(3.0)
    app.terminate()
    app.wait(timeout=60)
    maps = subprocess.run(["perf", "script", "-i", data, "--show-mmap-events"], capture_output=True, text=True).stdout
    found = re.search(r"\[0x([0-9a-f]+)\(0x[0-9a-f]+\) @ 0 .*r--p " + re.escape(binary), maps)
    if not found:
        return []
    base = int(found.group(1), 16)
    addrs, names = text_symbols(binary)
    faults = subprocess.run(["perf", "script", "-i", data, "-F", "addr,ip", "-G"], capture_output=True, text=True).stdout
    hit = []
    for line in faults.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] == parts[1]:
            i = bisect.bisect_right(addrs, int(parts[0], 16) - base) - 1
            if 0 <= i and int(parts[0], 16) - base < addrs[-1] + 4096 and names[i] not in hit:
                hit.append(names[i])
    os.remove(data)
    return hit


def profile_run(binary, env, profile, wait):
    """One run of the idle studio window under callgrind (H pressed `wait` seconds after the
    window appears), its profiles written to `profile`."""
    app = xh.spawn(["valgrind", "--tool=callgrind", "--dump-instr=yes", "--demangle=no",
                    "--compress-strings=no", "--compress-pos=no",
                    "--callgrind-out-file=" + profile, binary, "--scale", "1"],
                   env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if xh.find_window(env, timeout=180.0) is None:
        sys.exit("link-order: no window")
    time.sleep(wait)
    subprocess.run(["xdotool", "key", "h"], env=env, check=True, timeout=10)
    time.sleep(20.0)   # the slide, then the idle trim, at valgrind's pace
    app.terminate()
    app.wait(timeout=120)


if __name__ == "__main__":
    main()
