"""rules.coach: the discard advice (何切) on tables of hands, with the full expected order of the
options, their waits (live count, fan by discard / by self-draw), summaries and receipts; the sort
policy; the live counts; the win in hand; the refusals; receipts that JSON cannot hold; and, over
random hands, agreement with rules.waits.analyse_waits and rules.scoring.score_hand."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hands import context, hand, table

from rules.coach import Advice, DiscardOption, advise, receipt_of
from rules.hand import HandError, WinContext
from rules.scoring import score_hand
from rules.settlement import settle_score
from rules.shanten import shanten
from rules.table import Table
from rules.tiles import CODES, KINDS, SEATS, parse_tiles, to_compact
from rules.waits import WinValue, analyse_waits


def brief(o: DiscardOption) -> str:
    """'1z: 1s×4 3/4, 4s×4 3/4 | 8/8 32' for a ready option (wait×live discard-fan/self-draw-fan,
    winning live / on discard, expected receipt); '2s 1: 12345s15z ×23' for one that is not."""
    if not o.ready:
        return f"{o.code} {o.shanten}: {to_compact(i.tile for i in o.improving)} ×{o.improving_live}"

    def fan(way: object) -> str:
        return "-" if way is None else str(way.fan)

    waits = ", ".join(f"{w.code}×{w.live} {fan(w.discard)}/{fan(w.self_draw)}" for w in o.waits)
    s = o.summary
    assert s is not None
    return f"{o.code}: {waits} | {s.winning_live}/{s.winning_live_on_discard} {s.expected_receipt}"


def coach(
    concealed: str,
    melds: tuple[str, ...] = (),
    ruleset: str = "hk-classic",
    discarded: str = "",
    drawn: str | None = None,
    tbl: dict | None = None,
    **ctx: object,
) -> Advice:
    return advise(
        hand(concealed, melds=melds),
        context(**ctx),
        table(ruleset, **(tbl or {})),
        tuple(parse_tiles(discarded)) if discarded else (),
        parse_tiles(drawn)[0] if drawn else None,
    )


# (ruleset, concealed, melds, context, discarded, shanten of the 14 tiles, the first options in order)
KNOWN = [
    # 1z is the only discard that leaves the hand ready: 1s/4s, 3 fan on a discard (16 from west),
    # 4 self-drawn (16 from each) -> (16 + 48) / 2 = 32 per live tile.
    (
        "hk-classic",
        "123m456p789s23s55z1z",
        (),
        {"seat_wind": "west"},
        "",
        0,
        ["1z: 1s×4 3/4, 4s×4 3/4 | 8/8 32", "2s 1: 12345s15z ×23", "3s 1: 1234s15z ×19"],
    ),
    # Discards count as seen: two 4s out, one 1s.
    (
        "hk-classic",
        "123m456p789s23s55z1z",
        (),
        {"seat_wind": "west"},
        "4s4s1s",
        0,
        ["1z: 1s×3 3/4, 4s×2 3/4 | 5/5 32", "2s 1: 12345s15z ×20"],
    ),
    # The most tile-efficient discard (5m: 4m/7m, 8 live) cannot reach the 3 fan minimum; 6m keeps
    # 對對糊 (5m/8p, 4 live) and is advised first.
    (
        "hk-classic",
        "556666m88p",
        ("pung:333p", "pung:222m"),
        {"seat_wind": "east", "round_wind": "west"},
        "",
        0,
        ["6m: 5m×2 4/5, 8p×2 4/5 | 4/4 52", "5m: 4m×4 1/2, 7m×4 1/2 | 0/0 0", "8p 1: 4578m6789p ×28"],
    ),
    # A complete 九子連環: discarding the 5m keeps the nine-sided wait (22 live).
    (
        "hk-classic",
        "1112345678999m5m",
        (),
        {"seat_wind": "south"},
        "",
        -1,
        [
            "5m: 1m×1 11/12, 2m×3 11/12, 3m×3 11/12, 4m×3 11/12, 5m×2 11/12, 6m×3 11/12, 7m×3 11/12, 8m×3 11/12, "
            "9m×1 11/12 | 22/22 576",
            "2m: 2m×3 9/12, 4m×3 9/10, 5m×2 9/10, 7m×3 9/10, 8m×3 9/10 | 14/14 2304/7",
        ],
    ),
    # 十三么 waiting on all thirteen (13 fan is the limit either way) once the extra 5m goes.
    (
        "hk-classic",
        "19m19p19s1234567z5m",
        (),
        {},
        "",
        0,
        [
            "5m: 1m×3 13/13, 9m×3 13/13, 1p×3 13/13, 9p×3 13/13, 1s×3 13/13, 9s×3 13/13, 1z×3 13/13, 2z×3 13/13, "
            "3z×3 13/13, 4z×3 13/13, 5z×3 13/13, 6z×3 13/13, 7z×3 13/13 | 39/39 960",
            "1m 1: 19m19p19s1234567z ×39",
        ],
    ),
    # hk-classic does not play 七對子 by default: a standard 3-shanten hand.
    ("hk-classic", "1122m3344p5566s77z", (), {}, "", 3, ["1m 3: 23m2345p4567s7z ×32"]),
    # canton-new special shapes: 組合龍 (knitted straight, 1z pung, 2z pair) ready once the 9m goes;
    (
        "canton-new",
        "147m258p369s11z22z9m",
        (),
        {},
        "",
        0,
        ["9m: 1z×2 14/16, 2z×2 8/10 | 4/4 1152", "1z 1: 789m12z ×14"],
    ),
    # 十三金字塔 (thirteen pyramid) waiting on its thirteen tiles;
    (
        "canton-new",
        "19m19p19s258p36s47m5z",
        (),
        {},
        "",
        0,
        [
            "5z: 1m×3 32/33, 4m×3 32/33, 7m×3 32/33, 9m×3 32/33, 1p×3 32/33, 2p×3 33/34, 5p×3 33/34, 8p×3 33/34, "
            "9p×3 32/33, 1s×3 32/33, 3s×3 32/33, 6s×3 32/33, 9s×3 32/33 | 39/39 12058624/13"
        ],
    ),
    # 全不靠 complete in hand (fourteen different tiles of one knitted layout and honours).
    ("canton-new", "147m258p369s12345z", (), {}, "", -1, ["5p: 5p×3 15/16, 6z×4 26/27, 7z×4 26/27 | 11/11 78080"]),
    # 二不槓 (two quads held unkonged, no pair): no shanten number, found by the arrangement code;
    (
        "canton-new",
        "1111m2222p33345s9p",
        (),
        {},
        "",
        0,
        ["9p: 3s×1 15/16, 6s×4 13/14 | 5/5 6912/5", "1m 1: 134789p36s ×28"],
    ),
    # 十三不搭 in the first go-around (13 mutually unrelated kinds, waiting for the pair); later it
    # is no hand at all.
    (
        "canton-new",
        "159m148p236s12345z",
        (),
        {"seat_wind": "south", "extra": {"first_go_around": True}},
        "",
        0,
        [
            "3s: 1m×3 44/45, 5m×3 45/46, 9m×3 44/45, 1p×3 44/45, 4p×3 44/45, 8p×3 45/46, 2s×3 45/46, 6s×3 44/45, "
            "1z×3 59/60, 2z×3 59/60, 3z×3 59/60, 4z×3 59/60, 5z×3 59/60 | 39/39 59668168704/13"
        ],
    ),
    ("canton-new", "159m148p236s12345z", (), {"seat_wind": "south"}, "", 3, ["1m 3: 28m7p9s67z ×24"]),
    # 七對子 complete (canton-new plays it): each discard waits on its own pair (two live).
    ("canton-new", "1122m3344p5566s77z", (), {}, "", -1, ["1m: 1m×2 24/25 | 2/2 53248", "2m: 2m×2 24/25 | 2/2 53248"]),
]


@pytest.mark.parametrize(("ruleset", "concealed", "melds", "ctx", "discarded", "shanten", "expected"), KNOWN)
def test_known_hands(
    ruleset: str, concealed: str, melds: tuple[str, ...], ctx: dict, discarded: str, shanten: int, expected: list[str]
) -> None:
    a = coach(concealed, melds, ruleset, discarded, **ctx)
    assert a.ruleset_id == ruleset
    assert a.shanten == shanten
    assert [brief(o) for o in a.options[: len(expected)]] == expected
    assert sorted(o.tile for o in a.options) == sorted(set(parse_tiles(concealed)))


def test_the_win_in_hand() -> None:
    # Without the drawn tile: the best self-draw among the tiles that complete the hand.
    a = coach("1112345678999m5m", seat_wind="south")
    assert a.win is not None and a.shanten == -1
    assert (CODES[a.win.winning_tile], a.win.assumed, a.win.self_draw.fan, a.win.self_draw.receipt.amount) == (
        "1m",
        True,
        12,
        768,
    )
    # With it: that tile's self-draw, exactly as /v1/score scores it.
    a = coach("1112345678999m5m", seat_wind="south", drawn="5m")
    assert (CODES[a.win.winning_tile], a.win.assumed, a.win.self_draw.fan) == ("5m", False, 12)
    r = score_hand(hand("1112345678999m", win="5m"), context(seat_wind="south", win_by="self_draw"), table())
    assert a.win.self_draw.value.patterns == r.best.patterns
    assert a.win.self_draw.receipt.amount == settle_score(r).net["south"]
    # Not complete: no win, whatever was drawn.
    assert coach("123m456p789s23s55z1z", drawn="1z").win is None


def test_a_win_below_the_minimum_is_complete_but_pays_nothing() -> None:
    a = coach("234m567p22s789s", ("pung:777z",), seat_wind="north", drawn="7s")
    assert a.win is not None and a.win.self_draw.fan == 3
    a = coach("234m567p22s789s", ("pung:777z",), seat_wind="north", drawn="7s", tbl={"min_fan": 5})
    assert a.win is not None and not a.win.self_draw.meets_minimum
    assert a.win.self_draw.receipt.amount == 0 and a.win.self_draw.receipt.unavailable is None


def _key(o: DiscardOption) -> tuple:
    if o.ready:
        s = o.summary
        return (0, -s.winning_live, -s.expected_receipt, -(s.best_fan or -1))
    return (1, o.shanten, -o.improving_live)


def _random_hand(rng: random.Random) -> tuple[str, dict]:
    tiles: list[int] = []
    counts = [0] * KINDS
    suits = rng.choice(((0, 1, 2, 3), (0,), (1, 3)))
    while len(tiles) < 14:
        s = rng.choice(suits)
        t = 27 + rng.randrange(7) if s == 3 else s * 9 + rng.randrange(9)
        if counts[t] < 4:
            counts[t] += 1
            tiles.append(t)
    return to_compact(tiles), {"seat_wind": rng.choice(SEATS), "round_wind": rng.choice(SEATS)}


@pytest.mark.parametrize("ruleset", ["hk-classic", "canton-new"])
def test_sort_policy_and_agreement_with_waits_and_score(ruleset: str) -> None:
    rng = random.Random(15)
    ready_seen = 0
    for _ in range(12):
        concealed, ctx = _random_hand(rng)
        a = coach(concealed, ruleset=ruleset, **ctx)
        keys = [_key(o) for o in a.options]
        assert keys == sorted(keys)
        for one, two in zip(a.options, a.options[1:], strict=False):
            if _key(one) == _key(two):
                assert one.tile < two.tile  # ties keep tile order
        tbl = table(ruleset)
        ctx_w = WinContext(**ctx)
        for o in a.options:
            rest = list(parse_tiles(concealed))
            rest.remove(o.tile)
            w = analyse_waits(hand(to_compact(rest)), ctx_w, tbl, (o.tile,))
            assert (o.shanten, dict(o.shanten_by_shape), o.ready) == (w.shanten, dict(w.shanten_by_shape), w.ready)
            assert [
                (x.tile, x.live, x.discard and x.discard.value, x.self_draw and x.self_draw.value) for x in o.waits
            ] == [(x.tile, x.live, x.discard, x.self_draw) for x in w.waits]
            ready_seen += o.ready
            for x in o.waits:
                for way in (x.discard, x.self_draw):
                    if way is not None:
                        assert way.receipt == receipt_of(way.value, tbl)
    assert ready_seen


def _waits_shanten(concealed: list[int], melds: tuple[str, ...], ctx: WinContext, tbl: Table) -> int:
    """The shanten number /v1/waits gives (hk-classic: every shape it plays has a number; the
    arrangement code decides only the hands shanten.py calls ready)."""
    n = len(melds)
    by_shape = shanten(
        [concealed.count(t) for t in range(KINDS)], n, ("standard",) if n else ("standard", "thirteen_orphans")
    )
    if min(by_shape.values()) > 0:
        return min(by_shape.values())
    return analyse_waits(hand(to_compact(concealed), melds=melds), ctx, tbl).shanten


def test_improving_tiles_are_the_draws_that_lower_the_shanten() -> None:
    """Each improving tile, drawn, lets some discard reach a lower shanten (as /v1/waits numbers
    it); no other tile does. Declared melds included (shanten.py cannot see their tiles)."""
    rng = random.Random(7)
    cases = [
        ("1111m456p789s5z", ("pung:999p",)),
        ("2223m45p99s", ("pung:111m", "kong:6666p")),
        ("2223m789s5p", ("kong:1111m", "kong:4444m")),
        ("1m3m", ("pung:222m", "kong:1111p", "pung:333p", "pung:444p")),
    ]
    cases += [(_random_hand(rng)[0], ()) for _ in range(2)]
    tbl = table()
    ctx = WinContext()
    for concealed, melds in cases:
        a = advise(hand(concealed, melds=melds), ctx, tbl)
        held = [0] * KINDS
        for t in list(parse_tiles(concealed)) + [t for m in melds for t in parse_tiles(m.split(":")[1])]:
            held[t] += 1
        for o in a.options:
            if o.ready:
                continue
            rest = list(parse_tiles(concealed))
            rest.remove(o.tile)
            expected = []
            for t in range(KINDS):
                if held[t] - (t == o.tile) >= 4:
                    continue
                fourteen = rest + [t]
                best = min(
                    _waits_shanten(fourteen[:i] + fourteen[i + 1 :], melds, ctx, tbl) for i in range(len(fourteen))
                )
                if best < o.shanten:
                    expected.append(t)
            assert [i.tile for i in o.improving] == expected, (concealed, CODES[o.tile])


def test_dead_wait_behind_a_meld_is_not_ready() -> None:
    # Discarding the 5p leaves 2223m: 22m + 23m would wait on 1m or 4m, whose every copy the kongs
    # hold; 222m + 3m waits on 3m. It is ready on 3m only.
    a = coach("2223m789s5p", ("kong:1111m", "kong:4444m"))
    by_tile = {CODES[o.tile]: o for o in a.options}
    assert [CODES[w.tile] for w in by_tile["5p"].waits] == ["3m"]


def test_live_counts() -> None:
    # live = 4 - the copies held (hand and melds) - those discarded - the tile this option discards
    a = coach("556666m88p", ("pung:333p", "pung:222m"), seat_wind="east", round_wind="west", discarded="8p")
    by_tile = {CODES[o.tile]: o for o in a.options}
    assert [(CODES[w.tile], w.live) for w in by_tile["6m"].waits] == [("5m", 2), ("8p", 1)]
    assert [(CODES[w.tile], w.live) for w in by_tile["5m"].waits] == [("4m", 4), ("7m", 4)]
    # a wait on the very tile discarded: the copy thrown is seen
    assert [(CODES[w.tile], w.live) for w in by_tile["8p"].waits] == []
    a = coach("1112345678999m5m")
    five = next(o for o in a.options if CODES[o.tile] == "5m")
    assert [w.live for w in five.waits if CODES[w.tile] == "5m"] == [2]


REFUSED = [
    # 13 tiles: the coach points to /v1/waits
    ("123m456p789s23s55z", (), "", None, "wrong_tile_count", "/hand/concealed", "use POST /v1/waits"),
    ("123m456p789s23s55z11z", (), "", None, "wrong_tile_count", "/hand/concealed", "has 15 tiles"),
    (
        "123m456p789s23s55z",
        ("kong:1111p",),
        "",
        None,
        "wrong_tile_count",
        "/hand/concealed",
        "17 tiles (13 concealed, 1 meld with 1 kong); the coach takes the hand just after a draw: 15 tiles",
    ),
    ("1111123m456p789s2z", (), "", None, "too_many_copies", "/hand", "1m appears 5 times"),
    ("123m456p789s23s55z1z", (), "5z5z5z", None, "too_many_copies", "/discarded", "5z is listed 3 times"),
    ("123m456p789s23s55z1z", (), "", "9m", "invalid_request", "/hand/drawn", "9m is not among"),
    ("123m456p789s23s55z1f", (), "", None, "bonus_tile_in_hand", "/hand/concealed/13", "1f"),
]


@pytest.mark.parametrize(("concealed", "melds", "discarded", "drawn", "code", "pointer", "says"), REFUSED)
def test_refused(
    concealed: str, melds: tuple[str, ...], discarded: str, drawn: str | None, code: str, pointer: str, says: str
) -> None:
    with pytest.raises(HandError) as e:
        coach(concealed, melds, discarded=discarded, drawn=drawn)
    p = e.value.problems[0]
    assert (p.code, p.pointer) == (code, pointer)
    assert says in p.detail


def test_contradictory_context_is_refused_even_when_nothing_is_ready() -> None:
    with pytest.raises(HandError) as e:
        advise(hand("123m456p789s1357z1z"), WinContext(seat_wind="south", heavenly=True), table())
    assert e.value.problems[0].code == "contradictory_context"
    with pytest.raises(HandError) as e:
        advise(hand("123m456p789s1357z1z"), WinContext(seat_wind="south", discarder="south"), table())
    assert e.value.problems[0].pointer == "/context/discarder"


def test_receipts_that_json_cannot_hold() -> None:
    # 九蓮寶燈 self-drawn by south at canton-new (no limit), 48 fan, spicy, base 1000: the dealer pays
    # 2^49 x 1000 (one fan more), the two others 2^48 x 1000 each; beyond 2^53: no amount, the
    # reason of /v1/score's payouts_unavailable, and the ready hand still sorts first.
    a = coach(
        "1112345678999m5m", ruleset="canton-new", drawn="5m", tbl={"scale": "spicy", "base": 1000}, seat_wind="south"
    )
    r = a.win.self_draw.receipt
    assert a.win.self_draw.fan == 48 and r.amount is None
    assert r.unavailable.code == "amount_too_large" and "/table/limit_fan" in r.unavailable.fixes
    five = next(o for o in a.options if CODES[o.tile] == "5m")
    assert five.summary.expected_receipt is None and five.summary.unavailable.code == "amount_too_large"
    assert a.options[0] is five
    # A fan past the table's multipliers list (no limit): no amount either.
    a = coach("1112345678999m5m", ruleset="canton-new", tbl={"multipliers": [1, 2, 4, 8, 16]}, seat_wind="south")
    r = a.win.self_draw.receipt
    assert r.amount is None and r.unavailable.code == "fan_beyond_multipliers"
    assert "/table/multipliers" in r.unavailable.fixes
    assert a.options[0].summary.expected_receipt is None and a.options[0].summary.unavailable is not None
    assert CODES[a.options[0].tile] == "5m"


def test_a_hand_with_melds_and_kongs() -> None:
    # 15 tiles with one concealed kong (11 in hand): 2 fan on a discard is below the minimum, so
    # the 6s/9s wait wins only self-drawn (8 live, none on a discard).
    a = coach("123m456p78s55z1z", ("kong*:2222s",), seat_wind="east")
    assert a.shanten == 0
    assert [brief(o) for o in a.options[:2]] == ["1z: 6s×4 2/3, 9s×4 2/3 | 8/0 12", "8s 1: 56789s15z ×23"]


def test_receipt_of_a_score_below_the_minimum_is_zero() -> None:
    tbl = table()
    r = score_hand(
        hand("234m567p22s89s", win="7s", melds=("pung:777z",)), context(seat_wind="north", win_by="discard"), tbl
    )
    value = WinValue(
        fan=r.best.total,
        raw=r.best.raw,
        meets_minimum=r.meets_minimum,
        limit_hand=False,
        patterns=r.best.patterns,
        context=r.context,
        paid_as=r.paid_as,
    )
    assert not r.meets_minimum and receipt_of(value, tbl).amount == Fraction(0)


@pytest.mark.parametrize(
    ("ruleset", "concealed", "melds"),
    [
        ("hk-classic", "123m456p789s1357z1z", ()),
        ("hk-classic", "2234m78p5z9s", ("pung:777z", "chow:123s")),
        ("canton-new", "147m258p369s1z2z39m5z", ()),
    ],
)
def test_best_reachable_is_the_best_over_every_draw_and_discard(
    ruleset: str, concealed: str, melds: tuple[str, ...]
) -> None:
    """Against every draw (any live kind, not only the improving ones) and every second discard."""
    tbl = table(ruleset)
    ctx = WinContext(seat_wind="south")
    a = advise(hand(concealed, melds=melds), ctx, tbl, best_reachable=True)
    held = [0] * KINDS
    for t in list(parse_tiles(concealed)) + [t for m in melds for t in parse_tiles(m.split(":")[1])]:
        held[t] += 1
    checked = 0
    for o in a.options:
        if o.shanten != 1:
            assert o.best_reachable is None
            continue
        best = None
        for draw in range(KINDS):
            if held[draw] - (draw == o.tile) + 1 > 4:
                continue
            tiles = list(parse_tiles(concealed))
            tiles.remove(o.tile)
            tiles.append(draw)
            for d2 in sorted(set(tiles) - {draw}):
                rest = list(tiles)
                rest.remove(d2)
                w = analyse_waits(hand(to_compact(rest), melds=melds), ctx, tbl)
                for x in w.waits:
                    if 4 - held[x.tile] - (x.tile == draw) <= 0:
                        continue
                    for v in (x.self_draw, x.discard):
                        if v is not None and v.meets_minimum and (best is None or v.fan > best):
                            best = v.fan
        r = o.best_reachable
        assert (r.value.fan if r is not None else None) == best, CODES[o.tile]
        checked += 1
    assert checked
