#!/usr/bin/env bash
# The whole test suite, already built (`swift build --build-tests`), run as
# several processes of the test binary at once.
#
# Why: Swift Testing runs a process's tests on Swift's cooperative threads,
# one per core, and the integration tests block theirs while they wait on a
# real trackd, gpsd, broker or browser. On a two-core machine one process
# runs two such tests at a time, and the suite took about 200 s, mostly
# waiting; groups of suites in processes of their own wait side by side.
# The longest suites each lead a group; the last integration group is
# "everything else" (`--skip`), so a new suite always runs somewhere.
#
# Each group's output goes to .build/test-logs/GROUP.log; a failing group's
# log is printed whole. Exit status: 0 when every group passed.
set -uo pipefail
set -f  # the filters are regular expressions, not file names
cd "$(dirname "$0")/.."

binary="$(swift build --show-bin-path)/trackdPackageTests.xctest"
logs=.build/test-logs
mkdir -p "$logs"

first="ForwardingTests|WebTests"
second="GpsdRecordingTests|LoadTests|TerminalTests"
names=(forwarding-web gpsd-load-terminal integration unit)
filters=(
    "--filter IntegrationTests\.($first)"
    "--filter IntegrationTests\.($second)"
    "--filter IntegrationTests --skip IntegrationTests\.($first|$second)"
    "--skip IntegrationTests"
)

started=$SECONDS
pids=()
for index in "${!names[@]}"; do
    # shellcheck disable=SC2086 # each filter is its words
    "$binary" --testing-library swift-testing ${filters[$index]} >"$logs/${names[$index]}.log" 2>&1 &
    pids+=($!)
done

failed=0
for index in "${!names[@]}"; do
    name=${names[$index]}
    if wait "${pids[$index]}"; then
        echo "$name: $(grep -a 'Test run with' "$logs/$name.log" | tail -1 | sed 's/^[^T]*//')"
    else
        failed=1
        echo "=== $name failed; its log ($logs/$name.log) follows"
        cat "$logs/$name.log"
    fi
done
echo "tests: $((SECONDS - started)) s"
exit $failed
