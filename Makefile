# The two quick-start commands of the README, and what they need.
PYTHON ?= python3
PIP = $(PYTHON) -m pip install --quiet --disable-pip-version-check

.PHONY: serve test install install-test chromium typecheck bench

install:
	$(PIP) -e .

install-test:
	$(PIP) -e '.[test]'

# Debian's chromium for the browser tests (never `playwright install`: it downloads).
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null; \
	  else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi; }

# Serve the tutorial on http://127.0.0.1:8866/ (Ctrl-C stops it); options in ARGS,
# e.g. make serve ARGS="--host 0.0.0.0 --class 4b --positions my-positions/".
ARGS ?=
serve: install
	$(PYTHON) -m canasta_teach.cli serve $(ARGS)

typecheck: install-test
	$(PYTHON) -m mypy

# Everything: type check, unit and property tests, nbval over every notebook, browser tests.
test: install-test chromium typecheck
	$(PYTHON) -m pytest

bench: install-test chromium
	$(PYTHON) benchmarks/bench_judge.py
	$(PYTHON) benchmarks/bench_engine.py
	$(PYTHON) benchmarks/bench_store.py
	$(PYTHON) benchmarks/bench_voila.py
	$(PYTHON) benchmarks/bench_class_load.py
