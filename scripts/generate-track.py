#!/usr/bin/env python3
"""Generate a realistic GPX 1.1 track: a bike ride with turns, speed changes,
stops at lights, climbs, and receiver noise. Deterministic for a given seed.

    scripts/generate-track.py --points 600 --seed 7 --output demo/ride.gpx
    scripts/generate-track.py --points 600 --seed 7 --noise 0 --output demo/ride-truth.gpx
    scripts/generate-track.py --points 1000000 --output /tmp/big.gpx

The bundled demo ride was made with the first command; the second gives
the path it was generated from, without receiver noise (tests compare).
"""
import argparse
import math
import random
import sys
from datetime import datetime, timedelta, timezone

EARTH_RADIUS = 6_371_000.0


def generate(points, seed, start, lat, lon, noise=1.5):
    rng = random.Random(seed)
    heading = rng.uniform(0, 360)
    speed = 5.0
    target_speed = 6.0
    elevation = 520.0
    slope = 0.0
    stop_left = 0
    time = start
    for index in range(points):
        if stop_left > 0:
            stop_left -= 1
            speed = max(0.0, speed - 2.0)
        else:
            if rng.random() < 0.004:
                stop_left = rng.randint(10, 40)  # traffic light
            if rng.random() < 0.02:
                target_speed = rng.uniform(3.5, 9.0)
            speed += (target_speed - speed) * 0.15 + rng.gauss(0, 0.2)
            speed = max(0.0, speed)
        if rng.random() < 0.01:
            heading += rng.choice([-90, 90]) + rng.gauss(0, 10)  # a turn at a junction
        heading = (heading + rng.gauss(0, 2.0)) % 360
        if rng.random() < 0.01:
            slope = rng.uniform(-0.06, 0.06)
        step = speed  # one second
        elevation += slope * step
        d_north = step * math.cos(math.radians(heading))
        d_east = step * math.sin(math.radians(heading))
        lat += math.degrees(d_north / EARTH_RADIUS)
        lon += math.degrees(d_east / (EARTH_RADIUS * math.cos(math.radians(lat))))
        # What the receiver reports: the truth plus a few metres of noise.
        # (The draws happen whatever the noise, so a noiseless run of the same
        # seed gives the true path of the noisy one.)
        noisy_lat = lat + math.degrees(noise * rng.gauss(0, 1) / EARTH_RADIUS)
        noisy_lon = lon + math.degrees(noise * rng.gauss(0, 1) / (EARTH_RADIUS * math.cos(math.radians(lat))))
        noisy_ele = elevation + noise / 1.5 * rng.gauss(0, 2.0)
        satellites = rng.randint(7, 12)
        hdop = round(rng.uniform(0.7, 1.8), 1)
        yield index, time, noisy_lat, noisy_lon, noisy_ele, satellites, hdop
        time += timedelta(seconds=1)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--points", type=int, default=600)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--start", default="2026-05-17T07:30:00Z", help="time of the first point (UTC)")
    parser.add_argument("--lat", type=float, default=48.1500)
    parser.add_argument("--lon", type=float, default=11.5900)
    parser.add_argument("--name", default="Morning ride")
    parser.add_argument("--noise", type=float, default=1.5, help="receiver noise, metres (standard deviation)")
    parser.add_argument("--output", default="-")
    args = parser.parse_args()

    start = datetime.strptime(args.start, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)
    out = sys.stdout if args.output == "-" else open(args.output, "w", encoding="utf-8")
    write = out.write
    write('<?xml version="1.0" encoding="UTF-8"?>\n')
    write('<gpx version="1.1" creator="trackd generate-track.py" xmlns="http://www.topografix.com/GPX/1/1">\n')
    write(f"  <trk>\n    <name>{args.name}</name>\n    <trkseg>\n")
    for _, time, lat, lon, ele, sat, hdop in generate(args.points, args.seed, start, args.lat, args.lon, args.noise):
        write(
            f'      <trkpt lat="{lat:.7f}" lon="{lon:.7f}"><ele>{ele:.1f}</ele>'
            f"<time>{time.strftime('%Y-%m-%dT%H:%M:%SZ')}</time><sat>{sat}</sat><hdop>{hdop}</hdop></trkpt>\n"
        )
    write("    </trkseg>\n  </trk>\n</gpx>\n")
    if out is not sys.stdout:
        out.close()


if __name__ == "__main__":
    main()
