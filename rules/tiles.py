"""Tiles: the 34 kinds and 8 bonus tiles, and every notation of docs/RULES.md §6.

A tile is an int: 0-8 = 1m..9m (萬), 9-17 = 1p..9p (筒), 18-26 = 1s..9s (索),
27-33 = 1z..7z (東 南 西 北 白 發 中), 34-37 = 1f..4f (梅蘭菊竹), 38-41 = 1g..4g (春夏秋冬).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from rules.memo import bounded_cache

KINDS = 34
BONUS_FIRST = 34
ALL_TILES = 42
SUITS = "mps"
EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED = range(27, 34)
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (WHITE, GREEN, RED)
TERMINALS = (0, 8, 9, 17, 18, 26)
TERMINALS_AND_HONOURS = TERMINALS + tuple(range(27, 34))
SEATS: tuple[str, ...] = ("east", "south", "west", "north")
"""The seats, named by their winds, in play order (counter-clockwise): east -> south -> west -> north."""
WIND_OF_SEAT = {name: EAST + i for i, name in enumerate(SEATS)}
# The six knitted layouts (全不靠, 組合龍, 十三魔王): one residue class 一四七 / 二五八 / 三六九 per suit,
# each class in a different suit (不能錯位); one layout per assignment of classes to suits.
KNITTED_LAYOUTS: tuple[frozenset[int], ...] = tuple(
    frozenset(suit * 9 + cls + 3 * k for suit, cls in enumerate(classes) for k in range(3))
    for classes in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
)

_HONOUR_ZH = "東南西北白發中"
_NUM_ZH = "一二三四五六七八九"
_BONUS_ZH = "梅蘭菊竹春夏秋冬"


class TileError(ValueError):
    """A tile string that cannot be read; `token` is the exact text that failed."""

    def __init__(self, token: str, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.token = token
        self.message = message
        self.index = index


def code(tile: int) -> str:
    """Canonical code of a tile: '1m', '7z', '3f', '2g'."""
    if tile < 27:
        return f"{tile % 9 + 1}{SUITS[tile // 9]}"
    if tile < 34:
        return f"{tile - 26}z"
    if tile < 38:
        return f"{tile - 33}f"
    return f"{tile - 37}g"


CODES = tuple(code(t) for t in range(ALL_TILES))
_BY_CODE = {c: i for i, c in enumerate(CODES)}


def zh_name(tile: int) -> str:
    """Chinese name: 一萬, 五筒, 九索, 東, 發, 梅, 春."""
    if tile < 27:
        return _NUM_ZH[tile % 9] + "萬筒索"[tile // 9]
    if tile < 34:
        return _HONOUR_ZH[tile - 27]
    return _BONUS_ZH[tile - 34]


def is_bonus(tile: int) -> bool:
    return tile >= BONUS_FIRST


def is_honour(tile: int) -> bool:
    return 27 <= tile < 34


def is_terminal(tile: int) -> bool:
    return tile < 27 and tile % 9 in (0, 8)


def suit_of(tile: int) -> int:
    """0 萬, 1 筒, 2 索, 3 honours, 4 bonus."""
    return min(tile // 9, 3) if tile < 34 else 4


def rank(tile: int) -> int:
    """1..9 for number tiles, 0 for honours and bonus tiles."""
    return tile % 9 + 1 if tile < 27 else 0


# --- single-token names: letters, Unicode tiles, Chinese names ------------------------------------

_NAMED: dict[str, int] = {}
for _i, _n in enumerate(("E", "S", "W", "N")):
    _NAMED[_n] = EAST + _i
for _n, _t in (("Wh", WHITE), ("G", GREEN), ("R", RED)):
    _NAMED[_n] = _t
for _i, _ch in enumerate(_HONOUR_ZH):
    _NAMED[_ch] = EAST + _i
for _n, _t in (
    ("东", EAST),
    ("发", GREEN),
    ("紅中", RED),
    ("红中", RED),
    ("發財", GREEN),
    ("发财", GREEN),
    ("白板", WHITE),
    ("東風", EAST),
    ("南風", SOUTH),
    ("西風", WEST),
    ("北風", NORTH),
    ("东风", EAST),
    ("南风", SOUTH),
    ("西风", WEST),
    ("北风", NORTH),
):
    _NAMED[_n] = _t
for _s, _names in enumerate((("萬", "万"), ("筒", "餅", "饼"), ("索", "條", "条"))):
    for _suffix in _names:
        for _r, _ch in enumerate(_NUM_ZH):
            _NAMED[_ch + _suffix] = _s * 9 + _r
for _i, _ch in enumerate(_BONUS_ZH):
    _NAMED[_ch] = BONUS_FIRST + _i
_NAMED["兰"] = BONUS_FIRST + 1
# Unicode Mahjong Tiles block U+1F000..U+1F029.
for _i in range(4):
    _NAMED[chr(0x1F000 + _i)] = EAST + _i
_NAMED[chr(0x1F004)] = RED
_NAMED[chr(0x1F005)] = GREEN
_NAMED[chr(0x1F006)] = WHITE
for _r in range(9):
    _NAMED[chr(0x1F007 + _r)] = _r  # characters 萬
    _NAMED[chr(0x1F010 + _r)] = 18 + _r  # bamboos 索
    _NAMED[chr(0x1F019 + _r)] = 9 + _r  # circles 筒
# Unicode orders plum, orchid, bamboo, chrysanthemum; ours is 梅蘭菊竹.
for _u, _t in ((0x1F022, 34), (0x1F023, 35), (0x1F024, 37), (0x1F025, 36)):
    _NAMED[chr(_u)] = _t
for _i in range(4):
    _NAMED[chr(0x1F026 + _i)] = 38 + _i
_NAMED_LONGEST = sorted(_NAMED, key=len, reverse=True)
_NAMED_RE = re.compile("|".join(re.escape(n) for n in _NAMED_LONGEST))
_COMPACT_RE = re.compile(r"([0-9]+)([mpszfg])")
_SUIT_BASE = {"m": 0, "p": 9, "s": 18, "z": 27, "f": 34, "g": 38}
# ASCII and full-width separators, and the emoji variation selectors (🀄️ is U+1F004 U+FE0F).
_SEPARATORS = frozenset(" ,;|/\t\n-_+、，；　\ufe0e\ufe0f")
_SUIT_SIZE = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 4, "g": 4}


def _digit_group(digits: str, suit: str, token: str, start: int) -> list[int]:
    out = []
    for d in digits:
        r = int(d)
        if not 1 <= r <= _SUIT_SIZE[suit]:
            raise TileError(f"{d}{suit}", f"'{d}{suit}' is not a tile (in '{token}')", start)
        out.append(_SUIT_BASE[suit] + r - 1)
    return out


def parse_tiles(value: str | Sequence[str]) -> list[int]:
    """Read tiles in any notation of docs/RULES.md §6 and return them as ints, in the order given.

    Accepts a compact string ("123m456p11z"), a list of codes (["1m", "E", "中"]), letters
    E S W N Wh G R, Unicode mahjong tiles and Chinese names; separators (space, comma) are
    allowed in strings. Raises TileError naming the exact token that failed.
    """
    if isinstance(value, str):
        return _parse_string(value)
    out: list[int] = []
    for i, item in enumerate(value):
        if not isinstance(item, str):
            raise TileError(repr(item), f"item {i} is not a string", i)
        tiles = _parse_string(item)
        if len(tiles) != 1:
            raise TileError(item, f"'{item}' is not a single tile", i)
        out.extend(tiles)
    return out


def _parse_string(text: str) -> list[int]:
    out: list[int] = []
    pos = 0
    n = len(text)
    while pos < n:
        ch = text[pos]
        if ch in _SEPARATORS:
            pos += 1
            continue
        if ch.isascii() and ch.isdigit():
            m = _COMPACT_RE.match(text, pos)
            if not m:
                j = pos
                while j < n and text[j].isascii() and text[j].isdigit():
                    j += 1
                bad = text[pos : j + 1] if j < n else text[pos:j]
                reason = (
                    "has no suit letter (m, p, s, z, f, g)"
                    if j >= n or not text[j].isalpha()
                    else (f"has an unknown suit letter (m, p, s, z, f, g){_letter_hint(text[j:])}")
                )
                raise TileError(bad, f"'{bad}' {reason}", pos)
            out.extend(_digit_group(m.group(1), m.group(2), m.group(0), pos))
            pos = m.end()
            continue
        m = _NAMED_RE.match(text, pos)
        if m:
            out.append(_NAMED[m.group(0)])
            pos = m.end()
            continue
        j = pos + 1
        while (
            j < n
            and text[j] not in _SEPARATORS
            and not (text[j].isascii() and text[j].isdigit())
            and not (_NAMED_RE.match(text, j))
        ):
            j += 1
        raise TileError(text[pos:j], f"'{text[pos:j]}' is not a tile{_case_hint(text[pos:j])}", pos)
    return out


_HONOUR_LETTERS = ("Wh", "E", "S", "W", "N", "G", "R")


def _upper_letters(token: str) -> str | None:
    """`token` with its lower-case honour letters written as the notation has them ('e' -> 'E')."""
    out, i = [], 0
    while i < len(token):
        two = token[i : i + 2]
        if two.lower() == "wh":
            out.append("Wh")
            i += 2
        elif token[i].upper() in _HONOUR_LETTERS and token[i].isascii():
            out.append(token[i].upper())
            i += 1
        else:
            return None
    return "".join(out)


def _case_hint(token: str) -> str:
    """'; honour letters are upper-case: did you mean 'E' (東)?' for a lower-case honour letter."""
    fixed = _upper_letters(token)
    if not fixed or fixed == token:
        return ""
    names = "".join(_HONOUR_ZH[_NAMED[m.group(0)] - EAST] for m in _NAMED_RE.finditer(fixed))
    return f"; honour letters are upper-case: did you mean '{fixed}' ({names})?"


def _letter_hint(rest: str) -> str:
    """After digits: an honour letter is no suit ('1e'): say how the honours are written."""
    fixed = "Wh" if rest[:2].lower() == "wh" else _upper_letters(rest[:1])
    if not fixed or rest[:1] in _SUIT_BASE:
        return ""
    return f"; honours are 1z-7z, or the upper-case letters E S W N Wh G R ('{fixed}' is {_honour_name(fixed)})"


def _honour_name(letters: str) -> str:
    return _HONOUR_ZH[_NAMED[letters] - EAST]


def to_compact(tiles: Iterable[int]) -> str:
    """Canonical compact form, sorted: '123m456p11z'. Remembered for a tuple of up to
    `SHORT_TILES` tiles (a meld, a winning tile, a hand's flowers: they repeat all day); a hand's
    concealed tiles rarely repeat, and a miss of the memo costs more than the work it saves."""
    if type(tiles) is tuple and len(tiles) <= SHORT_TILES:
        return _compact_of_tuple(tiles)
    return _compact(tiles)


SHORT_TILES = 8


@bounded_cache(maxsize=1024, entry_bytes=500)
def _compact_of_tuple(tiles: tuple[int, ...]) -> str:
    return _compact(tiles)


def _compact(tiles: Iterable[int]) -> str:
    # Tile numbers run suit by suit in the order written (m p s z f g): sorted, each suit's letter
    # follows its digits.
    out: list[str] = []
    suit = ""
    for t in sorted(tiles):
        letter = _SUIT_LETTER[t]
        if letter != suit:
            if suit:
                out.append(suit)
            suit = letter
        out.append(_DIGIT[t])
    if suit:
        out.append(suit)
    return "".join(out)


_DIGIT = tuple(c[0] for c in CODES)
_SUIT_LETTER = tuple(c[1] for c in CODES)
assert "".join(dict.fromkeys(_SUIT_LETTER)) == "mpszfg"


def to_counts(tiles: Iterable[int]) -> list[int]:
    counts = [0] * KINDS
    for t in tiles:
        counts[t] += 1
    return counts
