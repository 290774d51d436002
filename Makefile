# Set-up is part of every target: the first run creates .venv from the repo's own files
# (pyproject.toml + requirements/constraints.txt); later runs reuse it until those change.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
EXAMPLE ?= resources/examples/fide_exercise_swiss_9.trf

.PHONY: run test translations lint typecheck layers pytest bench clean

$(STAMP): pyproject.toml requirements/constraints.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check \
		-c requirements/constraints.txt -e '.[dev]'
	touch $(STAMP)

# Compiled translations: resources/translations/*.ts (committed) -> .qm (built, git-ignored).
TS := $(wildcard resources/translations/*.ts)
QM := $(TS:.ts=.qm)

## translations: compile the catalogues (scripts/update_translations.sh refreshes the .ts)
translations: $(QM)

resources/translations/%.qm: resources/translations/%.ts | $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

## run: open the GUI on the bundled example tournament (first: Qt's system libraries present?
## If not, the check prints the apt/dnf line to install them instead of Qt's abort.)
run: $(STAMP) translations
	@$(BIN)/python -m arbiter_app.cli.qt_libraries
	$(BIN)/arbiter-app gui $(EXAMPLE)

## test: the whole suite, headless (lint, format, types, layering, tests; pytest on two
## processes, pytest-xdist, and the five slowest tests listed at the end)
test: $(STAMP) translations
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -n 2 --durations=5

## bench: speed and memory figures (see benchmarks/README or the README's table)
bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/standings.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
