"""pytest for the installed nqueens_widget: its traits, what it sends the front end, and the values it refuses.

Run against the wheel installed in a virtual environment (tests/notebook/ does so), never the source tree:
the package's static files exist only in a build.
"""

import base64
import re

import pytest
import traitlets

from nqueens_widget import LIMITS, NQueens

LOW, HIGH = LIMITS["watchMin"], LIMITS["watchMax"]


def synced(widget):
    """The state the widget sends its front end (as the comm would), for the five traits."""
    state = widget.get_state()
    return {name: state[name] for name in ("n", "step", "speed", "variant", "panels")}


def test_the_limits_are_the_cores_and_the_elements():
    assert isinstance(LOW, int) and isinstance(HIGH, int) and 1 <= LOW < HIGH
    assert LIMITS["variants"][0] == "correct"
    assert "brute-force" in LIMITS["variants"]
    assert set(LIMITS["panels"]) == {"sets", "code", "tree", "growth"}
    assert LIMITS["speedMin"] == 1 and LIMITS["speedMax"] > LIMITS["speedMin"]
    assert LIMITS["stepMax"] == 2**53 - 1


def test_defaults_are_the_elements():
    widget = NQueens()
    assert synced(widget) == {
        "n": LIMITS["defaults"]["n"],
        "step": 0,
        "speed": LIMITS["defaults"]["speed"],
        "variant": "correct",
        "panels": [],
    }


def test_the_two_lines_of_the_readme():
    widget = NQueens(n=6, step=40)
    assert (widget.n, widget.step) == (6, 40)
    assert synced(widget)["n"] == 6 and synced(widget)["step"] == 40


def test_every_trait_set_and_read_back_and_sent():
    widget = NQueens(n=6, step=40)
    widget.n = HIGH
    widget.step = 100
    widget.speed = "max"
    widget.variant = LIMITS["variants"][-1]
    widget.panels = ["tree", "sets", "tree"]
    assert synced(widget) == {"n": HIGH, "step": 100, "speed": "max", "variant": LIMITS["variants"][-1], "panels": ["sets", "tree"]}
    widget.speed = LIMITS["speedMax"]
    widget.speed = " MAX "
    assert widget.speed == "max"
    widget.speed = LIMITS["speedMin"]
    assert widget.speed == LIMITS["speedMin"]
    widget.n = LOW
    assert widget.n == LOW


def test_the_front_end_moves_step_and_n():
    widget = NQueens(n=6, step=40)
    seen = []
    widget.observe(lambda change: seen.append((change["name"], change["new"])), names=["step", "n"])
    # What a comm message from the board does: the board stepped once, then a size was typed in it.
    widget.set_state({"step": 41})
    widget.set_state({"n": 7, "step": 0})
    assert (widget.n, widget.step) == (7, 0)
    assert seen == [("step", 41), ("n", 7), ("step", 0)]


def test_every_variant_and_panel_is_taken():
    widget = NQueens()
    for variant in LIMITS["variants"]:
        widget.variant = variant
        assert widget.variant == variant
    widget.panels = list(LIMITS["panels"])
    assert widget.panels == LIMITS["panels"]


@pytest.mark.parametrize(
    ("trait", "value", "message"),
    [
        ("n", LOW - 1, f"n: {LOW - 1} is not a board size the studio shows ({LOW} to {HIGH})."),
        ("n", HIGH + 1, f"n: {HIGH + 1} is not a board size the studio shows ({LOW} to {HIGH})."),
        ("n", 10**30, f"({LOW} to {HIGH})"),
        ("n", True, "n: True is not a whole number."),
        ("step", -1, "step: -1 is not a step number (0 to 9,007,199,254,740,991)."),
        ("step", 2**53, "step: 9007199254740992 is not a step number"),
        ("step", False, "step: False is not a whole number."),
        ("speed", 0, f"speed: 0 is outside a whole number of steps per second from {LIMITS['speedMin']} to {LIMITS['speedMax']:,}, or 'max'."),
        ("speed", LIMITS["speedMax"] + 1, "is outside a whole number of steps per second"),
        ("speed", "fast", "speed: 'fast' is not a whole number of steps per second"),
        ("variant", "quick", "variant: 'quick' is not 'correct', "),
        ("panels", ["sets", "board"], "panels: 'board' not among 'sets', 'code', 'tree' or 'growth'."),
    ],
)
def test_bad_values_are_refused_with_a_sentence(trait, value, message):
    widget = NQueens(n=6, step=40)
    before = synced(widget)
    with pytest.raises(traitlets.TraitError) as refused:
        setattr(widget, trait, value)
    assert message in str(refused.value)
    assert synced(widget) == before


def test_bad_values_are_refused_when_made_too():
    with pytest.raises(traitlets.TraitError, match=re.escape(f"({LOW} to {HIGH})")):
        NQueens(n=HIGH + 1)
    # A text is refused by the trait's type before any range.
    with pytest.raises(traitlets.TraitError, match=re.escape("expected an int, not the str '8'")):
        NQueens(n="8")


def test_the_front_end_is_one_module_with_its_webassembly_inside():
    esm = NQueens()._esm
    assert "export default" in esm or "as default" in esm
    assert "customElements.define" in esm
    # Nothing is fetched from another server: every URL in it is a data: URL or the page's own relative one
    # (the SVG namespace, and https://example.org, the reserved example domain a sentence shows, are no fetches).
    assert not re.search(r"https?://(?!www\.w3\.org/|example\.org\b)", esm)
    inlined = re.findall(r"data:application/wasm;base64,([A-Za-z0-9+/=]+)", esm)
    assert len(inlined) >= 1
    for module in inlined:
        assert base64.b64decode(module)[:4] == b"\0asm"
