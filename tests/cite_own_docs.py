"""Cite the repository's own documents, never the developers' notes that do not ship.

The rulings are in docs/RULES.md (same section numbers), the rule sources are named in
docs/SOURCES.md ("seed 000" .. "seed 003"), and the public contract is openapi.yaml. Code, data,
README, openapi.yaml and docs must not send a reader to "RULINGS", "API.md", "../shared" or an
issue number, none of which a clone of the repository has. Tests may keep their citations.

    .venv/bin/python tests/cite_own_docs.py          # rewrite every file (then report leftovers)
    .venv/bin/python tests/cite_own_docs.py --check  # only report; exit 1 if anything cites them

The rewrite is a fixed list of replacements, applied in order; run it again after a merge brings
new text. A citation no rule fits is reported with its file and line, to be reworded by hand
(tests/test_own_citations.py fails on it).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
THIS = Path(__file__).resolve()
SKIP_DIRS = {
    ".git",
    ".venv",
    "node_modules",
    "__pycache__",
    ".pytest_cache",
    ".ruff_cache",
    ".hypothesis",
    ".schemathesis",
    "tests",
    "results",
}
# What must not be cited (tests/test_own_citations.py uses the same).
FORBIDDEN = re.compile(r"RULINGS|API\.md|\.\./shared|shared/(?:RULINGS|API|seeds)|\b[Ii]ssues? #?\d+")

# (pattern, replacement), in order: the specific phrasings first, then the general forms.
REPLACEMENTS: list[tuple[str, str]] = [
    # developer notes about where the sources are
    (r"\.\./shared/seeds/\*\.txt", "the rule sources named in docs/SOURCES.md"),
    (r"(?:\.\./)?shared/RULINGS\.md", "docs/RULES.md"),
    (r"(?:\.\./)?shared/API\.md", "openapi.yaml"),
    # the contract
    (r"The request of API\.md", "The reference request"),
    (r"API\.md's request", "The reference request"),
    (r"the contract and API\.md say", "the contract says"),
    (r"RULINGS/API\.md", "openapi.yaml"),
    # rulings by section
    (r"RULINGS(?:\.md)? (§\d)", r"docs/RULES.md \1"),
    (r"\(RULINGS: highest total", "(docs/RULES.md §4: highest total"),
    (r"RULINGS\.md", "docs/RULES.md"),
    (r"\bRULINGS\b", "docs/RULES.md"),
    (r"\bAPI\.md\b", "openapi.yaml"),
    # the performance issue: its targets are the README's Performance table
    (r"Targets of issue 7:", "Performance targets (README, Performance):"),
    (r"with the targets of issue 7", "with the performance targets (README, Performance)"),
    (r"issue 7 sets no target for waits", "no target is set for waits"),
    (r" See the closing notes of issue 7 for the profiles\.", ""),
]


def _candidates() -> list[Path]:
    """The files git tracks (or, outside a git checkout, every file under the root)."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
        return [ROOT / name for name in listed.decode().split("\0") if name]
    except (OSError, subprocess.CalledProcessError):
        return sorted(ROOT.rglob("*"))


def shipped_files() -> list[Path]:
    """Every text file of the repository outside tests/ (and this script)."""
    out = []
    for path in _candidates():
        rel = path.relative_to(ROOT)
        if not path.is_file() or path == THIS or any(part in SKIP_DIRS for part in rel.parts[:-1]):
            continue
        if path.suffix in {".png", ".jpg", ".gz", ".whl", ".pyc", ".ico"}:
            continue
        out.append(path)
    return out


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return None


def rewrite(text: str) -> str:
    for pattern, replacement in REPLACEMENTS:
        text = re.sub(pattern, replacement, text)
    return text


def leftovers(text: str) -> list[tuple[int, str]]:
    return [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1) if FORBIDDEN.search(line)]


def run(write: bool) -> list[str]:
    found: list[str] = []
    for path in shipped_files():
        text = _read(path)
        if text is None:
            continue
        if write:
            new = rewrite(text)
            if new != text:
                path.write_text(new, encoding="utf-8")
                text = new
        rel = path.relative_to(ROOT)
        found.extend(f"{rel}:{n}: {line}" for n, line in leftovers(text))
    return found


def main(argv: list[str]) -> int:
    found = run(write="--check" not in argv)
    for item in found:
        print(item, file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
