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

from collections.abc import Callable, Iterable, Sequence

from rules.memo import bounded_cache
from rules.tiles import KNITTED_LAYOUTS

__all__ = [
    "SHAPES",
    "improving_tiles",
    "shanten",
    "shanten_seven_pairs",
    "shanten_standard",
    "shanten_thirteen_orphans",
]

SHAPES = ("standard", "seven_pairs", "thirteen_orphans", "knitted_honours", "knitted_straight", "thirteen_pyramid")

# canton-new special shapes (rules/patterns/canton_mid.py registers their arrangements):
# the knitted layouts (rules.tiles.KNITTED_LAYOUTS) of 全不靠 and 組合龍 ...
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
        raise ValueError(f"with {melds} declared melds the hand must hold {target - 1} or {target} tiles, got {total}")
    return total


# ---------------------------------------------------------------------------------------------
# standard shape: four sets and a pair


# A kept table travels packed in one int inside the suit DP: ten 16-bit lanes, entry k * 2 + p in
# lane k * 2 + p, each holding the entry + _OFF (so that _NEG and what is added to it stay
# positive). Lane-wise max, shifts and additions are then a few int operations per update.
_LANE = 16
_OFF = 1024
_ONES = sum(1 << (_LANE * i) for i in range(10))
_HIGH = _ONES << (_LANE - 1)
_ALL = (1 << (_LANE * 10)) - 1
_EVENS = sum(0xFFFF << (_LANE * i) for i in range(0, 10, 2))
_ZERO_PACKED = _OFF * _ONES
_NEG_PACKED = (_NEG + _OFF) * _ONES


def _unpack(packed: int) -> tuple[int, ...]:
    return tuple(((packed >> (_LANE * i)) & 0xFFFF) - _OFF for i in range(10))


# Memo sizes: about 260 B an entry for _suit_rec (a suffix tuple and a packed int), 300 B for the
# other tables; at these sizes the shanten memos hold at most about 20 MB per process.
@bounded_cache(maxsize=8192, entry_bytes=430)
def _suit_rec(rest: tuple[int, ...], c1: int, c2: int) -> int:
    """Best kept for the suit positions covered by ``rest`` (a suffix of the 9-tuple), packed.

    ``c1`` chows started one position before ``rest[0]`` and ``c2`` two positions before; both
    still consume a tile at ``rest[0]`` (and ``c1`` also at ``rest[1]``).  Only sets and pairs
    that keep at least one hand tile are generated; callers take the prefix maximum, which is
    valid because an unused set or pair can always be placed somewhere in a 14-tile target.
    Returned entries are for sets/pairs started at or after this position.
    """
    n = len(rest)
    if n == 0:
        return _ZERO_PACKED
    h = rest[0]
    base = c1 + c2
    tail = rest[1:]
    # chows may start only where two more positions follow
    can_chow = n >= 3 and (h or rest[1] or rest[2])
    if not h and not can_chow:
        # nothing can start here; pending chows keep nothing at this empty position
        return _suit_rec(tail, 0, c1)
    best = _NEG_PACKED
    # A chow started here keeps a tile only where the target does not already hold more copies
    # than the hand: more chows than the largest count of its three positions keep nothing.
    max_c0 = min(4 - base, max(h, rest[1], rest[2])) if can_chow else 0
    for c0 in range(max_c0 + 1):
        t0 = base + c0
        child = _suit_rec(tail, c0, c1)
        for g in (0, 1) if h and t0 + 3 <= 4 else (0,):
            ks = c0 + g
            if ks > 4:
                continue
            shift = 2 * _LANE * ks
            t = t0 + 3 * g
            # no pair here: entry (k, p) takes the child's (k - ks, p) ...
            b = ((child + (t if t < h else h) * _ONES) << shift) & _ALL
            m = (((best | _HIGH) - b) & _HIGH) >> (_LANE - 1)  # 1 in each lane where best >= b
            m *= 0xFFFF
            best = (best & m) | (b & ~m & _ALL)
            if h and t + 2 <= 4:
                # ... and with the pair here, entry (k, 1) takes the child's (k - ks, 0)
                b = (((child + (t + 2 if t + 2 < h else h) * _ONES) & _EVENS) << (shift + _LANE)) & _ALL
                m = (((best | _HIGH) - b) & _HIGH) >> (_LANE - 1)
                m *= 0xFFFF
                best = (best & m) | (b & ~m & _ALL)
    return best


def _monotone(table: Sequence[int]) -> tuple[int, ...]:
    """Prefix maximum over k and p: 'at most k sets, at most p pairs'."""
    out = list(table)
    for k in range(5):
        if k:
            out[k * 2] = max(out[k * 2], out[k * 2 - 2])
            out[k * 2 + 1] = max(out[k * 2 + 1], out[k * 2 - 1])
        out[k * 2 + 1] = max(out[k * 2 + 1], out[k * 2])
    return tuple(out)


def _components(suit: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The suit split where two or more empty positions separate its tiles, each part a 9-tuple
    with zeros elsewhere. No chow keeps tiles on both sides of such a gap, and the chows that
    cross into it number at most four (the sets of the whole suit), so the parts' tables combine
    exactly; a hand's variants (one tile drawn or discarded) share the parts they leave alone."""
    parts: list[tuple[int, ...]] = []
    start = None
    gap = 0
    for i, c in enumerate(suit):
        if c:
            if start is None:
                start = i
            elif gap >= 2:
                parts.append((0,) * start + suit[start : i - gap] + (0,) * (9 - i + gap))
                start = i
            gap = 0
        elif start is not None:
            gap += 1
    if start is not None:
        parts.append((0,) * start + suit[start:])
    return parts


@bounded_cache(maxsize=8192, entry_bytes=470)
def _suit_table(suit: tuple[int, ...]) -> tuple[int, ...]:
    if not any(suit):
        return _ZERO_TABLE
    parts = _components(suit)
    if len(parts) == 1:
        return _monotone(_unpack(_suit_rec(suit, 0, 0)))
    table = _suit_table(parts[0])
    for part in parts[1:]:
        table = _combine(table, _suit_table(part), 4)
    return table


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
    useful = max(sum(1 for t in (*layout, *HONOURS) if counts[t]) for layout in KNITTED_LAYOUTS)
    return 13 - min(useful, 14)


def shanten_knitted_straight(counts: Sequence[int]) -> int:
    """組合龍: the nine tiles of a knitted layout, one set and a pair (concealed here)."""
    _validate(counts, 0)
    best = _NEG
    # The most knitted layouts first: the set and the pair keep at most 5 tiles, so a layout whose
    # knitted tiles plus 5 cannot pass the best so far is not counted.
    for knitted, layout in sorted(((sum(1 for t in lay if counts[t]), lay) for lay in KNITTED_LAYOUTS), reverse=True):
        if knitted + _SET_AND_PAIR <= best:
            break
        rest = list(counts)
        for t in layout:
            if rest[t]:
                rest[t] -= 1
        best = max(best, knitted + _standard_kept(rest, 1))
    return 13 - best


_SET_AND_PAIR = 5  # the most tiles one set and a pair keep


def shanten_thirteen_pyramid(counts: Sequence[int]) -> int:
    """十三金字塔: one of each of its thirteen tiles plus a duplicate of one of them."""
    _validate(counts, 0)
    kinds = sum(1 for i in PYRAMID_INDICES if counts[i])
    dup = 1 if any(counts[i] >= 2 for i in PYRAMID_INDICES) else 0
    return 13 - kinds - dup


_SPECIAL = {
    "seven_pairs": shanten_seven_pairs,
    "thirteen_orphans": shanten_thirteen_orphans,
    "knitted_honours": shanten_knitted_honours,
    "knitted_straight": shanten_knitted_straight,
    "thirteen_pyramid": shanten_thirteen_pyramid,
}


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


# ---------------------------------------------------------------------------------------------
# improving tiles (受入)


def _improving_standard(counts: Sequence[int], melds: int) -> set[int]:
    """Kinds whose draw raises the standard shape's ``kept``: only the drawn tile's suit table
    changes, so the other three suits are combined once per suit."""
    sets = 4 - melds
    kept = _standard_kept(counts, sets)
    tables = [
        _suit_table(tuple(counts[0:9])),
        _suit_table(tuple(counts[9:18])),
        _suit_table(tuple(counts[18:27])),
        _honour_table(tuple(sorted(c for c in counts[27:34] if c))),
    ]
    out: set[int] = set()
    for part in range(4):
        a, b, c = (tables[i] for i in range(4) if i != part)
        others = _combine(_combine(a, b, sets), c, sets)
        lo = part * 9
        for t in range(lo, lo + 9 if part < 3 else 34):
            if counts[t] >= 4:
                continue
            if part < 3:
                suit = list(counts[lo : lo + 9])
                suit[t - lo] += 1
                table = _suit_table(tuple(suit))
            else:
                honours = list(counts[27:34])
                honours[t - 27] += 1
                table = _honour_table(tuple(sorted(x for x in honours if x)))
            if _combine(table, others, sets)[sets * 2 + 1] > kept:
                out.add(t)
    return out


def _improving_special(counts: Sequence[int], fn: Callable[[Sequence[int]], int], now: int) -> set[int]:
    out: set[int] = set()
    trial = list(counts)
    for t in range(34):
        if trial[t] >= 4:
            continue
        trial[t] += 1
        if fn(trial) < now:
            out.add(t)
        trial[t] -= 1
    return out


def improving_tiles(counts: Sequence[int], melds: int = 0, shapes: Iterable[str] = ("standard",)) -> frozenset[int]:
    """受入: the tile kinds whose draw lowers the shanten number of a hand one tile short.

    ``counts`` holds the concealed tiles of a hand waiting for a tile (``13 - 3 * melds``).  The
    shanten number is the minimum over ``shapes`` (as `shanten` gives them); a kind improves the
    hand when the 14 tiles with it are one exchange nearer under some shape at that minimum (a
    shape further away cannot come below it with one tile).  For a ready hand these are the tiles
    the shapes complete.  A kind the hand holds four times is never one; the tiles of declared
    melds are unknown here, so the caller leaves out kinds whose every copy those melds hold.
    """
    by_shape = shanten(counts, melds, shapes)
    if sum(counts) != 13 - 3 * melds:
        raise ValueError(f"a hand one tile short with {melds} declared melds holds {13 - 3 * melds} tiles")
    now = min(by_shape.values())
    out: set[int] = set()
    for shape, n in by_shape.items():
        if n != now:
            continue
        if shape == "standard":
            out |= _improving_standard(counts, melds)
        else:
            out |= _improving_special(counts, _SPECIAL[shape], now)
    return frozenset(out)
