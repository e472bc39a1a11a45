"""/docs in a real headless browser (Debian's chromium; skipped where none is installed).

The app runs on a loopback port; chromium loads /docs with every host name but 127.0.0.1 made
unresolvable, so the page can only render from its own origin. The rendered DOM must show the
operations of the contract and name the OpenAPI 3.1 contract (title, description, link), not the
3.0 copy Swagger UI reads.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

BROWSER = next((p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)
pytestmark = pytest.mark.skipif(BROWSER is None, reason="no headless browser (Debian: apt-get install chromium)")


def headless(url: str, profile: Path, *args: str) -> str:
    argv = [
        BROWSER,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        f"--user-data-dir={profile}",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
        "--virtual-time-budget=20000",
        *args,
        url,
    ]
    run = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout


def test_docs_render_offline_and_name_the_31_contract(live_server: str, tmp_path: Path) -> None:
    dom = headless(f"{live_server}/docs", tmp_path / "profile", "--dump-dom")
    # Swagger UI rendered the contract: its title and every operation, from this origin only.
    assert "Hong Kong / Cantonese mahjong scoring API" in dom, dom[:2000]
    for operation in ("/v1/score", "/v1/score/batch", "/v1/waits", "/v1/score/compare", "/v1/settle"):
        assert f'data-path="{operation}"' in dom, operation
    # The page names the 3.1 contract, and does not present the 3.0 copy as its source.
    assert re.search(r"<title>[^<]*OpenAPI 3\.1[^<]*</title>", dom)
    assert "The contract is OpenAPI 3.1" in dom and 'href="/openapi.json"' in dom
    assert "openapi-3.0.json" not in dom
    external = [u for u in re.findall(r'(?:src|href)="(https?://[^"]+)"', dom) if not u.startswith(live_server)]
    assert not external, external


def test_docs_screenshot(live_server: str, tmp_path: Path) -> None:
    shot = tmp_path / "docs.png"
    headless(f"{live_server}/docs", tmp_path / "profile", f"--screenshot={shot}", "--window-size=1280,1600")
    assert shot.stat().st_size > 20_000  # a rendered page, not a blank one
