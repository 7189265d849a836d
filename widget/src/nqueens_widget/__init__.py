"""The N-Queens studio in a notebook: ``NQueens(n=6, step=40)`` shows the <n-queens> element through anywidget.

Its traits ``n``, ``step``, ``speed``, ``variant`` and ``panels`` are synced with the board both ways: set one
in Python and the board follows; step, play or pick a size in the board and ``step`` (and ``n``) follow in
Python. The front end (``static/widget.js``, the element with its WebAssembly inside) and the limits every
value is checked against (``static/element.json``, read from the core and the element when the package is
built) are made by ``make widget`` from the page's own build.
"""

from __future__ import annotations

import json
from pathlib import Path

import anywidget
import traitlets

__all__ = ["NQueens", "LIMITS"]

_STATIC = Path(__file__).parent / "static"

#: What the core and the element accept, as the build read it from them: ``watchMin``/``watchMax`` (board
#: sizes), ``speedMin``/``speedMax`` (steps per second, besides "max"), ``stepMax``, ``variants``, ``panels``
#: and the element's ``defaults``.
LIMITS = json.loads((_STATIC / "element.json").read_text(encoding="utf-8"))

_DEFAULTS = LIMITS["defaults"]


def _grouped(number: int) -> str:
    return f"{number:,}"


def _whole(name: str, value: object) -> int:
    """`value` as a whole number, or a TraitError naming `name` (a bool is no number here)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise traitlets.TraitError(f"{name}: {value!r} is not a whole number.")
    return value


def _one_of(choices: list[str]) -> str:
    quoted = [f"'{choice}'" for choice in choices]
    return ", ".join(quoted[:-1]) + f" or {quoted[-1]}" if len(quoted) > 1 else quoted[0]


class NQueens(anywidget.AnyWidget):
    """The backtracking search of the n×n board, on view: ``NQueens(n=6, step=40)``.

    ``n`` board size; ``step`` the step the search is at (set: the board seeks there; stepping in the board
    sets it); ``speed`` steps per second while playing, or ``"max"``; ``variant`` the correct search, a
    classic mistake or brute force (``LIMITS["variants"]``); ``panels`` teaching panels under the board, any
    of ``LIMITS["panels"]``. A value out of range raises ``traitlets.TraitError`` saying what is allowed.
    """

    _esm = _STATIC / "widget.js"

    n = traitlets.Int(_DEFAULTS["n"]).tag(sync=True)
    step = traitlets.Int(_DEFAULTS["step"]).tag(sync=True)
    speed = traitlets.Union([traitlets.Int(), traitlets.Unicode()], default_value=_DEFAULTS["speed"]).tag(sync=True)
    variant = traitlets.Unicode(LIMITS["variants"][0]).tag(sync=True)
    panels = traitlets.List(traitlets.Unicode(), default_value=list(_DEFAULTS["panels"])).tag(sync=True)

    @traitlets.validate("n")
    def _check_n(self, proposal):
        n = _whole("n", proposal["value"])
        low, high = LIMITS["watchMin"], LIMITS["watchMax"]
        if not low <= n <= high:
            raise traitlets.TraitError(f"n: {n} is not a board size the studio shows ({low} to {high}).")
        return n

    @traitlets.validate("step")
    def _check_step(self, proposal):
        step = _whole("step", proposal["value"])
        if not 0 <= step <= LIMITS["stepMax"]:
            raise traitlets.TraitError(f"step: {step} is not a step number (0 to {_grouped(LIMITS['stepMax'])}).")
        return step

    @traitlets.validate("speed")
    def _check_speed(self, proposal):
        speed = proposal["value"]
        low, high = LIMITS["speedMin"], LIMITS["speedMax"]
        allowed = f"a whole number of steps per second from {low} to {_grouped(high)}, or 'max'"
        if isinstance(speed, str):
            if speed.strip().lower() != "max":
                raise traitlets.TraitError(f"speed: {speed!r} is not {allowed}.")
            return "max"
        speed = _whole("speed", speed)
        if not low <= speed <= high:
            raise traitlets.TraitError(f"speed: {speed} is outside {allowed}.")
        return speed

    @traitlets.validate("variant")
    def _check_variant(self, proposal):
        variant = proposal["value"]
        if variant not in LIMITS["variants"]:
            raise traitlets.TraitError(f"variant: {variant!r} is not {_one_of(LIMITS['variants'])}.")
        return variant

    @traitlets.validate("panels")
    def _check_panels(self, proposal):
        panels = proposal["value"]
        unknown = [name for name in panels if name not in LIMITS["panels"]]
        if unknown:
            raise traitlets.TraitError(f"panels: {', '.join(map(repr, unknown))} not among {_one_of(LIMITS['panels'])}.")
        # In the element's order, each once.
        return [name for name in LIMITS["panels"] if name in panels]
