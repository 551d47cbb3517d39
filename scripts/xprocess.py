"""Children of the window tests (via xharness): started so that they die with the test, ended
for sure, short commands run with their output, and a process's CPU time from /proc.

Only the Python standard library.
"""

import ctypes
import os
import resource
import signal
import subprocess
import time

CHILDREN = []   # Popen objects that stop_all ends


def child_setup(core=False):
    """A preexec_fn: the child dies with this process (PR_SET_PDEATHSIG); core dumps enabled if `core`."""
    def setup():
        try:
            libc = ctypes.CDLL("libc.so.6", use_errno=True)
            libc.prctl(1, signal.SIGTERM, 0, 0, 0)   # PR_SET_PDEATHSIG (TERM: Xvfb removes its lock)
        except OSError:
            pass
        if core:
            try:
                _soft, hard = resource.getrlimit(resource.RLIMIT_CORE)
                want = 1 << 30 if hard == resource.RLIM_INFINITY else min(hard, 1 << 30)
                resource.setrlimit(resource.RLIMIT_CORE, (want, hard))
            except (ValueError, OSError):
                pass
    return setup


def spawn(args, log=None, core=False, die_with_us=True, **kw):
    """Starts a child, output appended to `log` if given, and records it for stop_all."""
    if die_with_us:
        kw.setdefault("preexec_fn", child_setup(core))
    if log is None:
        p = subprocess.Popen(args, stdin=subprocess.DEVNULL, **kw)
    else:
        with open(log, "ab") as f:
            p = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=f, stderr=subprocess.STDOUT, **kw)
    CHILDREN.append(p)
    return p


def stop(p, grace=2.0):
    """Ends a child we started: SIGCONT (if stopped) and SIGTERM, then SIGKILL after `grace` seconds."""
    if p.poll() is None:
        try:
            os.kill(p.pid, signal.SIGCONT)
            p.terminate()
            p.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            p.kill()
            try:
                p.wait(timeout=2)
            except subprocess.TimeoutExpired:
                pass
        except OSError:
            pass
    if p in CHILDREN:
        CHILDREN.remove(p)


def stop_all(grace=2.0):
    """Ends every child spawn started and that is still recorded, the latest first."""
    for p in reversed(list(CHILDREN)):
        stop(p, grace)


def run(args, timeout=5.0, env=None, check=True, label=None):
    """Runs a short command and returns its stdout as text; with `check`, a failure raises RuntimeError."""
    r = subprocess.run(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=timeout, env=env, preexec_fn=child_setup())
    if check and r.returncode != 0:
        raise RuntimeError("%s exited %d: %s" % (label or args[0], r.returncode,
                                                 r.stderr.decode(errors="replace").strip()))
    return r.stdout.decode(errors="replace")


def cpu_seconds(pid):
    """CPU seconds `pid` has used: the nanosecond run times of its threads
    (/proc/PID/task/*/schedstat), else utime + stime from /proc/PID/stat.

    utime and stime count whole clock ticks (10 ms), charged to whoever runs when a tick lands,
    so a window that wakes briefly twice a second reads 0 or 0.01 s over a short span by chance;
    schedstat counts what ran. A thread that ends during a measurement takes its time with it
    (the idle window's threads stay)."""
    try:
        total = 0
        for task in os.listdir("/proc/%d/task" % pid):
            with open("/proc/%d/task/%s/schedstat" % (pid, task)) as f:
                total += int(f.read().split()[0])
        return total / 1e9
    except (OSError, ValueError, IndexError):
        pass
    with open("/proc/%d/stat" % pid) as f:
        stat = f.read()
    fields = stat[stat.rindex(")") + 2:].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wait_quiet(pid, below, timeout):
    """Waits (at most `timeout` s) for a half second in which `pid` uses less than `below` CPU
    seconds: what the window does once when it goes quiet (the idle trim, 250 ms in) is over, so
    what follows measures the idle window itself. A busy loop never gets quiet; the measurement
    after the wait then fails as it should."""
    end = time.monotonic() + timeout
    while time.monotonic() < end and cpu_during(pid, 0.5) >= below:
        pass


def cpu_during(pid, seconds):
    """The CPU seconds `pid` uses while this process sleeps for `seconds`."""
    a = cpu_seconds(pid)
    time.sleep(seconds)
    return cpu_seconds(pid) - a
