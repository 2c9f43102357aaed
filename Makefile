# Camelot Table. Two commands do everything, set-up included, on a fresh Debian machine:
#
#   make serve   build the release and serve it on http://localhost:8080/  (PORT=… to change)
#   make test    every test: native, in-browser (wasm), release build, bundle size, end-to-end
#
# Internal targets, each usable alone: setup build size e2e wasm-test native-test bench
# arena screenshots (PAGES='./ ./?game=card') icons clean.
#
# Every install step checks what is installed first, so a warm run only pays for the tests.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DELETE_ON_ERROR:
# Steps share cargo's target dir and dist/; their order matters.
.NOTPARALLEL:
MAKEFLAGS += --no-builtin-rules

PORT ?= 8080
# The games with a page of their own (a cargo feature and style/<game>.css each).
GAMES := card tournament zukunft schatten
# Leptos erases view types into AnyView at every element: less code per distinct view, which
# the bundle budget needs (about 7% of the wasm). Every wasm build uses it, so artifacts are shared.
# Panic locations name their source files: the registry's and the standard library's long
# absolute paths are cut short.
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS := --cfg erase_components \
  --remap-path-prefix=$(HOME)/.cargo/registry/src/=/ --remap-path-prefix=$(CURDIR)/=/ \
  --remap-path-prefix=$(shell rustc --print sysroot 2>/dev/null)/lib/rustlib/src/rust/=/
E2E := tests/e2e
export PATH := $(CURDIR)/$(E2E)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
SUDO := $(if $(filter 0,$(shell id -u)),,sudo)

TRUNK_VERSION := 0.21.14
# wasm-bindgen-cli must equal the wasm-bindgen crate exactly: Cargo.lock says which.
WASM_BINDGEN_VERSION := $(shell sed -n '/^name = "wasm-bindgen"$$/{n;s/^version = "\(.*\)"$$/\1/p;q}' Cargo.lock)
# wasm-opt is the npm package binaryen, pinned in tests/e2e/package.json (Debian's is too old).
BINARYEN_VERSION := $(shell sed -n 's/^ *"binaryen": "\([0-9]*\)\..*/\1/p' $(E2E)/package.json)
CHROMEDRIVER := /usr/bin/chromedriver
# The in-browser tests' chromedriver capabilities, generated from tests/e2e/chromium.js.
WEBDRIVER_JSON := $(CURDIR)/target/webdriver.json
# Test targets (files in tests/) that run in the browser rather than natively.
WASM_TESTS := storage_wasm

.PHONY: serve test setup setup-rust setup-trunk setup-wasm-bindgen setup-node setup-chromium \
        check-pins native-test wasm-test build size e2e bench arena lighthouse perf screenshots icons clean

serve: build
	node $(E2E)/serve.js --dir dist --port $(PORT)

test: native-test wasm-test build size e2e
	@echo "make test: native, wasm, build, size and e2e all passed"

# ---- set-up ------------------------------------------------------------------------------

setup: setup-rust setup-trunk setup-wasm-bindgen setup-node setup-chromium check-pins

setup-rust:
	@command -v cargo >/dev/null || { echo "cargo is missing: install Rust $(shell sed -n 's/^rust-version = "\(.*\)"/\1/p' Cargo.toml) with rustup" >&2; exit 1; }
	@rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

setup-trunk: setup-rust
	@if [ "$$(trunk --version 2>/dev/null)" != "trunk $(TRUNK_VERSION)" ]; then \
	  echo "Installing trunk $(TRUNK_VERSION) (about 10 minutes, once)"; \
	  cargo install trunk --version $(TRUNK_VERSION) --locked; \
	fi

# Without --locked: that is the install verified on our toolchain.
setup-wasm-bindgen: setup-rust
	@test -n "$(WASM_BINDGEN_VERSION)" || { echo "no wasm-bindgen in Cargo.lock" >&2; exit 1; }
	@if [ "$$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $(WASM_BINDGEN_VERSION)" ] \
	    || [ "$$(wasm-bindgen-test-runner --version 2>/dev/null)" != "wasm-bindgen-test-runner $(WASM_BINDGEN_VERSION)" ]; then \
	  echo "Installing wasm-bindgen-cli $(WASM_BINDGEN_VERSION) (a few minutes, once)"; \
	  cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION); \
	fi

# Playwright and wasm-opt come from npm; `npm ci` runs only when the lock file is newer than
# the installed tree. Playwright never downloads a browser here: it drives Debian's Chromium.
setup-node: $(E2E)/node_modules/.package-lock.json
$(E2E)/node_modules/.package-lock.json: $(E2E)/package.json $(E2E)/package-lock.json
	@command -v npm >/dev/null || { $(SUDO) apt-get update && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y nodejs npm; }
	cd $(E2E) && npm ci --no-audit --no-fund
	@touch $@

setup-chromium:
	@if [ ! -x /usr/bin/chromium ] || [ ! -x $(CHROMEDRIVER) ]; then \
	  $(SUDO) apt-get update && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver; \
	fi

# Trunk cannot download tools here, so its [tools] pins must name exactly what is installed.
check-pins:
	@grep -qx 'wasm_bindgen = "$(WASM_BINDGEN_VERSION)"' Trunk.toml \
	  || { echo "Trunk.toml: [tools] wasm_bindgen must be \"$(WASM_BINDGEN_VERSION)\", as in Cargo.lock" >&2; exit 1; }
	@grep -qx 'wasm_opt = "version_$(BINARYEN_VERSION)"' Trunk.toml \
	  || { echo "Trunk.toml: [tools] wasm_opt must be \"version_$(BINARYEN_VERSION)\", as binaryen in $(E2E)/package.json" >&2; exit 1; }

# ---- tests -------------------------------------------------------------------------------

# The engines alone first: proves they build and pass without any web crate.
native-test: setup-rust
	cargo test --no-default-features
	cargo test --lib

# wasm-bindgen-test-runner drives Debian's chromedriver; it adds --headless and --no-sandbox
# itself and reads the rest of Chromium's options from $(WEBDRIVER_JSON).
wasm-test: setup-rust setup-wasm-bindgen setup-node setup-chromium
	@mkdir -p $(dir $(WEBDRIVER_JSON))
	@node $(E2E)/chromium.js webdriver-json > $(WEBDRIVER_JSON)
	CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
	CHROMEDRIVER=$(CHROMEDRIVER) \
	WASM_BINDGEN_TEST_WEBDRIVER_JSON=$(WEBDRIVER_JSON) \
	WASM_BINDGEN_TEST_TIMEOUT=120 \
	  cargo test --target wasm32-unknown-unknown $(addprefix --test ,$(WASM_TESTS))

# Release build into dist/. Trunk.toml makes it offline, with relative URLs (public_url "./").
# One bundle per page, each its own binary: the home page (index.html, src/main.rs: the games,
# saved games, every game's new-game form and rules page) and a page per game (<game>/index.html,
# src/bin/<game>.rs: its table, and src/bin/<game>_worker.rs: its bots' Web Worker, loaded only
# when a bot plays or a hint is asked), written from index.html with the game's binaries and
# stylesheet. The rules are static pages (rules/<game>.<lang>.html) written by a native program from
# the same source, with each page's texts in each language (texts.<lang>.<id>.txt: a page loads only
# its language's, see src/app/i18n.rs). art.js writes each page's SVG sprite of the pictures it shows
# (public/art/sprite.txt). Then postbuild.js minifies each page's JavaScript glue (with its integrity
# hash) and stamps the service worker's precache list with every file of the site.
build: setup-trunk setup-wasm-bindgen setup-node check-pins
	trunk build --release
	@for g in $(GAMES); do \
	  mkdir -p target/pages/$$g; \
	  sed -e 's|data-bin="camelot-table"|data-bin="'$$g'"|' \
	      -e 's|href="Cargo.toml"|href="../../../Cargo.toml"|' \
	      -e 's|<link data-trunk rel="rust".*/>|&<link data-trunk rel="rust" href="../../../Cargo.toml" data-bin="'$$g'_worker" data-type="worker" data-loader-shim data-wasm-opt="z" />|' \
	      -e 's|<link data-trunk rel="css" href="style/main.css" />|&<link data-trunk rel="css" href="../../../style/'$$g'.css" />|' \
	      -e '/href="style\/home.css"/d' \
	      -e 's|href="style/|href="../../../style/|g' \
	      -e '/data-trunk rel="copy-file"/d' \
	      -e 's|href="manifest.webmanifest"|href="../manifest.webmanifest"|' \
	      -e 's|href="icon|href="../icon|g; s|href="apple-touch-icon|href="../apple-touch-icon|' \
	      -e 's|register("sw.js")|register("../sw.js")|' \
	      index.html > target/pages/$$g/index.html; \
	  trunk build target/pages/$$g/index.html --release --dist dist/$$g; \
	done
	cargo run --quiet --profile test --bin rules-pages -- dist
	node $(E2E)/art.js dist
	node $(E2E)/postbuild.js dist

# Each page loads one bundle (its wasm, js and css): the home page may take 150 KB gzip, a
# game's page 350 KB (we aim for 300); its art and fonts are reported apart (150 KB gzip per page).
# Prints gzip and brotli per file, page and site.
size: build
	node $(E2E)/size.js dist

# Playwright against dist/ served under /games/camelot/, at phone and desktop size.
e2e: build setup-node setup-chromium
	cd $(E2E) && playwright test

# Lighthouse's mobile preset on every page (a measurement, not part of `make test`).
lighthouse: build setup-node setup-chromium
	node $(E2E)/lighthouse.js

# Click → next frame at 4× CPU slowdown, and long tasks, per game (a measurement).
perf: build setup-node setup-chromium
	node $(E2E)/perf.js

bench: setup-rust
	cargo bench --no-default-features

# Bots against bots and random players: win rates with 95 % Wilson intervals and decision
# times (native, optimised). Takes a while (tens of minutes on two cores); not part of `make test`.
# ARENA_ARGS='--only tournament --games 50' narrows it.
ARENA_ARGS ?=
arena: setup-rust
	nice -n 10 cargo run --quiet --profile bench --no-default-features --bin arena -- $(ARENA_ARGS)

# ---- tools for people --------------------------------------------------------------------

PAGES ?= ./
screenshots: build setup-node setup-chromium
	node $(E2E)/screenshots.js $(foreach p,$(PAGES),'$(p)')

icons: setup-node setup-chromium
	node $(E2E)/icons.js

clean:
	cargo clean
	rm -rf dist $(E2E)/node_modules $(E2E)/test-results $(E2E)/playwright-report $(E2E)/screenshots
