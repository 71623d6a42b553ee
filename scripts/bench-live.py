#!/usr/bin/env python3
"""Live recording side by side: trackd and gpsd's gpxlogger on one real gpsd,
fed a generated ride as NMEA at a given rate. Prints one JSON line with each
recorder's peak resident memory, CPU time while the feed ran (start-up
aside), recorded points, and what each wrote while the feed ran (from
/proc/PID/io: wchar, the bytes handed to the kernel; write_bytes, the bytes
of page cache the process dirtied, which the kernel sends to storage) with
the growth of its files.

    scripts/bench-live.py TRACKD TRACKCTL --rate 10 --seconds 30

gpsd reads the feed from a loopback TCP server (gpsd -N ... tcp://...), which
starts sending only once both recorders are watching, so both see the same
fixes. trackd records with its defaults (durability full: an fsync a fix)
unless --durability normal. With --forward, trackd also forwards every fix
to a real mosquitto broker on loopback (forward_interval 0), whose
subscriber counts what arrived: the recording path's cost with forwarding on.
"""
import argparse
import importlib.util
import json
import math
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("generate_track", HERE / "generate-track.py")
generate_track = importlib.util.module_from_spec(spec)
spec.loader.exec_module(generate_track)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def nmea(body):
    checksum = 0
    for char in body:
        checksum ^= ord(char)
    return f"${body}*{checksum:02X}\r\n"


def coordinate(value, degree_digits):
    hemisphere_positive = value >= 0
    value = abs(value)
    degrees = int(value)
    minutes = (value - degrees) * 60
    return f"{degrees:0{degree_digits}d}{minutes:07.4f}", hemisphere_positive


def sentences(rate, count):
    """GGA and RMC for `count` fixes, `rate` a second, along a generated ride."""
    start = datetime(2026, 5, 17, 7, 30, tzinfo=timezone.utc)
    step = timedelta(seconds=1 / rate)
    previous = None
    for index, _, lat, lon, ele, sat, hdop in generate_track.generate(count, 11, start, 48.15, 11.59):
        when = start + index * step
        stamp = when.strftime("%H%M%S") + f".{when.microsecond // 10000:02d}"
        date = when.strftime("%d%m%y")
        lat_text, north = coordinate(lat, 2)
        lon_text, east = coordinate(lon, 3)
        ns, ew = ("N" if north else "S"), ("E" if east else "W")
        knots = 0.0
        if previous is not None:
            north = math.radians(lat - previous[0]) * generate_track.EARTH_RADIUS
            east = math.radians(lon - previous[1]) * generate_track.EARTH_RADIUS * math.cos(math.radians(lat))
            knots = math.hypot(north, east) * rate / 0.514444
        previous = (lat, lon)
        yield (
            nmea(f"GPGGA,{stamp},{lat_text},{ns},{lon_text},{ew},1,{sat:02d},{hdop},{ele:.1f},M,47.0,M,,")
            + nmea(f"GPRMC,{stamp},A,{lat_text},{ns},{lon_text},{ew},{knots:.1f},0.0,{date},,,A")
        ).encode()


class Feed:
    """A loopback TCP server gpsd reads NMEA from; sends once `go` is set."""

    def __init__(self, rate, count):
        self.rate = rate
        self.count = count
        self.port = free_port()
        self.go = threading.Event()
        self.done = threading.Event()
        self.server = socket.create_server(("127.0.0.1", self.port))
        threading.Thread(target=self.serve, daemon=True).start()

    def serve(self):
        connection, _ = self.server.accept()
        self.go.wait()
        # Fix i leaves at began + i / rate (bench-web.py times the page by it).
        self.began = began = time.monotonic()
        try:
            for index, chunk in enumerate(sentences(self.rate, self.count)):
                delay = began + index / self.rate - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
                connection.sendall(chunk)
        finally:
            self.done.set()
            time.sleep(1)
            connection.close()


def private_memory(pid):
    """Resident memory of a running process's own (RssAnon: heap, stacks,
    caches), in MB: what it costs beyond the shared, clean pages of its
    program and libraries, which the kernel can drop and read again."""
    with open(f"/proc/{pid}/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("RssAnon:")) / 1024


def usage(pid):
    """(peak resident MB, CPU seconds) of a running process. CPU time is the
    sum of its threads' run time in nanoseconds (/proc/.../schedstat), since
    the 10 ms ticks of /proc/.../stat cannot tell a quiet recorder from an
    idle one."""
    with open(f"/proc/{pid}/status") as f:
        peak = next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))
    nanoseconds = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                nanoseconds += int(f.read().split()[0])
        except OSError:
            pass  # a thread that ended meanwhile
    return peak / 1024, nanoseconds / 1e9


def written(pid):
    """(wchar, write_bytes) of a running process, from /proc/PID/io."""
    with open(f"/proc/{pid}/io") as f:
        fields = dict(line.split(": ") for line in f.read().splitlines())
    return int(fields["wchar"]), int(fields["write_bytes"])


def files_size(folder, prefix):
    """Bytes of the files in `folder` whose names start with `prefix`."""
    return sum(path.stat().st_size for path in folder.iterdir() if path.name.startswith(prefix))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("trackd")
    parser.add_argument("trackctl")
    parser.add_argument("--rate", type=float, default=1)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--durability", choices=["full", "normal"], default="full")
    parser.add_argument("--forward", action="store_true", help="forward every fix to a mosquitto broker")
    args = parser.parse_args()
    count = int(args.rate * args.seconds)

    folder = Path(tempfile.mkdtemp(prefix="trackd-bench-live-"))
    processes = []
    try:
        feed = Feed(args.rate, count)
        gpsd_port = free_port()
        gpsd = shutil.which("gpsd") or "/usr/sbin/gpsd"
        processes.append(subprocess.Popen(
            [gpsd, "-N", "-S", str(gpsd_port), "-F", str(folder / "gpsd.sock"), f"tcp://127.0.0.1:{feed.port}"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        time.sleep(1)
        configuration = f"record_on_start = true\ndurability = {args.durability}\n"
        if args.forward:
            broker_port = free_port()
            (folder / "mosquitto.conf").write_text(f"listener {broker_port} 127.0.0.1\nallow_anonymous true\n")
            processes.append(subprocess.Popen(["mosquitto", "-c", str(folder / "mosquitto.conf")],
                                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            time.sleep(0.5)
            received = open(folder / "received.txt", "w")
            processes.append(subprocess.Popen(
                ["mosquitto_sub", "-p", str(broker_port), "-t", "#", "-q", "1"], stdout=received,
                stderr=subprocess.DEVNULL))
            configuration += (f"mqtt_url = mqtt://127.0.0.1:{broker_port}\ndevice_id = bench\n"
                              "forward_interval = 0\nforward_min_distance = 0\n")
        (folder / "trackd.conf").write_text(configuration)
        socket_path = folder / "control.sock"
        trackd = subprocess.Popen(
            [args.trackd, "--source", "gpsd", "--gpsd", f"127.0.0.1:{gpsd_port}", "--db", str(folder / "tracks.db"),
             "--socket", str(socket_path), "--config", str(folder / "trackd.conf"), "--log-level", "warning"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        processes.append(trackd)
        gpxlogger = subprocess.Popen(
            ["gpxlogger", "-f", str(folder / "gpxlogger.gpx"), f"127.0.0.1:{gpsd_port}"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        processes.append(gpxlogger)
        time.sleep(2)  # both watching before the first fix
        # CPU from here on: the cost of recording, not of starting up.
        trackd_start_cpu = usage(trackd.pid)[1]
        gpxlogger_start_cpu = usage(gpxlogger.pid)[1]
        trackd_start_io, gpxlogger_start_io = written(trackd.pid), written(gpxlogger.pid)
        trackd_start_size = files_size(folder, "tracks.db")
        gpxlogger_start_size = files_size(folder, "gpxlogger.gpx")
        feed.go.set()
        feed.done.wait(args.seconds * 3 + 30)
        time.sleep(1.5)  # the last fixes on their way

        trackd_io, gpxlogger_io = written(trackd.pid), written(gpxlogger.pid)
        trackd_growth = files_size(folder, "tracks.db") - trackd_start_size
        gpxlogger_growth = files_size(folder, "gpxlogger.gpx") - gpxlogger_start_size
        trackd_rss, trackd_cpu = usage(trackd.pid)
        gpxlogger_rss, gpxlogger_cpu = usage(gpxlogger.pid)
        trackd_private, gpxlogger_private = private_memory(trackd.pid), private_memory(gpxlogger.pid)
        trackd_cpu -= trackd_start_cpu
        gpxlogger_cpu -= gpxlogger_start_cpu
        status = subprocess.run([args.trackctl, "--socket", str(socket_path), "--json", "status"],
                                capture_output=True, text=True)
        trackd_points = json.loads(status.stdout)["points"] if status.returncode == 0 else 0
        gpxlogger.terminate()
        gpxlogger.wait(10)
        logged = (folder / "gpxlogger.gpx").read_text(errors="replace") if (folder / "gpxlogger.gpx").exists() else ""
        forwarded = None
        if args.forward:
            subprocess.run([args.trackctl, "--socket", str(socket_path), "forward", "--flush"],
                           stdout=subprocess.DEVNULL, timeout=60)
            time.sleep(0.5)
            forwarded = len((folder / "received.txt").read_text().splitlines())
        print(json.dumps({
            "task": "live-peers", "rate_hz": args.rate, "seconds": args.seconds, "fixes_sent": count,
            "durability": args.durability, "forward": "mqtt" if args.forward else None, "forwarded": forwarded,
            "trackd_points": trackd_points, "gpxlogger_points": logged.count("<trkpt"),
            "trackd_rss_mb": trackd_rss, "gpxlogger_rss_mb": gpxlogger_rss,
            "trackd_private_mb": trackd_private, "gpxlogger_private_mb": gpxlogger_private,
            "trackd_cpu_s": trackd_cpu, "gpxlogger_cpu_s": gpxlogger_cpu,
            "trackd_wchar": trackd_io[0] - trackd_start_io[0],
            "trackd_write_bytes": trackd_io[1] - trackd_start_io[1],
            "gpxlogger_wchar": gpxlogger_io[0] - gpxlogger_start_io[0],
            "gpxlogger_write_bytes": gpxlogger_io[1] - gpxlogger_start_io[1],
            "trackd_files_growth": trackd_growth, "gpxlogger_files_growth": gpxlogger_growth,
        }), flush=True)
    finally:
        for process in reversed(processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(10)
                except subprocess.TimeoutExpired:
                    process.kill()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
