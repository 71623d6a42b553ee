"""A real trackd on a fresh database, for the benchmark scripts that import
their journeys through it (`bench-independent.py`, `bench-intervals.py`)."""
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time


@contextlib.contextmanager
def fresh_trackd(trackd, trackctl):
    """Starts `trackd` on a fresh database in a temporary folder, with no
    settings file and its output discarded, and waits up to 30 s for its
    control socket. Yields the folder and a function that runs
    `trackctl --json` with its arguments against that trackd and returns
    the answer parsed; stops trackd when done."""
    with tempfile.TemporaryDirectory() as folder:
        socket_path = os.path.join(folder, "control.sock")
        daemon = subprocess.Popen(
            [trackd, "--db", os.path.join(folder, "tracks.db"), "--socket", socket_path, "--config", "/dev/null"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 30
            while not os.path.exists(socket_path):
                if time.monotonic() > deadline:
                    sys.exit("trackd did not start")
                time.sleep(0.1)

            def trackctl_json(*arguments):
                return json.loads(subprocess.check_output([trackctl, "--socket", socket_path, "--json", *arguments]))

            yield folder, trackctl_json
        finally:
            daemon.terminate()
            daemon.wait(timeout=10)
