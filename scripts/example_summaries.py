"""Write the `summary` line of every score answer documented in openapi.yaml's examples.

Each score answer carries a one-line `summary` (service/i18n.py) that follows from its patterns,
fan and payouts; an example whose figures change (a payout ruling, a new pattern) needs its line
written again. This runs every example request that is documented in full (not `x-match: subset`)
and whose answer holds score results, and writes each result's summary (in the default language,
zh-Hant) into the example, after its `winning: true` line; the rest of the file is kept as it is.

    .venv/bin/python scripts/example_summaries.py          # write
    .venv/bin/python scripts/example_summaries.py --check  # exit 1 if a line would change

tests/test_api_examples.py then holds every example to the answer.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OPENAPI = ROOT / "openapi.yaml"
METHODS = ("get", "post", "put", "patch", "delete")


def _winning_nodes(node: yaml.Node) -> list[yaml.MappingNode]:
    """The mappings with `winning: true` under `node`, in document order."""
    out: list[yaml.MappingNode] = []
    if isinstance(node, yaml.MappingNode):
        if any(
            k.value == "winning" and v.value == "true"
            for k, v in node.value
            if isinstance(k, yaml.ScalarNode) and isinstance(v, yaml.ScalarNode)
        ):
            out.append(node)
        for _, v in node.value:
            out.extend(_winning_nodes(v))
    elif isinstance(node, yaml.SequenceNode):
        for v in node.value:
            out.extend(_winning_nodes(v))
    return out


def _summaries(answer: Any) -> list[str]:
    """The summaries of the score results in an answer, in document order."""
    out: list[str] = []
    if isinstance(answer, dict):
        if answer.get("winning") is True:
            out.append(answer["summary"])
        for v in answer.values():
            out.extend(_summaries(v))
    elif isinstance(answer, list):
        for v in answer:
            out.extend(_summaries(v))
    return out


def _get(node: yaml.MappingNode, key: str) -> yaml.Node | None:
    return next((v for k, v in node.value if isinstance(k, yaml.ScalarNode) and k.value == key), None)


def _edits(text: str) -> dict[int, tuple[str, str]]:
    """line number (0-based) -> ("insert" | "replace", text of the summary line)."""
    from service import create_app

    client = create_app().test_client()
    root = yaml.compose(text)
    spec = yaml.safe_load(text)
    edits: dict[int, tuple[str, str]] = {}
    paths = _get(root, "paths")
    assert isinstance(paths, yaml.MappingNode)
    for path_key, item in paths.value:
        for method in METHODS:
            op = _get(item, method)
            if op is None:
                continue
            body = spec["paths"][path_key.value][method].get("requestBody", {})
            requests = body.get("content", {}).get("application/json", {}).get("examples") or {}
            responses = _get(op, "responses")
            for _, resp in responses.value if responses is not None else ():
                content = _get(resp, "content")
                for _, media in content.value if content is not None else ():
                    examples = _get(media, "examples")
                    for name, example in examples.value if examples is not None else ():
                        match = _get(example, "x-match")
                        value = _get(example, "value")
                        subset = match is not None and match.value == "subset"
                        if name.value not in requests or value is None or subset:
                            continue
                        nodes = _winning_nodes(value)
                        if not nodes:
                            continue
                        answer = client.open(
                            path_key.value, method=method.upper(), json=requests[name.value]["value"]
                        ).get_json()
                        lines = _summaries(answer)
                        assert len(lines) == len(nodes), f"{method} {path_key.value} {name.value}: results differ"
                        for node, line in zip(nodes, lines, strict=True):
                            winning = next(k for k, _ in node.value if k.value == "winning")
                            shown = json.dumps(line, ensure_ascii=False)
                            current = _get(node, "summary")
                            if current is not None:
                                edits[current.start_mark.line] = ("replace", shown)
                            else:
                                edits[winning.start_mark.line] = ("insert", shown)
    return edits


def run(write: bool) -> int:
    text = OPENAPI.read_text(encoding="utf-8")
    lines = text.split("\n")
    edits = _edits(text)
    changed = 0
    for number in sorted(edits, reverse=True):
        kind, shown = edits[number]
        indent = lines[number][: len(lines[number]) - len(lines[number].lstrip())]
        new = f"{indent}summary: {shown}"
        if kind == "replace":
            if lines[number] != new:
                lines[number] = new
                changed += 1
        else:
            lines.insert(number + 1, new)
            changed += 1
    if write and changed:
        OPENAPI.write_text("\n".join(lines), encoding="utf-8")
    return changed


def main(argv: list[str]) -> int:
    changed = run(write="--check" not in argv)
    print(f"{changed} summary line(s) {'to change' if '--check' in argv else 'written'}")
    return 1 if changed and "--check" in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
