"""Payouts (枱規): who pays whom for a win, exactly (docs/RULES.md §5).

Pure library: no Flask, no floats. Money is `fractions.Fraction` throughout; `to_json_number`
turns an amount into a JSON number at the edge. Every check is here, once, and reports what is
wrong the way `rules.hand.validate` and `rules.table.resolve_table` do: a list of
`Problem(code, pointer, detail)` with JSON pointers into the request (`win_problems`,
`wins_problems`, `false_win_problems`, `amount_problems`); the settling functions raise
`PayoutError` with all of them at once.

Model
-----
- ``portion = base × multiplier(fan)``; `Terms` holds a table's money terms (base, scale,
  payment, limit, the 新章 dealer rule, the 包 house rule).
- Who owes what, in portions (`_owed`):
  Self-draw (自摸): each of the three losers 1 portion (the winner takes 3).
  Discard (出銃): 2 portions. 全銃 (``payment="full"``, default): the discarder pays both.
  半銃/陪銃 (``"half"``): the discarder 1, each other loser ½ (a co-winner's ½ falls on the
  discarder). 搶槓 is a discard by the kong's owner.
- 包 (`Liability`): 包自摸 (``covers="self_draw"``: every reason but 九張落地): on a self-draw the
  liable seat pays all three portions; on a discard the discarder pays as the table says and the
  liable seat nothing, unless the table's ``liability_on_discard`` switch says ``half`` (the
  liable seat takes over half of what the discarder pays, seed 003 亦需要包出銃者一半分數) or
  ``all`` (it pays the whole win). 包出銃 (``covers="discard"``: 九張落地): the discarder who deals
  in is the liable seat and pays everything under 半銃; under 全銃 it changes nothing; it never
  applies to a self-draw (``liability_not_applicable``).
- 新章 dealer (``dealer_pays_extra_fan``): the extra fan is the dealer's alone. Whatever the
  dealer (east) pays for another seat's win, it pays at fan+1 (capped at the limit); whoever else
  pays, pays at the plain fan: a non-dealer discarder under 全銃 pays 2 portions at the fan, a
  dealer who deals in 2 portions at fan+1 (`Terms.fan_paid_by`). When the dealer wins, its extra
  fan is already in the fan count.

Every settlement is zero-sum (checked on construction).
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import cached_property
from typing import Any, TypeVar

from rules.hand import WIN_BY
from rules.memo import BoundedMemo
from rules.problems import Problem, ProblemsError, discarder_fault
from rules.tiles import SEATS

__all__ = [
    "DEALER",
    "FALSE_WIN_VARIANTS",
    "LIABILITY_COVERS",
    "LIABILITY_ON_DISCARD",
    "MAX_JSON_AMOUNT",
    "MINIMUM_THREE_FAN",
    "MULTI_MODES",
    "PAYMENT_MODES",
    "SCALES",
    "SEATS",
    "STAKES",
    "WIN_BY",
    "FalseWin",
    "Liability",
    "MultiSettlement",
    "Payment",
    "PayoutError",
    "Settlement",
    "Terms",
    "Win",
    "amount_problems",
    "base_for",
    "discarder_problems",
    "false_win_problems",
    "fan_problems",
    "is_exact_json",
    "liability_problems",
    "multiplier",
    "next_seat",
    "portion",
    "settle_false_win",
    "settle_multiple",
    "settle_win",
    "to_json_number",
    "win_problems",
    "wins_problems",
]

DEALER = "east"
"""The dealer (莊家) is the seat whose wind is east."""

SCALES = ("half-spicy", "spicy")
PAYMENT_MODES = ("full", "half")
MULTI_MODES = ("all", "first")
FALSE_WIN_VARIANTS = ("limit_self_draw", "half", "full", "minimum_three")
LIABILITY_COVERS = ("self_draw", "discard")
"""What a liability covers: 包自摸 (``self_draw``) or 包出銃 (``discard``, 九張落地)."""
LIABILITY_ON_DISCARD = ("none", "half", "all")
"""House rule `liability_on_discard`: what a 包自摸 liable seat pays on a discard win."""
MINIMUM_THREE_FAN = 3
"""seed 001 自訂規例: a false win of the ``minimum_three`` variant pays at least a 3-fan 出銃."""

STAKES: dict[str, Fraction] = {
    "二五雞": Fraction(1, 2),
    "五一": Fraction(1),
    "一二蚊": Fraction(2),
}
DEFAULT_STAKE = "五一"

# Above 2^53 a JSON number is no longer an exact integer for most clients (JavaScript's doubles).
MAX_JSON_AMOUNT = 2**53

T = TypeVar("T")

_SEAT_INDEX = {seat: i for i, seat in enumerate(SEATS)}
_HALF = Fraction(1, 2)
_ZERO = Fraction(0)
_ONE, _TWO, _THREE = Fraction(1), Fraction(2), Fraction(3)


class PayoutError(ProblemsError):
    """Every problem of a settlement's input at once; ``code`` is the first problem's code."""

    @classmethod
    def one(cls, code: str, pointer: str, detail: str) -> PayoutError:
        return cls([Problem(code, pointer, detail)])

    @property
    def message(self) -> str:
        return self.problems[0].detail


# --------------------------------------------------------------------------------------------
# Result types


@dataclass(frozen=True)
class Payment:
    payer: str
    payee: str
    amount: Fraction

    def to_json(self) -> dict[str, object]:
        """The API shape: ``{"from", "to", "amount"}``."""
        return {"from": self.payer, "to": self.payee, "amount": to_json_number(self.amount)}


@dataclass(frozen=True)
class Settlement:
    """Payments in stable order (payer seat order, then payee) and the net of every seat.

    Build it with `Settlement.from_payments`, which merges payments between the same pair, drops
    zero amounts, orders them and computes `net` (all four seats, in seat order).
    """

    payments: tuple[Payment, ...]
    net: dict[str, Fraction]

    def __post_init__(self) -> None:
        # The net of the payments is zero-sum by construction: a net equal to it is too.
        assert _is_net_of(self.net, self.payments), _not_the_net(self.net)

    @classmethod
    def from_payments(cls, payments: Iterable[Payment]) -> Settlement:
        merged: dict[tuple[int, int], Payment] = {}  # by (payer, payee) seat index: their order
        problems: list[Problem] = []
        for p in payments:
            payer, payee = p.payer, p.payee
            if not (_is_seat(payer) and _is_seat(payee)):
                problems += _seat_problems(payer, "/payer") + _seat_problems(payee, "/payee")
                key: tuple[int, int] = (-1, -1)  # not kept: the payments are refused below
            else:
                key = (_SEAT_INDEX[payer], _SEAT_INDEX[payee])
            if payer == payee:
                problems.append(Problem("self_payment", "/payee", f"{payer} cannot pay itself"))
            if type(p.amount) is not Fraction:
                p = Payment(payer, payee, Fraction(p.amount))
            if key in merged:
                p = Payment(payer, payee, merged[key].amount + p.amount)
            merged[key] = p
        if problems:
            raise PayoutError(problems)
        ordered = tuple(merged[key] for key in sorted(merged) if merged[key].amount.numerator != 0)
        return cls(ordered, _net_of(ordered))

    def paid_by(self, seat: str) -> Fraction:
        """Total paid out by `seat`."""
        return sum((p.amount for p in self.payments if p.payer == seat), Fraction(0))

    def received_by(self, seat: str) -> Fraction:
        """Total received by `seat`."""
        return sum((p.amount for p in self.payments if p.payee == seat), Fraction(0))

    def amounts(self) -> tuple[Fraction, ...]:
        """Every figure the JSON shape writes: each payment and each seat's net."""
        return tuple(p.amount for p in self.payments) + tuple(self.net.values())

    @cached_property
    def largest_inexact(self) -> Fraction | None:
        """The largest amount JSON cannot write exactly (`is_exact_json`), or None. Computed once
        per settlement (settlements are memoised)."""
        amounts = self.amounts()
        if all(a.denominator == 1 and -MAX_JSON_AMOUNT <= a.numerator <= MAX_JSON_AMOUNT for a in amounts):
            return None  # whole amounts JSON holds exactly (most settlements)
        inexact = [a for a in amounts if not is_exact_json(a)]
        return max(inexact, key=abs) if inexact else None

    @cached_property
    def whole(self) -> bool:
        """Whether every amount (each payment and each seat's net) is a whole number: the JSON
        shape then writes ints only. Computed once per settlement (settlements are memoised)."""
        return all(a.denominator == 1 for a in self.amounts())

    def to_json(self) -> dict[str, object]:
        """The API shape of openapi.yaml: ``{"payments": [...], "net": {...}}``; `to_json_number`
        refuses the first amount JSON cannot write exactly. Made once per settlement (settlements
        are immutable and memoised): every answer that holds it shares the dict, never changed."""
        out = self.__dict__.get("_json")
        if out is None:
            number = _exact_json_number if self.largest_inexact is None else to_json_number
            out = {
                "payments": [{"from": p.payer, "to": p.payee, "amount": number(p.amount)} for p in self.payments],
                "net": {seat: number(v) for seat, v in self.net.items()},
            }
            self.__dict__["_json"] = out  # frozen: kept as a cached property keeps its value
        return out

    def kept(self, key: tuple[str, ...], make: Callable[..., T], *args: Any) -> T:
        """What a reader makes of this settlement alone (the service's sentence of who pays whom,
        in one language; whether an encoder writes its JSON's numbers as another does), made once
        by `make(*args)` and kept with it under `key`: a few strings or flags per settlement, of a
        handful of keys (the reader's to bound). The arguments are given apart, not in a closure,
        which would make each variable it reads a cell of the caller for the whole call."""
        kept = self.__dict__.get("_kept")
        if kept is None:
            kept = self.__dict__["_kept"] = {}
        value = kept.get(key)
        if value is None:
            value = kept[key] = make(*args)
        return value


@dataclass(frozen=True)
class MultiSettlement:
    """Result of `settle_multiple`: the summed settlement and which winners were paid.

    ``per_winner`` holds each paid winner's own settlement, in the order they were paid.
    """

    settlement: Settlement
    paid_winners: tuple[str, ...]
    unpaid_winners: tuple[str, ...]
    per_winner: tuple[tuple[str, Settlement], ...]

    @property
    def payments(self) -> tuple[Payment, ...]:
        return self.settlement.payments

    @property
    def net(self) -> dict[str, Fraction]:
        return self.settlement.net


def _units(amounts: Iterable[Fraction]) -> tuple[list[int], int]:
    """Amounts as whole numbers of one common unit (1 / the returned denominator): exact sums in
    integers, without a Fraction per addition."""
    amounts = list(amounts)
    denominator = math.lcm(*(a.denominator for a in amounts))
    return [a.numerator * (denominator // a.denominator) for a in amounts], denominator


def _net_units(payments: Iterable[Payment]) -> tuple[dict[str, int], int]:
    """What every seat wins (or loses, below 0) by `payments`, in seat order, in units of
    1 / the returned denominator."""
    payments = tuple(payments)
    net = dict.fromkeys(SEATS, 0)
    if all(p.amount.denominator == 1 for p in payments):  # whole amounts (most tables): no common unit
        for p in payments:
            amount = p.amount.numerator
            net[p.payer] -= amount
            net[p.payee] += amount
        return net, 1
    units, denominator = _units(p.amount for p in payments)
    for p, amount in zip(payments, units, strict=True):
        net[p.payer] -= amount
        net[p.payee] += amount
    return net, denominator


def _net_of(payments: Iterable[Payment]) -> dict[str, Fraction]:
    """What every seat wins (or loses, below 0) by `payments`, in seat order."""
    net, denominator = _net_units(payments)
    if denominator == 1:
        return {seat: Fraction(amount) if amount else _ZERO for seat, amount in net.items()}
    return {seat: Fraction(amount, denominator) if amount else _ZERO for seat, amount in net.items()}


def _is_net_of(net: dict[str, Fraction], payments: Iterable[Payment]) -> bool:
    """Whether `net` is what every seat wins by `payments` (seat for seat, in seat order)."""
    recomputed, unit = _net_units(payments)
    if net.keys() != recomputed.keys():
        return False
    return all(v.numerator * unit == recomputed[seat] * v.denominator for seat, v in net.items())


def _not_the_net(net: dict[str, Fraction]) -> str:
    total = sum(net.values(), Fraction(0))
    return f"settlement is not zero-sum: {total}" if total else "net does not match the payments"


# --------------------------------------------------------------------------------------------
# What is settled: a table's terms, a liability, a win, a false win


@dataclass(frozen=True)
class Terms:
    """A table's money terms (枱規), as `rules.table.Table.terms` resolves them.

    `scale` is ``"half-spicy"``, ``"spicy"`` or the table's own multipliers (a tuple indexed by
    fan). `liability_on_discard` is the house rule of that name (`LIABILITY_ON_DISCARD`). The
    table's minimum is not a money term: the request-level checks take it (`min_fan`).
    """

    base: Fraction = Fraction(1)
    scale: str | tuple[int, ...] = "half-spicy"
    payment: str = "full"
    limit_fan: int | None = None
    dealer_pays_extra_fan: bool = False
    liability_on_discard: str = "none"

    def fan_paid_by(self, payer: str, winner: str, fan: int) -> int:
        """The fan `payer` pays `winner` at: fan+1 (capped at the limit) for the 新章 dealer paying
        another seat's win, else the fan itself."""
        if self.dealer_pays_extra_fan and payer == DEALER and winner != DEALER:
            return fan + 1 if self.limit_fan is None else min(fan + 1, self.limit_fan)
        return fan

    def portion(self, fan: int) -> Fraction:
        return self.base * multiplier(fan, self.scale)

    @cached_property
    def memo_key(self) -> tuple:
        """`terms_key` of these terms, computed once (a resolved table keeps its terms)."""
        return terms_key(self)


@dataclass(frozen=True)
class Liability:
    """包: the liable seat, the reason (an id of `rules.settlement.LIABILITY_RULES`, or None when a
    request gives none) and what it covers (`LIABILITY_COVERS`: 包自摸 or 包出銃)."""

    seat: str
    reason: str | None = None
    covers: str = "self_draw"

    @property
    def named(self) -> str:
        return f"liability '{self.reason}'" if self.reason else "the liability"


@dataclass(frozen=True)
class Win:
    """One winner on a shared discard (for `settle_multiple`). `liable_seat` is a seat (包自摸) or a
    `Liability`."""

    winner: str
    fan: int
    liable_seat: str | Liability | None = None

    @property
    def liability(self) -> Liability | None:
        return _as_liability(self.liable_seat)


@dataclass(frozen=True)
class FalseWin:
    """詐糊: see `settle_false_win` for the variants."""

    offender: str
    variant: str = "limit_self_draw"
    win_by: str | None = None
    discarder: str | None = None
    claimed_fan: int | None = None
    penalty_fan: int | None = None
    minimum_fan: int = MINIMUM_THREE_FAN

    def fan(self, terms: Terms) -> int | None:
        """The fan each portion is computed at (None: no limit and no penalty_fan)."""
        if self.variant == "minimum_three":
            fan = max(self.minimum_fan, self.claimed_fan or 0)
            return fan if terms.limit_fan is None else min(fan, terms.limit_fan)
        return self.penalty_fan if self.penalty_fan is not None else terms.limit_fan


def _as_liability(liable: str | Liability | None) -> Liability | None:
    return Liability(liable) if isinstance(liable, str) else liable


# --------------------------------------------------------------------------------------------
# Checks: each returns every problem, with JSON pointers under `at`


def _is_seat(seat: object) -> bool:
    return type(seat) is str and seat in _SEAT_INDEX


def _seat_problems(seat: object, pointer: str) -> list[Problem]:
    if isinstance(seat, str) and seat in _SEAT_INDEX:
        return []
    what = pointer.rsplit("/", 1)[-1]
    return [Problem("unknown_seat", pointer, f"{what} must be one of {', '.join(SEATS)}; got {seat!r}")]


def _whole_fan_problems(fan: object, pointer: str) -> list[Problem]:
    what = pointer.rsplit("/", 1)[-1]
    if isinstance(fan, bool) or not isinstance(fan, int):
        return [Problem("invalid_fan", pointer, f"{what} must be an integer; got {fan!r}")]
    if fan < 0:
        return [Problem("negative_fan", pointer, f"{what} must not be negative; got {fan}")]
    return []


def _beyond_multipliers(fan: int, scale: str | tuple[int, ...], pointer: str, payer: str = "") -> list[Problem]:
    """`fan` past the table's own multipliers; `payer`: the 新章 dealer paying its extra fan."""
    if isinstance(scale, str) or fan < len(scale):
        return []
    what = f"the dealer ({payer}) pays at fan {fan}, which" if payer else f"fan {fan}"
    return [
        Problem(
            "fan_beyond_multipliers", pointer, f"{what} is beyond the table's multipliers (fan 0..{len(scale) - 1})"
        )
    ]


def fan_problems(fan: object, terms: Terms, pointer: str, min_fan: int = 0) -> list[Problem]:
    """A win's fan against the table: a whole number, not above the limit (the fan is sent as
    counted after the limit; capping silently would hide a table mismatch), not below the minimum
    (that is no win), within the table's own multipliers."""
    problems = _whole_fan_problems(fan, pointer)
    if problems:
        return problems
    assert isinstance(fan, int)
    if terms.limit_fan is not None and fan > terms.limit_fan:
        problems.append(
            Problem(
                "fan_above_limit",
                pointer,
                f"fan {fan} is above the table's limit ({terms.limit_fan}); send the fan counted after the limit",
            )
        )
    if fan < min_fan:
        problems.append(
            Problem("fan_below_minimum", pointer, f"fan {fan} is below the table's minimum ({min_fan}): not a win")
        )
    return problems + _beyond_multipliers(fan, terms.scale, pointer)


def discarder_problems(claimant: str, win_by: str | None, discarder: object, at: str, what: str) -> list[Problem]:
    """The discarder of a discard win (or false win): given, a seat, not the claimant. A discarder
    given with a self-draw is ignored (requests often carry it anyway)."""
    pointer = f"{at}/discarder"
    fault = discarder_fault(claimant, win_by, discarder)
    if fault == "missing":
        return [Problem("missing_discarder", pointer, f"{what} on a discard needs the discarder's seat")]
    if fault == "not_a_seat":
        return _seat_problems(discarder, pointer)
    if fault == "claimant":
        return [Problem("winner_is_discarder", pointer, f"{claimant} cannot win on its own discard")]
    return []


def liability_problems(
    winner: str, win_by: str, discarder: str | None, liability: Liability | None, at: str
) -> list[Problem]:
    """Whether a liability fits the way the hand was won (what the hand must show is checked by
    `rules.settlement.liability_problems`): the liable seat is not the winner; 包出銃 (九張落地)
    needs a discard, and its liable seat is the discarder who dealt in."""
    if liability is None:
        return []
    problems = _seat_problems(liability.seat, f"{at}/seat")
    if liability.covers not in LIABILITY_COVERS:
        problems.append(
            Problem(
                "invalid_request",
                f"{at}/covers",
                f"a liability covers one of {', '.join(LIABILITY_COVERS)}; got {liability.covers!r}",
            )
        )
    if problems:
        return problems
    if liability.seat == winner:
        problems.append(
            Problem("liability_not_applicable", f"{at}/seat", f"the winner ({winner}) cannot be liable for its own win")
        )
    elif liability.covers == "discard":
        if win_by != "discard":
            problems.append(
                Problem(
                    "liability_not_applicable",
                    f"{at}/reason",
                    f"{liability.named} is 包出銃 (the discarder who deals into the hand pays): it "
                    "never applies to a self-draw",
                )
            )
        elif discarder is not None and liability.seat != discarder:
            problems.append(
                Problem(
                    "liability_not_applicable",
                    f"{at}/seat",
                    f"{liability.named} is 包出銃: the liable seat is the discarder who dealt in "
                    f"({discarder}), not {liability.seat}",
                )
            )
    return problems


def win_problems(
    winner: object,
    fan: object,
    win_by: object,
    discarder: object,
    liability: Liability | None,
    terms: Terms,
    at: str = "",
    min_fan: int = 0,
) -> list[Problem]:
    """Every problem of one win under `terms` and the table's `min_fan` (pointers `{at}/fan`,
    `{at}/discarder`, ...)."""
    problems = _seat_problems(winner, f"{at}/winner")
    if win_by not in WIN_BY:
        problems.append(
            Problem("unknown_win_by", f"{at}/win_by", f"win_by must be 'self_draw' or 'discard'; got {win_by!r}")
        )
    problems += fan_problems(fan, terms, f"{at}/fan", min_fan)
    if any(p.code in ("unknown_seat", "unknown_win_by") for p in problems):
        return problems
    assert isinstance(winner, str) and isinstance(win_by, str)
    problems += discarder_problems(winner, win_by, discarder, at, "a win")
    effective = discarder if win_by == "discard" and isinstance(discarder, str) else None
    return problems + liability_problems(winner, win_by, effective, liability, f"{at}/liability")


def wins_problems(
    wins: Sequence[Win], discarder: object, mode: object, terms: Terms, at: str = "", min_fan: int = 0
) -> list[Problem]:
    """Every problem of several wins on one discard (pointers `{at}/wins/{i}/...`)."""
    problems = _seat_problems(discarder, f"{at}/discarder")
    if mode not in MULTI_MODES:
        problems.append(Problem("unknown_multi_mode", f"{at}/mode", f"mode must be 'all' or 'first'; got {mode!r}"))
    if not wins:
        problems.append(Problem("no_wins", f"{at}/wins", "at least one win is needed"))
    bad = [
        Problem("invalid_win", f"{at}/wins/{i}", f"each win must be a Win; got {w!r}")
        for i, w in enumerate(wins)
        if not isinstance(w, Win)
    ]
    if problems or bad:
        return problems + bad
    winners = [w.winner for w in wins]
    seen: set[str] = set()
    for i, w in enumerate(wins):
        here = f"{at}/wins/{i}"
        problems += _seat_problems(w.winner, f"{here}/winner")
        problems += fan_problems(w.fan, terms, f"{here}/fan", min_fan)
        if w.winner == discarder:
            problems.append(
                Problem(
                    "winner_is_discarder",
                    f"{here}/winner",
                    f"{discarder} discarded; it cannot also win on that discard",
                )
            )
        if w.winner in seen:
            problems.append(
                Problem("duplicate_winner", f"{here}/winner", f"{w.winner} is listed more than once among the winners")
            )
        seen.add(w.winner)
        liability = w.liability
        if liability is not None and liability.seat in winners:
            who = "its own win" if liability.seat == w.winner else "a win when it is itself a winner on this discard"
            problems.append(
                Problem(
                    "liability_not_applicable", f"{here}/liability/seat", f"{liability.seat} cannot be liable for {who}"
                )
            )
        elif liability is not None:
            problems += liability_problems(
                w.winner,
                "discard",
                discarder,  # type: ignore[arg-type]
                liability,
                f"{here}/liability",
            )
    return problems


def false_win_problems(fw: FalseWin, terms: Terms, at: str = "") -> list[Problem]:
    """Every problem of a false win under `terms` (pointers `{at}/offender`, `{at}/penalty_fan` ...)."""
    problems = _seat_problems(fw.offender, f"{at}/offender")
    if fw.variant not in FALSE_WIN_VARIANTS:
        problems.append(
            Problem(
                "unknown_false_win_variant",
                f"{at}/variant",
                f"variant must be one of {', '.join(FALSE_WIN_VARIANTS)}; got {fw.variant!r}",
            )
        )
    if fw.win_by is not None and fw.win_by not in WIN_BY:
        problems.append(
            Problem("unknown_win_by", f"{at}/win_by", f"win_by must be 'self_draw' or 'discard'; got {fw.win_by!r}")
        )
    for name in ("claimed_fan", "penalty_fan", "minimum_fan"):
        value = getattr(fw, name)
        if value is not None:
            problems += _whole_fan_problems(value, f"{at}/{name}")
    if problems:
        return problems
    problems += discarder_problems(fw.offender, fw.win_by, fw.discarder, at, "a false win")
    if fw.variant == "half" and fw.win_by is None:
        problems.append(
            Problem("win_by_required", f"{at}/win_by", "the half variant needs win_by (self_draw or discard)")
        )
    if fw.variant == "minimum_three":
        if fw.penalty_fan is not None:
            problems.append(
                Problem(
                    "invalid_request",
                    f"{at}/penalty_fan",
                    "the minimum_three variant pays at claimed_fan (at least 3), not penalty_fan",
                )
            )
    elif fw.penalty_fan is None and terms.limit_fan is None:
        problems.append(
            Problem(
                "penalty_fan_required",
                f"{at}/penalty_fan",
                "this table has no limit: give the fan a false win pays at (penalty_fan)",
            )
        )
    elif fw.penalty_fan is not None and terms.limit_fan is not None and fw.penalty_fan > terms.limit_fan:
        problems.append(
            Problem(
                "fan_above_limit",
                f"{at}/penalty_fan",
                f"penalty_fan {fw.penalty_fan} is above the table's limit ({terms.limit_fan}); "
                "a false win pays at most a limit hand",
            )
        )
    fan = fw.fan(terms)
    if fan is not None:
        pointer = f"{at}/claimed_fan" if fw.variant == "minimum_three" else f"{at}/penalty_fan"
        problems += _beyond_multipliers(fan, terms.scale, pointer)
    return problems


def _terms_problems(terms: Terms, at: str = "") -> list[Problem]:
    """The library's own checks of terms built from keyword arguments (a resolved table passes)."""
    problems: list[Problem] = []
    if not (isinstance(terms.base, Fraction) and terms.base > 0):
        problems.append(Problem("invalid_base", f"{at}/base", f"base must be positive; got {terms.base}"))
    if isinstance(terms.scale, str):
        if terms.scale not in SCALES:
            problems.append(
                Problem(
                    "unknown_scale",
                    f"{at}/scale",
                    f"scale must be 'half-spicy', 'spicy' or a list of multipliers; got {terms.scale!r}",
                )
            )
    else:
        problems += _multipliers_problems(terms.scale, f"{at}/scale")
    if terms.payment not in PAYMENT_MODES:
        problems.append(
            Problem("unknown_payment_mode", f"{at}/payment", f"payment must be 'full' or 'half'; got {terms.payment!r}")
        )
    if terms.limit_fan is not None:
        problems += _whole_fan_problems(terms.limit_fan, f"{at}/limit_fan")
    if terms.liability_on_discard not in LIABILITY_ON_DISCARD:
        problems.append(
            Problem(
                "invalid_house_rule",
                f"{at}/liability_on_discard",
                f"liability_on_discard must be one of {', '.join(LIABILITY_ON_DISCARD)}; got "
                f"{terms.liability_on_discard!r}",
            )
        )
    return problems


def _multipliers_problems(scale: object, pointer: str) -> list[Problem]:
    if not isinstance(scale, Sequence) or isinstance(scale, (str, bytes)):
        return [Problem("unknown_scale", pointer, f"scale must be a name or a list of multipliers; got {scale!r}")]
    if len(scale) == 0:
        return [Problem("invalid_multipliers", pointer, "the multipliers list is empty")]
    return [
        Problem("invalid_multipliers", f"{pointer}/{i}", f"multipliers[{i}] must be a positive integer; got {m!r}")
        for i, m in enumerate(scale)
        if isinstance(m, bool) or not isinstance(m, int) or m <= 0
    ]


# --------------------------------------------------------------------------------------------
# Multipliers, stakes, portions, JSON numbers


def next_seat(seat: str) -> str:
    """The seat that plays after `seat` (counter-clockwise): east -> south -> west -> north -> east."""
    problems = _seat_problems(seat, "/seat")
    if problems:
        raise PayoutError(problems)
    return SEATS[(_SEAT_INDEX[seat] + 1) % 4]


def _after(seat: str) -> tuple[str, str, str]:
    """The three other seats in play order starting after `seat`."""
    i = _SEAT_INDEX[seat]
    return (SEATS[(i + 1) % 4], SEATS[(i + 2) % 4], SEATS[(i + 3) % 4])


def _half_spicy(fan: int) -> int:
    if fan <= 4:
        return 2**fan
    # 4:16, 5:24, 6:32, 7:48 ...: each two fan double.
    k, odd = divmod(fan - 4, 2)
    return (24 if odd else 16) * 2**k


def multiplier(fan: int, scale: str | Sequence[int] = "half-spicy") -> int:
    """How many base units one portion at `fan` is worth.

    `scale` is ``"half-spicy"`` (半辣上: 1 2 4 8 16 24 32 48 64 96 128 ..., each two fan double
    after 4, unbounded), ``"spicy"`` (辣辣上: 2**fan) or a table's own list indexed by fan
    (a fan past its end raises ``fan_beyond_multipliers``).
    """
    problems = _whole_fan_problems(fan, "/fan")
    if not problems and isinstance(scale, str) and scale not in SCALES:
        problems.append(
            Problem(
                "unknown_scale",
                "/scale",
                f"scale must be 'half-spicy', 'spicy' or a list of multipliers; got {scale!r}",
            )
        )
    elif not problems and not isinstance(scale, str):
        problems = _multipliers_problems(scale, "/scale") or _beyond_multipliers(fan, tuple(scale), "/fan")
    if problems:
        raise PayoutError(problems)
    if isinstance(scale, str):
        return _half_spicy(fan) if scale == "half-spicy" else 2**fan
    return scale[fan]


def _to_fraction(value: object, what: str) -> Fraction:
    def bad(detail: str) -> PayoutError:
        return PayoutError.one("invalid_base", f"/{what}", detail)

    if isinstance(value, bool):
        raise bad(f"{what} must be a number; got {value!r}")
    if isinstance(value, Fraction):
        return value
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise bad(f"{what} must be finite; got {value!r}")
        # repr gives the shortest decimal that round-trips: 0.1 -> 1/10, not the binary float.
        return Fraction(repr(value))
    if isinstance(value, (Decimal, str)):
        try:
            return Fraction(value)
        except (ValueError, ArithmeticError) as exc:
            raise bad(f"{what} is not a number: {value!r}") from exc
    raise bad(f"{what} must be a number; got {value!r}")


def base_for(stake: str | None = None, base: Fraction | int | float | str | None = None) -> Fraction:
    """The money value of multiplier 1.

    `stake` names one of `STAKES` (二五雞 ½, 五一 1, 一二蚊 2); `base` gives it directly.
    Neither: 五一. Both: they must agree (``conflicting_stake_and_base``). The base must be > 0.
    """
    named: Fraction | None = None
    if stake is not None:
        if stake not in STAKES:
            raise PayoutError.one("unknown_stake", "/stake", f"stake must be one of {', '.join(STAKES)}; got {stake!r}")
        named = STAKES[stake]
    if base is None:
        return named if named is not None else STAKES[DEFAULT_STAKE]
    value = _to_fraction(base, "base")
    if value <= 0:
        raise PayoutError.one("invalid_base", "/base", f"base must be positive; got {base!r}")
    if named is not None and named != value:
        raise PayoutError.one(
            "conflicting_stake_and_base", "/base", f"stake {stake} means base {named}, but base {value} was given"
        )
    return value


def portion(fan: int, base: Fraction | int = 1, scale: str | Sequence[int] = "half-spicy") -> Fraction:
    """One portion: ``base × multiplier(fan)`` (what each loser pays on a plain self-draw)."""
    return _to_fraction(base, "base") * multiplier(fan, scale)


def is_exact_json(x: Fraction | int) -> bool:
    """Whether `to_json_number` writes `x` exactly: a whole number up to 2^53, or a fraction whose
    float prints as exactly its decimal value (amounts are multiples of ¼ of a base with at most
    4 decimal places, so this only fails for huge amounts)."""
    n, d = (x.numerator, x.denominator) if isinstance(x, Fraction) else (int(x), 1)
    if not -MAX_JSON_AMOUNT * d <= n <= MAX_JSON_AMOUNT * d:
        return False
    return d == 1 or Fraction(repr(n / d)) == Fraction(n, d)


def to_json_number(x: Fraction | int) -> int | float:
    """An int when `x` is whole, else a float; ``amount_too_large`` when that is not exact."""
    if type(x) is not Fraction:
        x = Fraction(x)
    if not is_exact_json(x):
        raise PayoutError([_too_large(x, "")])
    if x.denominator == 1:
        return int(x.numerator)
    return x.numerator / x.denominator


def _exact_json_number(x: Fraction) -> int | float:
    """`to_json_number` of an amount known to be exact (`is_exact_json`)."""
    return x.numerator if x.denominator == 1 else x.numerator / x.denominator


def _too_large(x: Fraction, pointer: str) -> Problem:
    digits = len(str(abs(x.numerator) // x.denominator))
    return Problem(
        "amount_too_large",
        pointer,
        f"an amount of {digits} digits is beyond what JSON numbers hold exactly (2^53); set a limit "
        "(limit_fan), give a multipliers list, or lower the base",
    )


def amount_problems(settlement: Settlement, pointer: str = "/table") -> list[Problem]:
    """``amount_too_large`` when an amount of `settlement` cannot be written exactly as a JSON
    number (the largest one is named); empty otherwise."""
    largest = settlement.largest_inexact
    return [] if largest is None else [_too_large(largest, pointer)]


# --------------------------------------------------------------------------------------------
# One win


def _owed(
    winner: str,
    discarder: str | None,
    payment: str,
    liability: Liability | None,
    on_discard: str,
    excused: frozenset[str] = frozenset(),
) -> dict[str, Fraction]:
    """What each payer owes the winner, in portions (see the module docstring). `excused`: the
    co-winners of a shared discard (their ½ share under 半銃 falls on the discarder)."""
    if discarder is None:
        if liability is not None:  # 包自摸
            return {liability.seat: _THREE}
        return {loser: _ONE for loser in _after(winner)}
    if liability is not None and liability.covers == "discard" and payment == "half":  # 包出銃 (九張落地)
        return {discarder: _TWO}
    if liability is not None and liability.covers == "self_draw" and on_discard == "all":
        return {liability.seat: _TWO}
    if payment == "full":
        owed = {discarder: _TWO}
    else:
        owed = {discarder: _ONE}
        for loser in _after(winner):
            if loser != discarder:
                payer = discarder if loser in excused else loser
                owed[payer] = owed.get(payer, Fraction(0)) + _HALF
    if (
        liability is not None
        and liability.covers == "self_draw"
        and on_discard == "half"
        and liability.seat != discarder
    ):
        half = owed[discarder] / 2
        owed[discarder] = half
        owed[liability.seat] = owed.get(liability.seat, Fraction(0)) + half
    return owed


def _win_payments(
    winner: str,
    fan: int,
    discarder: str | None,
    terms: Terms,
    liability: Liability | None,
    excused: frozenset[str] = frozenset(),
) -> list[Payment]:
    owed = _owed(winner, discarder, terms.payment, liability, terms.liability_on_discard, excused)
    if not terms.dealer_pays_extra_fan:  # every payer pays at the win's fan
        portion = _portion(terms, fan)
        return [Payment(payer, winner, _times(portions, portion)) for payer, portions in owed.items()]
    fans = {payer: terms.fan_paid_by(payer, winner, fan) for payer in owed}
    beyond = [
        p
        for payer, f in fans.items()
        if f != fan
        for p in _beyond_multipliers(f, terms.scale, "/table/multipliers", payer)
    ]
    if beyond:
        raise PayoutError(beyond)
    portions_at = {f: _portion(terms, f) for f in set(fans.values())}  # one fan for every payer, but the 新章 dealer's
    return [Payment(payer, winner, _times(portions, portions_at[fans[payer]])) for payer, portions in owed.items()]


def _portion(terms: Terms, fan: int) -> Fraction:
    """`terms.portion(fan)` of a fan already checked against the terms (`win_problems`)."""
    scale = terms.scale
    if scale == "half-spicy" or scale == "spicy":
        units = _half_spicy(fan) if scale == "half-spicy" else 2**fan
        base = terms.base
        return Fraction(base.numerator * units) if base.denominator == 1 else base * units
    return terms.portion(fan)


def _times(portions: Fraction, portion: Fraction) -> Fraction:
    """portions × portion, without Fraction arithmetic when both are whole."""
    if portions.denominator == 1 and portion.denominator == 1:
        return Fraction(portions.numerator * portion.numerator)
    return portions * portion


def _terms(
    base: Fraction | int | float | str,
    scale: str | Sequence[int],
    payment: str,
    limit_fan: int | None,
    dealer_pays_extra_fan: bool,
    liability_on_discard: str = "none",
) -> Terms:
    """Terms from the keyword arguments of the settling functions, checked."""
    value = _to_fraction(base, "base")
    terms = Terms(
        value,
        scale if isinstance(scale, str) else tuple(scale),
        payment,
        limit_fan,
        bool(dealer_pays_extra_fan),
        liability_on_discard,
    )
    problems = _terms_problems(terms)
    if problems:
        raise PayoutError(problems)
    return terms


def settle_win(
    winner: str,
    fan: int,
    win_by: str,
    discarder: str | None = None,
    *,
    base: Fraction | int = 1,
    scale: str | Sequence[int] = "half-spicy",
    payment: str = "full",
    liable_seat: str | Liability | None = None,
    dealer_pays_extra_fan: bool = False,
    limit_fan: int | None = None,
    liability_on_discard: str = "none",
    terms: Terms | None = None,
) -> Settlement:
    """Settle one win worth `fan` (the fan counted, after the limit).

    `win_by` is ``"self_draw"`` or ``"discard"`` (a robbed kong is a discard by the kong's owner).
    `discarder` is required for a discard and ignored for a self-draw. `payment` is ``"full"``
    (全銃) or ``"half"`` (半銃/陪銃). `liable_seat` (包) is a seat (包自摸) or a `Liability`.
    `limit_fan`, when given, caps the dealer's extra fan and refuses a `fan` above it. `terms`,
    when given, replaces every keyword argument after `discarder` (a resolved table's terms).
    """
    if terms is None:
        terms = _terms(base, scale, payment, limit_fan, dealer_pays_extra_fan, liability_on_discard)
    return settle_win_at(winner, fan, win_by, discarder, _as_liability(liable_seat), terms)


def _settle_win(
    winner: str, fan: int, win_by: str, discarder: str | None, liability: Liability | None, terms: Terms
) -> Settlement:
    usual = _usual_win(winner, fan, win_by, discarder, liability, terms)
    if usual is not None:
        return usual
    problems = win_problems(winner, fan, win_by, discarder, liability, terms)
    if problems:
        raise PayoutError(problems)
    effective = discarder if win_by == "discard" else None
    return Settlement.from_payments(_win_payments(winner, fan, effective, terms, liability))


def _usual_win(
    winner: str, fan: int, win_by: str, discarder: str | None, liability: Liability | None, terms: Terms
) -> Settlement | None:
    """The settlement of the usual win, in whole numbers: no liability, a fan within the limit, a
    named scale and a whole base, a self-draw or a discard (paid in full) by another seat. None
    for any other win: `_settle_win` checks and settles it the general way (the same amounts)."""
    scale, base, limit = terms.scale, terms.base, terms.limit_fan
    if (
        liability is not None
        or type(fan) is not int
        or fan < 0
        or (limit is not None and fan > limit)
        or not (scale == "half-spicy" or scale == "spicy")
        or base.denominator != 1
        or base.numerator <= 0
        or not _is_seat(winner)
    ):
        return None
    if win_by == "self_draw":
        portions = 1  # each of the three others pays one portion
    elif win_by == "discard" and terms.payment == "full" and _is_seat(discarder) and discarder != winner:
        portions = 2  # the discarder pays two
    else:
        return None
    extra = terms.dealer_pays_extra_fan and winner != DEALER  # the 新章 dealer pays at one fan more
    payments = []
    total = 0
    net = dict.fromkeys(SEATS, _ZERO)
    for payer in SEATS:  # seat order, as `Settlement.from_payments` orders them
        if payer == winner or (portions == 2 and payer != discarder):
            continue
        f = fan
        if extra and payer == DEALER:
            f = fan + 1 if limit is None else min(fan + 1, limit)
        amount = portions * base.numerator * (_half_spicy(f) if scale == "half-spicy" else 2**f)
        payments.append(Payment(payer, winner, Fraction(amount)))
        net[payer] = Fraction(-amount)
        total += amount
    net[winner] = Fraction(total)
    settlement = Settlement(tuple(payments), net)
    settlement.__dict__["whole"] = True  # what the cached property would find: whole amounts only
    if total <= MAX_JSON_AMOUNT:  # the largest amount is the winner's: every one is exact in JSON
        settlement.__dict__["largest_inexact"] = None  # what the cached property would find
    return settlement


def settle_win_at(
    winner: str, fan: int, win_by: str, discarder: str | None, liability: Liability | None, terms: Terms
) -> Settlement:
    """`settle_win` at a table's `terms`, with the liability as a `Liability` (or None), without
    the keyword arguments' handling. A settlement depends on these few values only, and tables
    repeat them all day: memoised (Settlement is immutable; a refused call raises and is not
    cached). A table's own multipliers are keyed by a digest (`terms_key`), never kept."""
    try:
        return _SETTLED.get(
            (winner, fan, win_by, discarder, liability, terms.memo_key),
            _settle_win,
            winner,
            fan,
            win_by,
            discarder,
            liability,
            terms,
        )
    except TypeError:  # an unhashable argument (a caller's odd value): settle without the cache
        return _settle_win(winner, fan, win_by, discarder, liability, terms)


# A table's settlements are at most 4 seats × its fans × 4 ways of winning (224 at a 13-fan limit);
# an entry keeps its JSON and the summary's sentence once made (docs/OPERATIONS.md "Memory").
_SETTLED = BoundedMemo(__name__, "_SETTLED", 1024, entry_bytes=2_900)


def terms_key(terms: Terms) -> tuple:
    """A memo key for a table's money terms: its own multipliers (up to 1001 numbers from the
    request) are a 16-byte digest of their values and their count; the base is its numerator and
    denominator (a Fraction's hash is slow to compute, and the key is hashed at every look-up)."""
    scale: object = terms.scale
    if not isinstance(terms.scale, str):
        values = tuple(terms.scale)
        scale = ("multipliers", len(values), hashlib.blake2b(repr(values).encode(), digest_size=16).digest())
    base = (terms.base.numerator, terms.base.denominator)
    return (base, scale, terms.payment, terms.limit_fan, terms.dealer_pays_extra_fan, terms.liability_on_discard)


# --------------------------------------------------------------------------------------------
# Several winners on one discard


def settle_multiple(
    wins: Sequence[Win],
    discarder: str,
    mode: str = "all",
    *,
    base: Fraction | int = 1,
    scale: str | Sequence[int] = "half-spicy",
    payment: str = "full",
    dealer_pays_extra_fan: bool = False,
    limit_fan: int | None = None,
    liability_on_discard: str = "none",
    terms: Terms | None = None,
) -> MultiSettlement:
    """Settle one or more wins on the same discard.

    ``mode="all"`` (一炮多響): every win is settled as a separate discard win and the payments
    summed. ``mode="first"`` (截糊): only the first winner in play order after the discarder is
    paid; the others get nothing (`unpaid_winners`).

    Under ``payment="half"`` a co-winner is not charged a share of another winner's hand: the
    discarder pays that share instead. A win's liable seat must be a loser (neither a fellow
    winner nor itself).
    """
    if terms is None:
        terms = _terms(base, scale, payment, limit_fan, dealer_pays_extra_fan, liability_on_discard)
    wins = list(wins)
    problems = wins_problems(wins, discarder, mode, terms)
    if problems:
        raise PayoutError(problems)
    by_seat = {w.winner: w for w in wins}
    ordered = [seat for seat in _after(discarder) if seat in by_seat]
    paid = ordered if mode == "all" else ordered[:1]
    unpaid = tuple(seat for seat in ordered if seat not in paid)
    winner_set = frozenset(by_seat)

    per_winner: list[tuple[str, Settlement]] = []
    all_payments: list[Payment] = []
    for seat in paid:
        w = by_seat[seat]
        excused = winner_set - {seat} if mode == "all" else frozenset()
        payments = _win_payments(seat, w.fan, discarder, terms, w.liability, excused)
        per_winner.append((seat, Settlement.from_payments(payments)))
        all_payments.extend(payments)
    return MultiSettlement(
        settlement=Settlement.from_payments(all_payments),
        paid_winners=tuple(paid),
        unpaid_winners=unpaid,
        per_winner=tuple(per_winner),
    )


# --------------------------------------------------------------------------------------------
# 詐糊 false win


def settle_false_win(
    offender: str | FalseWin,
    limit_fan: int | None = None,
    base: Fraction | int = 1,
    scale: str | Sequence[int] = "half-spicy",
    variant: str = "limit_self_draw",
    win_by: str | None = None,
    discarder: str | None = None,
    *,
    penalty_fan: int | None = None,
    claimed_fan: int | None = None,
    minimum_fan: int = MINIMUM_THREE_FAN,
    terms: Terms | None = None,
) -> Settlement:
    """The offender of a false win (詐糊) compensates the other three.

    `offender` is a seat (with the other arguments) or a `FalseWin` (with `terms`). Let P = one
    portion at the penalty fan (`penalty_fan` if given, at most the limit, else `limit_fan`; a
    table with no limit must pass `penalty_fan`, else ``penalty_fan_required``).

    - ``"limit_self_draw"`` (default; seed 003, docs/RULES.md §5): each other player gets P, i.e. a
      self-drawn limit hand (3P in all).
    - ``"half"`` (seed 001, 陪銃制): on a discard (`win_by="discard"`, `discarder` required) the
      discarder gets the full 出銃 amount 2P and the two others ½ of it, P each; if self-drawn,
      each of the three gets P. `win_by` is required.
    - ``"full"`` (seed 001, 全銃制): each of the other three gets 2P (the 出銃 amount), however
      the false win was made.
    - ``"minimum_three"`` (seed 001 自訂規例): each of the other three gets the 出銃 amount (2
      portions, as in the 全銃 paragraph it follows) at max(`minimum_fan` (3), `claimed_fan`),
      capped at `limit_fan` when there is one; a missing `claimed_fan` counts as the minimum.
      `penalty_fan` does not apply.
    """
    if isinstance(offender, FalseWin):
        fw = offender
    else:
        fw = FalseWin(offender, variant, win_by, discarder, claimed_fan, penalty_fan, minimum_fan)
    if terms is None:
        terms = _terms(base, scale, "full", limit_fan, False)
    problems = false_win_problems(fw, terms)
    if problems:
        raise PayoutError(problems)
    fan = fw.fan(terms)
    assert fan is not None
    p = terms.portion(fan)
    others = _after(fw.offender)
    if fw.variant == "limit_self_draw":
        amounts = {o: p for o in others}
    elif fw.variant in ("full", "minimum_three"):
        amounts = {o: 2 * p for o in others}
    else:  # half
        effective = fw.discarder if fw.win_by == "discard" else None
        amounts = {o: (2 * p if o == effective else p) for o in others}
    return Settlement.from_payments(Payment(fw.offender, o, a) for o, a in amounts.items())
