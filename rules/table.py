"""Table rules (枱規): minimum, limit, payout scale, payment, stake, house-rule switches."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from typing import Any

from rules.memo import BoundedMemo, BoundedTable
from rules.payouts import DEFAULT_STAKE, PAYMENT_MODES, SCALES, STAKES, Terms
from rules.problems import Problem, ProblemsError
from rules.ruleset import Rules, Ruleset, SwitchError


class TableError(ProblemsError):
    """Raised with every problem of a table at once."""


@dataclass(frozen=True)
class Table:
    min_fan: int
    limit_fan: int | None
    scale: str
    multipliers: tuple[int, ...] | None
    payment: str
    stake: str | None
    base: Fraction
    rules: Rules

    @property
    def house_rules(self) -> Mapping[str, Any]:
        return self.rules.switches

    @cached_property
    def terms(self) -> Terms:
        """The money terms a settlement is computed under (rules.payouts): the table's own
        multipliers when it gives them, the ruleset's 新章 dealer rule (its `payout` data) and the
        `liability_on_discard` house rule (docs/RULES.md §5)."""
        scale = self.multipliers if self.scale == "custom" and self.multipliers is not None else self.scale
        return Terms(
            base=self.base,
            scale=scale,
            payment=self.payment,
            limit_fan=self.limit_fan,
            dealer_pays_extra_fan=bool(self.rules.ruleset.payout.get("dealer_pays_extra_fan", False)),
            liability_on_discard=self.house_rules.get("liability_on_discard", "none"),
        )


def resolve_table(ruleset: Ruleset, table: Mapping[str, Any] | None) -> Table:
    """The table's rules with the ruleset's defaults filled in; every problem reported at once."""
    key = _asked(ruleset, table)
    if key is None:
        return _resolve_table(ruleset, table)
    resolved = _ASKED.get(key)
    if resolved is None:
        resolved = _ASKED.put(key, _resolve_table(ruleset, table))
    return resolved


def _asked(ruleset: Ruleset, table: Mapping[str, Any] | None) -> tuple | None:
    """A memo key for a table asked with plain values only (numbers, strings, null: no multipliers
    list, no house rules), each with its type (1 and 1.0 resolve alike, True does not); None for
    any other table."""
    if not table:
        return (ruleset,)
    key: list[Any] = [ruleset]
    for name, value in table.items():
        kind = type(value)
        if kind is not int and kind is not str and kind is not float and value is not None:
            return None
        key.append((name, kind, value))
    return tuple(key)


def _resolve_table(ruleset: Ruleset, table: Mapping[str, Any] | None) -> Table:
    t = dict(table or {})
    d = ruleset.defaults
    problems: list[Problem] = []

    def bad(field: str, detail: str, code: str = "invalid_table") -> None:
        problems.append(Problem(code, f"/table/{field}", detail))

    def whole(value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and value >= 0

    min_fan = t.get("min_fan", d["min_fan"])
    limit_fan = t["limit_fan"] if "limit_fan" in t else d["limit_fan"]
    if min_fan is None:
        min_fan = 0
    if not whole(min_fan):
        bad("min_fan", f"min_fan must be a whole number of fan from 0; got {min_fan!r}")
        min_fan = 0
    if limit_fan is not None and not whole(limit_fan):
        bad("limit_fan", f"limit_fan must be a whole number of fan, or null for no limit; got {limit_fan!r}")
        limit_fan = None
    for field, value, allowed in (
        ("scale", t.get("scale"), SCALES),
        ("payment", t.get("payment"), PAYMENT_MODES),
        ("stake", t.get("stake"), tuple(STAKES)),
    ):
        if value is not None and value not in allowed:
            bad(field, f"{field} must be one of {', '.join(allowed)}; got {value!r}")
    if problems:
        raise TableError(problems)
    if limit_fan is not None and min_fan > limit_fan:
        bad("min_fan", f"the minimum ({min_fan}) is above the limit ({limit_fan})")
    scale = t.get("scale") or d.get("scale", "half-spicy")
    multipliers = t.get("multipliers")
    if multipliers is not None:
        multipliers = tuple(multipliers)
        if any(b < a for a, b in zip(multipliers, multipliers[1:], strict=False)):
            bad("multipliers", "multipliers must not decrease with fan")
        # Fan 0 to the limit: no more (a value past the limit can never be paid, and every table is
        # kept no longer than it can pay), no fewer (a fan the table pays would have no multiplier).
        if limit_fan is not None and len(multipliers) != limit_fan + 1:
            bad(
                "multipliers",
                f"multipliers must give fan 0 to the limit {limit_fan}: {limit_fan + 1} values, got {len(multipliers)}",
            )
        scale = "custom"
    payment = t.get("payment") or d.get("payment", "full")
    stake = t.get("stake")
    base = t.get("base")
    if stake is not None and base is not None and STAKES[stake] != Fraction(str(base)):
        bad("base", f"stake {stake} has base {STAKES[stake]}, but base {base} was given")
    if base is not None:
        try:
            base_value = Fraction(str(base))
        except (ValueError, ZeroDivisionError):
            problem = Problem("invalid_table", "/table/base", f"base must be a number; got {base!r}")
            raise TableError([problem]) from None
        if base_value <= 0:
            bad("base", "base must be above 0")
        elif (base_value * 10_000).denominator != 1:
            bad("base", f"base {base} has more than 4 decimal places; amounts must stay exact")
    else:
        base_value = STAKES[stake or d.get("stake", DEFAULT_STAKE)]
    house_rules = t.get("house_rules") or {}
    problems.extend(_switch_problems(ruleset, house_rules))
    if problems:
        raise TableError(problems)
    stake = stake if base is None or stake else None

    def resolved() -> Table:
        rules = ruleset.compile(house_rules)
        return Table(min_fan, limit_fan, scale, multipliers, payment, stake, base_value, rules)

    if multipliers is not None or house_rules:
        # Kept only with the ruleset's own switches (their compiled rules are the ruleset's); never a
        # table's own multipliers (up to 1,001 numbers).
        return resolved()
    terms = (ruleset, min_fan, limit_fan, scale, payment, stake, base_value.numerator, base_value.denominator)
    return _TABLES.get(terms, resolved)


def _switch_problems(ruleset: Ruleset, house_rules: Mapping[str, Any]) -> list[Problem]:
    """Every bad house-rule switch at once, not only the first."""
    problems = []
    for name, value in house_rules.items():
        try:
            ruleset.switch_values({name: value})
        except SwitchError as e:
            pointer_name = e.name.replace("~", "~0").replace("/", "~1")
            problems.append(Problem(e.code, f"/table/house_rules/{pointer_name}", e.message))
    return problems


# Tables repeat all day: one at the ruleset's own switches is resolved once per distinct set of
# resolved values (its ruleset and the table's terms), and its money terms computed once.
_TABLES = BoundedMemo(__name__, "_TABLES", 64, entry_bytes=1_000)
# The same tables, by what a request asked (a few plain values): the usual request resolves its
# table by one look-up (a plain dict's, emptied when full: a table is resolved again through
# _TABLES). A refused table raises and is not kept.
_ASKED = BoundedTable(__name__, "_ASKED", 32, entry_bytes=1_100)
