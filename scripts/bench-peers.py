#!/usr/bin/env python3
"""The tools users would otherwise pick, on the benchmark's GPX file: gpxpy
(PyPI) parsing it, and GPSBabel converting it from GPX to GPX. Prints one
JSON line each with points a second.

    scripts/bench-peers.py FILE.gpx
"""
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def gpxpy_parse(path):
    import gpxpy

    began = time.perf_counter()
    with open(path, encoding="utf-8") as f:
        gpx = gpxpy.parse(f)
    seconds = time.perf_counter() - began
    points = sum(len(segment.points) for track in gpx.tracks for segment in track.segments)
    return {"task": "peer", "peer": "gpxpy", "what": "parse", "points": points, "seconds": seconds,
            "points_per_s": points / seconds}


def gpsbabel_convert(path, points):
    with tempfile.TemporaryDirectory() as folder:
        output = Path(folder) / "out.gpx"
        began = time.perf_counter()
        subprocess.run(["gpsbabel", "-i", "gpx", "-f", path, "-o", "gpx", "-F", str(output)], check=True)
        seconds = time.perf_counter() - began
        written = output.read_text(encoding="utf-8").count("<trkpt")
    return {"task": "peer", "peer": "gpsbabel", "what": "gpx-to-gpx", "points": written, "seconds": seconds,
            "points_per_s": points / seconds}


def main():
    path = sys.argv[1]
    parsed = gpxpy_parse(path)
    print(json.dumps(parsed), flush=True)
    print(json.dumps(gpsbabel_convert(path, parsed["points"])), flush=True)


if __name__ == "__main__":
    main()
