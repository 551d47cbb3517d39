"""Input to the app's window for the window tests (via xharness): keys through XTest, and the
pointer through xdotool (one xdotool run a gesture, so the X server stamps the wall-clock spacing).

`Input` is the part of xharness.App that presses: `key` and `focus` wait on the app's review
state (ReviewState), `click`, `drag` and `gesture` take window points. Only the Python standard
library, plus python3-xlib inside the functions that talk X.
"""

from xpixels import Abort
from xprocess import run


def key_event(d, win, name):
    """Gives window `win` the input focus and presses and releases the key `name` through XTest:
    a keysym name ("h", "bracketright", "question", "Down"), with Shift when the keymap needs
    it, optionally after modifiers ("ctrl+minus", "shift+Tab")."""
    from Xlib import X, XK
    from Xlib.ext import xtest
    *mods, name = name.split("+")
    sym = XK.string_to_keysym(name)
    found = sorted(d.keysym_to_keycodes(sym), key=lambda ci: ci[1])
    if not sym or not found:
        raise Abort("no key for %r in the X keymap" % name)
    code, index = found[0]
    held = [{"ctrl": "Control_L", "shift": "Shift_L", "alt": "Alt_L"}[m.lower()] for m in mods]
    if index % 2 == 1 and "Shift_L" not in held:
        held.append("Shift_L")
    held = [d.keysym_to_keycode(XK.string_to_keysym(m)) for m in held]
    win.set_input_focus(X.RevertToParent, X.CurrentTime)
    d.sync()
    for m in held:
        xtest.fake_input(d, X.KeyPress, m)
    xtest.fake_input(d, X.KeyPress, code)
    xtest.fake_input(d, X.KeyRelease, code)
    for m in reversed(held):
        xtest.fake_input(d, X.KeyRelease, m)
    d.sync()


def path_args(points, pause, hold=0.0, lead=0.1, press_pause=0.0):
    """xdotool's words for a press at points[0], a move to each later point `pause` s apart, a
    rest of `hold` s and the release (screen points; `lead` s after moving there, the press;
    `press_pause` s after it, the first move). For `xh.run(["xdotool"] + path_args(…))`."""
    (x, y), rest = points[0], points[1:]
    args = ["mousemove", str(x), str(y), "sleep", str(lead), "mousedown", "1"]
    if press_pause:
        args += ["sleep", str(press_pause)]
    for sx, sy in rest:
        args += ["sleep", str(pause), "mousemove", str(sx), str(sy)]
    return args + (["sleep", str(hold)] if hold else []) + ["mouseup", "1"]


def xdotool_click(env, sx, sy):
    """Clicks button 1 at screen point (sx, sy) with xdotool."""
    run(["xdotool", "mousemove", str(sx), str(sy), "sleep", "0.05",
         "mousedown", "1", "sleep", "0.05", "mouseup", "1"], env=env)


class Input:
    """Keys and the pointer for xharness.App (needs d, win, env, screen(), state(), mark(), wait_state())."""

    def key(self, name, done=None, what=None):
        """Presses the key `name` once, after the window has the keyboard focus (waited on its
        state line); with `done`, waits until a later state satisfies it and returns that state.
        A toggle is never pressed twice: a press that is slow to show is waited for, not repeated.
        """
        if self.state().get("focus") != 1:
            self.focus()
        start = self.mark()
        key_event(self.d, self.win, name)
        if done is not None:
            return self.wait_state(done, what or "the state after the key %s" % name, after=start)
        return None

    def type_keys(self, text):
        """Types `text` one key at a time through XTest (the window has the focus)."""
        names = {".": "period", "-": "minus", " ": "space"}
        for ch in text:
            self.key(names.get(ch, ch))

    def focus(self):
        """Gives the window the keyboard focus and waits until its state line says it has it."""
        from Xlib import X
        self.win.set_input_focus(X.RevertToParent, X.CurrentTime)
        self.d.sync()
        return self.wait_state(lambda s: s.get("focus") == 1, "the window's keyboard focus")

    def click(self, x, y):
        """Clicks button 1 at window point (x, y)."""
        xdotool_click(self.env, *self.screen(x, y))

    def gesture(self, points, pause, hold=0.0, **kw):
        """Presses at window point points[0], moves through the others `pause` s apart, rests
        `hold` s and releases: one xdotool run (`path_args`; `kw` goes to it)."""
        run(["xdotool"] + path_args([self.screen(x, y) for x, y in points], pause, hold, **kw),
            timeout=30, env=self.env)

    def drag(self, x0, y0, x1, y1, steps=8, pause=0.04):
        """A studio drag from (x0, y0) to (x1, y1) in `steps` moves `pause` s apart, 0.1 s after the press."""
        points = [(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps) for i in range(steps + 1)]
        self.gesture(points, pause, hold=pause, press_pause=0.1)
