#!/usr/bin/env bash
# `make bench`: every benchmark in a release build, on generated inputs
# (nothing large is committed; inputs are cached in .build/bench), side by
# side with the tools users would otherwise pick. Prints each benchmark as it
# runs, then one table, also written to BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh --bench
# Linked statically, as the README builds trackd for a device.
swift build -c release --static-swift-stdlib --scratch-path .build-static >/dev/null
bin=$(swift build -c release --static-swift-stdlib --scratch-path .build-static --show-bin-path)
inputs=.build/bench
mkdir -p "$inputs"
results="$inputs/results.jsonl"
: > "$results"
run() { "$@" | tee -a "$results" | python3 scripts/bench-report.py; }

ride="$inputs/ride-1m.gpx"
if [[ ! -s "$ride" ]]; then
    echo "Generating a 1,000,000-point ride (about 130 MB, once)..."
    python3 scripts/generate-track.py --points 1000000 --seed 11 --output "$ride.tmp"
    mv "$ride.tmp" "$ride"
fi

# At 10 Hz for 70 s: 700 fixes, past the 600 after which trackd folds its
# journal into the tables, so that the bytes per fix include a fold.
for durability in full normal; do
    echo "Live from a real gpsd at 1 Hz for 60 s, durability $durability, trackd beside gpxlogger:"
    run python3 scripts/bench-live.py "$bin/trackd" "$bin/trackctl" --rate 1 --seconds 60 --durability "$durability"
    echo "The same at 10 Hz for 70 s:"
    run python3 scripts/bench-live.py "$bin/trackd" "$bin/trackctl" --rate 10 --seconds 70 --durability "$durability"
done

# Forwarding: the recording path with every fix forwarded, beside the runs
# above without; catching up after an hour offline; a minute's outage.
for durability in full normal; do
    echo "Live from a real gpsd at 10 Hz for 70 s, durability $durability, every fix forwarded to a mosquitto broker:"
    run python3 scripts/bench-live.py "$bin/trackd" "$bin/trackctl" --rate 10 --seconds 70 --durability "$durability" --forward
done
echo "Forwarding an hour at 1 Hz (3,600 positions) queued while the server was down, once it is up:"
run python3 scripts/bench-forward.py "$bin/trackd" "$bin/trackctl" catch-up --server mqtt --max-rate 50
run python3 scripts/bench-forward.py "$bin/trackd" "$bin/trackctl" catch-up --server mqtt --max-rate 100000
run python3 scripts/bench-forward.py "$bin/trackd" "$bin/trackctl" catch-up --server traccar --max-rate 100000
echo "Recording at 10 Hz while the MQTT broker is down for a minute, then up again:"
run python3 scripts/bench-forward.py "$bin/trackd" "$bin/trackctl" outage

echo "GPX parse, $(du -h "$ride" | cut -f1) file:"
run "$bin/trackd-bench" gpx-parse "$ride"
echo "Storage: import and export of the 1,000,000-point ride, and listing 100,000 saved tracks:"
run "$bin/trackd-bench" storage "$ride"
echo "Peers on the same file: gpxpy parsing it, GPSBabel converting it GPX to GPX:"
run python3 scripts/bench-peers.py "$ride"

echo "Recording path, 1,000,000 fixes through the recorder and MapViewModel into SQLite (durability normal):"
run "$bin/trackd-bench" recording 1000000
echo "The same with durability full (an fsync a fix), 5,000 fixes:"
run "$bin/trackd-bench" recording 5000 full

echo "An endless recording: 5,000,000 fixes at 10 Hz left unsaved, then the real trackd restarted on it:"
run python3 scripts/bench-resume.py "$bin/trackd" "$bin/trackctl" "$bin/trackd-bench" --fixes 5000000

echo "Live: the real trackd recording a 10 Hz replay with durability full, idle (30 s):"
run "$bin/trackd-bench" live-watch "$bin/trackd" 300 1 1
echo "The same while 100 clients watch and 100 ask for status ten times a second each (30 s):"
run "$bin/trackd-bench" live-watch "$bin/trackd" 300 100 100

echo "trackweb in front of a 10 Hz recording from a real gpsd: idle, then 10 browsers' event streams (30 s each):"
run python3 scripts/bench-web.py "$bin/trackd" "$bin/trackctl" "$bin/trackweb" --clients 10 --seconds 30

echo "Against a known truth: generated journeys through a drifting receiver, trackd beside the raw sum and a 10 m rule:"
run "$bin/trackd-bench" truth
# The same journeys with each receiver's errors drawn anew, for the table of
# targets across seed sets (a rule tuned to one draw of the noise shows).
# #25 was tuned on the first five for weeks; the six after them showed what
# that hid (an hour parked reading 10 m at one of them). Offsets from 45000
# on are kept out of the table, for checking a change on draws it was not
# tuned on.
for offset in 5000 9000 13000 17000 21000 25000 29000 33000 37000 41000; do
    echo "The same, seed set $offset (summarised in the table)"
    "$bin/trackd-bench" truth "$offset" >> "$results"
done
echo "Real receiver logs through a real gpsd, trackd beside the raw sum:"
logs=Tests/Fixtures/nmea
if [[ -d ../shared/fixtures/nmea ]]; then logs=../shared/fixtures/nmea; fi
run python3 scripts/bench-real-logs.py "$bin/trackd-bench" "$logs"
echo "Journeys from another generator, imported through the real trackd:"
run python3 scripts/bench-independent.py "$bin/trackd" "$bin/trackctl"
echo "Journeys from a third generator, logged every second to every 10 s, imported through the real trackd:"
run python3 scripts/bench-intervals.py "$bin/trackd" "$bin/trackctl"
echo "The motion model alone, 1,000,000 fixes of a 10 Hz receiver, live figures read after each:"
run "$bin/trackd-bench" statistics 1000000 10

echo "Property notifications:"
run "$bin/trackd-bench" property

echo
python3 scripts/bench-table.py "$results" BENCHMARKS.md
echo
echo "Written to BENCHMARKS.md."
