"""The ready-made clients of clients/ are up to date with openapi.yaml and take every example request.

- clients/python (openapi-python-client, pinned): regenerated into a temporary directory and
  compared file by file; every request the contract accepts (README bodies, openapi.yaml examples
  valid under the request schema) loads into its generated model and dumps back unchanged; batch
  results load as BatchScore or BatchProblem by `outcome`; the README's Python example scores a hand
  against the app on a loopback port.
- clients/typescript (openapi-typescript 7, default options, pinned with its lock): where Node.js
  and npm are installed (skipped otherwise), the types are regenerated and compared, the same
  requests are compiled against them with `tsc --strict`, and the README's TypeScript example is
  compiled and run against the app.
"""

from __future__ import annotations

import filecmp
import importlib
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "clients"))
sys.path.insert(0, str(ROOT / "clients" / "python"))

import generate  # noqa: E402  (clients/generate.py)

SPEC = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
README = (ROOT / "README.md").read_text(encoding="utf-8")
NO_NODE = pytest.mark.skipif(generate.npm() is None, reason="Node.js and npm are not installed")


def _request_schema_name(path: str) -> str:
    ref = SPEC["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"]["$ref"]
    return ref.rsplit("/", 1)[1]


def _readme_bodies() -> list[tuple[str, str, Any]]:
    out = []
    for i, m in enumerate(re.finditer(r"curl -s http://127\.0\.0\.1:8000(\S+) .*?-d '(.*?)'", README, flags=re.S)):
        out.append((f"readme_{i}", m.group(1), json.loads(m.group(2))))
    return out


def accepted_requests() -> list[tuple[str, str, Any]]:
    """(name, path, body): every README request body, and every request example of openapi.yaml that
    its request schema accepts (the others are there to show a refusal)."""
    out = _readme_bodies()
    for path, item in SPEC["paths"].items():
        op = item.get("post") or {}
        content = op.get("requestBody", {}).get("content", {}).get("application/json")
        if not content:
            continue
        validator = jsonschema.Draft202012Validator({**content["schema"], "components": SPEC["components"]})
        for name, ex in content.get("examples", {}).items():
            if validator.is_valid(ex["value"]):
                out.append((f"{name}", path, ex["value"]))
    return out


ACCEPTED = accepted_requests()


def test_readme_bodies_are_valid_requests() -> None:
    readme = [(n, p, b) for n, p, b in ACCEPTED if n.startswith("readme_")]
    assert len(readme) >= 6
    for _name, path, body in readme:
        content = SPEC["paths"][path]["post"]["requestBody"]["content"]["application/json"]
        jsonschema.Draft202012Validator({**content["schema"], "components": SPEC["components"]}).validate(body)


def _same_tree(a: Path, b: Path) -> list[str]:
    cmp = filecmp.dircmp(a, b, ignore=["__pycache__", ".ruff_cache"])
    out = [f"{a / n} only" for n in cmp.left_only] + [f"{b / n} only" for n in cmp.right_only]
    out += [str(a / n) for n in cmp.common_files if (a / n).read_bytes() != (b / n).read_bytes()]
    for sub in cmp.common_dirs:
        out += _same_tree(a / sub, b / sub)
    return out


# -- Python --------------------------------------------------------------------------------------
def test_python_client_is_up_to_date(tmp_path: Path) -> None:
    fresh = tmp_path / "python"
    generate.python_client(fresh)
    stale = _same_tree(fresh, generate.PYTHON_DIR)
    assert not stale, f"clients/python is not openapi.yaml's: run `make clients` ({stale[:5]})"


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


@pytest.mark.parametrize(("name", "path", "body"), ACCEPTED, ids=[f"{p} {n}" for n, p, _ in ACCEPTED])
def test_python_client_sends_every_accepted_request(name: str, path: str, body: Any) -> None:
    """The request model loads the body, and the operation sends it back unchanged (no default added)."""
    op = SPEC["paths"][path]["post"]
    operation = importlib.import_module(f"mahjong_scoring_client.api.{op['tags'][0]}.{_snake(op['operationId'])}")
    model_name = _request_schema_name(path)
    try:
        model = getattr(importlib.import_module(f"mahjong_scoring_client.models.{_snake(model_name)}"), model_name)
    except ModuleNotFoundError:
        # SettleRequest (properties plus a oneOf of required sets) is generated as a plain JSON body.
        assert model_name == "SettleRequest"
        sent = body
    else:
        sent = model.from_dict(body)
    assert operation._get_kwargs(body=sent)["json"] == body


def test_python_batch_results_are_typed_by_outcome() -> None:
    from mahjong_scoring_client.models import BatchProblem, BatchResponse, BatchScore

    op = SPEC["paths"]["/v1/score/batch"]["post"]
    example = op["responses"]["200"]["content"]["application/json"]["examples"]["mixed"]["value"]
    results = BatchResponse.from_dict(example).results
    assert [type(r) for r in results] == [BatchScore, BatchProblem, BatchScore]
    assert results[1].code == "too_many_copies" and results[0].fan.total == 10


def _readme_block(language: str) -> str:
    blocks = re.findall(rf"```{language}\n(.*?)```", README, flags=re.S)
    assert len(blocks) == 1, f"README: one ```{language} example expected"
    return blocks[0]


def test_readme_python_example_scores_a_hand(live_server: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = _readme_block("python").replace("http://127.0.0.1:8000", live_server)
    exec(compile(code, "README.md (python)", "exec"), {})  # noqa: S102 - the README's own example
    out = capsys.readouterr().out.split()
    assert out[0] == "10" and "full_flush" in " ".join(out)


# -- TypeScript ----------------------------------------------------------------------------------
@NO_NODE
def test_typescript_types_are_up_to_date(tmp_path: Path) -> None:
    fresh = tmp_path / "mahjong-api.d.ts"
    generate.typescript_types(fresh)
    assert fresh.read_bytes() == generate.TS_TYPES.read_bytes(), (
        "clients/typescript/mahjong-api.d.ts is not openapi.yaml's: run `make clients`"
    )


def _ts_project(tmp_path: Path, source: str) -> Path:
    """A scratch project that imports the types as a user would (`npm install ./clients/typescript`)."""
    (tmp_path / "node_modules").mkdir()
    (tmp_path / "node_modules" / "mahjong-scoring-api-types").symlink_to(generate.TS_DIR)
    (tmp_path / "package.json").write_text('{"type": "module"}\n')
    (tmp_path / "tsconfig.json").write_text(
        json.dumps(
            {
                "compilerOptions": {
                    "strict": True,
                    "target": "es2022",
                    "module": "es2022",
                    "moduleResolution": "bundler",
                    "lib": ["es2022", "dom"],
                    "outDir": "out",
                    "skipLibCheck": False,
                    "noEmitOnError": True,
                },
                "files": ["main.ts"],
            }
        )
    )
    (tmp_path / "main.ts").write_text(source, encoding="utf-8")
    return tmp_path


def _tsc(project: Path) -> subprocess.CompletedProcess[str]:
    tsc = generate.typescript_tools() / "tsc"
    return subprocess.run([str(tsc), "-p", str(project)], capture_output=True, text=True, timeout=300)


@NO_NODE
def test_typescript_types_take_every_accepted_request(tmp_path: Path) -> None:
    lines = ['import type { paths } from "mahjong-scoring-api-types";']
    for i, (name, path, body) in enumerate(ACCEPTED):
        lines.append(f"// {path} {name}")
        lines.append(
            f'export const r{i}: paths["{path}"]["post"]["requestBody"]["content"]["application/json"] = '
            f"{json.dumps(body, ensure_ascii=False)};"
        )
    run = _tsc(_ts_project(tmp_path, "\n".join(lines) + "\n"))
    assert run.returncode == 0, run.stdout + run.stderr


@NO_NODE
def test_typescript_readme_example_scores_a_hand(tmp_path: Path, live_server: str) -> None:
    project = _ts_project(tmp_path, _readme_block("ts").replace("http://127.0.0.1:8000", live_server))
    run = _tsc(project)
    assert run.returncode == 0, run.stdout + run.stderr
    node = shutil.which("node")
    out = subprocess.run([node, str(project / "out" / "main.js")], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split()[0] == "10" and "full_flush" in out.stdout
