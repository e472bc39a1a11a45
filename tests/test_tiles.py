"""rules.tiles: every notation of RULINGS §6 reads into one canonical form and back; a parse
error names the exact token that failed."""

from __future__ import annotations

import pytest

from rules.tiles import ALL_TILES, CODES, TileError, code, parse_tiles, to_compact, to_counts, zh_name

ALL_COMPACT = "123456789m123456789p123456789s1234567z1234f1234g"

# (input, canonical compact form)
NOTATIONS = [
    # compact strings
    ("123m456p789s11z", "123m456p789s11z"),
    ("11z789s456p123m", "123m456p789s11z"),
    ("1m1m1m", "111m"),
    ("1234f1234g", "1234f1234g"),
    ("1m 2m,3m;4p|5p/6p", "123m456p"),
    # lists of codes
    (["1m", "2m", "3m", "1z", "1z"], "123m11z"),
    (["9s", "1f", "4g"], "9s1f4g"),
    # letters
    ("E S W N", "1234z"),
    ("Wh G R", "567z"),
    ("ESWNWhGR", "1234567z"),
    (["E", "Wh", "G", "R"], "1567z"),
    ("WWh", "35z"),
    # Unicode mahjong tiles (U+1F000..U+1F029), with or without the emoji variation selector
    ("\U0001f000\U0001f001\U0001f002\U0001f003", "1234z"),
    ("\U0001f004\U0001f005\U0001f006", "567z"),
    ("\U0001f004\ufe0f", "7z"),
    ("\U0001f007\U0001f00f", "19m"),
    ("\U0001f010\U0001f018", "19s"),
    ("\U0001f019\U0001f021", "19p"),
    ("\U0001f022\U0001f023\U0001f024\U0001f025", "1234f"),  # plum orchid bamboo chrysanthemum
    ("\U0001f026\U0001f027\U0001f028\U0001f029", "1234g"),
    # Chinese names
    ("東南西北白發中", "1234567z"),
    ("一萬二萬九萬", "129m"),
    ("一筒五筒九筒", "159p"),
    ("一餅", "1p"),
    ("一索九索", "19s"),
    ("三條", "3s"),
    ("紅中 發財 白板", "567z"),
    ("東風南風", "12z"),
    ("梅蘭菊竹春夏秋冬", "1234f1234g"),
    ("东发万", None),  # '万' alone is not a tile (see errors)
    ("一万", "1m"),
    ("東、南、西", "123z"),
    ("東，南", "12z"),
    (["東", "一萬", "五筒", "中", "梅"], "1m5p17z1f"),
    # mixed
    ("123m E 中 \U0001f000 一萬", "1123m117z"),
]


@pytest.mark.parametrize(("given", "canonical"), [n for n in NOTATIONS if n[1] is not None])
def test_every_notation_reads_into_the_canonical_form(given: object, canonical: str) -> None:
    tiles = parse_tiles(given)
    assert to_compact(tiles) == canonical
    # ... and back: the canonical form reads into the same tiles
    assert sorted(parse_tiles(canonical)) == sorted(tiles)


def test_order_is_kept_and_compact_sorts() -> None:
    assert parse_tiles("2m1m") == [1, 0]
    assert parse_tiles(["E", "1m"]) == [27, 0]
    assert to_compact([27, 0, 8, 1]) == "129m1z"


def test_tile_ints_follow_the_convention() -> None:
    assert parse_tiles(ALL_COMPACT) == list(range(ALL_TILES))
    assert [code(t) for t in range(ALL_TILES)] == list(CODES)
    assert to_compact(range(ALL_TILES)) == ALL_COMPACT


@pytest.mark.parametrize("tile", range(ALL_TILES))
def test_every_tile_round_trips_through_each_notation(tile: int) -> None:
    assert parse_tiles(CODES[tile]) == [tile]
    assert parse_tiles([CODES[tile]]) == [tile]
    assert parse_tiles(zh_name(tile)) == [tile]
    assert to_compact(parse_tiles(to_compact([tile]))) == CODES[tile]


def test_unicode_block_covers_every_tile() -> None:
    seen = set()
    for cp in range(0x1F000, 0x1F02A):
        seen.update(parse_tiles(chr(cp)))
    assert seen == set(range(ALL_TILES))


def test_counts() -> None:
    assert to_counts(parse_tiles("111m9s7z"))[:1] == [3]
    counts = to_counts(parse_tiles("111m9s7z"))
    assert len(counts) == 34 and counts[26] == 1 and counts[33] == 1 and sum(counts) == 5


# (input, exact token named by the error)
ERRORS = [
    ("123x", "123x"),
    ("10m", "0m"),
    ("8z", "8z"),
    ("5f", "5f"),
    ("5g", "5g"),
    ("0p", "0p"),
    ("1m2", "2"),
    ("123", "123"),
    ("Q", "Q"),
    ("1m 東 X", "X"),
    ("東x南", "x"),
    ("xyz 1m", "xyz"),
    ("东发万", "万"),
    ("1m2m3q", "3q"),
    (["1m", "11m"], "11m"),
    (["1m", "Z9"], "Z"),
    (["1m", ""], ""),
]


@pytest.mark.parametrize(("given", "token"), ERRORS)
def test_parse_error_names_the_exact_token(given: object, token: str) -> None:
    with pytest.raises(TileError) as e:
        parse_tiles(given)
    assert e.value.token == token
    assert token in str(e.value) or token == ""


def test_non_string_item_is_refused() -> None:
    with pytest.raises(TileError) as e:
        parse_tiles(["1m", 3])  # type: ignore[list-item]
    assert e.value.token == "3" and e.value.index == 1
