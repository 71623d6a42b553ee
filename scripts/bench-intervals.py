#!/usr/bin/env python3
"""A third generator of journeys of known path, logged at the intervals
real loggers keep, imported through the real trackd and trackctl.

Neither the truth benchmark nor `bench-independent.py` logs a walker every
few seconds, as a walker's app or a battery-saving logger does, and both
draw a receiver's error as one drift and white jitter. This one shares no
drawing code with either (only the harness that starts trackd). Its movers
(a cyclist in town with stops at lights, laps of a 400 m track, a
commuter's walk with waits at crossings, a stroll at 0.4-0.6 m/s along
gentle bends, a hike up switchbacks, a boat in a harbour) are drawn at
10 Hz, turning on arcs and changing speed at no more than a real mover's
acceleration. Its receivers err as real ones do in other ways: a phone's
error made of a quick and a slow drift over little jitter; a receiver
whose own filter lags the mover by 2 s and cuts its corners; a cheap module
with white jitter and 1% of fixes 25 m off; and a receiver in town, a quick
drift over a slow wide one. Each path is logged every second, every second
with 5% of the fixes lost, twice a second, and every 3, 5 and 10 s;
written as GPX (with an HDOP for two of the receivers), imported with
`trackctl import` into a trackd started on a fresh database, and read
back with `trackctl show`. One JSON line a journey gives the true length,
moving time and top speed beside trackd's, the sum of the error-free
fixes' chords and the raw sum of the noisy steps.

usage: bench-intervals.py TRACKD TRACKCTL [MATCHING]
"""
import datetime
import json
import math
import os
import random
import sys

from fresh_trackd import fresh_trackd
from plane_gpx import write_gpx

# Where and when the journeys are written.
ORIGIN = (52.1, 5.1)
START = datetime.datetime(2026, 6, 1, 7, tzinfo=datetime.timezone.utc)
# The truth is drawn every tenth of a second.
TICK = 0.1

JOURNEYS = ["city cycle", "track laps", "commuter walk", "park stroll", "switchback hike", "harbour boat"]

# Receivers: drifts as (metres on each axis, correlation seconds), white
# jitter (m), the lag of the receiver's own filter (s), the share of fixes
# thrown 25 m off, and the HDOP it writes (None: none).
RECEIVERS = {
    "error-free": dict(drifts=[], white=0.0, lag=0.0, outliers=0.0, hdop=None),
    "phone: 1.5 m over 10 s and 4 m over 300 s, 0.3 m white, HDOP": dict(
        drifts=[(1.5, 10), (4, 300)], white=0.3, lag=0.0, outliers=0.0, hdop=1.0),
    "filtered: 2 s behind, 2 m over 60 s": dict(drifts=[(2, 60)], white=0.2, lag=2.0, outliers=0.0, hdop=None),
    "cheap: 3 m over 45 s, 1.5 m white, 1% outliers, HDOP": dict(
        drifts=[(3, 45)], white=1.5, lag=0.0, outliers=0.01, hdop=1.3),
    "in town: 2 m over 20 s and 6 m over 600 s, 1 m white": dict(
        drifts=[(2, 20), (6, 600)], white=1.0, lag=0.0, outliers=0.003, hdop=None),
}

# How often the logger writes, seconds, and the share of fixes it loses.
LOGGING = {
    "1 Hz": (1.0, 0.0), "1 Hz, 5% lost": (1.0, 0.05), "2 Hz": (0.5, 0.0), "every 3 s": (3.0, 0.0),
    "every 5 s": (5.0, 0.0), "every 10 s": (10.0, 0.0),
}
SEEDS = [1, 2, 3]


class Mover:
    """A mover drawn every ``TICK``: position, heading and a speed that
    changes at no more than the acceleration asked."""

    def __init__(self, heading):
        self.heading = heading
        self.speed = 0.0
        # (seconds, east, north, speed)
        self.samples = [(0.0, 0.0, 0.0, 0.0)]

    def tick(self, target, acceleration, turning=0.0):
        start = self.speed
        self.speed += max(-acceleration * TICK, min(acceleration * TICK, target - start))
        self.heading += turning * TICK
        mean = (start + self.speed) / 2
        t, east, north, _ = self.samples[-1]
        self.samples.append((t + TICK, east + mean * math.cos(self.heading) * TICK,
                             north + mean * math.sin(self.heading) * TICK, self.speed))

    def straight(self, metres, speed, acceleration):
        covered = 0.0
        while covered < metres:
            self.tick(speed, acceleration)
            a, b = self.samples[-2], self.samples[-1]
            covered += math.dist(a[1:3], b[1:3])

    def turn(self, degrees, radius, speed, acceleration):
        """Slows or speeds to `speed` on the straight, then turns `degrees`
        on an arc of `radius`."""
        while abs(self.speed - speed) > 1e-9:
            self.tick(speed, acceleration)
        rate = math.copysign(speed / radius, degrees)
        for _ in range(int(abs(math.radians(degrees) / rate) / TICK)):
            self.tick(speed, acceleration, rate)

    def stop(self, seconds, acceleration):
        while self.speed > 0:
            self.tick(0, acceleration)
        for _ in range(int(seconds / TICK)):
            self.tick(0, acceleration)


def draw_path(journey, rng):
    """The samples (seconds, east, north, speed) of `journey`."""
    mover = Mover(rng.uniform(0, 2 * math.pi))
    if journey == "city cycle":
        for _ in range(14):
            mover.straight(rng.uniform(80, 250), rng.uniform(4.5, 6.5), 1.0)
            mover.turn(rng.choice([-90, 90]), 8, 3.0, 1.0)
            if rng.random() < 0.4:
                mover.stop(rng.uniform(15, 50), 1.2)
    elif journey == "track laps":
        # Six laps of a 400 m track: straights of 84.39 m, bends of 36.5 m.
        for _ in range(12):
            mover.straight(84.39, 3.6, 1.5)
            mover.turn(180, 36.5, 3.6, 1.5)
    elif journey == "commuter walk":
        for _ in range(16):
            mover.straight(rng.uniform(40, 150), rng.uniform(1.2, 1.5), 0.6)
            if rng.random() < 0.35:
                mover.stop(rng.uniform(10, 35), 0.8)
            mover.turn(rng.choice([-90, 90, -60, 60]), 3, 1.1, 0.6)
    elif journey == "park stroll":
        for _ in range(40):
            mover.straight(rng.uniform(10, 30), rng.uniform(0.4, 0.6), 0.3)
            mover.turn(rng.uniform(-70, 70), rng.uniform(4, 15), 0.45, 0.3)
    elif journey == "switchback hike":
        for leg in range(24):
            mover.straight(rng.uniform(25, 60), rng.uniform(0.8, 1.1), 0.4)
            mover.turn(160 if leg % 2 == 0 else -160, 2.5, 0.6, 0.4)
            if rng.random() < 0.1:
                mover.stop(rng.uniform(30, 120), 0.5)
    elif journey == "harbour boat":
        for _ in range(10):
            mover.straight(rng.uniform(150, 400), rng.uniform(2.5, 4.0), 0.2)
            mover.turn(rng.uniform(-120, 120), 25, 2.0, 0.2)
    return mover.samples


def lagging(samples, lag):
    """Where a receiver whose own filter lags by `lag` seconds (a first
    order lag) puts the mover at each sample."""
    if lag == 0:
        return samples
    kept = 1 - math.exp(-TICK / lag)
    east, north = samples[0][1], samples[0][2]
    seen = []
    for t, true_east, true_north, speed in samples:
        east += kept * (true_east - east)
        north += kept * (true_north - north)
        seen.append((t, east, north, speed))
    return seen


def logged(samples, every, lost, rng):
    """The samples a logger writes every `every` seconds, losing a share
    `lost` of them; the last always."""
    stride = round(every / TICK)
    kept = [sample for sample in samples[::stride] if rng.random() >= lost]
    return kept if kept[-1] is samples[-1] else kept + [samples[-1]]


def draw_errors(count, every, receiver, rng):
    """Each written fix's error (east, north): the receiver's Gauss-Markov
    drifts, white jitter, and now and then an outlier 25 m off."""
    drifts = []
    for metres, correlation in receiver["drifts"]:
        kept = math.exp(-every / correlation)
        step = metres * math.sqrt(1 - kept * kept)
        east, north = rng.gauss(0, metres), rng.gauss(0, metres)
        series = []
        for _ in range(count):
            east, north = kept * east + rng.gauss(0, step), kept * north + rng.gauss(0, step)
            series.append((east, north))
        drifts.append(series)
    errors = []
    for index in range(count):
        east = sum(series[index][0] for series in drifts) + rng.gauss(0, receiver["white"])
        north = sum(series[index][1] for series in drifts) + rng.gauss(0, receiver["white"])
        if rng.random() < receiver["outliers"]:
            east, north = east + rng.gauss(0, 25), north + rng.gauss(0, 25)
        errors.append((east, north))
    return errors


def length(points):
    return sum(math.dist(a, b) for a, b in zip(points, points[1:]))


def main():
    trackd, trackctl = sys.argv[1], sys.argv[2]
    matching = sys.argv[3] if len(sys.argv) > 3 else ""
    with fresh_trackd(trackd, trackctl) as (folder, trackctl_json):
        for journey in JOURNEYS:
            for receiver_name, receiver in RECEIVERS.items():
                for logging_name, (every, lost) in LOGGING.items():
                    if matching not in f"{journey} | {receiver_name} | {logging_name}":
                        continue
                    for seed in SEEDS:
                        path = draw_path(journey, random.Random(f"{journey} {seed}"))
                        rng = random.Random(f"{journey} {receiver_name} {logging_name} {seed}")
                        fixes = logged(lagging(path, receiver["lag"]), every, lost, rng)
                        errors = draw_errors(len(fixes), every, receiver, rng)
                        file = os.path.join(folder, "journey.gpx")
                        hdop = receiver["hdop"]
                        write_gpx(file, [
                            (seconds, east + error_east, north + error_north,
                             hdop * rng.uniform(0.8, 1.2) if hdop else None)
                            for (seconds, east, north, _), (error_east, error_north) in zip(fixes, errors)
                        ], "bench-intervals", ORIGIN, START)
                        track = trackctl_json("import", file)
                        shown = trackctl_json("show", str(track["id"]))
                        print(json.dumps({
                            "task": "intervals",
                            "journey": journey,
                            "receiver": receiver_name,
                            "logging": logging_name,
                            "perfect": receiver_name == "error-free",
                            "seed": seed,
                            "true_distance_m": length([sample[1:3] for sample in path]),
                            "true_moving_s": TICK * sum(1 for sample in path[1:] if sample[3] > 0.05),
                            "true_max_speed_mps": max(sample[3] for sample in path),
                            "chord_distance_m": length([fix[1:3] for fix in fixes]),
                            "raw_distance_m": length([(fix[1] + error[0], fix[2] + error[1])
                                                      for fix, error in zip(fixes, errors)]),
                            "trackd_distance_m": shown["distance_m"],
                            "trackd_moving_s": shown["moving_time_s"],
                            "trackd_max_speed_mps": shown.get("max_speed_mps"),
                        }), flush=True)


if __name__ == "__main__":
    main()
