"""Strict marshmallow fields shared by every request schema.

JSON types are taken literally: `"yes"`, `1` or `"5"` are not booleans or integers. A problem a
field finds is raised as a `CodedMessage`, a str that carries its own problem `code`, so that
`service.body.pointer_errors` can give each item of a problem's `errors` its own code.
"""

from __future__ import annotations

import math
import numbers
import re
from typing import Any

from marshmallow import ValidationError, fields

from rules.hand import VALID_MELDS
from rules.memo import bounded_cache
from rules.ruleset import all_rulesets, unknown_ruleset_message
from rules.tiles import ALL_TILES, BONUS_FIRST, TileError, parse_tiles, to_compact

MAX_TILE_ITEMS = 24
MAX_TILE_TEXT = 256


class CodedMessage(str):
    """A validation message with its problem code (default `invalid_request`)."""

    code: str
    name_field: bool

    def __new__(cls, text: str, code: str = "invalid_request", name_field: bool = False) -> CodedMessage:
        obj = super().__new__(cls, text)
        obj.code = code
        obj.name_field = name_field  # the converter prefixes the field's path ("hand.melds[0].tiles: ...")
        return obj


class StrictBoolean(fields.Field):
    """true or false, nothing else (marshmallow's Boolean accepts 1, "yes", "on" ...)."""

    default_error_messages = {"invalid": "Must be true or false."}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if value is True or value is False:
            return value
        raise self.make_error("invalid")


class StrictInteger(fields.Field):
    """A JSON integer (no bool, no string, no 5.0)."""

    default_error_messages = {"invalid": "Must be an integer."}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise self.make_error("invalid")
        return int(value)


class StrictNumber(fields.Field):
    """A finite JSON number (integer or decimal; no bool, no string)."""

    default_error_messages = {"invalid": "Must be a number."}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> int | float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.make_error("invalid")
        if isinstance(value, float) and not math.isfinite(value):
            raise self.make_error("invalid")
        return value


class StrictString(fields.Field):
    """A JSON string (numbers are not turned into strings)."""

    default_error_messages = {"invalid": "Must be a string."}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> str:
        if not isinstance(value, str):
            raise self.make_error("invalid")
        return value


SHORT_TILE_TEXT = 12  # characters: a meld, a winning tile, a hand's flowers


def parse_tiles_text(text: str) -> tuple[int, ...]:
    """`rules.tiles.parse_tiles` of one string; a TileError is raised again each time, never
    remembered. The compact form without separators ("777m2233z", what clients send) is read here
    in one pass. A text of at most SHORT_TILE_TEXT characters (a meld, a winning tile, flowers:
    they repeat all day) is looked up among the canonical texts (`CANONICAL_TEXTS`), else
    remembered in a bounded, registered memo; a hand's concealed tiles are longer and rarely
    repeat, and are read each time (a memo of them would be per hand, and its keys as long as a
    client makes them)."""
    if len(text) <= SHORT_TILE_TEXT:
        return CANONICAL_TEXTS.get(text) or _short_tiles_text(text)
    return read_tiles_text(text)


def read_tiles_text(text: str) -> tuple[int, ...]:
    """`parse_tiles_text` without its memo."""
    raw = text.encode()
    groups = _GROUP.findall(raw)
    # Each group's digits made the bytes of its tiles' numbers by its suit's table, in order. The
    # compact form when the groups are the whole text (a tile and a suit letter per group besides)
    # and every digit names a tile of its suit (a digit that names none is NOT_A_TILE).
    tiles = b"".join([digits.translate(_SUIT_BYTES[suit]) for digits, suit in groups])
    if len(tiles) + len(groups) == len(raw) and NOT_A_TILE not in tiles:
        return tuple(tiles)
    return tuple(parse_tiles(text))


@bounded_cache(maxsize=1024, entry_bytes=300)
def _short_tiles_text(text: str) -> tuple[int, ...]:
    return read_tiles_text(text)


# Groups of digits, each a tile of the suit letter after them (what `parse_tiles` reads the same way,
# to the same tiles in the same order); anything else (separators, names, letters, a digit that
# names no tile) goes to `parse_tiles`.
_GROUP = re.compile(rb"([0-9]+)([mpszfg])")
NOT_A_TILE = 255
# Per suit letter, a bytes table from each digit to the number of its tile (all below NOT_A_TILE).
_SUIT_BYTES = {
    suit.encode(): bytes(base + c - ord("1") if ord("1") <= c < ord("1") + size else NOT_A_TILE for c in range(256))
    for suit, base, size in (("m", 0, 9), ("p", 9, 9), ("s", 18, 9), ("z", 27, 7), ("f", 34, 4), ("g", 38, 4))
}


def _canonical_texts() -> dict[str, tuple[int, ...]]:
    """The compact text (`rules.tiles.to_compact`) of every tile, every meld a hand can declare
    (`rules.hand.VALID_MELDS`: a chow, a pung, a kong) and every set of bonus tiles (a hand's
    flowers, "" for none), with its tiles in order: the short texts clients send all day, read
    once at start-up (about 380, a constant table, not a memo of requests)."""
    texts: dict[str, tuple[int, ...]] = {}
    for tiles in (
        *((t,) for t in range(ALL_TILES)),
        *(tiles for _, tiles, _, _ in VALID_MELDS),
        *(tuple(t for i, t in enumerate(BONUS) if bits >> i & 1) for bits in range(1 << len(BONUS))),
    ):
        texts[to_compact(list(tiles))] = tiles  # a list: not through the memo of `to_compact`
    return texts


BONUS = tuple(range(BONUS_FIRST, ALL_TILES))
CANONICAL_TEXTS = _canonical_texts()


def _tile_message(err: TileError) -> CodedMessage:
    """The engine's message names the failing token ("'9x' has an unknown suit letter")."""
    return CodedMessage(err.message, "invalid_tile", name_field=True)


class Tiles(fields.Field):
    """Tiles as a string in any notation of docs/RULES.md §6 or a list of single-tile strings.

    Loads to a tuple of tile ints (rules.tiles). A tile that cannot be read is an `invalid_tile`
    problem whose message names the failing token and the field; for a list it points at the item.
    """

    default_error_messages = {
        "invalid": "Must be a string of tiles or a list of tile strings.",
        "too_long": f"Too many tiles (at most {MAX_TILE_ITEMS} items, {MAX_TILE_TEXT} characters).",
    }

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> tuple[int, ...]:
        if isinstance(value, str):
            if len(value) > MAX_TILE_TEXT:
                raise self.make_error("too_long")
            try:
                tiles = parse_tiles_text(value)
            except TileError as e:
                raise ValidationError([_tile_message(e)]) from e
            if len(tiles) > MAX_TILE_ITEMS:
                raise self.make_error("too_long")
            return tiles
        if isinstance(value, list):
            if len(value) > MAX_TILE_ITEMS:
                raise self.make_error("too_long")
            out: list[int] = []
            errors: dict[int, list[str]] = {}
            for i, item in enumerate(value):
                if not isinstance(item, str):
                    errors[i] = [CodedMessage("Must be a tile string.")]
                    continue
                if len(item) > MAX_TILE_TEXT:
                    errors[i] = [CodedMessage("Too long for a tile.")]
                    continue
                try:
                    parsed = parse_tiles_text(item)
                except TileError as e:
                    errors[i] = [_tile_message(e)]
                    continue
                if len(parsed) != 1:
                    errors[i] = [CodedMessage(f"'{item}' is not a single tile", "invalid_tile", True)]
                    continue
                out.extend(parsed)
            if errors:
                raise ValidationError(errors)
            return tuple(out)
        raise self.make_error("invalid")


class Tile(fields.Field):
    """Exactly one tile, as a string in any notation."""

    default_error_messages = {"invalid": "Must be a string naming one tile."}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> int:
        if not isinstance(value, str) or len(value) > 32:
            raise self.make_error("invalid")
        try:
            tiles = parse_tiles_text(value)
        except TileError as e:
            raise ValidationError([_tile_message(e)]) from e
        if len(tiles) != 1:
            raise ValidationError([CodedMessage(f"'{value}' is not a single tile", "invalid_tile", True)])
        return tiles[0]


RULESET_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}\Z")  # \Z: "$" would let a final newline through


def check_ruleset_id(value: str) -> None:
    """A validator: the id is well formed; if not, the message lists the known ids and the nearest."""
    if not RULESET_ID.match(value):
        raise ValidationError(unknown_ruleset_message(value, all_rulesets(), malformed=True))


class RulesetId(StrictString):
    """A ruleset id (`hk-classic`); a malformed one is refused naming the known ids."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(validate=check_ruleset_id, **kwargs)


def well_formed_known_ids() -> frozenset[str]:
    """The ids of the rulesets (`rules.ruleset.all_rulesets`) that `check_ruleset_id` accepts: what
    most requests name, accepted by one look-up (schemas/quick.py)."""
    return frozenset(rid for rid in all_rulesets() if RULESET_ID.match(rid))
