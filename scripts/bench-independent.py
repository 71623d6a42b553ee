#!/usr/bin/env python3
"""Journeys of known path from a generator that is not trackd's, imported
through the real trackd and trackctl.

The truth benchmark (`trackd-bench truth`) draws its journeys and receiver
errors in Swift, beside the model they judge; a rule tuned to it could pass
it alone. This generator shares none of its drawing code or shapes: each journey is
a path sampled at 1 Hz whose speed changes at no more than a real mover's
acceleration (0.5 m/s² walking, 2 m/s² driving), and each receiver's error
is a Gauss-Markov drift (its size and correlation time drawn per receiver)
plus white jitter and rare outliers, with or without an HDOP. Two
journeys are logged as sparse loggers write them: a hike with stops, a point
each time the logger's own position has moved 10 m (none while it stands),
and a winding road, a point every 10 s. Each journey is written as GPX, imported with `trackctl import` into a trackd started on
a fresh database, and its figures read with `trackctl show`; one JSON line
a journey gives the true length and moving time beside trackd's and the raw
sum of the noisy steps.

usage: bench-independent.py TRACKD TRACKCTL
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
ORIGIN = (47.3, 8.5)
START = datetime.datetime(2026, 5, 1, 8, tzinfo=datetime.timezone.utc)

# What moves: the name each row shows, and how its path is drawn.
JOURNEYS = [
    "straight 0.3 m/s", "straight 0.6 m/s", "straight 1.0 m/s", "ramble", "zigzag", "city blocks",
    "hike logged every 10 m", "road logged every 10 s",
]
# Receivers: drift (m, each axis), its correlation time (s), white jitter
# (m), outlier share (each 20 m off), and whether the file carries HDOP.
# The first is error-free: the control, which the model alone must not
# shorten.
RECEIVERS = [
    (0.0, 60, 0.0, 0.0, False),
    (2.5, 30, 1.0, 0.0, True),
    (3.0, 15, 0.5, 0.0, False),
    (1.5, 90, 0.8, 0.01, True),
    (0.3, 60, 2.0, 0.0, False),
    (4.0, 60, 0.7, 0.005, True),
]
SEEDS = [1, 2, 3]


class Path:
    """A mover sampled every second on a plane: position, heading, and a
    speed that reaches what is asked at no more than `acceleration`."""

    def __init__(self, acceleration, heading):
        self.acceleration = acceleration
        self.heading = heading
        self.speed = 0.0
        self.samples = [(0.0, 0.0, 0.0, False)]

    def go(self, speed):
        """One second toward `speed`, and as many more before it as the
        acceleration needs to reach it."""
        while abs(self.speed - speed) > self.acceleration + 1e-9:
            self.second(speed)
        self.second(speed)

    def second(self, speed):
        start = self.speed
        self.speed = start + max(-self.acceleration, min(self.acceleration, speed - start))
        mean = (start + self.speed) / 2
        t, x, y, _ = self.samples[-1]
        self.samples.append(
            (t + 1, x + mean * math.cos(self.heading), y + mean * math.sin(self.heading), mean > 0))


def wander(path, rng, seconds, turning, pace, pauses):
    """`seconds` of a walk whose heading wanders as a random walk of
    `turning` radians a second, and whose pace starts at 0.8 m/s and
    wanders by `pace[2]` a second within `pace[0]` and `pace[1]`; each
    second it stops with a chance of `pauses[0]`, for `pauses[1]` to
    `pauses[2]` seconds."""
    chance, shortest, longest = pauses
    slowest, fastest, wandering = pace
    speed = 0.8
    for _ in range(seconds):
        path.heading += rng.gauss(0, turning)
        speed = min(fastest, max(slowest, speed + rng.gauss(0, wandering)))
        if rng.random() < chance:
            for _ in range(rng.randint(shortest, longest)):
                path.go(0)
        path.go(speed)


def draw_path(journey, rng):
    """The samples (seconds, east, north, moving) of `journey`."""
    path = Path(2.0 if journey in ("city blocks", "road logged every 10 s") else 0.5, rng.uniform(0, 2 * math.pi))
    if journey.startswith("straight"):
        speed = float(journey.split()[1])
        for _ in range(int(600 / speed)):
            path.go(speed)
    elif journey == "ramble":
        # A dog walk: half an hour, the pace between 0.4 and 1.1 m/s, now
        # and then a pause of 8-25 s.
        wander(path, rng, 1800, turning=0.25, pace=(0.4, 1.1, 0.05), pauses=(0.004, 8, 25))
    elif journey == "zigzag":
        # A hiker's zigzag: legs of 20-40 m at 0.7 m/s, hairpins of 170°
        # over 8 s at 0.5 m/s.
        for leg in range(30):
            for _ in range(int(rng.uniform(20, 40) / 0.7)):
                path.go(0.7)
            turn = math.radians(170) * (1 if leg % 2 == 0 else -1)
            for _ in range(8):
                path.heading += turn / 8
                path.go(0.5)
    elif journey == "city blocks":
        # A drive: blocks of 80-200 m at 8-13 m/s, right angles over 6 s at
        # 4 m/s, a stop of 10-40 s after three blocks in ten.
        for _ in range(25):
            speed = rng.uniform(8, 13)
            for _ in range(int(rng.uniform(80, 200) / speed)):
                path.go(speed)
            turn = rng.choice([-1, 1]) * math.pi / 2
            for _ in range(6):
                path.heading += turn / 6
                path.go(4)
            if rng.random() < 0.3:
                for _ in range(rng.randint(10, 40)):
                    path.go(0)
    elif journey == "hike logged every 10 m":
        # An hour's hike: the heading wanders slowly, the pace between 0.3
        # and 1.3 m/s, now and then a stop of 20-90 s.
        wander(path, rng, 3600, turning=0.08, pace=(0.3, 1.3, 0.04), pauses=(0.002, 20, 90))
    elif journey == "road logged every 10 s":
        # Ten minutes on a road winding 8° a second at the crest of each
        # bend, at 9-18 m/s.
        speed = 14
        for second in range(600):
            path.heading += math.radians(8) * math.sin(second / 15) + rng.gauss(0, 0.02)
            speed = min(18, max(9, speed + rng.gauss(0, 0.3)))
            path.go(speed)
    return path.samples


def logged(journey, samples, errors):
    """The indices of the samples the receiver writes: every one, or as a
    sparse logger writes them (each time its own position has moved 10 m;
    every 10 s), the last always."""
    if journey == "hike logged every 10 m":
        kept = [0]
        for index in range(1, len(samples)):
            last = kept[-1]
            here = (samples[index][1] + errors[index][0], samples[index][2] + errors[index][1])
            there = (samples[last][1] + errors[last][0], samples[last][2] + errors[last][1])
            if math.dist(here, there) >= 10:
                kept.append(index)
    elif journey == "road logged every 10 s":
        kept = list(range(0, len(samples), 10))
    else:
        return list(range(len(samples)))
    return kept if kept[-1] == len(samples) - 1 else kept + [len(samples) - 1]


def draw_errors(count, rng, drift, correlation, white, outliers):
    """Each fix's error (east, north): a Gauss-Markov drift of `drift`
    metres forgotten over `correlation` seconds, white jitter, and now and
    then an outlier 20 m off."""
    kept = math.exp(-1 / correlation)
    step = drift * math.sqrt(1 - kept * kept)
    east, north = rng.gauss(0, drift), rng.gauss(0, drift)
    errors = []
    for _ in range(count):
        east = kept * east + rng.gauss(0, step)
        north = kept * north + rng.gauss(0, step)
        error = [east + rng.gauss(0, white), north + rng.gauss(0, white)]
        if rng.random() < outliers:
            error[0] += rng.gauss(0, 20)
            error[1] += rng.gauss(0, 20)
        errors.append(error)
    return errors


def main():
    trackd, trackctl = sys.argv[1], sys.argv[2]
    with fresh_trackd(trackd, trackctl) as (folder, trackctl_json):
        for journey in JOURNEYS:
            for drift, correlation, white, outliers, with_hdop in RECEIVERS:
                for seed in SEEDS:
                    rng = random.Random(f"{journey} {drift} {correlation} {white} {seed}")
                    samples = draw_path(journey, rng)
                    errors = draw_errors(len(samples), rng, drift, correlation, white, outliers)
                    file = os.path.join(folder, "journey.gpx")
                    # An HDOP as a receiver reports it: about its whole error over 3 m.
                    hdop = math.hypot(drift, white) / 3 if with_hdop else None
                    kept = logged(journey, samples, errors)
                    fixes = [(samples[i][0], samples[i][1] + errors[i][0], samples[i][2] + errors[i][1],
                              max(0.6, hdop * rng.uniform(0.8, 1.2)) if hdop else None) for i in kept]
                    write_gpx(file, fixes, "bench-independent", ORIGIN, START, decimals=7)
                    track = trackctl_json("import", file)
                    shown = trackctl_json("show", str(track["id"]))
                    steps = zip(samples, samples[1:])
                    perfect = drift == 0 and white == 0 and outliers == 0
                    print(json.dumps({
                        "task": "independent",
                        "journey": journey,
                        "receiver": "error-free" if perfect else
                                    f"{drift:g} m drift over {correlation} s, {white:g} m white"
                                    + (f", {outliers:.1%} outliers" if outliers else "")
                                    + (", HDOP" if with_hdop else ", no estimate"),
                        "perfect": perfect,
                        "seed": seed,
                        "true_distance_m": sum(math.dist(a[1:3], b[1:3]) for a, b in steps),
                        "true_moving_s": float(sum(1 for sample in samples[1:] if sample[3])),
                        "raw_distance_m": sum(math.dist(a[1:3], b[1:3]) for a, b in zip(fixes, fixes[1:])),
                        "trackd_distance_m": shown["distance_m"],
                        "trackd_moving_s": shown["moving_time_s"],
                    }), flush=True)


if __name__ == "__main__":
    main()
