"""A body read the quick way (orjson, service/body.py `_quick_value`) gives exactly what the
standard decoder gives (`parse_json_standard`, the reference): the same value with the same types
and key order, or the same 400 problem, word for word.

The bodies: every request of the golden corpus, compact and indented; the edge cases where orjson and
the standard decoder differ (a key given twice, escapes and lone surrogates, integers past 64 bits,
nesting near the limits, NaN, a BOM, bytes that are not UTF-8); and several thousand seeded
mutations of real bodies (bytes dropped, doubled or replaced, keys repeated, numbers lengthened).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from service.body import _NOT_QUICK, _quick_value, parse_json_bytes, parse_json_standard
from service.problems import ApiProblem
from tests import golden


def outcome(parse: Any, raw: bytes) -> tuple[str, str]:
    """What a parser makes of `raw`: its value (repr: types and key order) or its problem."""
    try:
        return ("value", repr(parse(raw)))
    except ApiProblem as p:
        return ("problem", f"{p.status} {p.code} {p.detail}")


def same(raw: bytes) -> None:
    assert outcome(parse_json_bytes, raw) == outcome(parse_json_standard, raw), raw[:300]


def corpus_bodies() -> list[bytes]:
    out = []
    for row in golden.load():
        raw = golden.body_bytes(row)
        if raw is None:
            continue
        out.append(raw)
        if "raw" not in row:
            out.append(json.dumps(json.loads(raw), indent=2, ensure_ascii=False).encode())
            if not raw.isascii():  # as Python's json and requests send it: every non-ASCII character escaped
                out.append(json.dumps(json.loads(raw)).encode())
    return out


def test_the_corpus_reads_the_same_and_mostly_the_quick_way() -> None:
    bodies = corpus_bodies()
    assert len(bodies) > 10_000
    for raw in bodies:
        same(raw)
    quick = sum(_quick_value(raw) is not _NOT_QUICK for raw in bodies)
    assert quick > 0.9 * len(bodies)  # the speed is the point: most bodies take the quick way


def test_a_batch_of_100_takes_the_quick_way() -> None:
    rng = random.Random(5)
    batch = {"requests": [golden.score_body(rng) for _ in range(100)]}
    for raw in (json.dumps(batch, ensure_ascii=False).encode(), json.dumps(batch).encode()):
        assert _quick_value(raw) is not _NOT_QUICK
        same(raw)
    with_chinese = json.dumps({"a": "中 東 :", "b": ["\\", '"', "\n", "/"]}).encode()
    assert b"\\u4e2d" in with_chinese and _quick_value(with_chinese) is not _NOT_QUICK
    same(with_chinese)


EDGES = [
    b'{"ruleset":"canton-new","ruleset":"hk-classic"}',
    b'{"a":{"b:":1,"b:":2}}',
    b'{"a":"x:y","b":[{"c":1},{"c":1,"c":1}]}',
    b'{"a":"x:y","b":"z"}',
    b'{"\\u0072uleset":1,"ruleset":2}',
    b'{"a\\u003a":1,"a\\u003a":2}',
    b'{"a\\"":1,"a\\"":2}',
    b'{"\\udfff":1}',
    b'{"a":"\\ud83c\\udc04"}',
    b'{"a":"\\ud83c"}',
    b'{"a":"\\uD83C\\uDC04"}',
    b'{"a":"\\udc04\\ud83c"}',
    b'{"a":1,"\\u0061":2}',
    b'{"a\\u003A":1,"a:":2}',
    b'{"a:":1,"a\\u003a":2}',
    b'{"a":"\\u003a","b":1,"b":2}',
    b'{"\\u0022":1,"\\"":2}',
    b'{"a\\\\":1,"a\\\\":2}',
    b'{"a":"\\\\u003a","a":1}',
    b'{"a":"\\/\\b\\f\\n\\r\\t\\u0000\\u001f\\u007f\\u4E2D"}',
    b'{"a":"\\x"}',
    b'{"a":"\\u12"}',
    b'{"a":"\\U0041"}',
    b'{"a":"\\',
    b'{"a\\n":1,"a\\u000a":2}',
    b'{"a":"\xed\xa0\x80"}',
    b'{"a":"\xff"}',
    b'{"a":"\xc0\xaf"}',
    b'{"a":"\x01"}',
    b'{"a":"\x7f"}',
    '{"a":"\u2028\u00a0中"}'.encode(),
    b"\xef\xbb\xbf{}",
    b"",
    b"   ",
    "\u00a0{}".encode(),
    b"\t{}\r\n",
    b"{} x",
    b"[1,]",
    b"01",
    b"NaN",
    b'{"a":NaN}',
    b'{"a":Infinity}',
    b'{"a":-Infinity}',
    b"1e400",
    b"-1e400",
    b"1e-400",
    b"-0",
    b"-0.0",
    b"0.1000000000000000055511151231257827",
    b"9223372036854775807",
    b"9223372036854775808",
    b"-9223372036854775808",
    b"-9223372036854775809",
    b"18446744073709551615",
    b"18446744073709551616",
    b"123456789012345678901234567890",
    b'{"stake":100000000000000000000,"base":1}',
    b'{"a":"1234567890123456789012"}',
    b"[" * 254 + b"]" * 254,
    b"[" * 255 + b"]" * 255,
    b"[" * 990 + b"]" * 990,
    b"[" * 1000 + b"]" * 1000,
    b"[" * 1010 + b"]" * 1010,
    b"[" * 1024 + b"]" * 1024,
    b'{"a":' * 1010 + b"1" + b"}" * 1010,
    b"[" * 1030 + b"]" * 1030,
    b'{"a":' * 600 + b"1" + b"}" * 600,
    b"[" * 600 + b'"[]"' + b"]" * 600,
    b"[" * 600,
    b'["' + b"[" * 700 + b'"]',
    b"[1" + b",[]" * 600 + b"]",
]


@pytest.mark.parametrize("raw", EDGES, ids=range(len(EDGES)))
def test_edges_read_the_same(raw: bytes) -> None:
    same(raw)


def mutate(rng: random.Random, raw: bytes) -> bytes:
    kind = rng.randrange(8)
    i = rng.randrange(len(raw) + 1)
    if kind == 0:  # a byte dropped
        return raw[:i] + raw[i + 1 :]
    if kind == 1:  # a byte doubled
        return raw[:i] + raw[i : i + 1] + raw[i:]
    if kind == 2:  # a byte replaced by one the grammar cares about
        return raw[:i] + bytes([rng.choice(b'{}[]",:\\0123456789eE.-+ \x00\xff\xed')]) + raw[i + 1 :]
    if kind == 3:  # cut short
        return raw[:i]
    if kind == 4:  # a member repeated in its object
        start = raw.find(b'"', i)
        end = raw.find(b",", start)
        if start < 0 or end < 0:
            return raw
        member = raw[start:end]
        return raw[:end] + b"," + member + raw[end:]
    if kind == 5:  # a number made long
        j = next((k for k in range(i, len(raw)) if raw[k : k + 1].isdigit()), None)
        return raw if j is None else raw[:j] + b"9" * rng.randrange(15, 25) + raw[j:]
    if kind == 6:  # an escape
        return (
            raw[:i] + rng.choice([b"\\u0041", b"\\ud800", b"\\udc00", b"\\u003a", b"\\u4e2d", b"\\n", b"\\"]) + raw[i:]
        )
    return raw[:i] + rng.choice([b"[", b"{", b"]", b"}", b":", b",", b'"']) * rng.randrange(1, 4) + raw[i:]


def test_mutated_bodies_read_the_same() -> None:
    rng = random.Random(20261201)
    bodies = [golden.body_bytes(row) for row in golden.load()[:400]]
    bodies = [b for b in bodies if b]
    for _ in range(6000):
        raw = rng.choice(bodies)
        for _ in range(rng.randrange(1, 4)):
            raw = mutate(rng, raw)
        same(raw)


def test_a_lone_surrogate_is_found_at_any_depth_the_decoder_reads() -> None:
    """Near the recursion limit the decoder still reads a value that re-encoding it could not: the
    check for lone surrogates walks it without recursing. Every depth is a value or a 400."""
    import sys

    for escape in (b'"\\ud83c\\udc04"', b'"\\ud83c"'):
        answers = set()
        for depth in range(sys.getrecursionlimit() - 120, sys.getrecursionlimit() + 20):
            raw = b'{"a":' + b"[" * depth + escape + b"]" * depth + b"}"
            kind, detail = outcome(parse_json_bytes, raw)
            answers.add(kind if kind == "value" else detail)
        assert answers <= {
            "value",
            "400 malformed_json the body is not valid JSON: nested too deep",
            "400 malformed_json the body is not valid JSON text: a string holds a lone UTF-16 surrogate"
            " (\\ud800-\\udfff)",
        }, answers
        assert len(answers) == 2
