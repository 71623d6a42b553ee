#!/usr/bin/env bash
# Installs the Debian packages trackd needs to build, run and test, when any
# is missing. Runs apt-get update first, and only when something is missing.
set -euo pipefail

packages=(
    pkg-config       # finds the C libraries for SwiftPM
    libsqlite3-dev   # storage
    libxml2-dev      # GPX reading
    libgps-dev       # gpsd client library
    gpsd             # the daemon the integration tests feed receiver logs to
    gpsd-clients     # gpxlogger, gpspipe: peers and debugging
    tmux             # a terminal of a given size whose screen the tests read back
    man-db           # man: the tests check the manual pages render without a warning
    python3          # scripts/manpages.py writes the manual pages
    libxml2-utils    # xmllint: GPX schema validation in tests
    libsystemd-dev   # sd_notify, sd_listen_fds: running as a systemd service
    libmosquitto-dev # forwarding to an MQTT broker (OwnTracks)
    libcurl4-openssl-dev # forwarding to a Traccar server (OsmAnd over HTTP)
    mosquitto        # the broker the forwarding tests publish to
    mosquitto-clients # mosquitto_sub: what the tests read from the broker
    openssl          # the TLS forwarding test makes a CA and the servers' certificates
    systemd          # systemd-analyze and systemd-socket-activate in the tests
    libjs-leaflet    # the map trackweb serves (from /usr/share/javascript/leaflet)
    chromium         # the browser trackweb's tests drive, headless
    chromium-driver  # chromedriver: WebDriver for those tests
    fonts-dejavu-core # a font for the browser's screenshots
    curl             # the browser tests speak WebDriver to chromedriver through it
)

# `install-deps.sh --bench` adds what the benchmarks compare trackd with.
if [[ "${1:-}" == "--bench" ]]; then
    packages+=(gpsbabel)  # GPX conversion peer
    python3 -c "import gpxpy" 2>/dev/null || python3 -m pip install --quiet "gpxpy==1.6.2"
fi

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$package")
done

if [[ ${#missing[@]} -eq 0 ]]; then
    exit 0
fi

echo "Installing: ${missing[*]}"
sudo=()
if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || { echo "need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# A package may start its service on install; trackd's tests run their own.
for service in gpsd mosquitto; do
    if [[ " ${missing[*]} " == *" $service "* ]] && pgrep -x "$service" >/dev/null 2>&1; then
        "${sudo[@]}" pkill -x "$service" || true
    fi
done
