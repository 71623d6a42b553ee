#!/usr/bin/env python3
"""Live CPU of two or more builds of trackd, alternated: the A/B that
BENCHMARKS.md reports against the build before #25.

    scripts/bench-live-ab.py BUILD BUILD [BUILD...] --runs 6 --rate 10 --seconds 30

Each BUILD is a checkout whose release trackd and trackctl are built
(`swift build -c release --product trackd`, then `--product trackctl`),
or a folder holding the two binaries. Each round runs `scripts/bench-live.py`
once for every build in turn, so that the machine's load moves them alike;
a run's figures are trackd's CPU while the feed ran, its peak resident
memory and its private memory. Prints one line a build with its runs, their
median and the median's change against the first build's, then one JSON
line with every run. Keep the machine idle while it runs: one run at 10 Hz
for 30 s takes about 40 s, and runs an hour apart spread by several points.
"""
import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def binaries(build):
    """The trackd and trackctl of `build`: its release products, or the two
    binaries in it."""
    folder = Path(build)
    for candidate in (folder / ".build" / "release", folder):
        trackd, trackctl = candidate / "trackd", candidate / "trackctl"
        if trackd.is_file() and trackctl.is_file():
            return trackd, trackctl
    sys.exit(f"bench-live-ab: no release trackd and trackctl in {build}")


def run_once(trackd, trackctl, arguments):
    """One run of bench-live.py: its JSON result."""
    command = [sys.executable, str(HERE / "bench-live.py"), str(trackd), str(trackctl)] + arguments
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("builds", nargs="+", help="checkouts (or folders of binaries) to compare, the first the base")
    parser.add_argument("--runs", type=int, default=6, help="rounds; each runs every build once")
    parser.add_argument("--rate", type=float, default=10)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--durability", choices=["full", "normal"], default="normal")
    options = parser.parse_args()
    if len(options.builds) < 2:
        parser.error("give two builds or more")
    arguments = ["--rate", str(options.rate), "--seconds", str(options.seconds), "--durability", options.durability]
    pairs = [binaries(build) for build in options.builds]
    runs = {build: [] for build in options.builds}
    for round_number in range(options.runs):
        for build, (trackd, trackctl) in zip(options.builds, pairs):
            result = run_once(trackd, trackctl, arguments)
            runs[build].append(result)
            print(f"round {round_number + 1}: {build} {result['trackd_cpu_s'] * 1000:.1f} ms", file=sys.stderr)
    milliseconds = {build: [run["trackd_cpu_s"] * 1000 for run in runs[build]] for build in options.builds}
    base = statistics.median(milliseconds[options.builds[0]])
    for build in options.builds:
        cpu = milliseconds[build]
        median = statistics.median(cpu)
        resident = [run["trackd_rss_mb"] for run in runs[build]]
        private = statistics.median(run["trackd_private_mb"] for run in runs[build])
        print(
            f"{build}: {min(cpu):.0f}-{max(cpu):.0f} ms (median {median:.1f}, {median / base - 1:+.0%}),"
            f" peak resident {min(resident):.1f}-{max(resident):.1f} MB, private {private:.2f} MB")
    print(json.dumps({"task": "live-ab", "arguments": arguments, "runs": runs}))


if __name__ == "__main__":
    main()
