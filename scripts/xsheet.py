"""The window side of scripts/window_native.py (issue 21's system sheet under Xvfb): the app in a
window read in phone points, the sheet's top and the list's rows from the screen's pixels, drags
and flicks through xdotool, and waits on the app's review-state lines bounded by WAIT seconds.

Only the Python standard library and python3-xlib (through xharness).
"""

import os
import time

import xharness as xh
from xharness import Abort

OUT = os.environ.get("WINDOW_NATIVE_OUT") or "/tmp/modal-window-native"
WAIT = xh.env_int("WINDOW_NATIVE_WAIT", 40)   # seconds one wait on the app's state may take
H = 844.0
COLUMN = 300          # clear of the grabber, the row labels and the status bar's icons
STATUS_BAR = 45       # rows above hold the status bar, light over the dark backdrop at large (issue 34)

class App(xh.App):
    """The app in a window; points are phone points of lane `lane` (from --print-layout)."""

    def __init__(self, d, num, env, tag, args, events=None):
        e = dict(env, MODAL_PROTOTYPE_TEST_EVENTS=events) if events else env
        super().__init__(d, num, e, tag, OUT, args)
        self.layout = xh.Layout(args, env)
        if self.find_window(timeout=60) is None:
            raise Abort("%s: no window within 60 s:\n%s" % (tag, self.log_text()))
        self.k = self.geom[2] / self.layout.studio[0]
        self.wait_state(lambda s: "lane0.half" in s, "%s: the first state line" % tag)

    def wait_state(self, done, what, timeout=None, after=0):
        """As xh.App.wait_state, but bounded by WAIT seconds whatever the heartbeat lines say."""
        end = time.monotonic() + (timeout or WAIT)
        while True:
            got = self.states()
            for st in got[after:]:
                if done(st):
                    return st
            if not self.alive():
                raise Abort("the app exited (status %s) before %s" % (self.p.returncode, what))
            if time.monotonic() > end:
                raise Abort("no %s within %d s; last state: %s" % (what, timeout or WAIT, " ".join(
                    "%s=%s" % kv for kv in (got[-1] if got else {}).items())))
            time.sleep(0.02)

    def screen_point(self, px, py, lane=0):
        ox, oy = self.layout.phones[lane]
        return (int(round(self.geom[0] + (ox + px) * self.k)), int(round(self.geom[1] + (oy + py) * self.k)))

    def column(self, x=COLUMN, lane=0):
        """The phone's column x as [(r, g, b)] per point, top to bottom."""
        sx, sy = self.screen_point(x, 0, lane)
        h = int(H * self.k)
        rgb = xh.grab_rgb(self.d, sx, sy, 1, h)
        return [tuple(rgb[int(y * self.k) * 3:int(y * self.k) * 3 + 3]) for y in range(int(H))]

    def pixel(self, x, y):
        sx, sy = self.screen_point(x, y)
        return tuple(xh.grab_rgb(self.d, sx, sy, 1, 1)[:3])

    def top(self, lane=0, want=lambda c: min(c) >= 240):
        """The first point down the column, below the status bar, whose colour passes `want` (the
        sheet's white, or with a list its grouped #F2F2F7), or None. The status bar's glyphs turn
        light over the dark backdrop at large (issue 34): the scan starts under them (y 45; the
        sheet never rises above 50)."""
        col = self.column(lane=lane)
        return next((y for y in range(STATUS_BAR, int(H)) if want(col[y])), None)

    def phase(self):
        """(sheet top, phase): the first separator below the list's top, mod 44, and the top."""
        col = self.column()
        top = next((y for y in range(STATUS_BAR, int(H)) if min(col[y]) >= 240), None)
        if top is None:
            return None, None
        for y in range(top + 22, int(H) - 40):
            if 150 < col[y][0] < 232 and min(col[y - 1]) >= 248:
                return top, (y - (top + 20)) % 44
        return top, None

    def drawn(self, read, what):
        """read() once it is not None: the window may show the state a moment after its line
        (the first frame of a window that opened with a scenario is presented late). Bounded by WAIT."""
        end = time.monotonic() + WAIT
        while True:
            got = read()
            if got is not None:
                return got
            if time.monotonic() > end:
                x, y, w, h = self.geom
                xh.write_png(os.path.join(OUT, "not-drawn-%s.png" % self.tag), w, h, xh.grab_rgb(self.d, x, y, w, h))
                raise Abort("%s: not on screen within %d s (screenshot not-drawn-%s.png)" % (what, WAIT, self.tag))
            time.sleep(0.05)

    def flick(self, before, y0, y1, want, what, tries=3):
        """A 50 ms drag from (195, y0) to (195, y1) after `before()` set the sheet up, until the sheet
        comes to rest as `want` (at most `tries` times); returns (state name, tries used).

        A flick's velocity is measured from SDL's event times, which a loaded machine bunches
        (README, "Known limits"): a flick that came out slow is set up and made again.
        """
        for n in range(1, tries + 1):
            before()
            m = self.mark()
            self.drag(195, y0, y1, 0.05, steps=5)
            self.wait_seq([lambda s: s.get("lane0.half") == "dragging",
                           lambda s: s.get("lane0.half", "").startswith("at-")], what, m)
            self.handled()
            got = self.half()
            if got == want:
                return got, n
        return got, tries

    def half(self, lane=0):
        return self.state().get("lane%d.half" % lane, "")

    def wait_seq(self, preds, what, after):
        """Waits for state lines (from the `after`-th on) satisfying each of `preds` in turn; returns
        the index after the last one's line."""
        i = after
        for n, pred in enumerate(preds):
            def found(s, n=n):
                return pred(s)
            got = self.wait_state(found, "%s (step %d)" % (what, n + 1), after=i)
            states = self.states()
            i = next(j for j in range(i, len(states)) if states[j] == got) + 1
        return i

    def wait_half(self, name, what, lanes=(0,), after=None):
        """Waits until every lane of `lanes` reads `name` (e.g. at-large) from state line `after` on."""
        start = self.mark() if after is None else after
        return self.wait_state(lambda s: all(s.get("lane%d.half" % i) == name for i in lanes), what, after=start)

    def xdo(self, *words):
        xh.run(["xdotool"] + [str(w) for w in words], timeout=30, env=self.env)

    def press(self, px, py):
        self.xdo("mousemove", *self.screen_point(px, py), "mousedown", "1")

    def drag(self, x, y0, y1, seconds, release=True, steps=None):
        """A drag from (x, y0) to (x, y1) over `seconds`, in even steps; released unless `release` is False."""
        n = steps or max(int(seconds / 0.02), 1)
        words = ["mousemove", *self.screen_point(x, y0), "mousedown", "1"]
        for i in range(1, n + 1):
            words += ["sleep", "%.3f" % (seconds / n), "mousemove", *self.screen_point(x, y0 + (y1 - y0) * i / n)]
        if release:
            words += ["mouseup", "1"]
        self.xdo(*words)

    def release(self, x, y):
        self.xdo("mousemove", *self.screen_point(x, y), "mouseup", "1")

    def tap(self, px, py):
        xh.xdotool_click(self.env, *self.screen_point(px, py))

    def handled(self):
        """Waits until every input sent so far is handled: D shows the HUD, D again hides it."""
        self.key("d", lambda s: s.get("hud") == 1, "the HUD after D")
        self.key("d", lambda s: s.get("hud") == 0, "no HUD after D")


def near(a, b, tol):
    return a is not None and b is not None and abs(a - b) <= tol


def mod_near(x, want, tol):
    """Whether x lies within tol of want, mod 44 (a row)."""
    if x is None:
        return False
    d = (x - want) % 44
    return min(d, 44 - d) <= tol


def shift(before, after):
    """How far the content moved up between two phases, mod 44."""
    return None if before is None or after is None else (before - after) % 44


