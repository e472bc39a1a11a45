"""The shortcuts of a score request's path give what the long way gives (tests/test_golden.py holds
the answers byte for byte; these hold each shortcut to the code it stands for):

- hands and contexts built without their constructors (`service.engine._made`) equal the built ones;
- the shared descriptions of blocks and echoes of melds are what describing them gives;
- the one-pass reading of compact tile text, and the table of canonical short texts, read what
  `rules.tiles.parse_tiles` reads, or refuse what it refuses with the same error;
- a settlement's JSON is made once and is the JSON of its payments;
- a counted or suppressed pattern's shared row is the row made from it, and a score's summary,
  written from the rows' terms, is the summary of its dumped answer, in every language;
- an answer marked as holding plain numbers (`service.jsonprovider.PlainNumbers`) is only one whose
  every number orjson writes as json does, and encodes to the bytes json writes.
"""

from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest

from rules.hand import VALID_MELDS, WinContext
from rules.payouts import settle_win
from rules.tiles import CODES, TileError, parse_tiles
from schemas.fields import CANONICAL_TEXTS, read_tiles_text
from schemas.score import ScoreRequestSchema
from service import create_app, engine
from service.i18n import LANGUAGES, summary
from service.jsonprovider import PlainNumbers, plain_json, plain_number
from tests import golden


def _loaded_score_requests() -> list[dict]:
    schema = ScoreRequestSchema()
    out = []
    for row in golden.load():
        if row.get("path") != "/v1/score" or not isinstance(row.get("body"), dict):
            continue
        loaded = schema.quick_load(row["body"])
        if isinstance(loaded, dict):
            out.append(loaded)
    return out


def test_hands_and_contexts_built_directly_equal_the_constructed() -> None:
    assert engine._DIRECT  # Hand, Meld and WinContext are plain frozen dataclasses
    requests = _loaded_score_requests()
    assert len(requests) > 100
    for data in requests:
        hand = engine.build_hand(data["hand"])
        assert hand == engine._build_hand(data["hand"])
        assert [type(m) for m in hand.melds] == [type(m) for m in engine._build_hand(data["hand"]).melds]
        ctx = engine.build_context(data["context"])
        assert type(ctx) is WinContext and ctx == WinContext(**data["context"])
        assert hash(ctx) == hash(WinContext(**data["context"]))


def test_shared_descriptions_are_the_blocks_own() -> None:
    assert len(engine._SHARED_BLOCKS) > 300  # the shapes share their blocks: the table is used
    for block in engine._SHARED_BLOCKS:
        assert engine._DESCRIBED[id(block)] == block.describe()
    for key, echo in engine._MELD_ECHOES.items():
        kind, tiles, concealed, added = key
        assert echo == {"type": kind, "tiles": engine.to_compact(tiles), "concealed": concealed, "added": added}


def _parsed(read, text: str) -> tuple:
    try:
        return ("tiles", tuple(read(text)))
    except TileError as e:
        return ("error", e.args, str(e))


@pytest.mark.parametrize("seed", range(4))
def test_compact_tile_text_reads_as_parse_tiles(seed: int) -> None:
    rnd = random.Random(seed)
    alphabet = "0123456789mpszfg" + ("mpsz" * 3) + " ,E"
    read = read_tiles_text  # the reader itself, without the memo of short texts
    for _ in range(20_000):
        text = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 16)))
        assert _parsed(read, text) == _parsed(parse_tiles, text), text
    for code in CODES:
        assert read(code) == tuple(parse_tiles(code))


def test_the_canonical_texts_read_as_parse_tiles() -> None:
    """The table of short texts read at start-up (`schemas.fields.CANONICAL_TEXTS`): each text is
    read by `parse_tiles` to its tiles, and each tile, meld and set of flowers is there."""
    texts = CANONICAL_TEXTS
    for text, tiles in texts.items():
        assert tiles == tuple(parse_tiles(text)) == read_tiles_text(text), text
    assert all(code in texts for code in CODES)
    assert all(engine.to_compact(tiles) in texts for _, tiles, _, _ in VALID_MELDS)
    assert texts[""] == () and texts["1234f1234g"] == tuple(range(34, 42))
    assert len(texts) == len(CODES) + 34 * 2 + 21 + 2**8 - 8 - 1 + 1  # tiles, pungs, kongs, chows, flowers


def test_a_settlement_makes_its_json_once() -> None:
    settlement = settle_win("south", 7, "discard", "west", base=Fraction(1, 2))
    first = settlement.to_json()
    assert settlement.to_json() is first
    # 7 fan half-spicy is 48 units; the discarder pays two portions of a base of 1/2.
    assert first == {
        "payments": [{"from": "west", "to": "south", "amount": 48}],
        "net": {"east": 0, "south": 48, "west": -48, "north": 0},
    }
    assert [type(p["amount"]) for p in first["payments"]] == [int]  # a whole amount is written whole
    assert settlement.kept(("k",), lambda: "said") == "said"
    assert settlement.kept(("k",), lambda: "again") == "said"


def test_rows_and_summaries_are_those_of_the_dumped_answer() -> None:
    from flask import g

    from rules.scoring import score_hand

    app = create_app()
    seen = 0
    for data in _loaded_score_requests()[:400]:
        with app.test_request_context("/v1/score", method="POST"):
            ruleset = engine.rulesets().get(data["ruleset"])
            table, problems = engine.resolve_table_or_problems(ruleset, data.get("table")) if ruleset else (None, [1])
            try:
                assert table is not None and not problems
                result = score_hand(engine.build_hand(data["hand"]), engine.build_context(data["context"]), table)
            except Exception:  # noqa: BLE001 - refused requests have no rows
                continue
            best = result.best
            assert engine.dump_patterns(best.patterns) == [
                {"id": p.id, "name": p.name, "fan": p.fan, "count": p.count, "limit_hand": p.limit_hand}
                for p in best.patterns
            ]
            assert engine._suppressed(best) == [
                {"id": p.id, "name": p.name, "fan": p.fan, "count": p.count, "by": p.by, "reason": p.reason}
                | ({"shares": p.shares} if p.shares is not None else {})
                for p in best.suppressed
            ]
            for language in LANGUAGES:
                g.language = language
                try:
                    answer = engine.score_request(data)
                except Exception:  # noqa: BLE001 - a liability refused: no summary
                    break
                liability = data.get("liability")
                said = summary(
                    {k: v for k, v in answer.items() if k != "summary"},
                    language,
                    discarder=data["context"].get("discarder"),
                    liable=liability["seat"] if liability else None,
                )
                assert answer["summary"] == said
                assert (type(answer) is PlainNumbers) == plain_json(answer)
                seen += 1
    assert seen > 300


@pytest.mark.parametrize("value", [1e-5, 2.5e-5, 9e-8, 0.0001, 0.5, 1e16, 1e22, 3, True, None, "1e-5"])
def test_a_plain_number_is_written_alike(value: object) -> None:
    import orjson

    assert plain_number(value) == (orjson.dumps(value) == json.dumps(value).encode())


def test_answers_of_plain_numbers_skip_the_scan_and_others_do_not() -> None:
    app = create_app()
    provider = app.json
    plain = PlainNumbers({"amount": 0.5, "text": "9e-8 is 0.00000009"})
    assert provider.encode(plain) == json.dumps(plain, separators=(",", ":"), ensure_ascii=False).encode()
    batch = {"results": [plain, PlainNumbers({"n": 1})]}
    assert provider.encode(batch) == json.dumps(batch, separators=(",", ":"), ensure_ascii=False).encode()
    risky = {"results": [plain, {"amount": 2.5e-5}]}  # not every result vouched for: scanned
    assert provider.encode(risky) == json.dumps(risky, separators=(",", ":"), ensure_ascii=False).encode()
