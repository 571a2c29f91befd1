# The two quick-start commands of the README, and what they need. Everything goes into a
# project virtual environment, .venv/ (made here with the system's python3; on Debian and
# Ubuntu the python3-venv package is installed first when it is missing), and is installed
# again only when pyproject.toml or setup.py changed.
SYSTEM_PYTHON ?= python3
VENV ?= .venv
PYTHON = $(VENV)/bin/python
PIP = $(PYTHON) -m pip install --quiet --disable-pip-version-check
# apt-get as root, else through sudo.
APT = $(if $(filter 0,$(shell id -u)),,sudo) env DEBIAN_FRONTEND=noninteractive apt-get
PROXY = node_modules/.bin/configurable-http-proxy
# axe-core, injected into the pages by the accessibility tests.
AXE = node_modules/axe-core/axe.min.js
NPM_TOOLS = $(PROXY) $(AXE)

.PHONY: serve lab check lint test install install-test venv chromium postgresql proxy typecheck bench notebooks

# Serve the tutorial on http://127.0.0.1:8866/ (Ctrl-C stops it); options in ARGS,
# e.g. make serve ARGS="--host 0.0.0.0 --class 4b --positions my-positions/".
ARGS ?=
serve: $(VENV)/.installed
	$(PYTHON) -m canasta_teach.cli serve $(ARGS)

# The notebook suite in JupyterLab: copied into canasta-school/ (an edited notebook is kept),
# JupyterLab on http://127.0.0.1:8888/ (Ctrl-C stops it); options in ARGS, e.g.
# make lab ARGS="--teacher --positions my-positions/".
lab: $(VENV)/.installed-lab
	$(PYTHON) -m canasta_teach.cli lab $(ARGS)

$(VENV)/.installed-lab: pyproject.toml setup.py | $(PYTHON)
	$(PIP) -e '.[lab]'
	@touch $@ $(VENV)/.installed

# Write notebooks/ from the lesson data (canasta_teach/data/lessons.yaml and lessons/<lang>/):
# run after changing a lesson; tests/test_prose.py checks they are in sync.
notebooks: $(VENV)/.installed
	$(PYTHON) tools/make_notebooks.py

# The fast loop while changing the code: lint (ruff), types (mypy), then the unit and
# property tests, the judge and the engine, the doctests and the layers (tests/test_layers.py
# runs lint-imports) -- no browser, hub, packaging, notebook, heavy or slow test. The tests run on
# every core (pytest-xdist) and draw a share of their random examples (hypothesis examples,
# random hands: CANASTA_TEACH_TEST_DEPTH=check, see tests/depth.py); `make test` draws them
# all. About 2 to 3 minutes on two quiet cores; it prints how long it took.
CHECK_MARKERS = not browser and not hub and not packaging and not slow and not heavy
CHECK_WORKERS ?= auto
check: $(VENV)/.installed-test
	@start=$$(date +%s); status=0; \
	$(PYTHON) -m ruff check . && $(PYTHON) -m mypy \
	  && CANASTA_TEACH_TEST_DEPTH=check $(PYTHON) -m pytest -q -p no:cacheprovider -n $(CHECK_WORKERS) \
	    canasta_teach tests -m "$(CHECK_MARKERS)" || status=$$?; \
	echo "make check: $$(( $$(date +%s) - start )) s"; exit $$status

lint: $(VENV)/.installed-test
	$(PYTHON) -m ruff check .

# Everything (what CI runs), at full depth: type check, unit and property tests, nbval over
# every notebook, the wheel in a fresh venv, browser tests, and a real JupyterHub on
# PostgreSQL (all but the tests marked slow: pytest -m slow runs those). Two pytest runs that
# both run to the end (either failing fails the target): first what only computes, on every
# core (pytest-xdist, TEST_WORKERS; --dist loadfile keeps each notebook's cells on one
# kernel), then what starts servers and Chromium: the browser, hub and packaging tests, one
# file after another in pytest's own process by default (BROWSER_WORKERS=0, as CI has always
# run them); BROWSER_WORKERS=2 overlaps two files (their servers mostly wait), a module's
# server staying on one worker. It prints how long it took.
TEST_WORKERS ?= auto
BROWSER_WORKERS ?= 0
SERVER_MARKERS = browser or hub or packaging
test: $(VENV)/.installed-test chromium postgresql proxy typecheck
	@start=$$(date +%s); status=0; \
	$(PYTHON) -m pytest -n $(TEST_WORKERS) --dist loadfile -m "not slow and not ($(SERVER_MARKERS))" || status=$$?; \
	$(PYTHON) -m pytest -n $(BROWSER_WORKERS) --dist loadfile -m "not slow and ($(SERVER_MARKERS))" || status=$$?; \
	echo "make test: $$(( $$(date +%s) - start )) s"; exit $$status

install: $(VENV)/.installed
install-test: $(VENV)/.installed-test
venv: $(PYTHON)

$(PYTHON):
	@$(SYSTEM_PYTHON) -c 'import ensurepip, venv' 2>/dev/null || { \
	  echo "Installing Debian's python3-venv (python3 -m venv needs it)..."; \
	  $(APT) update -qq && { $(APT) install -y -qq python3-venv >/dev/null \
	    || $(APT) install -y -qq "python$$($(SYSTEM_PYTHON) -c 'import sys; print("%d.%d" % sys.version_info[:2])')-venv" >/dev/null; }; }
	$(SYSTEM_PYTHON) -m venv $(VENV)

$(VENV)/.installed: pyproject.toml setup.py | $(PYTHON)
	$(PIP) -e .
	@touch $@

$(VENV)/.installed-test: pyproject.toml setup.py | $(PYTHON)
	$(PIP) -e '.[test,hub,lab]'
	@touch $@ $(VENV)/.installed $(VENV)/.installed-lab

# Debian's chromium for the browser tests (never `playwright install`: it downloads).
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  $(APT) update -qq && $(APT) install -y -qq chromium >/dev/null; }

# Debian's PostgreSQL for the hub tests (the tests start their own server). When it cannot be
# installed those tests are skipped and say so.
postgresql:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1 || { \
	  { $(APT) update -qq && $(APT) install -y -qq postgresql >/dev/null; } \
	  || echo "WARNING: could not install Debian's postgresql: the hub tests will be skipped"; }

# From npm (package.json and its lock), into node_modules/ (not global): configurable-http-proxy
# for the hub tests and axe-core for the accessibility tests.
proxy: $(NPM_TOOLS)
$(NPM_TOOLS) &: package.json package-lock.json
	@command -v npm >/dev/null 2>&1 || { \
	  { $(APT) update -qq && $(APT) install -y -qq nodejs npm >/dev/null; } \
	  || echo "WARNING: could not install Debian's npm: the hub and accessibility tests will be skipped"; }
	@if command -v npm >/dev/null 2>&1; then \
	  npm ci --no-audit --no-fund --loglevel=error && touch $(NPM_TOOLS) \
	  || echo "WARNING: npm could not install configurable-http-proxy and axe-core: the hub and accessibility tests will be skipped"; fi

typecheck: $(VENV)/.installed-test
	$(PYTHON) -m mypy

bench: $(VENV)/.installed-test chromium
	$(PYTHON) benchmarks/bench_judge.py
	$(PYTHON) benchmarks/bench_engine.py
	$(PYTHON) benchmarks/bench_position_limits.py
	$(PYTHON) benchmarks/bench_store.py
	$(PYTHON) benchmarks/bench_dashboard.py
	$(PYTHON) benchmarks/bench_voila.py
	$(PYTHON) benchmarks/bench_class_load.py
