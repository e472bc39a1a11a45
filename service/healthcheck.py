"""The container's HEALTHCHECK: `python -m service.healthcheck` exits 0 when GET /healthz answers 200.

It asks the port the server listens on, `PORT` (default 8000), as gunicorn binds it when the
command line names no `--bind`: the image's CMD and HEALTHCHECK agree whatever PORT is set to.
`HEALTHCHECK_PATH` (default /healthz) and `HEALTHCHECK_TIMEOUT` (seconds, default 4) can change
what is asked and how long to wait.
"""

from __future__ import annotations

import os
import sys
import urllib.request


def url() -> str:
    port = int(os.environ.get("PORT", "8000"))
    return f"http://127.0.0.1:{port}{os.environ.get('HEALTHCHECK_PATH', '/healthz')}"


def main() -> int:
    try:
        with urllib.request.urlopen(url(), timeout=float(os.environ.get("HEALTHCHECK_TIMEOUT", "4"))) as r:
            return 0 if r.status == 200 else 1
    except OSError as e:
        print(f"healthcheck: {url()}: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
