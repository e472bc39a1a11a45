"""The project's Dockerfile read as (INSTRUCTION, rest) pairs, for the tests that check it."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

DOCKERFILE = Path(__file__).resolve().parent.parent / "Dockerfile"


def instructions() -> list[tuple[str, str]]:
    text = DOCKERFILE.read_text().replace("\\\n", " ")
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            out.append((word.upper(), rest.strip()))
    return out


def arg_defaults() -> dict[str, str]:
    """Every `ARG NAME=default` (the last one of a name wins)."""
    out = {}
    for word, rest in instructions():
        if word == "ARG" and "=" in rest:
            name, _, value = rest.partition("=")
            out[name.strip()] = " ".join(shlex.split(value)) if value else ""
    return out


def expand(text: str, values: dict[str, str] | None = None) -> str:
    """`${NAME}` and `$NAME` replaced by the build arguments' defaults (or `values`)."""
    values = {**arg_defaults(), **(values or {})}
    return re.sub(r"\$\{(\w+)\}|\$(\w+)", lambda m: values.get(m.group(1) or m.group(2), m.group(0)), text)
