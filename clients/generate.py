"""Regenerate the ready-made clients from openapi.yaml (`make clients`).

- clients/python/: a Python client package, by openapi-python-client (pinned in
  requirements-dev.txt, settings in clients/openapi-python-client.yaml), formatted by the pinned ruff.
- clients/typescript/mahjong-api.d.ts: TypeScript types, by openapi-typescript with its default
  options (pinned in clients/typescript/package.json and its lock; `npm ci` installs them).

Deterministic: the same contract and pins give the same bytes (tests/test_clients.py regenerates
into a temporary directory and compares). Run with the dev virtualenv's Python:

    .venv/bin/python clients/generate.py [python] [typescript]     # both by default
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLIENTS = ROOT / "clients"
SPEC = ROOT / "openapi.yaml"
PYTHON_DIR = CLIENTS / "python"
PYTHON_CONFIG = CLIENTS / "openapi-python-client.yaml"
TS_DIR = CLIENTS / "typescript"
TS_TYPES = TS_DIR / "mahjong-api.d.ts"
VENV_BIN = Path(sys.executable).parent


def _env() -> dict[str, str]:
    # openapi-python-client runs `ruff` from PATH on what it wrote: the virtualenv's pinned one.
    return {**os.environ, "PATH": f"{VENV_BIN}{os.pathsep}{os.environ.get('PATH', '')}"}


def python_client(out: Path) -> None:
    """The Python client package, written to `out` (replaced)."""
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "python"
        cmd = [
            str(VENV_BIN / "openapi-python-client"),
            "generate",
            "--path",
            str(SPEC),
            "--config",
            str(PYTHON_CONFIG),
            "--meta",
            "pdm",
            "--output-path",
            str(target),
            "--fail-on-warning",
        ]
        subprocess.run(cmd, check=True, env=_env(), cwd=tmp, stdout=subprocess.DEVNULL)
        if out.exists():
            shutil.rmtree(out)
        shutil.copytree(target, out, ignore=shutil.ignore_patterns(".ruff_cache", "__pycache__"))


def npm() -> str | None:
    """The npm command, where Node.js is installed."""
    return shutil.which("npm") if shutil.which("node") else None


def typescript_tools() -> Path:
    """clients/typescript/node_modules/.bin, installed from the lock file when missing or stale."""
    bin_dir = TS_DIR / "node_modules" / ".bin"
    marker = TS_DIR / "node_modules" / ".package-lock.json"  # npm writes it on every install
    lock = TS_DIR / "package-lock.json"
    if (
        not (bin_dir / "openapi-typescript").exists()
        or not marker.exists()
        or marker.stat().st_mtime < lock.stat().st_mtime
    ):
        command = npm()
        if command is None:
            raise SystemExit("clients: Node.js and npm are needed for the TypeScript types")
        subprocess.run([command, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=TS_DIR, check=True)
    return bin_dir


def typescript_types(out: Path) -> None:
    """The TypeScript types (openapi-typescript, default options), written to `out`."""
    tool = typescript_tools() / "openapi-typescript"
    subprocess.run(
        [str(tool), str(SPEC), "--output", str(out)],
        check=True,
        cwd=TS_DIR,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def main(argv: list[str]) -> None:
    parts = argv or ["python", "typescript"]
    if "python" in parts:
        python_client(PYTHON_DIR)
        print(f"clients: {PYTHON_DIR.relative_to(ROOT)}/ regenerated")
    if "typescript" in parts:
        typescript_types(TS_TYPES)
        print(f"clients: {TS_TYPES.relative_to(ROOT)} regenerated")


if __name__ == "__main__":
    main(sys.argv[1:])
