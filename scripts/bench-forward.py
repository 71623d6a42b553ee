#!/usr/bin/env python3
"""Forwarding, measured with the real trackd, a real mosquitto broker (read by
mosquitto_sub) and an HTTP server taking Traccar's OsmAnd requests. Prints one
JSON line a measurement.

    scripts/bench-forward.py TRACKD TRACKCTL catch-up --server mqtt --max-rate 50
    scripts/bench-forward.py TRACKD TRACKCTL outage

catch-up: an hour at 1 Hz (3,600 positions, generated) is recorded while the
server is down, then the server comes up: how many positions a second arrive
until the queue is empty, and whether each arrived once, in order.

outage: a ride replayed at 10 fixes a second; a minute in, the broker is
killed for a minute, then started again. Recording's pace before and during
the outage, and, once the queue is flushed, whether every position recorded
arrived once, in order.
"""
import argparse
import json
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent

OSMAND_SERVER = """
import http.server, sys, urllib.parse
log = open(sys.argv[2], "a", buffering=1)
class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        log.write(urllib.parse.urlsplit(self.path).query + "\\n")
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()
    def log_message(self, *args):
        pass
class Server(http.server.ThreadingHTTPServer):
    allow_reuse_address = True
    daemon_threads = True
Server(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_listening(port, seconds=10):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.02)
    raise RuntimeError(f"nothing listens on {port}")


class Bench:
    def __init__(self, args):
        self.args = args
        self.folder = Path(tempfile.mkdtemp(prefix="trackd-bench-forward-"))
        self.processes = []
        self.port = free_port()
        self.socket = self.folder / "control.sock"

    def close(self):
        for process in reversed(self.processes):
            if process.poll() is None:
                process.kill()
                process.wait(10)
        shutil.rmtree(self.folder, ignore_errors=True)

    def spawn(self, command, output=subprocess.DEVNULL):
        process = subprocess.Popen(command, stdout=output, stderr=subprocess.DEVNULL)
        self.processes.append(process)
        return process

    def ride(self, points):
        path = self.folder / f"ride-{points}.gpx"
        subprocess.run([sys.executable, str(HERE / "generate-track.py"), "--points", str(points), "--seed", "23",
                        "--output", str(path)], check=True)
        return path

    def broker(self):
        folder = self.folder / "mosquitto"
        folder.mkdir(exist_ok=True)
        conf = folder / "mosquitto.conf"
        conf.write_text(f"listener {self.port} 127.0.0.1\nallow_anonymous true\nuser root\n"
                        f"persistence true\npersistence_location {folder}/\nautosave_interval 1\n")
        process = self.spawn(["mosquitto", "-c", str(conf)])
        wait_listening(self.port)
        return process

    def reader(self):
        output = open(self.folder / "received.txt", "a")
        process = self.spawn(["mosquitto_sub", "-h", "127.0.0.1", "-p", str(self.port), "-t", "#", "-q", "1",
                              "-c", "-i", "bench-reader"], output=output)
        time.sleep(1.5)  # its session saved by the broker
        return process

    def osmand(self):
        script = self.folder / "osmand.py"
        script.write_text(OSMAND_SERVER)
        process = self.spawn([sys.executable, str(script), str(self.port), str(self.folder / "received.txt")])
        wait_listening(self.port)
        return process

    def trackd(self, ride, speed, server, max_rate):
        url = f"mqtt_url = mqtt://127.0.0.1:{self.port}" if server == "mqtt" else \
            f"traccar_url = http://127.0.0.1:{self.port}/"
        conf = self.folder / "trackd.conf"
        conf.write_text(f"{url}\ndevice_id = bench\nforward_interval = 0\nforward_min_distance = 0\n"
                        f"forward_max_rate = {max_rate}\ndurability = normal\n")
        process = self.spawn([self.args.trackd, "--source", "replay", "--replay", str(ride), "--replay-speed", speed,
                              "--db", str(self.folder / "tracks.db"), "--socket", str(self.socket),
                              "--config", str(conf), "--log-level", "warning"])
        deadline = time.monotonic() + 15
        while not self.socket.exists() and time.monotonic() < deadline:
            time.sleep(0.02)
        self.trackctl("start")
        return process

    def trackctl(self, *arguments):
        result = subprocess.run([self.args.trackctl, "--socket", str(self.socket), "--json", *arguments],
                                capture_output=True, text=True)
        return json.loads(result.stdout) if result.returncode == 0 and result.stdout.strip() else None

    def status(self):
        return self.trackctl("status")

    def server(self):
        return self.trackctl("forward")["servers"][0]

    def received(self, server):
        """(sequence-or-time, lat, lon) of each message or request, in arrival order."""
        arrivals = []
        for line in (self.folder / "received.txt").read_text().splitlines():
            if server == "mqtt":
                message = json.loads(line)
                arrivals.append((message["trip"]["seq"], message["lat"], message["lon"]))
            else:
                fields = dict(pair.split("=", 1) for pair in line.split("&"))
                arrivals.append((int(fields["timestamp"]), float(fields["lat"]), float(fields["lon"])))
        return arrivals


def once_in_order(arrivals, expected):
    seen, unique = set(), []
    for key, lat, lon in arrivals:
        if key not in seen:
            seen.add(key)
            unique.append((key, lat, lon))
    keys = [key for key, _, _ in unique]
    return {"received": len(arrivals), "unique": len(unique), "repeats": len(arrivals) - len(unique),
            "in_order": keys == sorted(keys), "all_arrived": len(unique) == expected}


def catch_up(bench, args):
    positions = 3600
    ride = bench.ride(positions)
    bench.trackd(ride, "max", args.server, args.max_rate)
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        status = bench.status()
        if status and status["source"]["finished"]:
            break
        time.sleep(0.2)
    while bench.server()["queued"] < positions and time.monotonic() < deadline:
        time.sleep(0.1)
    queued = bench.server()["queued"]
    if args.server == "mqtt":
        bench.broker()
        bench.reader()
    else:
        bench.osmand()
    # From the first acknowledgement: trackd may be waiting out its backoff
    # (up to 30 s) when the server comes up; that wait is reported apart.
    up = time.monotonic()
    while (left := bench.server()["queued"]) == queued and time.monotonic() < up + 60:
        time.sleep(0.01)
    first = time.monotonic()
    while bench.server()["queued"] > 0 and time.monotonic() < first + 600:
        time.sleep(0.05)
    seconds = time.monotonic() - first
    time.sleep(0.5)
    result = {"task": "forward-catch-up", "server": args.server, "max_rate": args.max_rate, "queued": queued,
              "reconnect_s": first - up, "seconds": seconds, "per_s": left / seconds}
    result.update(once_in_order(bench.received(args.server), positions))
    print(json.dumps(result), flush=True)


def outage(bench, args):
    points = 1500  # 150 s at 10 fixes a second
    ride = bench.ride(points)
    broker = bench.broker()
    bench.reader()
    bench.trackd(ride, "10", "mqtt", 50)

    def points_at(seconds):
        time.sleep(max(0, seconds - (time.monotonic() - started)))
        return bench.status()["points"]

    started = time.monotonic()
    before_start = points_at(20)
    before_end = points_at(60)
    broker.kill()
    broker.wait(10)
    during_start = points_at(61)
    queued_peak = 0
    while time.monotonic() - started < 120:
        queued_peak = max(queued_peak, bench.server()["queued"])
        time.sleep(0.5)
    during_end = bench.status()["points"]
    restarted = time.monotonic()
    bench.broker()
    while bench.server()["queued"] > 0.1 * queued_peak and time.monotonic() < restarted + 120:
        time.sleep(0.05)
    caught_up = time.monotonic() - restarted
    while not bench.status()["source"]["finished"] and time.monotonic() < started + 300:
        time.sleep(0.5)
    subprocess.run([bench.args.trackctl, "--socket", str(bench.socket), "forward", "--flush"],
                   stdout=subprocess.DEVNULL, timeout=300)
    time.sleep(0.5)
    recorded = bench.status()["points"]
    result = {"task": "forward-outage", "rate_hz": 10, "outage_s": 60,
              "recorded_per_s_before": (before_end - before_start) / 40,
              "recorded_per_s_during": (during_end - during_start) / (120 - 61),
              "queued_peak": queued_peak, "catch_up_s": caught_up, "recorded": recorded}
    result.update(once_in_order(bench.received("mqtt"), recorded))
    print(json.dumps(result), flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("trackd")
    parser.add_argument("trackctl")
    parser.add_argument("measure", choices=["catch-up", "outage"])
    parser.add_argument("--server", choices=["mqtt", "traccar"], default="mqtt")
    parser.add_argument("--max-rate", type=float, default=50)
    args = parser.parse_args()
    bench = Bench(args)
    try:
        (catch_up if args.measure == "catch-up" else outage)(bench, args)
    finally:
        bench.close()


if __name__ == "__main__":
    sys.exit(main())
