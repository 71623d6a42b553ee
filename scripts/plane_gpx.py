"""GPX 1.1 tracks of fixes drawn in metres on a local plane, for the
benchmark scripts that generate journeys (`bench-independent.py`,
`bench-intervals.py`)."""
import datetime
import math

# The mean radius of the earth, metres: near the origin, a metre north or
# east is that share of a radian of latitude or longitude.
EARTH_RADIUS = 6371008.8


def write_gpx(file, fixes, creator, origin, start, decimals=8):
    """Writes `fixes`, each (seconds after `start`, metres east and north
    of `origin`, its HDOP or None), as one track segment near `origin`
    (latitude, longitude, degrees), their coordinates to `decimals` places
    (7 is about a centimetre, as loggers write them). A time keeps its
    tenths of a second where it has any."""
    latitude, longitude = origin
    scale = math.cos(math.radians(latitude))
    with open(file, "w") as gpx:
        gpx.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                  f'<gpx version="1.1" creator="{creator}" xmlns="http://www.topografix.com/GPX/1/1">'
                  "<trk><trkseg>\n")
        for seconds, east, north, hdop in fixes:
            lat = latitude + math.degrees(north / EARTH_RADIUS)
            lon = longitude + math.degrees(east / (EARTH_RADIUS * scale))
            seconds = round(seconds, 1)
            moment = start + datetime.timedelta(seconds=seconds)
            tenths = moment.strftime(".%f")[:2] if seconds % 1 else ""
            time_text = moment.strftime("%Y-%m-%dT%H:%M:%S") + tenths + "Z"
            extra = f"<hdop>{hdop:.1f}</hdop>" if hdop is not None else ""
            place = f'lat="{lat:.{decimals}f}" lon="{lon:.{decimals}f}"'
            gpx.write(f"<trkpt {place}><time>{time_text}</time>{extra}</trkpt>\n")
        gpx.write("</trkseg></trk></gpx>\n")
