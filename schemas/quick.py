"""The quick way through a schema for a request that is valid, and marshmallow's own for the rest.

Most requests are valid, and for them marshmallow's bookkeeping (an error store per load, a closure
and an `And` of the validators per field, the unknown-field set) costs more than the checks
themselves. `QuickLoadSchema.load` first tries `quick_load`: one function per schema, generated
once as Python source from the schema's fields (`_generated_loader`: each field's usual check
inline, nested objects within their parent's lines, any other field by its checker made from the
field itself, `field_checker`); the missing fields take their `load_default`, and the schema's
`validates_schema` hooks run on the result. `interpreted_load` does the same field by field: the
reference the generated loader is tested against (tests/test_schema_quick.py). It gives up (`NO`) at
the first thing it does not accept, and the request is then loaded by marshmallow from the start:
the quick way never decides an error, so every refusal (its messages, pointers and order) is
marshmallow's. What it accepts it loads to the value marshmallow loads (the same keys in the same
order, each field's own `_deserialize` or an equal value), so that the two ways cannot disagree.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Final, TypeVar

from marshmallow import RAISE, Schema, ValidationError, fields, missing, validate
from marshmallow.decorators import POST_LOAD, PRE_LOAD, VALIDATES, VALIDATES_SCHEMA

from rules.tiles import TileError
from schemas.fields import (
    CANONICAL_TEXTS,
    MAX_TILE_ITEMS,
    MAX_TILE_TEXT,
    RulesetId,
    StrictBoolean,
    StrictInteger,
    StrictNumber,
    StrictString,
    Tile,
    Tiles,
    check_ruleset_id,
    parse_tiles_text,
    well_formed_known_ids,
)


class _No:
    """The quick way gives up: marshmallow decides."""

    def __repr__(self) -> str:
        return "NO"


NO: Final = _No()

Checker = Callable[[Any], Any]
"""A present, non-null value -> its loaded value, or NO."""


def _by_deserialize(field: fields.Field) -> Checker:
    """Any other field: its own conversion (`_deserialize`, then its validators, as `deserialize`
    does for a present, non-null value); a refusal is marshmallow's to report."""
    if field.validators or field.pre_load or field.post_load:
        convert: Callable[[Any], Any] = field.deserialize
    else:
        convert = functools.partial(field._deserialize, attr=None, data=None)  # noqa: SLF001

    def check(value: Any) -> Any:
        try:
            return convert(value)
        except ValidationError:
            return NO

    return check


def _plain_validators(field: fields.Field) -> tuple[Callable[[Any], bool], ...]:
    """The field's validators as predicates: the usual ones (OneOf, Range, Length) by plain
    comparisons, any other by calling it (a ValidationError is a refusal, as in `validate.And`)."""
    out: list[Callable[[Any], bool]] = []
    for v in field.validators:
        if type(v) is validate.OneOf:
            out.append(_one_of_check(v))
        elif type(v) is validate.Range:
            out.append(_range_check(v))
        elif type(v) is validate.Length and v.equal is None:
            out.append(_length_check(v))
        else:
            out.append(_passes(v))
    return tuple(out)


def _one_of_check(v: validate.OneOf) -> Callable[[Any], bool]:
    choices = v.choices
    return lambda x: x in choices


def _passes(validator: Callable[[Any], Any]) -> Callable[[Any], bool]:
    def ok(value: Any) -> bool:
        try:
            validator(value)
        except ValidationError:
            return False
        return True

    return ok


def _length_check(v: validate.Length) -> Callable[[Any], bool]:
    low, high = v.min, v.max
    return lambda x: (low is None or len(x) >= low) and (high is None or len(x) <= high)


def _range_check(v: validate.Range) -> Callable[[Any], bool]:
    low, high, low_in, high_in = v.min, v.max, v.min_inclusive, v.max_inclusive

    def within(x: Any) -> bool:
        if low is not None and not (x >= low if low_in else x > low):
            return False
        return high is None or (x <= high if high_in else x < high)

    return within


def _with_validators(field: fields.Field, load: Checker) -> Checker:
    """`load` (the field's own conversion of a value of its exact JSON type), then its validators."""
    checks = _plain_validators(field)
    if not checks:
        return load
    if len(checks) == 1:  # the usual case: one OneOf or Range
        (ok,) = checks

        def check_one(value: Any) -> Any:
            out = load(value)
            return out if out is not NO and ok(out) else NO

        return check_one

    def check(value: Any) -> Any:
        out = load(value)
        if out is NO:
            return NO
        for ok in checks:
            if not ok(out):
                return NO
        return out

    return check


def _strict_string(value: Any) -> Any:
    return value if type(value) is str else NO


def _strict_boolean(value: Any) -> Any:
    return value if value is True or value is False else NO


def _strict_integer(value: Any) -> Any:
    return value if type(value) is int else NO


def _strict_number(value: Any) -> Any:
    return value if type(value) is int or (type(value) is float and value - value == 0) else NO


def _list_checker(field: fields.List) -> Checker:
    inner = field_checker(field.inner)
    inner_allows_none = field.inner.allow_none
    validators = field.validators
    if len(validators) == 1 and type(validators[0]) is validate.Length and validators[0].equal is None:
        # The usual validator, a Length: the loaded list has an item per item given, so the length
        # is checked on the value given, before its items are (one call less).
        low, high = validators[0].min, validators[0].max
        validators = []
    else:
        low = high = None

    as_is = inner is _as_is and inner_allows_none  # any item, null too, as it is (a batch's items)

    def load(value: Any) -> Any:
        if type(value) is not list:
            return NO
        if (low is not None and len(value) < low) or (high is not None and len(value) > high):
            return NO
        if as_is:
            return value.copy()
        out: list[Any] = []
        for item in value:
            if item is None:
                if not inner_allows_none:
                    return NO
                out.append(None)
                continue
            loaded = inner(item)
            if loaded is NO:
                return NO
            out.append(loaded)
        return out

    return _with_validators(field, load) if validators else load


def _nested_checker(field: fields.Nested) -> Checker:
    schema = field.schema
    if field.many or schema.many or field.unknown is not None or not isinstance(schema, QuickLoadSchema):
        return _by_deserialize(field)
    load_nested: Checker = schema.quick_loader()  # NO for a value that is not an object
    return _with_validators(field, load_nested)


def _as_is(value: Any) -> Any:
    return value


def _one_of_string(choices: Any) -> Checker:
    """A StrictString whose one validator is a OneOf: one test."""
    return lambda value: value if type(value) is str and value in choices else NO


def _tiles_checker(field: fields.Field) -> Checker:
    by_list = _by_deserialize(field)

    def check(value: Any) -> Any:
        """`schemas.fields.Tiles` of a string (its usual form); a list goes by its `_deserialize`."""
        if type(value) is not str:
            return by_list(value)
        if len(value) > MAX_TILE_TEXT:
            return NO
        try:
            tiles = parse_tiles_text(value)
        except TileError:
            return NO
        return tiles if len(tiles) <= MAX_TILE_ITEMS else NO

    return check


def _string_passing(validator: Callable[[Any], Any]) -> Checker:
    """A string that one validator of its own (not OneOf, Range or Length) passes: what
    `_with_validators(field, _strict_string)` checks, in one call."""

    def check(value: Any) -> Any:
        if type(value) is not str:
            return NO
        try:
            validator(value)
        except ValidationError:
            return NO
        return value

    return check


def _tile(value: Any) -> Any:
    """`schemas.fields.Tile`: a string naming exactly one tile."""
    if type(value) is not str or len(value) > 32:
        return NO
    try:
        tiles = parse_tiles_text(value)
    except TileError:
        return NO
    return tiles[0] if len(tiles) == 1 else NO


def field_checker(field: fields.Field) -> Checker:
    """The quick check of one field's present, non-null value (made once per field): the strict
    scalar fields and their usual validators by plain comparisons, lists and nested quick schemas
    item by item, any other field by its own `deserialize`."""
    if field.pre_load or field.post_load:
        return _by_deserialize(field)
    kind = type(field)
    if _is_one_of_string(field):
        return _one_of_string(field.validators[0].choices)  # type: ignore[attr-defined]
    if kind is StrictInteger and len(field.validators) == 1 and type(field.validators[0]) is validate.Range:
        bounds = field.validators[0]
        low, high = bounds.min, bounds.max
        if low is not None and high is not None and bounds.min_inclusive and bounds.max_inclusive:  # the usual
            return lambda value: value if type(value) is int and low <= value <= high else NO
        within = _range_check(bounds)
        return lambda value: value if type(value) is int and within(value) else NO
    if (kind is Tiles or kind is Tile) and not field.validators:
        return _tiles_checker(field) if kind is Tiles else _tile
    if (
        (kind is StrictString or kind is RulesetId)
        and len(field.validators) == 1
        and type(field.validators[0]) not in (validate.OneOf, validate.Range, validate.Length)
    ):  # a ruleset id
        return _string_passing(field.validators[0])
    if kind is StrictString or kind is RulesetId:
        return _with_validators(field, _strict_string)
    if kind is fields.Raw and not field.validators and type(field)._deserialize is fields.Field._deserialize:
        return _as_is  # Raw loads any value as it is (a batch's items: each is loaded on its own)
    if kind is StrictBoolean:
        return _with_validators(field, _strict_boolean)
    if kind is StrictInteger:
        return _with_validators(field, _strict_integer)
    if kind is StrictNumber:
        return _with_validators(field, _strict_number)
    if kind is fields.List:
        return _list_checker(field)  # type: ignore[arg-type]
    if kind is fields.Nested:
        return _nested_checker(field)  # type: ignore[arg-type]
    return _by_deserialize(field)


_UNSET: Final = object()  # a field the request did not give, until `quick_load` fills it in


class _Plan:
    """What `quick_load` runs for one schema instance, made at its first load.

    `template`: every load field in order but those left out when missing (`absent`), with its
    `load_default` when that is a constant, else _UNSET; `checks`: per field, its checker (a null
    value accepted where the field allows it); `later`: the fields whose missing value is not a
    constant (required, a factory); `order`: every field, where a given absent one must be put.
    """

    def __init__(self, schema: Schema) -> None:
        load_fields = schema.load_fields
        self.absent = frozenset(name for name, f in load_fields.items() if not f.required and f.load_default is missing)
        self.order = tuple(load_fields)
        self.template = {
            name: _UNSET if f.required or callable(f.load_default) else f.load_default
            for name, f in load_fields.items()
            if name not in self.absent
        }
        self.later = tuple(
            (name, f.required, f.load_default)
            for name, f in load_fields.items()
            if f.required or callable(f.load_default)
        )
        self.checks = {name: _null_or(f, field_checker(f)) for name, f in load_fields.items()}
        hooks = schema._hooks  # noqa: SLF001
        self.usable = (
            schema.unknown == RAISE
            and schema.partial is None
            and not schema.many
            and schema.dict_class is dict
            and not (hooks[PRE_LOAD] or hooks[POST_LOAD] or hooks[VALIDATES])
            and all(f.data_key is None and f.attribute is None for f in load_fields.values())
        )
        self.validators = tuple(
            (getattr(schema, attr), bool(kwargs.get("pass_original"))) for attr, _, kwargs in hooks[VALIDATES_SCHEMA]
        )


def _null_or(field: fields.Field, check: Checker) -> Checker:
    """A null value is loaded as None where the field allows it (before any check, as marshmallow
    does); elsewhere the checker refuses it."""
    if not field.allow_none:
        return check
    if _is_one_of_string(field) and not (field.pre_load or field.post_load):  # one test, as `_one_of_string`
        choices = field.validators[0].choices  # type: ignore[attr-defined]
        return lambda value: value if value is None or (type(value) is str and value in choices) else NO
    return lambda value: None if value is None else check(value)


def _is_one_of_string(field: fields.Field) -> bool:
    return type(field) is StrictString and len(field.validators) == 1 and type(field.validators[0]) is validate.OneOf


def _never(data: Any) -> Any:
    return NO


_LITERAL_TYPES: Final = (bool, int, str, type(None))


def _generated_loader(schema: QuickLoadSchema, plan: _Plan) -> Checker:
    """`interpreted_load` written out for one schema as the source of one function, compiled once:
    each field's usual check inline (a choice of strings, a boolean, a bounded integer, tiles, a
    list of nested objects, a nested object's own fields), any other by its checker, the fields in
    locals and each loaded object made at the end of its fields, in their order. It accepts what
    the interpreter accepts, to the same value; anything else is NO, and marshmallow decides."""
    if not plan.usable:
        return _never
    ns: dict[str, Any] = {"NO": NO, "UNSET": _UNSET, "ValidationError": ValidationError, "TileError": TileError}
    ns["parse"] = parse_tiles_text
    ns["canonical"] = CANONICAL_TEXTS.get
    ns["single"] = _SINGLE_TILES.get
    src = ["def load(data):", *("    " + line for line in _object_source(schema, plan, ns, "", "data", 0))]
    ns["UNKNOWN"] = schema.unknown
    for j, (validator, pass_original) in enumerate(plan.validators):
        passes = getattr(validator, "quick_form", None)
        if passes is not None:  # the validator's own quick form (`quick_form`): one plain call
            ns[f"Q{j}"] = passes
            src += [f"    if not Q{j}(out):", "        return NO"]
            continue
        ns[f"V{j}"] = validator
        given = "out, data" if pass_original else "out"
        src += [
            "    try:",
            f"        V{j}({given}, partial=None, many=False, unknown=UNKNOWN)",
            "    except ValidationError:",
            "        return NO",
        ]
    src.append("    return out")
    exec(compile("\n".join(src), f"<quick loader of {type(schema).__name__}>", "exec"), ns)  # noqa: S102
    load: Checker = ns["load"]
    return load


# The code of each tile (a canonical text of one tile) with its tile.
_SINGLE_TILES: Final = {text: tiles[0] for text, tiles in CANONICAL_TEXTS.items() if len(tiles) == 1}
_MAX_INLINE_DEPTH: Final = 3  # nested objects written out within their parent's function, at most


def _object_source(schema: Schema, plan: _Plan, ns: dict[str, Any], p: str, data: str, depth: int) -> list[str]:
    """The lines that load the object `data` by `schema` (whose `plan` is usable) into the local
    `{p}out`, or return NO; `p` prefixes every name they use (locals and `ns` entries), so that a
    nested object's lines sit inside its parent's."""
    load_fields = schema.load_fields
    names = list(load_fields)
    if not plan.absent and len(names) > _WIDE:
        return _wide_object_source(schema, ns, p, data, depth)
    src = [f"if type({data}) is not dict:", "    return NO"]
    for i, name in enumerate(names):
        f = load_fields[name]
        if name in plan.absent or f.required or callable(f.load_default):
            src.append(f"{p}f{i} = UNSET")
        elif type(f.load_default) in _LITERAL_TYPES:
            src.append(f"{p}f{i} = {f.load_default!r}")
        else:
            ns[f"{p}d{i}"] = f.load_default
            src.append(f"{p}f{i} = {p}d{i}")
    # The names most requests give are tested first: the required ones, then in the fields' order.
    tested = sorted(range(len(names)), key=lambda i: not load_fields[names[i]].required)
    src.append(f"for {p}name, {p}v in {data}.items():")
    for n, i in enumerate(tested):
        src.append(f"    {'if' if n == 0 else 'elif'} {p}name == {names[i]!r}:")
        src.extend("        " + line for line in _field_source(load_fields[names[i]], i, ns, p, depth))
    src += ["    else:", "        return NO"] if tested else ["    return NO"]
    for i, name in enumerate(names):
        f = load_fields[name]
        if f.required:
            src += [f"if {p}f{i} is UNSET:", "    return NO"]
        elif callable(f.load_default) and name not in plan.absent:
            ns[f"{p}d{i}"] = f.load_default
            src += [f"if {p}f{i} is UNSET:", f"    {p}f{i} = {p}d{i}()"]
    if not plan.absent:
        src.append(f"{p}out = {{" + ", ".join(f"{name!r}: {p}f{i}" for i, name in enumerate(names)) + "}")
    else:
        src.append(f"{p}out = {{}}")
        for i, name in enumerate(names):
            if name in plan.absent:
                src += [f"if {p}f{i} is not UNSET:", f"    {p}out[{name!r}] = {p}f{i}"]
            else:
                src.append(f"{p}out[{name!r}] = {p}f{i}")
    return src


_WIDE: Final = 8  # fields: an object of more is loaded into a copy of its defaults


def _wide_object_source(schema: Schema, ns: dict[str, Any], p: str, data: str, depth: int) -> list[str]:
    """`_object_source` of an object of many fields, every one with a default or required (a
    context): `{p}out` starts as a copy of the defaults in the fields' order (`{p}T`, a required or
    made default UNSET until given), and each value given is set in it."""
    load_fields = schema.load_fields
    template: dict[str, Any] = {}
    for name, f in load_fields.items():
        template[name] = _UNSET if f.required or callable(f.load_default) else f.load_default
    ns[f"{p}T"] = template
    src = [f"if type({data}) is not dict:", "    return NO", f"{p}out = {p}T.copy()"]
    names = list(load_fields)
    tested = sorted(range(len(names)), key=lambda i: not load_fields[names[i]].required)
    src.append(f"for {p}name, {p}v in {data}.items():")
    for n, i in enumerate(tested):
        src.append(f"    {'if' if n == 0 else 'elif'} {p}name == {names[i]!r}:")
        target = f"{p}out[{names[i]!r}]"
        src.extend("        " + line for line in _field_source(load_fields[names[i]], i, ns, p, depth, target))
    src += ["    else:", "        return NO"]
    for i, name in enumerate(names):
        f = load_fields[name]
        if f.required:
            src += [f"if {p}out[{name!r}] is UNSET:", "    return NO"]
        elif callable(f.load_default):
            ns[f"{p}d{i}"] = f.load_default
            src += [f"if {p}out[{name!r}] is UNSET:", f"    {p}out[{name!r}] = {p}d{i}()"]
    return src


def _inlined_schema(field: fields.Field, depth: int) -> tuple[Schema, _Plan] | None:
    """A Nested field's schema and plan when its object can be loaded within its parent's lines:
    what `_nested_checker` gives to the schema's own quick loader, without validators of the field
    or hooks of the schema."""
    if type(field) is not fields.Nested or field.validators or field.pre_load or field.post_load:
        return None
    schema = field.schema
    if depth >= _MAX_INLINE_DEPTH or field.many or schema.many or field.unknown is not None:
        return None
    if not isinstance(schema, QuickLoadSchema):
        return None
    plan = schema._plan()  # noqa: SLF001
    return (schema, plan) if plan.usable and not plan.validators else None


def _field_source(
    field: fields.Field, i: int, ns: dict[str, Any], p: str, depth: int, target: str | None = None
) -> list[str]:
    """The lines that check the value `{p}v` of field number `i` and set its local `{p}f{i}` (or
    `target`, an item of the object loaded) or return NO."""
    kind = type(field)
    validators = field.validators
    plain = not (field.pre_load or field.post_load)
    none_ok = field.allow_none
    v, local = f"{p}v", target or f"{p}f{i}"
    if plain and _is_one_of_string(field):
        ns[f"{p}c{i}"] = _choices(validators[0].choices)  # type: ignore[attr-defined]
        test = f"type({v}) is not str or {v} not in {p}c{i}"
        return _refuse_unless(v, test, none_ok) + [f"{local} = {v}"]
    if plain and kind is StrictBoolean and not validators:
        return _refuse_unless(v, f"{v} is not True and {v} is not False", none_ok) + [f"{local} = {v}"]
    if plain and kind is StrictInteger and len(validators) == 1 and type(validators[0]) is validate.Range:
        bounds = validators[0]
        if bounds.min is not None and bounds.max is not None and bounds.min_inclusive and bounds.max_inclusive:
            ns[f"{p}lo{i}"], ns[f"{p}hi{i}"] = bounds.min, bounds.max
            test = f"type({v}) is not int or not {p}lo{i} <= {v} <= {p}hi{i}"
            return _refuse_unless(v, test, none_ok) + [f"{local} = {v}"]
    if plain and kind is Tiles and not validators:
        ns[f"{p}k{i}"] = _by_deserialize(field)
        return _null_first(v, local, none_ok, _tiles_source(v, local, f"{p}k{i}"))
    if plain and kind is Tile and not validators:
        return _null_first(v, local, none_ok, _tile_source(v, local))
    if plain and kind is fields.List and not none_ok and _list_inlined(field):  # type: ignore[arg-type]
        return _list_source(field, i, ns, p, depth, local)  # type: ignore[arg-type]
    if plain and kind is RulesetId and validators == [check_ruleset_id]:  # a known id by one look-up
        ns[f"{p}k{i}"], ns[f"{p}ok{i}"] = field_checker(field), well_formed_known_ids()
        call = [f"if type({v}) is not str or {v} not in {p}ok{i}:", f"    {v} = {p}k{i}({v})", f"    if {v} is NO:"]
        return _null_first(v, local, none_ok, [*call, "        return NO", f"{local} = {v}"])
    nested = _inlined_schema(field, depth)
    if nested is not None:
        q = f"{p}n{i}_"
        return _null_first(v, local, none_ok, [*_object_source(*nested, ns, q, v, depth + 1), f"{local} = {q}out"])
    ns[f"{p}k{i}"] = field_checker(field)
    call = [f"{v} = {p}k{i}({v})", f"if {v} is NO:", "    return NO"]
    if none_ok:  # as `_null_or`: a null is loaded as None before any check
        return [f"if {v} is not None:", *("    " + line for line in call), f"{local} = {v}"]
    return [*call, f"{local} = {v}"]


def _choices(choices: Any) -> Any:
    """A OneOf's choices for `in`: a frozenset when they can be one (a string is in it exactly when
    it equals one of them), else as they are."""
    try:
        return frozenset(choices)
    except TypeError:
        return choices


def _tiles_source(v: str, local: str, by_list: str) -> list[str]:
    """As `_tiles_checker`: a string read here (a canonical text by one look-up, `canonical`: its
    tiles are what `parse` reads, within the limits), a list by the field's own `_deserialize`."""
    return [
        f"if type({v}) is str:",
        f"    {local} = canonical({v})",
        f"    if {local} is None:",
        f"        if len({v}) > {MAX_TILE_TEXT}:",
        "            return NO",
        "        try:",
        f"            {local} = parse({v})",
        "        except TileError:",
        "            return NO",
        f"        if len({local}) > {MAX_TILE_ITEMS}:",
        "            return NO",
        "else:",
        f"    {local} = {by_list}({v})",
        f"    if {local} is NO:",
        "        return NO",
    ]


def _tile_source(v: str, local: str) -> list[str]:
    """As `_tile`: a string naming exactly one tile (a tile's code by one look-up, `single`)."""
    return [
        f"if type({v}) is not str:",
        "    return NO",
        f"{local} = single({v})",
        f"if {local} is None:",
        f"    if len({v}) > 32:",
        "        return NO",
        "    try:",
        f"        {v} = parse({v})",
        "    except TileError:",
        "        return NO",
        f"    if len({v}) != 1:",
        "        return NO",
        f"    {local} = {v}[0]",
    ]


def _null_first(v: str, local: str, none_ok: bool, check: list[str]) -> list[str]:
    """Where the field allows null, a null is loaded as None before any check (as `_null_or`)."""
    if not none_ok:
        return check
    return [f"if {v} is None:", f"    {local} = None", "else:", *("    " + line for line in check)]


def _refuse_unless(v: str, refused: str, none_ok: bool) -> list[str]:
    test = f"{v} is not None and ({refused})" if none_ok else refused
    return [f"if {test}:", "    return NO"]


def _list_inlined(field: fields.List) -> bool:
    inner = field.inner
    validators = field.validators
    as_is = field_checker(inner) is _as_is and inner.allow_none
    length_only = len(validators) == 1 and type(validators[0]) is validate.Length and validators[0].equal is None
    return not as_is and (not validators or length_only)


def _list_source(field: fields.List, i: int, ns: dict[str, Any], p: str, depth: int, local: str) -> list[str]:
    """As `_list_checker`: the list's length, then each item by the inner field's checker (a nested
    object's lines written out), into `local`."""
    v, item = f"{p}v", f"{p}item{i}"
    src = [f"if type({v}) is not list:", "    return NO"]
    if field.validators:
        low, high = field.validators[0].min, field.validators[0].max  # type: ignore[attr-defined]
        if low is not None:
            src += [f"if len({v}) < {low!r}:", "    return NO"]
        if high is not None:
            src += [f"if len({v}) > {high!r}:", "    return NO"]
    src += [f"{local} = []", f"for {item} in {v}:", f"    if {item} is None:"]
    if field.inner.allow_none:
        src += [f"        {local}.append(None)", "        continue"]
    else:
        src.append("        return NO")
    nested = _inlined_schema(field.inner, depth)
    if nested is not None:
        q = f"{p}i{i}_"
        src += ["    " + line for line in _object_source(*nested, ns, q, item, depth + 1)]
        src.append(f"    {local}.append({q}out)")
        return src
    ns[f"{p}k{i}"] = field_checker(field.inner)
    src += [f"    {item} = {p}k{i}({item})", f"    if {item} is NO:", "        return NO"]
    src.append(f"    {local}.append({item})")
    return src


_Hook = TypeVar("_Hook", bound=Callable[..., Any])


def quick_form(passes: Callable[[dict[str, Any]], bool]) -> Callable[[_Hook], _Hook]:
    """A `validates_schema` hook's quick form, for the generated loader: `passes(out)` is True
    exactly when the hook would accept `out`, a request the quick way loaded whole (every field
    present and valid: what marshmallow would hand the hook, the original as sent). False gives
    the request up, and marshmallow runs the hook itself and reports. `interpreted_load` runs the
    hook: tests/test_schema_quick.py holds the two ways equal."""

    def mark(hook: _Hook) -> _Hook:
        hook.quick_form = passes  # type: ignore[attr-defined]
        return hook

    return mark


class QuickLoadSchema(Schema):
    """A schema whose `load` of one object tries `quick_load` first (see the module docstring)."""

    _quick_plan: _Plan | None = None
    _quick_fast: Checker | None = None
    quick: bool = True  # False: marshmallow alone (tests/test_schema_quick.py compares the two ways)

    def _plan(self) -> _Plan:
        plan = self._quick_plan
        if plan is None:
            plan = self._quick_plan = _Plan(self)
        return plan

    def quick_loader(self) -> Checker:
        """The schema's `quick_load` as one plain function (made at the first call)."""
        fast = self._quick_fast
        if fast is None:
            fast = self._quick_fast = _generated_loader(self, self._plan())
        return fast

    def quick_load(self, data: Any) -> Any:
        """What `load(data)` returns when `data` is valid (and the quick way knows every part of
        it), else NO."""
        fast = self._quick_fast
        if fast is None:
            fast = self.quick_loader()
        return fast(data)

    def interpreted_load(self, data: Any) -> Any:
        """`quick_load` by reading the plan field by field (what the generated loader does in one
        function; tests/test_schema_quick.py compares the two)."""
        plan = self._quick_plan
        if plan is None:
            plan = self._plan()
        if type(data) is not dict or not plan.usable:
            return NO
        checks = plan.checks
        out = plan.template.copy()
        for name, value in data.items():
            check = checks.get(name)
            if check is None:  # an unknown field
                return NO
            value = check(value)
            if value is NO:
                return NO
            out[name] = value
        for name, required, default in plan.later:
            if out[name] is _UNSET:
                if required:
                    return NO
                out[name] = default()
        if plan.absent and len(out) > 1 and not plan.absent.isdisjoint(data):  # in the fields' order
            out = {name: out[name] for name in plan.order if name in out}
        for validator, pass_original in plan.validators:
            try:
                validator(out, data, partial=None, many=False, unknown=self.unknown) if pass_original else validator(
                    out, partial=None, many=False, unknown=self.unknown
                )
            except ValidationError:
                return NO
        return out

    def load(self, data: Any, *, many: bool | None = None, partial: Any = None, unknown: Any = None) -> Any:
        if self.quick and not many and not self.many and partial is None and unknown in (None, self.unknown):
            out = self.quick_load(data)
            if out is not NO:
                return out
        return super().load(data, many=many, partial=partial, unknown=unknown)
