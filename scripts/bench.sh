#!/usr/bin/env bash
# `make bench`: release-build measurements on generated inputs (nothing large
# is committed; inputs are cached in .build/bench).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release >/dev/null
bin=$(swift build -c release --show-bin-path)
inputs=.build/bench
mkdir -p "$inputs"

ride="$inputs/ride-1m.gpx"
if [[ ! -s "$ride" ]]; then
    echo "Generating a 1,000,000-point ride (about 130 MB, once)..."
    python3 scripts/generate-track.py --points 1000000 --seed 11 --output "$ride.tmp"
    mv "$ride.tmp" "$ride"
fi

echo "GPX parse, $(du -h "$ride" | cut -f1) file:"
"$bin/trackd-bench" gpx-parse "$ride" | python3 scripts/bench-report.py

echo "Storage: import and export of the 1,000,000-point ride, and listing 10,000 saved tracks:"
"$bin/trackd-bench" storage "$ride" | python3 scripts/bench-report.py

echo "Recording path, 1,000,000 fixes through MapViewModel into SQLite (durability normal):"
"$bin/trackd-bench" recording 1000000 | python3 scripts/bench-report.py
echo "The same with durability full (an fsync a fix), 5,000 fixes:"
"$bin/trackd-bench" recording 5000 full | python3 scripts/bench-report.py
echo "Live: the real trackd recording a 10 Hz replay with durability full, idle (30 s):"
"$bin/trackd-bench" live-watch "$bin/trackd" 300 1 1 | python3 scripts/bench-report.py
echo "The same while 100 clients watch and 100 ask for status ten times a second each (30 s):"
"$bin/trackd-bench" live-watch "$bin/trackd" 300 100 100 | python3 scripts/bench-report.py
