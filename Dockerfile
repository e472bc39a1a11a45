# syntax=docker/dockerfile:1
# The scoring service: gunicorn serving service:create_app() on port 8000 as a non-root user.
#   docker build -t mahjong-scoring .
#   docker run --rm -p 8000:8000 mahjong-scoring

# --- build: a virtualenv with the pinned runtime requirements ------------------------------------
FROM python:3.11-slim AS build
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
RUN python -m venv /opt/venv
COPY requirements.txt /tmp/requirements.txt
RUN /opt/venv/bin/pip install --no-compile -r /tmp/requirements.txt \
    && /opt/venv/bin/python -m compileall -q /opt/venv/lib

# --- runtime -------------------------------------------------------------------------------------
FROM python:3.11-slim AS runtime
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    WEB_CONCURRENCY=2
RUN groupadd --system --gid 10001 app \
    && useradd --system --uid 10001 --gid app --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin app
COPY --from=build /opt/venv /opt/venv
WORKDIR /app
COPY rules/ rules/
COPY schemas/ schemas/
COPY service/ service/
COPY openapi.yaml gunicorn.conf.py ./
RUN python -m compileall -q rules schemas service
USER app:app
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
    CMD ["python", "-c", "import sys, urllib.request; r = urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=4); sys.exit(0 if r.status == 200 else 1)"]
CMD ["gunicorn", "--config", "gunicorn.conf.py", "--bind", "0.0.0.0:8000", "--no-control-socket", "service:create_app()"]
