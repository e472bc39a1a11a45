"""The standard shape: four sets and a pair (declared melds count as sets), and its shanten.

Arrangements: every split of the concealed tiles with the winning tile into the sets still needed
and a pair (rules.shapes.base.decompose), with every placement of the winning tile; a pung
completed by a discard counts as exposed (docs/RULES.md §4).

Shanten (see rules/shanten.py for the definition): each suit's ``kept`` table (best kept for
exactly k sets and p pairs in that suit, k <= 4, p <= 1) is computed by a small DP over the nine
positions, memoised on the suit's 9-count tuple (and its suffixes); honours are handled directly.
The four tables are then combined by max-plus convolution.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache

from rules.hand import Hand, WinContext
from rules.shapes.base import Arrangement, Block, check_counts, decompose, meld_blocks, shape, tiles_of
from rules.tiles import is_bonus

_NEG = -100  # "impossible" entry in a kept table
# A kept table is a tuple of 10 ints, index k * 2 + p (k sets: 0..4, p pairs: 0..1).
_ZERO_TABLE = (0,) * 10


def _reading_order(part: tuple[str, int]) -> tuple[bool, int, str]:
    return (part[0] == "pair", part[1], part[0])


@shape("standard")
def standard(hand: Hand, ctx: WinContext, counts: tuple[int, ...]) -> Iterator[Arrangement]:
    sets = 4 - len(hand.melds)
    if sets < 0 or hand.winning_tile is None or is_bonus(hand.winning_tile):
        return
    splits = decompose(counts, sets)
    if not splits:
        return
    melds = tuple(meld_blocks(hand))
    w = hand.winning_tile
    # A pung completed by a discard counts as exposed (docs/RULES.md §4).
    exposed_pung = not ctx.self_drawn
    for found in splits:
        parts = sorted(found, key=_reading_order)  # sets by their first tile, the pair last
        plain = [Block(kind, tiles_of(kind, first)) for kind, first in parts]
        seen: set[tuple[str, int]] = set()
        for idx, part in enumerate(parts):
            block = plain[idx]
            if w not in block.tiles or part in seen:
                continue
            seen.add(part)
            blocks = list(plain)
            blocks[idx] = Block(part[0], block.tiles, not (exposed_pung and part[0] == "pung"), False, False, True)
            yield Arrangement("standard", melds + tuple(blocks))




@lru_cache(maxsize=1 << 18)
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


@lru_cache(maxsize=1 << 16)
def _suit_table(suit: tuple[int, ...]) -> tuple[int, ...]:
    if not any(suit):
        return _ZERO_TABLE
    return _monotone(_suit_rec(suit, 0, 0))


@lru_cache(maxsize=4096)
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


@lru_cache(maxsize=65536)
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
    check_counts(counts, melds)
    sets = 4 - melds
    target = 14 - 3 * melds
    return target - _standard_kept(counts, sets) - 1
