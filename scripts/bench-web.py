#!/usr/bin/env python3
"""trackweb's cost and speed: a real gpsd fed a generated ride as NMEA at
10 Hz, trackd recording it, trackweb in front, first with nobody watching,
then with N browsers' event streams open (the stream the page reads).
Prints one JSON line: trackweb's CPU (as a share of one core) and private
memory (RssAnon) idle and watched, trackd's CPU beside it, and the latency
from a fix leaving the receiver to the page holding it (p50, p99), taken
from each event's fix time against when that fix was sent.

    scripts/bench-web.py TRACKD TRACKCTL TRACKWEB --clients 10 --seconds 30

An event carries the status after a change, at most four a second: at
10 Hz most fixes are folded into the next event, and each event's latency
is that of the newest fix it shows.
"""
import argparse
import http.client
import importlib.util
import json
import statistics
import subprocess
import tempfile
import threading
import time
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("bench_live", HERE / "bench-live.py")
live = importlib.util.module_from_spec(spec)
spec.loader.exec_module(live)

# The ride bench-live.py's feed sends: fix i has this time plus i / rate.
RIDE_START = datetime(2026, 5, 17, 7, 30, tzinfo=timezone.utc)


class Watcher(threading.Thread):
    """One browser's event stream: every event's latency, in ms."""

    def __init__(self, port, feed, stop):
        super().__init__(daemon=True)
        self.port, self.feed, self.stop = port, feed, stop
        self.latencies = []

    def run(self):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        connection.request("GET", "/api/events", headers={"Accept": "text/event-stream"})
        response = connection.getresponse()
        while not self.stop.is_set():
            line = response.fp.readline()
            if not line:
                return
            if not line.startswith(b"data: "):
                continue
            received = time.monotonic()
            status = json.loads(line[6:])
            fix_time = status.get("result", {}).get("fix", {}).get("time")
            if not fix_time:
                continue
            when = datetime.strptime(fix_time.replace("Z", "+0000"), "%Y-%m-%dT%H:%M:%S.%f%z") \
                if "." in fix_time else datetime.strptime(fix_time.replace("Z", "+0000"), "%Y-%m-%dT%H:%M:%S%z")
            sent = self.feed.began + (when - RIDE_START).total_seconds()
            self.latencies.append((received - sent) * 1000)


def cpu_seconds(pid):
    return live.usage(pid)[1]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("trackd")
    parser.add_argument("trackctl")
    parser.add_argument("trackweb")
    parser.add_argument("--rate", type=float, default=10)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--clients", type=int, default=10)
    args = parser.parse_args()
    count = int(args.rate * (2 * args.seconds + 15))
    processes = []
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        try:
            feed = live.Feed(args.rate, count)
            gpsd_port = live.free_port()
            processes.append(subprocess.Popen(
                ["gpsd", "-N", "-S", str(gpsd_port), "-F", str(folder / "gpsd.sock"), f"tcp://127.0.0.1:{feed.port}"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            socket_path = folder / "control.sock"
            trackd = subprocess.Popen(
                [args.trackd, "--source", "gpsd", "--gpsd", f"127.0.0.1:{gpsd_port}", "--db", str(folder / "tracks.db"),
                 "--socket", str(socket_path), "--config", "/dev/null"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            processes.append(trackd)
            for _ in range(300):
                if socket_path.exists():
                    break
                time.sleep(0.05)
            subprocess.run([args.trackctl, "--socket", str(socket_path), "start"], check=True,
                           stdout=subprocess.DEVNULL)
            web_port = live.free_port()
            web_log = folder / "trackweb.log"
            web = subprocess.Popen(
                [args.trackweb, "--socket", str(socket_path), "--listen", f"127.0.0.1:{web_port}",
                 "--config", "/dev/null"], stdout=web_log.open("w"), stderr=subprocess.STDOUT)
            processes.append(web)
            for _ in range(300):
                if "serving" in web_log.read_text():
                    break
                time.sleep(0.05)
            feed.go.set()
            time.sleep(3)  # the first fixes, the receiver's start-up

            idle_memory = live.private_memory(web.pid)
            web_cpu, trackd_cpu = cpu_seconds(web.pid), cpu_seconds(trackd.pid)
            time.sleep(args.seconds)
            idle = {
                "web_cpu_percent": (cpu_seconds(web.pid) - web_cpu) / args.seconds * 100,
                "trackd_cpu_percent": (cpu_seconds(trackd.pid) - trackd_cpu) / args.seconds * 100,
                "web_private_mb": max(idle_memory, live.private_memory(web.pid)),
            }

            stop = threading.Event()
            watchers = [Watcher(web_port, feed, stop) for _ in range(args.clients)]
            for watcher in watchers:
                watcher.start()
            time.sleep(2)  # every stream open and past its first event
            for watcher in watchers:
                watcher.latencies.clear()
            web_cpu, trackd_cpu = cpu_seconds(web.pid), cpu_seconds(trackd.pid)
            peak_memory = 0.0
            for _ in range(int(args.seconds)):
                time.sleep(1)
                peak_memory = max(peak_memory, live.private_memory(web.pid))
            watched = {
                "web_cpu_percent": (cpu_seconds(web.pid) - web_cpu) / args.seconds * 100,
                "trackd_cpu_percent": (cpu_seconds(trackd.pid) - trackd_cpu) / args.seconds * 100,
                "web_private_mb": peak_memory,
            }
            stop.set()
            latencies = sorted(latency for watcher in watchers for latency in watcher.latencies)
            events = [len(watcher.latencies) for watcher in watchers]
            print(json.dumps({
                "task": "web",
                "rate_hz": args.rate,
                "seconds": args.seconds,
                "clients": args.clients,
                "idle": idle,
                "watched": watched,
                "web_peak_rss_mb": live.usage(web.pid)[0],
                "events_min": min(events),
                "events_per_client_per_s": statistics.mean(events) / args.seconds,
                "latency_p50_ms": latencies[len(latencies) // 2],
                "latency_p99_ms": latencies[int(len(latencies) * 0.99)],
                "latency_max_ms": latencies[-1],
            }))
        finally:
            for process in reversed(processes):
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()


if __name__ == "__main__":
    main()
