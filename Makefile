# Two virtualenvs from the pinned requirements, so that targets can run at the same time
# (`make serve &` then `make test` on a fresh clone):
#   .venv-serve  the runtime only (requirements.txt), for `make serve`;
#   .venv        the dev toolchain (requirements-dev.txt), for every other target.
# Each is made under an exclusive lock on <venv>.lock (flock, where installed): a make that waits on
# the lock finds the virtualenv made and installs nothing twice.
PY ?= python3
VENV ?= .venv
SERVE_VENV ?= .venv-serve
BIN := $(VENV)/bin
SERVE_BIN := $(SERVE_VENV)/bin
PORT ?= 8000
HOST ?= 127.0.0.1

.PHONY: serve test lint fuzz load soak bench golden audit clients image clean

# $(call venv,DIR,REQUIREMENTS...): DIR/bin/.installed made from REQUIREMENTS, under DIR.lock.
locked = $(if $(shell command -v flock 2>/dev/null),flock $(1).lock,)
define venv
	$(call locked,$(1)) sh -ec '\
	  if [ -f $(1)/bin/.installed ] && [ -z "$$(find $(2) -newer $(1)/bin/.installed)" ]; then exit 0; fi; \
	  [ -x $(1)/bin/pip ] || $(PY) -m venv $(1); \
	  $(1)/bin/pip install --quiet --disable-pip-version-check -r $(lastword $(2)); \
	  touch $(1)/bin/.installed'
endef

$(SERVE_BIN)/.installed: requirements.txt
	$(call venv,$(SERVE_VENV),requirements.txt)

$(BIN)/.installed: requirements.txt requirements-dev.txt
	$(call venv,$(VENV),requirements.txt requirements-dev.txt)

serve: $(SERVE_BIN)/.installed ## serve the API on http://$(HOST):$(PORT) (runtime requirements only)
	$(SERVE_BIN)/gunicorn --config gunicorn.conf.py --bind $(HOST):$(PORT) 'service:create_app()'

test: $(BIN)/.installed ## lint and types, then the whole test suite (bounded fuzz and load included)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -q

lint: $(BIN)/.installed ## ruff (lint and format), and mypy on rules/ schemas/ service/ (pyproject.toml)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

fuzz: $(BIN)/.installed ## long schemathesis run against the contract
	FUZZ_EXAMPLES=$${FUZZ_EXAMPLES:-2000} $(BIN)/python -m pytest -q -m fuzz tests/test_fuzz.py

load: $(BIN)/.installed ## a minute of load and faults against gunicorn on loopback
	LOAD_SECONDS=$${LOAD_SECONDS:-60} $(BIN)/python -m pytest -q -s -m load tests/test_load.py

soak: $(BIN)/.installed ## memory: 10 minutes of distinct requests, then a flood; the PSS timeline (bench/soak.py)
	$(BIN)/python bench/soak.py --seconds $${SOAK_SECONDS:-600}

bench: $(BIN)/.installed ## performance figures (bench/)
	$(BIN)/python bench/run_all.py

clients: $(BIN)/.installed ## regenerate clients/ from openapi.yaml (the TypeScript types need Node.js + npm)
	$(BIN)/python clients/generate.py

golden: $(BIN)/.installed ## regenerate the golden corpus of answers (tests/data/golden.jsonl.gz)
	$(BIN)/python -m tests.golden

AUDIT_VENV ?= .venv-audit
audit: ## known vulnerabilities in the pinned requirements (needs the package index)
	$(PY) -m venv $(AUDIT_VENV)
	$(AUDIT_VENV)/bin/pip install --quiet --disable-pip-version-check pip-audit==2.10.1
	$(AUDIT_VENV)/bin/pip-audit --strict -r requirements.txt -r requirements-dev.txt

# The container image, with docker or podman (whichever answers; ENGINE=... to choose). podman and
# buildah need `--format docker` to keep the HEALTHCHECK. Build arguments: PIP_INDEX_URL (a package
# index or mirror), CA_BUNDLE (a CA file in this directory, for an intercepting proxy), PYTHON_IMAGE.
IMAGE ?= mahjong-scoring
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)
ENGINE ?= $(shell if docker info >/dev/null 2>&1; then echo docker; \
                  elif command -v podman >/dev/null 2>&1; then echo podman; \
                  elif command -v docker >/dev/null 2>&1; then echo docker; fi)
# IMAGE_ARGS adds build options, e.g. IMAGE_ARGS="--build-arg PIP_INDEX_URL=... --build-arg CA_BUNDLE=ca.pem"
# or, with podman where containers cannot run during a build, "--isolation chroot".
IMAGE_ARGS ?=
image: ## build the container image (docker or podman)
	@test -n "$(ENGINE)" || { echo "make image: neither docker nor podman is installed" >&2; exit 1; }
	$(ENGINE) build $(if $(filter podman buildah,$(notdir $(ENGINE))),--format docker) \
	  --build-arg VERSION=$(VERSION) \
	  --build-arg REVISION=$$(git rev-parse HEAD 2>/dev/null || echo unknown) \
	  --build-arg SOURCE=$$(git config --get remote.origin.url 2>/dev/null | sed 's#//[^@/]*@#//#' | grep . || echo unknown) \
	  $(IMAGE_ARGS) -t $(IMAGE):$(VERSION) .

clean:
	rm -rf $(SERVE_VENV) $(VENV) $(AUDIT_VENV) .pytest_cache .hypothesis .mypy_cache $(VENV).lock $(SERVE_VENV).lock
