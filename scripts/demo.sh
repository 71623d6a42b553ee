#!/usr/bin/env bash
# `make demo`: runs trackd on the bundled GPX replay in a temporary directory
# and drives it with trackctl through a whole journey, then stops it and
# removes everything it made.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(swift build --force-resolved-versions --show-bin-path)
work=$(mktemp -d -t trackd-demo.XXXXXX)
trackd_pid=""
cleanup() {
    if [[ -n "$trackd_pid" ]] && kill -0 "$trackd_pid" 2>/dev/null; then
        kill -TERM "$trackd_pid"
        wait "$trackd_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

export TRACKD_SOCKET="$work/trackd.sock"
bold="" plain=""
if [[ -t 1 ]]; then
    bold=$(tput bold 2>/dev/null || true)
    plain=$(tput sgr0 2>/dev/null || true)
fi
say() { printf '\n%s# %s%s\n' "$bold" "$*" "$plain"; }
# Shows the command as a user would type it, then runs it.
run() {
    local shown="" word
    for word in "$@"; do
        [[ "$word" == *[[:space:]]* ]] && word="\"$word\""
        shown+="$word "
    done
    printf '%s$ %s%s\n' "$bold" "${shown% }" "$plain"
    "$bin/$1" "${@:2}"
}

say "trackd replays demo/ride.gpx (600 fixes of a bike ride) at 20x real time"
echo "\$ trackd --source replay --replay demo/ride.gpx --replay-speed 20 --db $work/tracks.db"
"$bin/trackd" --source replay --replay demo/ride.gpx --replay-speed 20 --db "$work/tracks.db" \
    2>"$work/trackd.log" &
trackd_pid=$!
for _ in $(seq 50); do
    [[ -S "$TRACKD_SOCKET" ]] && break
    sleep 0.1
done

say "Nothing recorded yet"
run trackctl status

say "Start recording, follow it live for a moment, leave a note"
run trackctl start
sleep 1
run trackctl watch --count 8
sleep 1
run trackctl note "Coffee at the kiosk by the river"
sleep 2
run trackctl status

say "Stop and save the journey as a named track"
run trackctl stop
run trackctl save --name "Morning ride" --description "Replay of demo/ride.gpx"

say "The saved tracks, one in detail, and its export"
run trackctl tracks
run trackctl show 1
run trackctl export 1 --output "$work/morning-ride.gpx"
head -n 14 "$work/morning-ride.gpx"
echo "  ..."
if command -v xmllint >/dev/null && [[ -f ../shared/fixtures/schema/gpx-1.1.xsd ]]; then
    xmllint --noout --schema ../shared/fixtures/schema/gpx-1.1.xsd "$work/morning-ride.gpx"
fi

say "Scripts use --json"
run trackctl --json tracks

say "Stopping trackd (SIGTERM); its log:"
kill -TERM "$trackd_pid"
wait "$trackd_pid"
trackd_pid=""
cat "$work/trackd.log"
