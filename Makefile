# trackd: `make demo` and `make test` are the two set-up commands; each
# installs the Debian packages it needs first.

SWIFT ?= swift
PREFIX ?= /usr/local

.PHONY: all deps build release demo test test-tsan bench lint format completions install uninstall clean

all: build

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --static-swift-stdlib

demo: build
	@scripts/demo.sh

# The whole suite (unit and integration tests, real gpsd included), the
# systemd units and `make install` (scripts/check-service.sh), the TinyMVVM,
# synchronisation, recorder and forwarding tests again under
# ThreadSanitizer, then the format check.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel
	scripts/check-service.sh
	$(MAKE) test-tsan
	$(MAKE) lint

# Release-build measurements beside gpxlogger, gpxpy and GPSBabel; writes BENCHMARKS.md.
bench: deps
	@scripts/bench.sh

test-tsan:
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter "TinyMVVMTests|SyncPrimitivesTests|TrackRecorderTests|TrackForwardingTests"

# Shell completions for trackctl, generated from its own command tree.
completions: build
	@mkdir -p .build/completions
	$(SWIFT) run -q trackctl --generate-completion-script bash > .build/completions/trackctl.bash
	$(SWIFT) run -q trackctl --generate-completion-script zsh > .build/completions/_trackctl
	$(SWIFT) run -q trackctl --generate-completion-script fish > .build/completions/trackctl.fish
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
