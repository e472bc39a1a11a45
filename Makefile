# Every target creates its own virtualenv from the pinned requirements.
PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PORT ?= 8000
HOST ?= 127.0.0.1

.PHONY: serve test lint fuzz load bench golden audit clean

$(BIN)/.installed: requirements.txt requirements-dev.txt
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

serve: $(BIN)/.installed ## serve the API on http://$(HOST):$(PORT)
	$(BIN)/gunicorn --config gunicorn.conf.py --bind $(HOST):$(PORT) 'service:create_app()'

test: $(BIN)/.installed ## lint, then the whole test suite (bounded fuzz and load included)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q

lint: $(BIN)/.installed
	$(BIN)/ruff check .

fuzz: $(BIN)/.installed ## long schemathesis run against the contract
	FUZZ_EXAMPLES=$${FUZZ_EXAMPLES:-2000} $(BIN)/python -m pytest -q -m fuzz tests/test_fuzz.py

load: $(BIN)/.installed ## a minute of load and faults against gunicorn on loopback
	LOAD_SECONDS=$${LOAD_SECONDS:-60} $(BIN)/python -m pytest -q -s -m load tests/test_load.py

bench: $(BIN)/.installed ## performance figures (bench/)
	$(BIN)/python bench/run_all.py

golden: $(BIN)/.installed ## regenerate the golden corpus of answers (tests/data/golden.jsonl.gz)
	$(BIN)/python -m tests.golden

AUDIT_VENV ?= .venv-audit
audit: ## known vulnerabilities in the pinned requirements (needs the package index)
	$(PY) -m venv $(AUDIT_VENV)
	$(AUDIT_VENV)/bin/pip install --quiet --disable-pip-version-check pip-audit==2.10.1
	$(AUDIT_VENV)/bin/pip-audit --strict -r requirements.txt -r requirements-dev.txt

clean:
	rm -rf $(VENV) $(AUDIT_VENV) .pytest_cache .hypothesis
