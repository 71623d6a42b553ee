#!/usr/bin/env python3
"""Real receiver logs through a real gpsd, measured by trackd's statistics.

Each NMEA log of the folder given is streamed once to a gpsd reading a
loopback TCP feed (docs/FIELD-NOTES.md: `gpsd -N -S PORT tcp://...`); a raw JSON
WATCH client collects gpsd's TPV reports until the feed has ended and gpsd
has gone quiet. `trackd-bench real-log` then keeps the fixes as trackd does
and prints the raw geodesic sum of steps beside trackd's figures, one JSON
line a log.

usage: bench-real-logs.py TRACKD-BENCH FIXTURES-NMEA-DIR
"""
import json
import pathlib
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def feed(server, data, done):
    """Sends `data` to the first connection (gpsd's), then closes it."""
    connection, _ = server.accept()
    try:
        connection.sendall(data)
        time.sleep(0.5)
    finally:
        done.set()
        connection.close()


def reports(log):
    """gpsd's JSON reports for one log."""
    server = socket.create_server(("127.0.0.1", 0))
    done = threading.Event()
    threading.Thread(target=feed, args=(server, log.read_bytes(), done), daemon=True).start()
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        gpsd = subprocess.Popen(
            [shutil.which("gpsd") or "/usr/sbin/gpsd", "-N", "-S", str(port), "-F", f"{folder}/gpsd.sock",
             f"tcp://127.0.0.1:{server.getsockname()[1]}"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 10
            while True:
                try:
                    client = socket.create_connection(("127.0.0.1", port), timeout=1)
                    break
                except OSError:
                    if time.monotonic() > deadline:
                        raise
                    time.sleep(0.05)
            client.sendall(b'?WATCH={"enable":true,"json":true};\n')
            client.settimeout(1.5)
            received = b""
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                try:
                    chunk = client.recv(65536)
                except socket.timeout:
                    if done.is_set():
                        break
                    continue
                if not chunk:
                    break
                received += chunk
            client.close()
        finally:
            gpsd.terminate()
            gpsd.wait(timeout=5)
            server.close()
    return [line for line in received.decode(errors="replace").splitlines() if '"class":"TPV"' in line]


def main():
    bench, folder = sys.argv[1], pathlib.Path(sys.argv[2])
    for log in sorted(folder.glob("*.log")) + sorted(folder.glob("*.nmea")):
        with tempfile.NamedTemporaryFile("w", suffix=".jsonl") as file:
            file.write("\n".join(reports(log)) + "\n")
            file.flush()
            subprocess.run([bench, "real-log", log.name, file.name], check=True)


if __name__ == "__main__":
    main()
