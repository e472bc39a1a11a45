"""Hand shapes: every way tiles can make a winning hand, one module each, registered by name in
`SHAPES` together with its shanten function (`SHANTEN`; the functions and their tables are in
rules/shanten.py) as soon as this package is imported. A ruleset lists the shapes it plays
(docs/RULES.md §4: every arrangement is scored, the best kept).

| module | shape | shanten |
|---|---|---|
| standard | four sets and a pair (declared melds count) | `shanten_standard` (melds too) |
| thirteen_orphans | 十三么 | yes |
| seven_pairs | 七對子 | yes |
| bonus_tiles | 花胡 / 大花糊: seven or eight bonus tiles | no |
| knitted | 全不靠 (`knitted_honours`), 組合龍 (`knitted_straight`) | yes |
| thirteen_unrelated | 十三不搭 | no |
| thirteen_pyramid | 十三金字塔 | yes |
| quads | 二不槓 / 三不槓: unkonged fours | no |
| exhaustive_draw | 流局十番: the hand held at an exhaustive draw | no |
"""

from __future__ import annotations

from rules.shapes import (  # noqa: E402,F401 - each module registers its shape
    bonus_tiles,
    exhaustive_draw,
    knitted,
    quads,
    seven_pairs,
    standard,
    thirteen_orphans,
    thirteen_pyramid,
    thirteen_unrelated,
)
from rules.shapes.base import (
    GATES,
    SHANTEN,
    SHAPES,
    SUIT_SPLITS,
    Arrangement,
    Block,
    ShapeFn,
    decompose,
    gate_bit,
    gate_of,
    hand_counts,
    meld_blocks,
    shape,
    tiles_of,
)

__all__ = [
    "GATES",
    "SHANTEN",
    "SHAPES",
    "SUIT_SPLITS",
    "Arrangement",
    "Block",
    "ShapeFn",
    "decompose",
    "gate_bit",
    "gate_of",
    "hand_counts",
    "meld_blocks",
    "shape",
    "tiles_of",
]
