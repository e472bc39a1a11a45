"""The reader's language: Accept-Language negotiation and the one-line summary of a score.

The service speaks Traditional Chinese (`zh-Hant`, the default: the rule sources' script),
Simplified Chinese (`zh-Hans`) and English (`en`). `negotiate` picks one from a request's
`Accept-Language` (RFC 9110 §12.5.4: quality values, the most specific range deciding a
language's quality, `q=0` excluding it; ranges matched as in RFC 4647 basic filtering, with the
regions that write each script: zh-TW/HK/MO Traditional, zh-CN/SG/MY Simplified). Nothing
acceptable, or no header, gives the default.

`summary` writes a score answer as a player would say it:
`對對胡 3 + 番牌 1 + 無花 1 = 5 番，出銃者付 48`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from flask import Response, g, request

from rules.tiles import SEATS

if TYPE_CHECKING:
    from rules.payouts import Settlement

LANGUAGES = ("zh-Hant", "zh-Hans", "en")
DEFAULT_LANGUAGE = "zh-Hant"
# The answers that carry a summary, by endpoint: they vary by Accept-Language.
SUMMARY_ENDPOINTS = frozenset({"score.score", "score.score_batch", "waits.compare"})

_RANGE = re.compile(r"^(\*|[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)$")
_QUALITY = re.compile(r"^(0(\.[0-9]{0,3})?|1(\.0{0,3})?)$")
_HANT_REGIONS = frozenset({"tw", "hk", "mo"})
_HANS_REGIONS = frozenset({"cn", "sg", "my"})
_CHINESE = frozenset({"zh", "yue", "cmn"})


def _languages_of(tag: str) -> tuple[str, ...]:
    """Our languages a language range matches, the better first ('zh' matches both scripts)."""
    if tag == "*":
        return LANGUAGES
    sub = tag.lower().split("-")
    if sub[0] == "en":
        return ("en",)
    if sub[0] not in _CHINESE:
        return ()
    rest = set(sub[1:])
    if "hans" in rest or rest & _HANS_REGIONS:
        return ("zh-Hans",)
    if "hant" in rest or rest & _HANT_REGIONS:
        return ("zh-Hant",)
    return ("zh-Hant", "zh-Hans")


def negotiate(header: str | None) -> str:
    """The language of the answer for an Accept-Language header (the default when none fits)."""
    if not header:
        return DEFAULT_LANGUAGE
    # language -> (specificity of the deciding range, quality, position of that range)
    decided: dict[str, tuple[int, float, int]] = {}
    for position, item in enumerate(header.split(",")[:32]):
        parts = [p.strip() for p in item.split(";")]
        tag, quality = parts[0], 1.0
        if not _RANGE.match(tag):
            continue
        for param in parts[1:]:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                value = value.strip()
                quality = float(value) if _QUALITY.match(value) else -1.0
        if quality < 0:
            continue
        specificity = 0 if tag == "*" else tag.count("-") + 1
        for lang in _languages_of(tag):
            if lang not in decided or specificity > decided[lang][0]:
                decided[lang] = (specificity, quality, position)
    ranked = sorted(
        (lang for lang in decided if decided[lang][1] > 0),
        key=lambda lang: (-decided[lang][1], decided[lang][2], LANGUAGES.index(lang)),
    )
    return ranked[0] if ranked else DEFAULT_LANGUAGE


def request_language() -> str:
    """The negotiated language of the current request (computed once)."""
    values = g._get_current_object().__dict__
    language = values.get("language")
    if language is None:
        language = values["language"] = negotiate(request.environ.get("HTTP_ACCEPT_LANGUAGE"))
    return language


def add_language_headers(response: Response) -> Response:
    """`Vary: Accept-Language` on every answer of an endpoint with summaries, `Content-Language` on its 200s."""
    if request.endpoint in SUMMARY_ENDPOINTS:
        headers = response.headers
        if "Vary" in headers:
            response.vary.add("Accept-Language")
        else:
            headers.add("Vary", "Accept-Language")
        if response.status_code == 200:
            headers["Content-Language"] = request_language()
    return response


# --- the summary ------------------------------------------------------------------------------------

_WORDS: dict[str, dict[str, Any]] = {
    "zh-Hant": {
        "fan": "{n} 番",
        "counted": "以 {n} 番計",
        "below": "未夠 {n} 番起糊",
        "sep": "，",
        "and": "、",
        "pays": "{who}付 {amount}",
        "each_of_three": "三家各付 {amount}",
        "two_others": "其餘兩家各付 {amount}",
        "discarder": "出銃者",
        "liable": "包牌者",
        "seats": {"east": "東家", "south": "南家", "west": "西家", "north": "北家"},
    },
    "zh-Hans": {
        "fan": "{n} 番",
        "counted": "以 {n} 番计",
        "below": "未够 {n} 番起糊",
        "sep": "，",
        "and": "、",
        "pays": "{who}付 {amount}",
        "each_of_three": "三家各付 {amount}",
        "two_others": "其余两家各付 {amount}",
        "discarder": "出铳者",
        "liable": "包牌者",
        "seats": {"east": "东家", "south": "南家", "west": "西家", "north": "北家"},
    },
    "en": {
        "fan": "{n} fan",
        "counted": "counted as {n}",
        "below": "below the {n}-fan minimum",
        "sep": "; ",
        "and": ", ",
        "pays": "{who} pays {amount}",
        "each_of_three": "each of the three others pays {amount}",
        "two_others": "the two others pay {amount} each",
        "discarder": "the discarder",
        "liable": "the liable player",
        "seats": {"east": "east", "south": "south", "west": "west", "north": "north"},
    },
}
_NAME_KEY = {"zh-Hant": "zh", "zh-Hans": "zh-Hans", "en": "en"}


def _amount(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value)


def _payments(
    payments: Sequence[Mapping[str, Any]], words: Mapping[str, Any], discarder: str | None, liable: str | None
) -> str:
    if len(payments) == 1:  # one payer (a discard paid in full, a liability): named as below
        payer = payments[0]["from"]
        who = "discarder" if payer == discarder else "liable" if payer == liable else None
        amount = _amount(0 + payments[0]["amount"])
        return words["pays"].format(who=words[who] if who else words["seats"][payer], amount=amount)
    paid: dict[str, Any] = {}
    for p in payments:
        paid[p["from"]] = paid.get(p["from"], 0) + p["amount"]
    if not paid:
        return ""
    if len(paid) == 3 and len(set(paid.values())) == 1 and liable not in paid:
        return words["each_of_three"].format(amount=_amount(next(iter(paid.values()))))
    named = [s for s in (discarder, liable) if s in paid]
    named = list(dict.fromkeys(named))
    others = [s for s in SEATS if s in paid and s not in named]
    parts = [
        words["pays"].format(who=words["discarder"] if s == discarder else words["liable"], amount=_amount(paid[s]))
        for s in named
    ]
    if named and len(others) == 2 and paid[others[0]] == paid[others[1]]:
        parts.append(words["two_others"].format(amount=_amount(paid[others[0]])))
    else:
        parts.extend(words["pays"].format(who=words["seats"][s], amount=_amount(paid[s])) for s in others)
    return words["and"].join(parts)


def pattern_terms(name: Mapping[str, str], fan: int) -> dict[str, str]:
    """A counted pattern as the summary says it (`對對胡 3`), by language; `name` is its name object."""
    return {language: f"{name[key]} {fan}" for language, key in _NAME_KEY.items()}


def summary(
    result: Mapping[str, Any],
    language: str,
    *,
    discarder: str | None = None,
    liable: str | None = None,
    settlement: Settlement | None = None,
) -> str:
    """One line a player can read: each counted pattern with its fan, the total, who pays what.

    `result` is a score answer as dumped (patterns, fan, payouts); `discarder` the seat whose tile
    was won (named 出銃者 / the discarder), `liable` the seat that is liable (包牌者). `settlement`:
    the one whose JSON `result` holds as its payouts: who pays what is then said once per
    settlement, language, discarder and liable seat, and kept with it (`Settlement.kept`).
    """
    key = _NAME_KEY[language]
    fan = result["fan"]
    return summary_line(
        language,
        [f"{p['name'][key]} {p['fan']}" for p in result["patterns"]],
        fan["raw"],
        fan["total"],
        fan["meets_minimum"],
        fan["minimum"],
        result.get("payouts"),
        result.get("paid_as"),
        discarder=discarder,
        liable=liable,
        settlement=settlement,
    )


def summary_line(
    language: str,
    terms: Sequence[str],
    raw: int,
    total: int,
    meets_minimum: bool,
    minimum: int,
    payouts: Mapping[str, Any] | None,
    paid_as: str | None,
    *,
    discarder: str | None = None,
    liable: str | None = None,
    settlement: Settlement | None = None,
) -> str:
    """`summary` of what a score answer holds, given as it is made: each counted pattern's term
    (`pattern_terms`) in `language`, the fan (raw, total after the limit), whether it meets the
    table's minimum, the payouts and how the win is paid (``discard``: the discarder is named)."""
    words = _WORDS[language]
    before, after = _FAN_TEXT[language]  # words["fan"].format(n=raw), without parsing the format
    line = f"{' + '.join(terms)} = {before}{raw}{after}" if terms else f"{before}{raw}{after}"
    sep = words["sep"]
    if total != raw:
        line += sep + words["counted"].format(n=total)
    if not meets_minimum:
        line += sep + words["below"].format(n=minimum)
    if payouts:
        named = discarder if paid_as == "discard" else None
        if settlement is not None:
            paying = settlement.kept(
                ("summary", language, named or "", liable or ""), _payments, payouts["payments"], words, named, liable
            )
        else:
            paying = _payments(payouts["payments"], words, named, liable)
        if paying:
            line += sep + paying
    return line


# Each language's words["fan"], split around its one field `{n}`.
_FAN_TEXT = {language: tuple(words["fan"].split("{n}")) for language, words in _WORDS.items()}
assert all(len(parts) == 2 and "{" not in "".join(parts) for parts in _FAN_TEXT.values())
