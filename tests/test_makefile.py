"""The Makefile: `make serve` installs the runtime only, into a virtualenv of its own, so that
`make serve &` and `make test` can start together on a fresh clone (each venv made under a lock);
`make image` builds with docker or podman (with `--format docker`, which keeps the HEALTHCHECK).

Read with `make -n` (nothing is installed or run); the virtualenvs are pointed at empty paths so
that their recipes show.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


def dry_run(tmp_path: Path, *args: str) -> list[str]:
    out = subprocess.run(
        ["make", "-n", "--no-print-directory", f"VENV={tmp_path}/dev", f"SERVE_VENV={tmp_path}/serve", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return out.splitlines()


def test_serve_installs_the_runtime_only_in_its_own_venv(tmp_path: Path) -> None:
    lines = dry_run(tmp_path, "serve")
    install = next(line for line in lines if "pip install" in line)
    assert "-r requirements.txt" in install and "requirements-dev" not in install
    assert f"{tmp_path}/serve/bin/pip" in install and f"{tmp_path}/dev" not in "\n".join(lines)
    assert lines[-1].startswith(f"{tmp_path}/serve/bin/gunicorn --config gunicorn.conf.py --bind 127.0.0.1:8000")


def test_test_installs_the_dev_toolchain_in_another_venv(tmp_path: Path) -> None:
    lines = dry_run(tmp_path, "test")
    install = next(line for line in lines if "pip install" in line)
    assert "-r requirements-dev.txt" in install and f"{tmp_path}/dev/bin/pip" in install
    assert f"{tmp_path}/serve" not in "\n".join(lines)


@pytest.mark.skipif(shutil.which("flock") is None, reason="flock is not installed")
@pytest.mark.parametrize(("target", "venv"), [("serve", "serve"), ("test", "dev"), ("lint", "dev")])
def test_each_venv_is_made_under_its_lock(tmp_path: Path, target: str, venv: str) -> None:
    install = next(line for line in dry_run(tmp_path, target) if "pip install" in line)
    assert install.startswith(f"flock {tmp_path}/{venv}.lock sh -ec")
    # Inside the lock, a venv already made (stamp newer than the requirements) is left alone.
    assert "-newer" in install and "exit 0" in install


@pytest.mark.parametrize(("engine", "flag"), [("podman", True), ("docker", False), ("/usr/bin/podman", True)])
def test_image_builds_with_docker_or_podman(tmp_path: Path, engine: str, flag: bool) -> None:
    build = next(line for line in dry_run(tmp_path, "image", f"ENGINE={engine}") if " build " in line)
    assert build.startswith(f"{engine} build")
    assert ("--format docker" in build) is flag
