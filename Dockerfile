# syntax=docker/dockerfile:1
# The scoring service: gunicorn serving service:create_app() on $PORT (8000) as a non-root user.
#   make image                      # docker or podman, whichever is present (podman: --format docker)
#   docker build -t mahjong-scoring .
#   docker run --rm -p 8000:8000 mahjong-scoring
# podman and buildah write OCI images by default, which have no HEALTHCHECK: build with
# `--format docker` to keep it.
#
# Build arguments:
#   PYTHON_IMAGE   the base image (default python:3.11-slim; a mirror's copy, or one made locally)
#   PIP_INDEX_URL  a package index or mirror for the pinned requirements (default: pip's own)
#   CA_BUNDLE      a CA certificate file in the build context (PEM), trusted by pip: for a private
#                  index or an intercepting proxy. Only the build stage sees it.
#   VERSION, REVISION, SOURCE   the OCI labels (make image fills them from pyproject.toml and git)
ARG PYTHON_IMAGE=python:3.11-slim

# --- build: a virtualenv (without pip) holding the pinned runtime requirements --------------------
FROM ${PYTHON_IMAGE} AS build
ARG PIP_INDEX_URL=
ARG CA_BUNDLE=
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_ROOT_USER_ACTION=ignore
# requirements.txt, and the CA file when one is named (an empty CA_BUNDLE copies nothing more).
COPY requirements.txt ${CA_BUNDLE} /tmp/build/
RUN python -m venv --without-pip /opt/venv \
    && cert="${CA_BUNDLE:+/tmp/build/$(basename "$CA_BUNDLE")}" \
    && python -m pip --python /opt/venv/bin/python install --no-compile \
       ${PIP_INDEX_URL:+--index-url "$PIP_INDEX_URL"} ${cert:+--cert "$cert"} -r /tmp/build/requirements.txt \
    && /opt/venv/bin/python -m compileall -q /opt/venv/lib \
    && rm -rf /tmp/build

# --- runtime: no pip, no build tools ---------------------------------------------------------------
FROM ${PYTHON_IMAGE} AS runtime
ARG VERSION=1.0.0
ARG REVISION=unknown
ARG SOURCE=unknown
LABEL org.opencontainers.image.title="mahjong-scoring" \
      org.opencontainers.image.description="Hong Kong / Cantonese mahjong scoring REST service" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.licenses="LicenseRef-Proprietary"
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PORT=8000 \
    WEB_CONCURRENCY=2
# The base image's pip, setuptools and wheel (and ensurepip's copies) are not needed to run.
RUN python -m pip uninstall --yes --quiet pip setuptools wheel \
    && rm -rf /usr/local/lib/python3*/ensurepip /usr/local/bin/pip* \
    && groupadd --system --gid 10001 app \
    && useradd --system --uid 10001 --gid app --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin app
COPY --from=build /opt/venv /opt/venv
WORKDIR /app
COPY rules/ rules/
COPY schemas/ schemas/
COPY service/ service/
COPY openapi.yaml gunicorn.conf.py ./
RUN python -m compileall -q rules schemas service
USER app:app
# The API on $PORT; the metrics on $METRICS_PORT when it is set (9100 in deploy/), never on $PORT.
EXPOSE 8000
# CMD names no --bind: gunicorn listens on 0.0.0.0:$PORT and runs $WEB_CONCURRENCY workers
# (gunicorn.conf.py), and the HEALTHCHECK asks the same $PORT. Change PORT, not the CMD, to move it.
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
    CMD ["python", "-m", "service.healthcheck"]
CMD ["gunicorn", "--config", "gunicorn.conf.py", "--no-control-socket", "service:create_app()"]
