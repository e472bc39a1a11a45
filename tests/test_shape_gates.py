"""rules.shapes GATES: a shape's gate (kinds held, declared melds) admits every hand the shape wins."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.hand import Hand, Meld, WinContext
from rules.shapes import GATES, SHAPES, gate_bit, gate_of, hand_counts
from tests.hands import hand

FIRST_GO_AROUND = WinContext(first_go_around=True)


def assert_gates_admit(h: Hand, ctx: WinContext = FIRST_GO_AROUND) -> list[str]:
    counts = hand_counts(h)
    gate = gate_bit(34 - counts.count(0), max(counts), len(h.melds))
    assert gate & gate_of(counts, len(h.melds))  # the gate without copies holds the one with them
    won = [name for name, generate in SHAPES.items() if next(generate(h, ctx, counts), None) is not None]
    for name in won:
        assert GATES[name] & gate, f"{name} wins {h} but its gate refuses it"
    return won


@pytest.mark.parametrize(
    ("concealed", "win", "melds", "shape"),
    [
        ("19m19p19s1234567z", "1m", [], "thirteen_orphans"),
        ("1133m5577p9s1155z", "9s", [], "seven_pairs"),
        ("147m258p369s1234z", "5z", [], "knitted_honours"),
        ("147m258p369s123m5z", "5z", [], "knitted_straight"),
        ("147m258p369s5z", "5z", ["chow:123p"], "knitted_straight"),
        ("15m26p37s1234567z", "1z", [], "thirteen_unrelated"),
        ("1479m12589p1369s", "1m", [], "thirteen_pyramid"),
        ("1111m2222m345p67s", "8s", [], "quads"),
        ("1111m2222m3333m5s", "5s", [], "quads"),
        ("1111m2222m5s", "5s", ["kong*:3333p"], "quads"),
    ],
)
def test_every_special_shape_passes_its_gate(concealed: str, win: str, melds: list[str], shape: str) -> None:
    assert shape in assert_gates_admit(hand(concealed, win, melds))


@settings(max_examples=400, deadline=None, derandomize=True)
@given(
    st.lists(st.integers(0, 33), min_size=1, max_size=9, unique=True).flatmap(
        lambda kinds: st.lists(st.sampled_from(kinds), min_size=14, max_size=14)
    ),
    st.integers(0, 2),
)
def test_gates_admit_every_hand_a_shape_wins(drawn: list[int], kongs: int) -> None:
    if any(drawn.count(t) > 4 for t in drawn):
        return
    melds = tuple(Meld("kong", (t,) * 4, concealed=True) for t in sorted(set(drawn))[:kongs] if drawn.count(t) >= 3)
    held = list(drawn)
    for m in melds:
        for _ in range(3):
            held.remove(m.tiles[0])
    assert_gates_admit(Hand(tuple(held[:-1]), melds, held[-1]))
