# trackd: `make demo` and `make test` are the two set-up commands; each
# installs the Debian packages it needs first.

SWIFT ?= swift
PREFIX ?= /usr/local
# Every build takes the versions Package.resolved names, never newer ones.
RESOLVED = --force-resolved-versions

.PHONY: fuzz all deps build release demo test test-tsan bench lint format completions install uninstall clean

all: build

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build $(RESOLVED)

release: deps
	$(SWIFT) build $(RESOLVED) -c release --static-swift-stdlib

demo: build
	@scripts/demo.sh

# The whole suite (unit and integration tests, real gpsd included), the
# systemd units and `make install` (scripts/check-service.sh), the TinyMVVM,
# synchronisation, recorder, view-model and forwarding tests again under
# ThreadSanitizer, then the format check.
test: deps
	$(SWIFT) build $(RESOLVED) --build-tests
	scripts/run-tests.sh
	scripts/check-service.sh
	$(MAKE) test-tsan
	$(MAKE) lint

# Release-build measurements beside gpxlogger, gpxpy and GPSBabel; writes BENCHMARKS.md.
bench: deps
	@scripts/bench.sh

# A long fuzzing run of the journal and GPX readers from a new seed (or
# FUZZ_SEED), with AddressSanitizer (its leak check off: XCTest's own
# runner leaks 144 bytes); inputs that show a new behaviour are added to the
# corpora under Tests/ (commit the small ones worth keeping).
FUZZ_CASES ?= 200000
FUZZ_SEED ?= $(shell date +%s)
fuzz: deps
	ASAN_OPTIONS=detect_leaks=0 TRACKD_FUZZ_CASES=$(FUZZ_CASES) TRACKD_FUZZ_SEED=$(FUZZ_SEED) TRACKD_FUZZ_GROW=1 \
		$(SWIFT) test $(RESOLVED) --sanitize=address --scratch-path .build-asan --filter "Fuzz"

test-tsan:
	$(SWIFT) test $(RESOLVED) --sanitize=thread --scratch-path .build-tsan --filter "TinyMVVMTests|SyncPrimitivesTests|TrackRecorderTests|TrackViewModelsTests|TrackForwardingTests"

# Shell completions for trackctl, generated from its own command tree.
completions: build
	@mkdir -p .build/completions
	$(SWIFT) run $(RESOLVED) -q trackctl --generate-completion-script bash > .build/completions/trackctl.bash
	$(SWIFT) run $(RESOLVED) -q trackctl --generate-completion-script zsh > .build/completions/_trackctl
	$(SWIFT) run $(RESOLVED) -q trackctl --generate-completion-script fish > .build/completions/trackctl.fish
	@echo "Completions in .build/completions: install trackctl.bash as /usr/local/share/bash-completion/completions/trackctl,"
	@echo "_trackctl in /usr/local/share/zsh/site-functions, trackctl.fish in /usr/local/share/fish/vendor_completions.d"
	@echo "(make install does)."

# trackd, trackctl, units, sysusers.d entry, default configuration, man pages
# and completions under $(PREFIX) (and $(DESTDIR), for packages).
install:
	@PREFIX=$(PREFIX) DESTDIR=$(DESTDIR) SWIFT=$(SWIFT) scripts/install.sh install

uninstall:
	@PREFIX=$(PREFIX) DESTDIR=$(DESTDIR) scripts/install.sh uninstall

lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

clean:
	rm -rf .build .build-tsan
