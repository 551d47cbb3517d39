"""The review's side of the window tests (via xharness): the app's layout and colours from
`--print-layout`, and its review state from the lines it prints with MODAL_STATE_LINES=1.

Only the Python standard library.
"""

import os
import time

from xpixels import Abort


def env_int(name, default):
    """The environment variable `name` as a whole number, or `default` when unset or not one."""
    text = os.environ.get(name, "").strip()
    return int(text) if text.isdigit() else default


STATE_TIMEOUT = env_int("MODAL_STATE_TIMEOUT", 60)   # seconds without a new review state before a wait gives up
WAIT_MAX = env_int("MODAL_STATE_WAIT_MAX", 240)      # seconds any one wait may take, however the review runs on


def poll(get, timeout):
    """Polls get() every 0.05 s until it returns something true or `timeout` seconds pass; returns
    its last value."""
    end = time.monotonic() + timeout
    got = get()
    while not got and time.monotonic() < end:
        time.sleep(0.05)
        got = get()
    return got


def wait_for(get, what, timeout=None):
    """Polls get() until it returns something true, and returns it; Abort after `timeout` seconds."""
    got = poll(get, timeout or STATE_TIMEOUT)
    if not got:
        raise Abort("no %s within %d s" % (what, timeout or STATE_TIMEOUT))
    return got


def colour(text):
    """(r, g, b) of a `#RRGGBB` or `#RRGGBBAA` string (the alpha dropped)."""
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


class LayoutData:
    """The app's `--print-layout` (xharness.Layout runs the app): sizes in points, colours as (r, g, b).

    Attributes: phone_w, phone_h, lanes, stage (w, h), gap, header, phones [(x, y)], timeline
    and inspector (x, y, w, h), studio (w, h), hud (x, y, w), palette and theme {name: (r, g, b)};
    `raw` is the parsed JSON.
    """

    def __init__(self, j):
        """From the parsed `--print-layout` JSON `j`."""
        self.raw = j
        self.phone_w, self.phone_h = j["phone"]["width"], j["phone"]["height"]
        self.lanes = j["lanes"]
        self.stage = (j["stage"]["width"], j["stage"]["height"])
        self.gap, self.header = j["stage"]["gap"], j["stage"]["header"]
        self.phones = [(p["x"], p["y"]) for p in j["phones"]]
        r = lambda o: (o["x"], o["y"], o["width"], o["height"])   # noqa: E731
        self.timeline, self.inspector = r(j["timeline"]), r(j["inspector"])
        self.studio = (j["studio"]["width"], j["studio"]["height"])
        self.hud = (j["hud"]["x"], j["hud"]["y"], j["hud"]["width"])
        self.hud_margin = j["hud"]["margin"]
        self.palette = {k: colour(v) for k, v in j["palette"].items()}
        self.theme = {k: colour(v) for k, v in j["theme"].items()}


def parse_state(line):
    """The fields of one `state t=… key=value …` line as a dict (numbers as int or float), or None."""
    if not line.startswith("state "):
        return None
    out = {}
    for word in line.split()[1:]:
        k, _, v = word.partition("=")
        try:
            out[k] = int(v)
        except ValueError:
            try:
                out[k] = float(v)
            except ValueError:
                out[k] = v
    return out


class ReviewState:
    """What xharness.App knows of the app's review: its state lines (needs raw_log(), alive(), p)."""

    def states(self):
        """Every review-state line the app printed so far, parsed (`parse_state`), oldest first."""
        out = []
        for line in self.raw_log().splitlines():
            s = parse_state(line)
            if s is not None:
                out.append(s)
        return out

    def state(self):
        """The app's latest review state, or {} before its first line."""
        got = self.states()
        return got[-1] if got else {}

    def wait_state(self, done, what, timeout=None, after=0):
        """Waits until a state line (from the `after`-th on) satisfies done(state); returns it.

        This waits on the review, not on the wall clock: a slow (debug, loaded) build takes
        longer and still passes. It gives up (Abort naming `what` and the last state) only when
        the review stops reporting progress: no new state line for `timeout` seconds (default
        STATE_TIMEOUT), or the app exits first. The test's own deadline bounds the whole run.
        """
        limit = timeout or STATE_TIMEOUT
        seen, progressed = -1, time.monotonic()
        most = max(4 * limit, WAIT_MAX)     # a review that runs on but never gets there
        give_up = progressed + most
        while True:
            got = self.states()
            for s in got[after:]:
                if done(s):
                    return s
            if len(got) != seen:
                seen, progressed = len(got), time.monotonic()
            if not self.alive():
                raise Abort("the app exited (status %s) before %s" % (self.p.returncode, what))
            if time.monotonic() > give_up:
                raise Abort("no %s in %d s although the review ran on; last state: %s" % (
                    what, most, " ".join("%s=%s" % kv for kv in (got[-1] if got else {}).items())))
            if time.monotonic() - progressed > limit:
                raise Abort("no %s: no new state for %d s; last state: %s" % (
                    what, limit, " ".join("%s=%s" % kv for kv in (got[-1] if got else {}).items())))
            time.sleep(0.02)

    def mark(self):
        """How many state lines there are now: pass it as `after` to wait for a later one."""
        return len(self.states())
