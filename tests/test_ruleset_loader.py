"""rules.ruleset.load_ruleset refuses broken ruleset files with a message naming the file and
line; every loaded ruleset has names and notes; hk-classic loads as RULINGS §2 says."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules.ruleset import RulesetError, UnknownRuleset, all_rulesets, get_ruleset, load_ruleset

HEAD = """\
id: test-rules
version: 0.0.1
name: {zh: 測試, zh-Hans: 测试, en: Test}
defaults: {min_fan: 0, limit_fan: 13}
shapes: [standard]
fallback: chicken_hand
"""

PATTERNS = """\
patterns:
  - id: chicken_hand
    name: {zh: 雞糊, zh-Hans: 鸡糊, en: Chicken Hand}
    fan: 0
    note: "a note"
  - id: all_pungs
    name: {zh: 對對胡, zh-Hans: 对对胡, en: All Pungs}
    fan: 3
    note: "a note"
  - id: mixed_terminals
    name: {zh: 花么, zh-Hans: 花么, en: Mixed Terminals}
    fan: 4
    suppresses: [all_pungs]
    note: "a note"
"""

SWITCHES = """\
house_rules:
  - id: limit_hands
    name: {zh: 例牌計法, zh-Hans: 例牌计法, en: How limit hands score}
    type: choice
    values: [add, limit]
    default: add
    note: "a note"
"""

GOOD = HEAD + PATTERNS + SWITCHES
PUNGS = "{zh: 對對胡, zh-Hans: 对对胡, en: All Pungs}"
LIMITS = "{zh: 例牌計法, zh-Hans: 例牌计法, en: How limit hands score}"
FLUSH = "name: {zh: 混一色, zh-Hans: 混一色, en: Half Flush}"


def write(tmp_path: Path, text: str, name: str = "rules.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def line_of(text: str, needle: str) -> int:
    return text.splitlines().index(next(ln for ln in text.splitlines() if needle in ln)) + 1


def test_a_good_file_loads(tmp_path: Path) -> None:
    rs = load_ruleset(write(tmp_path, GOOD))
    assert rs.id == "test-rules" and list(rs.patterns) == ["chicken_hand", "all_pungs", "mixed_terminals"]
    assert rs.patterns["mixed_terminals"].suppresses[0].target == "all_pungs"
    assert rs.switches["limit_hands"].default == "add"


# (case, edit of GOOD as (old, new), the pattern/switch line the message must name, words it must contain)
BAD = [
    ("unknown pattern id", ("id: all_pungs", "id: all_pongs"), "id: all_pongs", "no predicate"),
    ("id not lower_snake", ("id: all_pungs", "id: AllPungs"), "id: AllPungs", "lower_snake"),
    ("pattern listed twice", ("id: mixed_terminals", "id: all_pungs"), "- id: all_pungs\n    name: {zh: 花么", "twice"),
    ("missing zh name", (PUNGS, "{en: All Pungs}"), "id: all_pungs", "zh name"),
    ("missing zh-Hans name", (PUNGS, "{zh: 對對胡, en: All Pungs}"), "id: all_pungs", "zh-hans name"),
    ("missing en name", (PUNGS, "{zh: 對對胡, zh-Hans: 对对胡}"), "id: all_pungs", "en name"),
    ("empty name", (PUNGS, "{zh: ' ', en: All Pungs}"), "id: all_pungs", "zh name"),
    ("missing note", ('    fan: 3\n    note: "a note"', "    fan: 3"), "id: all_pungs", "note"),
    ("empty note", ('    fan: 3\n    note: "a note"', '    fan: 3\n    note: "  "'), "id: all_pungs", "note"),
    ("bad fan", ("fan: 3", "fan: three"), "id: all_pungs", "fan"),
    ("negative fan", ("fan: 3", "fan: -1"), "id: all_pungs", "fan"),
    ("bad kind", ("fan: 3", "fan: 3\n    kind: tiles"), "id: all_pungs", "kind"),
    (
        "unknown suppression target",
        ("suppresses: [all_pungs]", "suppresses: [all_pongs]"),
        "id: mixed_terminals",
        "all_pongs",
    ),
    ("self suppression", ("suppresses: [all_pungs]", "suppresses: [mixed_terminals]"), "id: mixed_terminals", "itself"),
    (
        "suppression cycle",
        ("    fan: 3\n", "    fan: 3\n    suppresses: [mixed_terminals]\n"),
        "id: all_pungs",
        "cycle",
    ),
    (
        "malformed suppression",
        ("suppresses: [all_pungs]", "suppresses: [{per_count: 1}]"),
        "id: mixed_terminals",
        "suppression",
    ),
    (
        "bad per_count",
        ("suppresses: [all_pungs]", "suppresses: [{id: all_pungs, per_count: 0}]"),
        "id: mixed_terminals",
        "per_count",
    ),
    ("switch of unknown type", ("type: choice", "type: colour"), "id: limit_hands", "type"),
    ("switch without note", ('    default: add\n    note: "a note"', "    default: add"), "id: limit_hands", "note"),
    ("switch without name", (LIMITS, "{en: How}"), "id: limit_hands", "zh name"),
    ("switch without a Simplified name", (LIMITS, "{zh: 例牌計法, en: How}"), "id: limit_hands", "zh-hans name"),
    (
        "ruleset without a Simplified name",
        ("name: {zh: 測試, zh-Hans: 测试, en: Test}", "name: {zh: 測試, en: Test}"),
        "id: test-rules",
        "zh-hans name",
    ),
    ("switch default not among its values", ("default: add", "default: double"), "id: limit_hands", "default"),
    (
        "engine switch with a wrong default",
        ("values: [add, limit]\n    default: add", "values: [add, limit, double]\n    default: double"),
        "id: limit_hands",
        "engine switch",
    ),
    (
        "switch naming an unknown pattern",
        ("type: choice", "type: boolean\n    enables: [no_such]"),
        "id: limit_hands",
        "no_such",
    ),
    ("switch without effect", ("id: limit_hands", "id: colour_of_tiles"), "id: colour_of_tiles", "no effect"),
    ("choice switch without values", ("    values: [add, limit]\n", ""), "id: limit_hands", "values"),
    (
        "fan switch with a bad default",
        (
            "type: choice\n    values: [add, limit]\n    default: add",
            "type: fan\n    pattern: all_pungs\n    default: many",
        ),
        "id: limit_hands",
        "default",
    ),
]


@pytest.mark.parametrize(("case", "edit", "at", "words"), BAD, ids=[b[0] for b in BAD])
def test_bad_files_are_refused_naming_file_and_line(
    tmp_path: Path, case: str, edit: tuple[str, str], at: str, words: str
) -> None:
    old, new = edit
    assert old in GOOD, case
    text = GOOD.replace(old, new, 1)
    if case == "pattern listed twice":
        text = GOOD.replace("id: mixed_terminals", "id: all_pungs", 1)
    path = write(tmp_path, text)
    with pytest.raises(RulesetError) as e:
        load_ruleset(path)
    msg = str(e.value)
    assert words.lower() in msg.lower(), msg
    m = re.match(r"^(.+?):(\d+): ", msg)
    assert m, f"no file:line in {msg!r}"
    assert Path(m.group(1)).name == "rules.yaml", msg
    wanted = text.split(at)[0].count("\n") + 1 if "\n" in at else line_of(text, at)
    # the line of the pattern/switch mapping: the '- id:' line (the mapping starts at the id key)
    assert int(m.group(2)) == wanted, msg


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (GOOD.replace("id: test-rules\n", ""), "missing 'id'"),
        (GOOD.replace("defaults: {min_fan: 0, limit_fan: 13}", "defaults: {min_fan: 0}"), "limit_fan"),
        (GOOD.replace("shapes: [standard]", "shapes: [standard, hexagon]"), "hexagon"),
        (GOOD.replace("fallback: chicken_hand", "fallback: nothing"), "fallback"),
        ("id: [unclosed\n", "not valid YAML"),
    ],
)
def test_bad_heads_are_refused_naming_the_file(tmp_path: Path, text: str, words: str) -> None:
    with pytest.raises(RulesetError) as e:
        load_ruleset(write(tmp_path, text))
    assert "rules.yaml" in str(e.value) and words in str(e.value)


def test_a_directory_of_files_is_joined(tmp_path: Path) -> None:
    write(tmp_path, HEAD + PATTERNS, "00-head.yaml")
    write(
        tmp_path,
        "patterns:\n  - id: half_flush\n    " + FLUSH + "\n    fan: 3\n    note: n\n" + SWITCHES,
        "10-more.yaml",
    )
    rs = load_ruleset(tmp_path)
    assert "half_flush" in rs.patterns and "limit_hands" in rs.switches


def test_errors_in_a_second_file_name_that_file(tmp_path: Path) -> None:
    write(tmp_path, HEAD + PATTERNS, "00-head.yaml")
    write(tmp_path, "patterns:\n  - id: half_flush\n    " + FLUSH + "\n    fan: 3\n", "10-more.yaml")
    with pytest.raises(RulesetError) as e:
        load_ruleset(tmp_path)
    assert str(e.value).startswith("10-more.yaml:2: ") and "note" in str(e.value)


def test_suppression_errors_in_a_second_file_name_that_file(tmp_path: Path) -> None:
    write(tmp_path, HEAD + PATTERNS, "00-head.yaml")
    write(
        tmp_path,
        "patterns:\n  - id: half_flush\n    " + FLUSH + "\n    fan: 3\n    suppresses: [no_such]\n    note: n\n",
        "10-more.yaml",
    )
    with pytest.raises(RulesetError) as e:
        load_ruleset(tmp_path)
    assert str(e.value).startswith("10-more.yaml:2: ")


def test_unknown_ruleset_id() -> None:
    with pytest.raises(UnknownRuleset) as e:
        get_ruleset("mahjong-of-mars")
    assert e.value.ruleset_id == "mahjong-of-mars" and "hk-classic" in e.value.known


# --- every loaded ruleset -------------------------------------------------------------------------

RULESETS = sorted(all_rulesets())


def test_both_rulesets_load() -> None:
    assert {"hk-classic", "canton-new"} <= set(RULESETS)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_pattern_has_names_and_a_note(ruleset_id: str) -> None:
    rs = get_ruleset(ruleset_id)
    assert rs.patterns
    for p in rs.patterns.values():
        assert p.zh.strip() and p.zh_hans.strip() and p.en.strip() and p.note.strip(), p.id
    for s in rs.switches.values():
        assert s.zh.strip() and s.zh_hans.strip() and s.en.strip() and s.note.strip(), s.id


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_switch_default_compiles(ruleset_id: str) -> None:
    rs = get_ruleset(ruleset_id)
    rules = rs.compile({})
    assert set(rules.switches) == set(rs.switches)
    for a in rules.active:
        assert a.fan == "limit" or a.fan >= 0


def test_hk_classic_fan_table_matches_rulings() -> None:
    rs = get_ruleset("hk-classic")
    fans = {pid: (p.fan, p.limit_hand, p.enabled) for pid, p in rs.patterns.items()}
    expected = {
        "chicken_hand": 0,
        "no_flowers": 1,
        "seat_flower": 1,
        "fully_concealed": 1,
        "all_chows": 1,
        "self_drawn": 1,
        "dragon_pung": 1,
        "seat_wind": 1,
        "round_wind": 1,
        "robbing_kong": 1,
        "flower_set": 2,
        "kong_self_draw": 2,
        "last_tile_self_draw": 2,
        "all_pungs": 3,
        "half_flush": 3,
        "flower_hand": 3,
        "mixed_terminals": 4,
        "little_three_dragons": 5,
        "little_four_winds": 6,
        "full_flush": 7,
    }
    limit = {
        "big_three_dragons": 8,
        "big_flowers": 8,
        "double_kong_self_draw": 8,
        "four_concealed_pungs_self_drawn": 8,
        "all_honours": 10,
        "all_terminals": 10,
        "nine_gates": 10,
        "heavenly_hand": 13,
        "earthly_hand": 13,
        "thirteen_orphans": 13,
        "big_four_winds": 13,
        "four_kongs": 13,
    }
    off = {
        "declared_ready": 2,
        "mixed_terminal_pungs": 9,
        "human_hand": 3,
        "kong_last_tile_self_draw": 3,
        "seven_pairs": 4,
    }
    want = {
        **{k: (v, False, True) for k, v in expected.items()},
        **{k: (v, True, True) for k, v in limit.items()},
        **{k: (v, False, False) for k, v in off.items()},
    }
    assert fans == want
    assert dict(rs.defaults)["min_fan"] == 3 and dict(rs.defaults)["limit_fan"] == 13
    assert set(rs.switches) == {
        "limit_hands",
        "fully_concealed_with_flowers",
        "concealed_kong_breaks_concealed",
        "bonus_fan_counts_to_minimum",
        "big_flowers_fan",
        "declared_ready",
        "mixed_terminal_pungs",
        "human_hand",
        "kong_last_tile",
        "seven_pairs",
        "heavenly_after_concealed_kong",
        "liability_on_discard",
    }
