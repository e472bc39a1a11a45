"""Shanten (向聽數) calculation on 34-count vectors.

The shanten number is the number of tile exchanges a hand is away from ready (聽牌):
-1 means the (14-tile form) hand is already complete, 0 means ready, 1 means one exchange
from ready, and so on.

Definition used throughout (exact, not a heuristic): for a hand of ``n`` concealed tiles
that must become a target shape of ``t`` tiles (``t = 14 - 3 * melds``; ``n`` is ``t - 1``
or ``t``), with ``kept`` the largest number of the hand's tiles that any complete target
can contain (a multiset intersection),

    shanten = t - kept - 1

The target is a legal hand: no tile appears more than four times in it.  This makes the
classic "waiting on a fifth copy" cases come out right: 1111m + 234p567p789s is not ready
(shanten 1), because the only wait would be the fifth 1m.  Declared melds are given only as a
number, so their tiles cannot be taken into account (see ``shanten_standard``).

Each shape's shanten function lives beside its arrangements in rules/shapes/ (the standard
shape's table machinery in rules/shapes/standard.py); this module names them and answers for a
list of shapes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rules.shapes.base import SHANTEN
from rules.shapes.base import check_counts as _validate
from rules.shapes.knitted import LAYOUTS as KNITTED_LAYOUTS
from rules.shapes.knitted import shanten_knitted_honours, shanten_knitted_straight
from rules.shapes.seven_pairs import shanten_seven_pairs
from rules.shapes.standard import (  # noqa: F401 - the standard shape's tables, for callers of this module
    _combine,
    _honour_table,
    _standard_kept,
    _suit_rec,
    _suit_table,
    shanten_standard,
)
from rules.shapes.thirteen_orphans import ORPHAN_INDICES, shanten_thirteen_orphans
from rules.shapes.thirteen_pyramid import PYRAMID_INDICES, shanten_thirteen_pyramid

__all__ = [
    "SHAPES",
    "shanten",
    "shanten_knitted_honours",
    "shanten_knitted_straight",
    "shanten_seven_pairs",
    "shanten_standard",
    "shanten_thirteen_orphans",
    "shanten_thirteen_pyramid",
]

SHAPES = ("standard", "seven_pairs", "thirteen_orphans", "knitted_honours", "knitted_straight", "thirteen_pyramid")
HONOURS = tuple(range(27, 34))
_SPECIAL = {name: SHANTEN[name] for name in SHAPES if name != "standard"}
__all__ += ["HONOURS", "KNITTED_LAYOUTS", "ORPHAN_INDICES", "PYRAMID_INDICES"]


def shanten(counts: Sequence[int], melds: int = 0, shapes: Iterable[str] = ("standard",)) -> dict[str, int]:
    """Shanten per requested shape.

    ``shapes`` may contain any of ``SHAPES``.  The special shapes need a fully concealed hand and
    are omitted from the result when ``melds`` > 0.
    """
    shapes = tuple(shapes)
    for s in shapes:
        if s not in SHAPES:
            raise ValueError(f"unknown shape {s!r}; expected one of {SHAPES}")
    _validate(counts, melds)
    out: dict[str, int] = {}
    for s in shapes:
        if s == "standard":
            out[s] = 14 - 3 * melds - _standard_kept(counts, 4 - melds) - 1
        elif melds == 0:
            out[s] = _SPECIAL[s](counts)
    return out
