"""Payouts (枱規): who pays whom for a scored win, exactly (RULINGS §5).

Pure library: no Flask, no floats. Money is `fractions.Fraction` throughout; `to_json_number`
turns an amount into a JSON number at the edge.

Model
-----
- ``portion = base × multiplier(fan)``.
- Every settlement is first computed as *shares*: what each loser owes the winner.
  Self-draw (自摸): each of the three losers owes 1 portion (the winner takes 3).
  Discard (出銃): the winner takes 2 portions: the discarder's own share is 1 portion, each of
  the two other losers' share ½ portion.
- Then the shares are *paid*: under ``payment="full"`` (全銃, default) the discarder pays every
  share of a discard win; under ``payment="half"`` (半銃/陪銃) each loser pays its own share.
  A ``liable_seat`` (包) pays every share, whatever the payment mode and however the hand was won.
- 搶槓 (robbing a kong) is a discard by the kong's owner: pass ``win_by="discard"`` and that seat
  as ``discarder``.
- 新章 dealer (``dealer_pays_extra_fan=True``): when a non-dealer wins, the dealer's share is
  computed at fan+1 (capped at ``limit_fan`` when one is given); it is paid by whoever pays that
  share (the discarder under 全銃, the liable seat under 包). The dealer is the seat "east".
  When the dealer wins, the extra fan is already in the fan count: nothing changes here.

Because paying only moves *who* pays a share, the winner's take never depends on the payment
mode or on liability; every settlement is zero-sum (checked on construction).
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from rules.memo import BoundedMemo

__all__ = [
    "DEALER",
    "FALSE_WIN_VARIANTS",
    "MULTI_MODES",
    "PAYMENT_MODES",
    "SCALES",
    "SEATS",
    "STAKES",
    "WIN_BY",
    "MultiSettlement",
    "Payment",
    "PayoutError",
    "Settlement",
    "Win",
    "base_for",
    "multiplier",
    "next_seat",
    "portion",
    "settle_false_win",
    "settle_multiple",
    "settle_win",
    "to_json_number",
]

SEATS: tuple[str, ...] = ("east", "south", "west", "north")
"""Seats in play order (counter-clockwise): east -> south -> west -> north -> east."""

DEALER = "east"
"""The dealer (莊家) is the seat whose wind is east."""

SCALES = ("half-spicy", "spicy")
PAYMENT_MODES = ("full", "half")
WIN_BY = ("self_draw", "discard")
MULTI_MODES = ("all", "first")
FALSE_WIN_VARIANTS = ("limit_self_draw", "half", "full", "minimum_three")

STAKES: dict[str, Fraction] = {
    "二五雞": Fraction(1, 2),
    "五一": Fraction(1),
    "一二蚊": Fraction(2),
}
DEFAULT_STAKE = "五一"

_SEAT_INDEX = {seat: i for i, seat in enumerate(SEATS)}
_HALF = Fraction(1, 2)


class PayoutError(ValueError):
    """Bad input to a payout function. ``code`` is a stable snake_case string."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


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
        total = sum(self.net.values(), Fraction(0))
        assert total == 0, f"settlement is not zero-sum: {total}"
        recomputed = _net_of(self.payments)
        assert recomputed == self.net, "net does not match the payments"

    @classmethod
    def from_payments(cls, payments: Iterable[Payment]) -> Settlement:
        merged: dict[tuple[str, str], Fraction] = {}
        for p in payments:
            _check_seat(p.payer, "payer")
            _check_seat(p.payee, "payee")
            if p.payer == p.payee:
                raise PayoutError("self_payment", f"{p.payer} cannot pay itself")
            key = (p.payer, p.payee)
            merged[key] = merged.get(key, Fraction(0)) + Fraction(p.amount)
        ordered = tuple(
            Payment(payer, payee, amount)
            for (payer, payee), amount in sorted(
                merged.items(), key=lambda kv: (_SEAT_INDEX[kv[0][0]], _SEAT_INDEX[kv[0][1]])
            )
            if amount != 0
        )
        return cls(ordered, _net_of(ordered))

    def paid_by(self, seat: str) -> Fraction:
        """Total paid out by `seat`."""
        return sum((p.amount for p in self.payments if p.payer == seat), Fraction(0))

    def received_by(self, seat: str) -> Fraction:
        """Total received by `seat`."""
        return sum((p.amount for p in self.payments if p.payee == seat), Fraction(0))

    def to_json(self) -> dict[str, object]:
        """The API shape of RULINGS/API.md: ``{"payments": [...], "net": {...}}``."""
        return {
            "payments": [p.to_json() for p in self.payments],
            "net": {seat: to_json_number(v) for seat, v in self.net.items()},
        }


@dataclass(frozen=True)
class Win:
    """One winner on a shared discard (for `settle_multiple`)."""

    winner: str
    fan: int
    liable_seat: str | None = None


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


def _net_of(payments: Iterable[Payment]) -> dict[str, Fraction]:
    net = {seat: Fraction(0) for seat in SEATS}
    for p in payments:
        net[p.payer] -= p.amount
        net[p.payee] += p.amount
    return net


# --------------------------------------------------------------------------------------------
# Validation helpers


def _check_seat(seat: object, what: str = "seat") -> str:
    if not isinstance(seat, str) or seat not in _SEAT_INDEX:
        raise PayoutError("unknown_seat", f"{what} must be one of {', '.join(SEATS)}; got {seat!r}")
    return seat


def _check_fan(fan: object, what: str = "fan") -> int:
    if isinstance(fan, bool) or not isinstance(fan, int):
        raise PayoutError("invalid_fan", f"{what} must be an integer; got {fan!r}")
    if fan < 0:
        raise PayoutError("negative_fan", f"{what} must not be negative; got {fan}")
    return fan


def _check_limit(limit_fan: object) -> int | None:
    if limit_fan is None:
        return None
    return _check_fan(limit_fan, "limit_fan")


def next_seat(seat: str) -> str:
    """The seat that plays after `seat` (counter-clockwise): east -> south -> west -> north -> east."""
    return SEATS[(_SEAT_INDEX[_check_seat(seat)] + 1) % 4]


def _after(seat: str) -> tuple[str, str, str]:
    """The three other seats in play order starting after `seat`."""
    i = _SEAT_INDEX[seat]
    return (SEATS[(i + 1) % 4], SEATS[(i + 2) % 4], SEATS[(i + 3) % 4])


# --------------------------------------------------------------------------------------------
# Multipliers, stakes, portions


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
    fan = _check_fan(fan)
    if isinstance(scale, str):
        if scale == "half-spicy":
            return _half_spicy(fan)
        if scale == "spicy":
            return 2**fan
        raise PayoutError(
            "unknown_scale", f"scale must be 'half-spicy', 'spicy' or a list of multipliers; got {scale!r}"
        )
    table = _check_multipliers(scale)
    if fan >= len(table):
        raise PayoutError(
            "fan_beyond_multipliers",
            f"fan {fan} is beyond the table's multipliers list (fan 0..{len(table) - 1})",
        )
    return table[fan]


def _check_multipliers(scale: object) -> tuple[int, ...]:
    if not isinstance(scale, Sequence) or isinstance(scale, (str, bytes)):
        raise PayoutError("unknown_scale", f"scale must be a name or a list of multipliers; got {scale!r}")
    if len(scale) == 0:
        raise PayoutError("invalid_multipliers", "the multipliers list is empty")
    for i, m in enumerate(scale):
        if isinstance(m, bool) or not isinstance(m, int) or m <= 0:
            raise PayoutError(
                "invalid_multipliers", f"multipliers[{i}] must be a positive integer; got {m!r}"
            )
    return tuple(scale)


def _to_fraction(value: object, what: str) -> Fraction:
    if isinstance(value, bool):
        raise PayoutError("invalid_base", f"{what} must be a number; got {value!r}")
    if isinstance(value, Fraction):
        return value
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise PayoutError("invalid_base", f"{what} must be finite; got {value!r}")
        # repr gives the shortest decimal that round-trips: 0.1 -> 1/10, not the binary float.
        return Fraction(repr(value))
    if isinstance(value, (Decimal, str)):
        try:
            return Fraction(value)
        except (ValueError, ArithmeticError) as exc:
            raise PayoutError("invalid_base", f"{what} is not a number: {value!r}") from exc
    raise PayoutError("invalid_base", f"{what} must be a number; got {value!r}")


def base_for(stake: str | None = None, base: Fraction | int | float | str | None = None) -> Fraction:
    """The money value of multiplier 1.

    `stake` names one of `STAKES` (二五雞 ½, 五一 1, 一二蚊 2); `base` gives it directly.
    Neither: 五一. Both: they must agree (``conflicting_stake_and_base``). The base must be > 0.
    """
    named: Fraction | None = None
    if stake is not None:
        if stake not in STAKES:
            raise PayoutError(
                "unknown_stake", f"stake must be one of {', '.join(STAKES)}; got {stake!r}"
            )
        named = STAKES[stake]
    if base is None:
        return named if named is not None else STAKES[DEFAULT_STAKE]
    value = _to_fraction(base, "base")
    if value <= 0:
        raise PayoutError("invalid_base", f"base must be positive; got {base!r}")
    if named is not None and named != value:
        raise PayoutError(
            "conflicting_stake_and_base", f"stake {stake} means base {named}, but base {value} was given"
        )
    return value


def portion(fan: int, base: Fraction | int = 1, scale: str | Sequence[int] = "half-spicy") -> Fraction:
    """One portion: ``base × multiplier(fan)`` (what each loser pays on a plain self-draw)."""
    return _to_fraction(base, "base") * multiplier(fan, scale)


def to_json_number(x: Fraction | int) -> int | float:
    """An int when `x` is whole, else a float.

    Amounts are multiples of ¼ of the base, so with the named stakes (and any base whose
    denominator is a power of two) the float is exact.
    """
    x = Fraction(x)
    if abs(x) > MAX_JSON_AMOUNT:
        digits = len(str(abs(x.numerator) // x.denominator))
        raise PayoutError("amount_too_large", f"an amount of {digits} digits is beyond what JSON clients read "
                          "exactly (2^53); lower the base or the fan, or set a limit")
    if x.denominator == 1:
        return int(x.numerator)
    return x.numerator / x.denominator


# Above 2^53 a JSON number is no longer an exact integer for most clients (JavaScript's doubles).
MAX_JSON_AMOUNT = 2**53


# --------------------------------------------------------------------------------------------
# One win


def _check_mode(payment: object) -> str:
    if payment not in PAYMENT_MODES:
        raise PayoutError("unknown_payment_mode", f"payment must be 'full' or 'half'; got {payment!r}")
    return payment  # type: ignore[return-value]


def _check_discarder(claimant: str, win_by: str | None, discarder: str | None, what: str) -> str | None:
    """The discarder of a discard win (checked), or None for a self-draw: a discarder given with a
    self-draw is ignored (requests often carry it anyway)."""
    if win_by != "discard":
        return None
    if discarder is None:
        raise PayoutError("missing_discarder", f"{what} on a discard needs the discarder's seat")
    _check_seat(discarder, "discarder")
    if discarder == claimant:
        raise PayoutError("winner_is_discarder", f"{claimant} cannot win on its own discard")
    return discarder


def _check_win(
    winner: str, fan: int, win_by: str, discarder: str | None, liable_seat: str | None, limit_fan: int | None
) -> str | None:
    """Validate one win; return the effective discarder (None for a self-draw)."""
    _check_seat(winner, "winner")
    _check_fan(fan)
    if limit_fan is not None and fan > limit_fan:
        raise PayoutError("fan_above_limit", f"fan {fan} is above the limit {limit_fan}")
    if win_by not in WIN_BY:
        raise PayoutError("unknown_win_by", f"win_by must be 'self_draw' or 'discard'; got {win_by!r}")
    discarder = _check_discarder(winner, win_by, discarder, "a win")
    if liable_seat is not None:
        _check_seat(liable_seat, "liable_seat")
        if liable_seat == winner:
            raise PayoutError("liable_seat_is_winner", f"the winner {winner} cannot be the liable seat")
    return discarder


def _shares(
    winner: str,
    fan: int,
    discarder: str | None,
    base: Fraction,
    scale: str | Sequence[int],
    dealer_pays_extra_fan: bool,
    limit_fan: int | None,
) -> dict[str, Fraction]:
    """What each loser owes the winner, in play order after the winner."""
    out: dict[str, Fraction] = {}
    for loser in _after(winner):
        loser_fan = fan
        if dealer_pays_extra_fan and loser == DEALER and winner != DEALER:
            loser_fan = fan + 1
            if limit_fan is not None:
                loser_fan = min(loser_fan, limit_fan)
        p = base * multiplier(loser_fan, scale)
        if discarder is None or loser == discarder:
            out[loser] = p
        else:
            out[loser] = p * _HALF
    return out


def _win_payments(
    winner: str,
    shares: Mapping[str, Fraction],
    discarder: str | None,
    payment: str,
    liable_seat: str | None,
    excused: frozenset[str] = frozenset(),
) -> list[Payment]:
    out: list[Payment] = []
    for loser, amount in shares.items():
        if liable_seat is not None:
            payer = liable_seat
        elif discarder is not None and (payment == "full" or loser in excused):
            payer = discarder
        else:
            payer = loser
        out.append(Payment(payer, winner, amount))
    return out


def settle_win(
    winner: str,
    fan: int,
    win_by: str,
    discarder: str | None = None,
    *,
    base: Fraction | int = 1,
    scale: str | Sequence[int] = "half-spicy",
    payment: str = "full",
    liable_seat: str | None = None,
    dealer_pays_extra_fan: bool = False,
    limit_fan: int | None = None,
) -> Settlement:
    """Settle one win worth `fan` (the fan counted, after the limit).

    `win_by` is ``"self_draw"`` or ``"discard"`` (a robbed kong is a discard by the kong's owner).
    `discarder` is required for a discard and ignored for a self-draw. `payment` is ``"full"``
    (全銃) or ``"half"`` (半銃/陪銃). `liable_seat` (包) pays every share. `limit_fan`, when given,
    caps the dealer's extra fan and refuses a `fan` above it.
    """
    args = (winner, fan, win_by, discarder, base, scale, payment, liable_seat, dealer_pays_extra_fan, limit_fan)
    try:
        return _SETTLED.get(_memo_key(*args), lambda: _settle_win(*args))
    except TypeError:  # an unhashable argument: settle without the cache
        return _settle_win(*args)


def _settle_win(winner: str, fan: int, win_by: str, discarder: str | None, base: Fraction | int,
                scale: str | Sequence[int], payment: str, liable_seat: str | None, dealer_pays_extra_fan: bool,
                limit_fan: int | None) -> Settlement:
    base = _to_fraction(base, "base")
    if base <= 0:
        raise PayoutError("invalid_base", f"base must be positive; got {base}")
    payment = _check_mode(payment)
    limit_fan = _check_limit(limit_fan)
    discarder = _check_win(winner, fan, win_by, discarder, liable_seat, limit_fan)
    shares = _shares(winner, fan, discarder, base, scale, dealer_pays_extra_fan, limit_fan)
    return Settlement.from_payments(_win_payments(winner, shares, discarder, payment, liable_seat))


# A settlement depends on these few values only, and tables repeat them all day: memoised
# (Settlement is immutable; the error of a refused call is not cached).
_SETTLED = BoundedMemo(__name__, "_SETTLED", 2048, entry_bytes=1_600)


def _memo_key(*args: object) -> tuple:
    """The memo key of `_settle_win(*args)`: a table's own multipliers (up to 1001 numbers from the
    request) are keyed by a 16-byte digest of their values, never kept."""
    scale = args[5]
    if not isinstance(scale, str):
        values = tuple(scale)  # not iterable: TypeError, settled without the memo (which refuses it)
        scale = ("multipliers", len(values), hashlib.blake2b(repr(values).encode(), digest_size=16).digest())
    return (*args[:5], scale, *args[6:])


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
) -> MultiSettlement:
    """Settle one or more wins on the same discard.

    ``mode="all"`` (一炮多響): every win is settled as a separate discard win and the payments
    summed. ``mode="first"`` (截糊): only the first winner in play order after the discarder is
    paid; the others get nothing (`unpaid_winners`).

    Under ``payment="half"`` a co-winner is not charged a share of another winner's hand: the
    discarder pays that share instead (the winner's take stays what a lone win would give).
    A win's `liable_seat` must be a loser (neither the discarder's fellow winner nor itself).
    """
    _check_seat(discarder, "discarder")
    if mode not in MULTI_MODES:
        raise PayoutError("unknown_multi_mode", f"mode must be 'all' or 'first'; got {mode!r}")
    base = _to_fraction(base, "base")
    if base <= 0:
        raise PayoutError("invalid_base", f"base must be positive; got {base}")
    payment = _check_mode(payment)
    limit_fan = _check_limit(limit_fan)
    wins = list(wins)
    if not wins:
        raise PayoutError("no_wins", "at least one win is needed")
    for w in wins:
        if not isinstance(w, Win):
            raise PayoutError("invalid_win", f"each win must be a Win; got {w!r}")
    winners = [w.winner for w in wins]
    for w in wins:
        _check_win(w.winner, w.fan, "discard", discarder, w.liable_seat, limit_fan)
    if len(set(winners)) != len(winners):
        raise PayoutError("duplicate_winner", f"a seat appears more than once among the winners: {winners}")
    winner_set = frozenset(winners)
    for w in wins:
        if w.liable_seat is not None and w.liable_seat in winner_set:
            raise PayoutError(
                "liable_seat_is_winner", f"the liable seat {w.liable_seat} is itself a winner on this discard"
            )

    by_seat = {w.winner: w for w in wins}
    ordered = [seat for seat in _after(discarder) if seat in by_seat]
    paid = ordered if mode == "all" else ordered[:1]
    unpaid = tuple(seat for seat in ordered if seat not in paid)

    per_winner: list[tuple[str, Settlement]] = []
    all_payments: list[Payment] = []
    for seat in paid:
        w = by_seat[seat]
        shares = _shares(seat, w.fan, discarder, base, scale, dealer_pays_extra_fan, limit_fan)
        excused = winner_set - {seat} if mode == "all" else frozenset()
        payments = _win_payments(seat, shares, discarder, payment, w.liable_seat, excused)
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
    offender: str,
    limit_fan: int | None,
    base: Fraction | int = 1,
    scale: str | Sequence[int] = "half-spicy",
    variant: str = "limit_self_draw",
    win_by: str | None = None,
    discarder: str | None = None,
    *,
    penalty_fan: int | None = None,
    claimed_fan: int | None = None,
    minimum_fan: int = 3,
) -> Settlement:
    """The offender of a false win (詐糊) compensates the other three.

    Let P = one portion at the penalty fan (`penalty_fan` if given, else `limit_fan`; a table
    with no limit must pass `penalty_fan`, else ``penalty_fan_required``).

    - ``"limit_self_draw"`` (default; seed 003, RULINGS §5): each other player gets P, i.e. a
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
    _check_seat(offender, "offender")
    if variant not in FALSE_WIN_VARIANTS:
        raise PayoutError(
            "unknown_false_win_variant",
            f"variant must be one of {', '.join(FALSE_WIN_VARIANTS)}; got {variant!r}",
        )
    base = _to_fraction(base, "base")
    if base <= 0:
        raise PayoutError("invalid_base", f"base must be positive; got {base}")
    limit_fan = _check_limit(limit_fan)
    if win_by is not None and win_by not in WIN_BY:
        raise PayoutError("unknown_win_by", f"win_by must be 'self_draw' or 'discard'; got {win_by!r}")
    discarder = _check_discarder(offender, win_by, discarder, "a false win")

    others = _after(offender)
    if variant == "minimum_three":
        if penalty_fan is not None:
            raise PayoutError(
                "penalty_fan_not_applicable", "the minimum_three variant uses claimed_fan, not penalty_fan"
            )
        _check_fan(minimum_fan, "minimum_fan")
        fan = max(minimum_fan, _check_fan(claimed_fan, "claimed_fan") if claimed_fan is not None else 0)
        if limit_fan is not None:
            fan = min(fan, limit_fan)
        p = base * multiplier(fan, scale)
        return Settlement.from_payments(Payment(offender, o, 2 * p) for o in others)

    if penalty_fan is not None:
        fan = _check_fan(penalty_fan, "penalty_fan")
    elif limit_fan is not None:
        fan = limit_fan
    else:
        raise PayoutError(
            "penalty_fan_required", "a table with no limit must give the fan a false win pays (penalty_fan)"
        )
    p = base * multiplier(fan, scale)
    if variant == "limit_self_draw":
        amounts = {o: p for o in others}
    elif variant == "full":
        amounts = {o: 2 * p for o in others}
    else:  # half
        if win_by is None:
            raise PayoutError(
                "win_by_required", "the half variant needs win_by ('self_draw' or 'discard')"
            )
        amounts = {o: (2 * p if o == discarder else p) for o in others}
    return Settlement.from_payments(Payment(offender, o, a) for o, a in amounts.items())
