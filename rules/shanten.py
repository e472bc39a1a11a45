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

Standard shape: each suit's ``kept`` table (best kept for exactly k sets and p pairs in that
suit, k <= 4, p <= 1) is computed by a small DP over the nine positions, memoised on the suit's
9-count tuple (and its suffixes); honours are handled directly.  The four tables are then
combined by max-plus convolution.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rules.memo import bounded_cache

__all__ = [
    "SHAPES",
    "shanten",
    "shanten_seven_pairs",
    "shanten_standard",
    "shanten_thirteen_orphans",
]

SHAPES = ("standard", "seven_pairs", "thirteen_orphans", "knitted_honours", "knitted_straight", "thirteen_pyramid")

# canton-new special shapes (rules/patterns/canton_mid.py registers their arrangements):
# the six knitted layouts 一四七 / 二五八 / 三六九, one class per suit (全不靠, 組合龍) ...
KNITTED_LAYOUTS = tuple(
    tuple(sorted(suit * 9 + cls + 3 * k for suit, cls in enumerate(classes) for k in range(3)))
    for classes in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)))
HONOURS = tuple(range(27, 34))
# ... and 十三金字塔: 一九 of each suit, 二五八筒, 三六索, 四七萬.
PYRAMID_INDICES = (0, 3, 6, 8, 9, 10, 13, 16, 17, 18, 20, 23, 26)

# 1m 9m 1p 9p 1s 9s and the seven honours
ORPHAN_INDICES = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)

_NEG = -100  # "impossible" entry in a kept table
# A kept table is a tuple of 10 ints, index k * 2 + p (k sets: 0..4, p pairs: 0..1).
_ZERO_TABLE = (0,) * 10


def _validate(counts: Sequence[int], melds: int) -> int:
    if len(counts) != 34:
        raise ValueError(f"counts must have 34 entries, got {len(counts)}")
    if not 0 <= melds <= 4:
        raise ValueError(f"melds must be between 0 and 4, got {melds}")
    total = 0
    for c in counts:
        if not 0 <= c <= 4:
            raise ValueError(f"each tile count must be between 0 and 4, got {c}")
        total += c
    target = 14 - 3 * melds
    if total not in (target - 1, target):
        raise ValueError(
            f"with {melds} declared melds the hand must hold {target - 1} or {target} tiles, got {total}"
        )
    return total


# ---------------------------------------------------------------------------------------------
# standard shape: four sets and a pair


@bounded_cache(maxsize=8192, entry_bytes=430)
def _suit_rec(rest: tuple[int, ...], c1: int, c2: int) -> tuple[int, ...]:
    """Best kept for the suit positions covered by ``rest`` (a suffix of the 9-tuple).

    ``c1`` chows started one position before ``rest[0]`` and ``c2`` two positions before; both
    still consume a tile at ``rest[0]`` (and ``c1`` also at ``rest[1]``).  Only sets and pairs
    that keep at least one hand tile are generated; callers take the prefix maximum, which is
    valid because an unused set or pair can always be placed somewhere in a 14-tile target.
    Returned entries are for sets/pairs started at or after this position.
    """
    n = len(rest)
    if n == 0:
        return _ZERO_TABLE
    h = rest[0]
    base = c1 + c2
    tail = rest[1:]
    # chows may start only where two more positions follow
    can_chow = n >= 3 and (h or rest[1] or rest[2])
    if not h and not can_chow:
        # nothing can start here; pending chows keep nothing at this empty position
        return _suit_rec(tail, 0, c1)
    best = [_NEG] * 10
    max_c0 = 4 - base if can_chow else 0
    for c0 in range(max_c0 + 1):
        t0 = base + c0
        for g in (0, 1) if h and t0 + 3 <= 4 else (0,):
            ks = c0 + g
            if ks > 4:
                continue
            for q in (0, 1) if h and t0 + 3 * g + 2 <= 4 else (0,):
                t = t0 + 3 * g + 2 * q
                gain = t if t < h else h
                child = _suit_rec(tail, c0, c1)
                for k in range(ks, 5):
                    ck = (k - ks) * 2
                    if q:
                        v = child[ck] + gain
                        if v > best[k * 2 + 1]:
                            best[k * 2 + 1] = v
                    else:
                        v = child[ck] + gain
                        if v > best[k * 2]:
                            best[k * 2] = v
                        v = child[ck + 1] + gain
                        if v > best[k * 2 + 1]:
                            best[k * 2 + 1] = v
    return tuple(best)


def _monotone(table: Sequence[int]) -> tuple[int, ...]:
    """Prefix maximum over k and p: 'at most k sets, at most p pairs'."""
    out = list(table)
    for k in range(5):
        if k:
            out[k * 2] = max(out[k * 2], out[k * 2 - 2])
            out[k * 2 + 1] = max(out[k * 2 + 1], out[k * 2 - 1])
        out[k * 2 + 1] = max(out[k * 2 + 1], out[k * 2])
    return tuple(out)


@bounded_cache(maxsize=8192, entry_bytes=470)
def _suit_table(suit: tuple[int, ...]) -> tuple[int, ...]:
    if not any(suit):
        return _ZERO_TABLE
    return _monotone(_suit_rec(suit, 0, 0))


@bounded_cache(maxsize=1024, entry_bytes=400)
def _honour_table(honours: tuple[int, ...]) -> tuple[int, ...]:
    """Kept table for honour tiles; ``honours`` is the sorted tuple of non-zero counts."""
    # DP over the tiles: each tile is unused, a pung (keeps min(c, 3)) or the pair (min(c, 2)).
    best = [_NEG] * 10
    best[0] = 0
    for c in honours:
        pung = c if c < 3 else 3
        pair = c if c < 2 else 2
        new = list(best)
        for k in range(5):
            for p in (0, 1):
                v = best[k * 2 + p]
                if v == _NEG:
                    continue
                if k < 4 and v + pung > new[(k + 1) * 2 + p]:
                    new[(k + 1) * 2 + p] = v + pung
                if p == 0 and v + pair > new[k * 2 + 1]:
                    new[k * 2 + 1] = v + pair
        best = new
    return _monotone(best)


@bounded_cache(maxsize=4096, entry_bytes=450)
def _combine(a: tuple[int, ...], b: tuple[int, ...], kmax: int) -> tuple[int, ...]:
    """Max-plus convolution of two monotone tables, up to ``kmax`` sets.

    Memoised: the number of distinct tables is small (a few hundred), so pairs repeat a lot.
    """
    out = [0] * 10
    for k in range(kmax + 1):
        v0 = v1 = _NEG
        for k1 in range(k + 1):
            i = k1 * 2
            j = (k - k1) * 2
            a0 = a[i]
            b0 = b[j]
            s = a0 + b0
            if s > v0:
                v0 = s
            s = a0 + b[j + 1]
            if s > v1:
                v1 = s
            s = a[i + 1] + b0
            if s > v1:
                v1 = s
        out[k * 2] = v0
        out[k * 2 + 1] = v1
    return tuple(out)


def _standard_kept(counts: Sequence[int], sets: int) -> int:
    tm = _suit_table(tuple(counts[0:9]))
    tp = _suit_table(tuple(counts[9:18]))
    ts = _suit_table(tuple(counts[18:27]))
    th = _honour_table(tuple(sorted(c for c in counts[27:34] if c)))
    ab = _combine(tm, tp, sets)
    cd = _combine(ts, th, sets)
    best = _NEG
    for k in range(sets + 1):
        i = k * 2
        j = (sets - k) * 2
        s = ab[i] + cd[j + 1]
        if s > best:
            best = s
        s = ab[i + 1] + cd[j]
        if s > best:
            best = s
    return best


def shanten_standard(counts: Sequence[int], melds: int = 0) -> int:
    """Shanten for four sets and a pair, with ``melds`` sets already declared.

    ``counts`` holds the concealed tiles only: ``13 - 3 * melds`` (waiting form) or
    ``14 - 3 * melds`` (after a draw) of them.  Returns -1 for a complete hand.
    Tiles inside declared melds are unknown here, so a wait on a tile whose other copies are all
    in the player's own declared melds is not detected as dead.
    """
    _validate(counts, melds)
    sets = 4 - melds
    target = 14 - 3 * melds
    return target - _standard_kept(counts, sets) - 1


# ---------------------------------------------------------------------------------------------
# special shapes (only meaningful with no declared melds)


def shanten_seven_pairs(counts: Sequence[int]) -> int:
    """Shanten for seven distinct pairs (four of a kind is one pair, not two)."""
    _validate(counts, 0)
    pairs = 0
    singles = 0
    for c in counts:
        if c >= 2:
            pairs += 1
        elif c == 1:
            singles += 1
    if pairs >= 7:
        return -1
    kept = 2 * pairs + min(singles, 7 - pairs)
    return 13 - kept


def shanten_thirteen_orphans(counts: Sequence[int]) -> int:
    """Shanten for thirteen orphans (十三么): one of each terminal and honour plus a duplicate."""
    _validate(counts, 0)
    kinds = 0
    dup = 0
    for i in ORPHAN_INDICES:
        c = counts[i]
        if c:
            kinds += 1
            if c >= 2:
                dup = 1
    return 13 - kinds - dup


def shanten_knitted_honours(counts: Sequence[int]) -> int:
    """全不靠 family: 14 different tiles, the number tiles of one knitted layout, no pair."""
    _validate(counts, 0)
    useful = max(sum(1 for t in layout + HONOURS if counts[t]) for layout in KNITTED_LAYOUTS)
    return 13 - min(useful, 14)


def shanten_knitted_straight(counts: Sequence[int]) -> int:
    """組合龍: the nine tiles of a knitted layout, one set and a pair (concealed here)."""
    _validate(counts, 0)
    best = _NEG
    for layout in KNITTED_LAYOUTS:
        rest = list(counts)
        knitted = 0
        for t in layout:
            if rest[t]:
                rest[t] -= 1
                knitted += 1
        best = max(best, knitted + _standard_kept(rest, 1))
    return 13 - best


def shanten_thirteen_pyramid(counts: Sequence[int]) -> int:
    """十三金字塔: one of each of its thirteen tiles plus a duplicate of one of them."""
    _validate(counts, 0)
    kinds = sum(1 for i in PYRAMID_INDICES if counts[i])
    dup = 1 if any(counts[i] >= 2 for i in PYRAMID_INDICES) else 0
    return 13 - kinds - dup


_SPECIAL = {"seven_pairs": shanten_seven_pairs, "thirteen_orphans": shanten_thirteen_orphans,
            "knitted_honours": shanten_knitted_honours, "knitted_straight": shanten_knitted_straight,
            "thirteen_pyramid": shanten_thirteen_pyramid}


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
