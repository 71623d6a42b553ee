#!/usr/bin/env python3
"""An endless recording and the restart after a power cut, in memory and time.

    scripts/bench-resume.py TRACKD TRACKCTL TRACKD_BENCH --fixes 5000000

trackd-bench records FIXES fixes at 10 Hz through the recorder into a
database (reading its private memory as the recording grows) and leaves the
recording unsaved, its journal unfolded, as a power cut would. Then the real
trackd starts on that database: how soon `trackctl status` answers, how long
until the figures are worked out, its peak resident memory against a trackd
started on an empty database, and whether the figures it worked out equal
the ones of the unbroken recording. Then it saves the recording, shows,
maps and exports the saved track, and lists the tracks, with trackd's peak
memory after each. Prints one JSON line.
"""
import argparse
import json
import subprocess
import tempfile
import time
from pathlib import Path


def peak_megabytes(pid):
    with open(f"/proc/{pid}/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmHWM:")) / 1024


class Trackd:
    """trackd on `database` with no gpsd to reach: recording resumes, and
    waits for fixes that do not come."""

    def __init__(self, args, folder, database):
        self.args = args
        self.socket = folder / "trackd.sock"
        config = folder / "trackd.conf"
        config.write_text("durability = normal\n")
        self.started = time.monotonic()
        self.process = subprocess.Popen(
            [args.trackd, "--db", str(database), "--socket", str(self.socket), "--config", str(config),
             "--gpsd", "127.0.0.1:1", "--log-level", "warning"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def trackctl(self, *arguments, output=subprocess.PIPE):
        """(seconds, the completed trackctl)."""
        started = time.monotonic()
        result = subprocess.run([self.args.trackctl, "--socket", str(self.socket), *arguments],
                                stdout=output, stderr=subprocess.PIPE, text=True)
        return time.monotonic() - started, result

    def status(self):
        _, result = self.trackctl("--json", "status")
        return json.loads(result.stdout) if result.returncode == 0 and result.stdout.strip() else None

    def await_status(self, until, timeout):
        """Seconds from the start until a status satisfying `until`, and it."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            status = self.status() if self.socket.exists() else None
            if status is not None and until(status):
                return time.monotonic() - self.started, status
            time.sleep(0.05)
        raise SystemExit(f"trackd gave no such status within {timeout} s")

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=60)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("trackd")
    parser.add_argument("trackctl")
    parser.add_argument("bench")
    parser.add_argument("--fixes", type=int, default=5_000_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="trackd-bench-resume-") as temporary:
        folder = Path(temporary)
        (folder / "fresh").mkdir()
        fresh = Trackd(args, folder / "fresh", folder / "fresh" / "tracks.db")
        fresh.await_status(lambda status: True, 30)
        time.sleep(1)
        fresh_peak = peak_megabytes(fresh.process.pid)
        fresh.stop()

        database = folder / "tracks.db"
        recorded = json.loads(subprocess.run([args.bench, "endless", str(args.fixes), str(database)],
                                             capture_output=True, text=True, check=True).stdout)
        resumed = Trackd(args, folder, database)
        status_seconds, first = resumed.await_status(lambda status: True, 60)
        figures_seconds, status = resumed.await_status(lambda status: status.get("figures_pending") is None, 3600)
        resumed_peak = peak_megabytes(resumed.process.pid)
        big_track = {}
        for name, arguments in (("save", ["--json", "save", "--name", "Endless"]), ("show", ["show", "1"]),
                                ("map", ["map", "1"]), ("export", ["export", "1", "--format", "gpx"]),
                                ("tracks", ["tracks"])):
            with open(folder / "out", "w") as output:
                seconds, result = resumed.trackctl(*arguments, output=output)
            if result.returncode != 0:
                raise SystemExit(f"trackctl {' '.join(arguments)} failed: {result.stderr}")
            big_track[name] = {"seconds": seconds, "peak_mb": peak_megabytes(resumed.process.pid),
                               "bytes": (folder / "out").stat().st_size}
        resumed.stop()
    print(json.dumps({
        "task": "resume",
        "fixes": recorded["fixes"],
        "recording_private_mb_by_fixes": recorded["private_mb_by_fixes"],
        "recording_private_growth_mb": recorded["private_growth_mb"],
        "recording_held": [recorded["held_trace_points"], recorded["held_model_values"]],
        "status_s": status_seconds,
        "first_status_points": first["points"],
        "figures_s": figures_seconds,
        "fresh_peak_mb": fresh_peak,
        "resumed_peak_mb": resumed_peak,
        "figures_equal": status["points"] == recorded["fixes"]
        and status["distance_m"] == recorded["distance_m"]
        and status["moving_time_s"] == recorded["moving_s"]
        and (status["max_speed_mps"] or 0) == recorded["max_speed_mps"],
        "resumed_distance_m": status["distance_m"],
        "big_track": big_track,
        "recorded_distance_m": recorded["distance_m"],
    }, sort_keys=True))


if __name__ == "__main__":
    main()
