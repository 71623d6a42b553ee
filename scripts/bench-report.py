#!/usr/bin/env python3
"""Prints trackd-bench's JSON lines (standard input) for people."""
import json
import sys

for line in sys.stdin:
    r = json.loads(line)
    if r["task"] == "gpx-parse":
        print(f"  trackd GPXReader      {r['mb_per_s']:7.1f} MB/s  {r['points_per_s']:>10,.0f} points/s"
              f"  peak RSS {r['max_rss_mb']:.1f} MB")
        print(f"  libxml2 xmlTextReader {r['libxml2_reader_mb_per_s']:7.1f} MB/s"
              f"  (trackd takes {r['time_ratio_to_libxml2_reader']:.2f}x its time)")
        print(f"  libxml2 SAX2, no-op   {r['libxml2_sax_mb_per_s']:7.1f} MB/s"
              f"  (trackd takes {r['time_ratio_to_libxml2_sax']:.2f}x its time)")
    elif r["task"] == "recording":
        print(f"  {r['fixes']:,.0f} fixes in {r['seconds']:.1f} s; per fix: first {r['window']:,.0f} {r['first_us_per_fix']:.1f} us,"
              f" last {r['window']:,.0f} {r['last_us_per_fix']:.1f} us (x{r['last_to_first']:.2f}); peak RSS {r['max_rss_mb']:.1f} MB")
    elif r["task"] == "resume":
        readings = ", ".join(f"{fixes:,.0f}: {mb:.1f} MB" for fixes, mb in r["recording_private_mb_by_fixes"])
        held = r.get("recording_held", [0, 0])
        print(f"  recording {r['fixes']:,.0f} fixes, private memory by fixes: {readings}; held at the end:"
              f" {held[0]:,.0f} trace points, {held[1]:,.0f} model values")
        print(f"  restarted: status after {r['status_s']:.2f} s ({r['first_status_points']:,} points), figures after"
              f" {r['figures_s']:.1f} s, {'equal to' if r['figures_equal'] else 'DIFFERENT from'} the unbroken run's;"
              f" peak RSS {r['resumed_peak_mb']:.1f} MB, a fresh start {r['fresh_peak_mb']:.1f} MB")
        print("  then " + ", ".join(f"{name} {step['seconds']:.1f} s (peak RSS {step['peak_mb']:.1f} MB)"
                                    for name, step in r["big_track"].items()))
    elif r["task"] == "storage":
        print(f"  import {r['import_points']:,.0f} points in {r['import_seconds']:.1f} s ({r['import_points_per_s']:,.0f} points/s;"
              f" median of 3, best {r['import_best_points_per_s']:,.0f})")
        print(f"  export GPX in {r['export_seconds']:.1f} s ({r['export_points_per_s']:,.0f} points/s, {r['export_bytes'] / 1e6:.0f} MB;"
              f" median of 3, best {r['export_best_points_per_s']:,.0f})")
        print(f"  tracks: {r['tracks_listed']:,.0f} listed in {r['tracks_ms']:.1f} ms; peak RSS during import"
              f" {r['import_max_rss_mb']:.0f} MB, export {r['export_max_rss_mb']:.0f} MB, all {r['max_rss_mb']:.0f} MB")
    elif r["task"] == "live-peers":
        fixes = max(r["fixes_sent"], 1)
        for name in ("trackd", "gpxlogger"):
            print(f"  {name + ':':10} {r[name + '_points']} of {r['fixes_sent']} fixes, peak RSS {r[name + '_rss_mb']:.1f} MB"
                  f" ({r.get(name + '_private_mb', 0):.1f} MB private), CPU {r[name + '_cpu_s'] * 1000:.0f} ms,"
                  f" per fix {r[name + '_wchar'] / fixes:,.0f} B handed to the kernel,"
                  f" {r[name + '_write_bytes'] / fixes:,.0f} B to storage, files +{r[name + '_files_growth'] / fixes:,.0f} B")
        if r.get("forward"):
            print(f"  forwarded to {r['forward']}: {r['forwarded']} of {r['trackd_points']} recorded positions arrived")
    elif r["task"] == "forward-catch-up":
        cap = "no cap" if r["max_rate"] >= 100000 else f"forward_max_rate {r['max_rate']:g}"
        print(f"  {r['server']} ({cap}): {r['queued']:,} queued, sent in {r['seconds']:.1f} s ({r['per_s']:,.0f} a second)"
              f" after {r['reconnect_s']:.1f} s to reconnect; {r['unique']:,} arrived, {r['repeats']} twice,"
              f" {'in order' if r['in_order'] else 'OUT OF ORDER'}")
    elif r["task"] == "forward-outage":
        print(f"  recorded {r['recorded_per_s_before']:.1f} fixes/s before, {r['recorded_per_s_during']:.1f} during the outage;"
              f" {r['queued_peak']:,} queued at most, 90% sent {r['catch_up_s']:.1f} s after the broker was back")
        print(f"  {r['unique']:,} of {r['recorded']:,} recorded positions arrived, {r['repeats']} twice,"
              f" {'in order' if r['in_order'] else 'OUT OF ORDER'}")
    elif r["task"] == "peer":
        print(f"  {r['peer']} ({r['what']}): {r['points']:,.0f} points in {r['seconds']:.1f} s ({r['points_per_s']:,.0f} points/s)")
    elif r["task"] == "statistics":
        print(f"  {r['fixes']:,.0f} fixes at {r['rate_hz']:g} Hz: first {r['window']:,.0f} {r['first_us_per_fix']:.1f} us a fix,"
              f" last {r['window']:,.0f} {r['last_us_per_fix']:.1f} us (x{r['last_to_first']:.2f}); {r['distance_km']:.1f} km")
    elif r["task"] == "independent":
        print(f"  {r['journey']:18} {r['receiver']:52} seed {r['seed']}: true {r['true_distance_m']:6.0f} m,"
              f" trackd {r['trackd_distance_m']:6.0f} m, raw {r['raw_distance_m']:6.0f} m;"
              f" moving {r['trackd_moving_s']:.0f} of {r['true_moving_s']:.0f} s")
    elif r["task"] == "intervals":
        print(f"  {r['journey']:16} {r['receiver'][:40]:40} {r['logging']:14} seed {r['seed']}:"
              f" true {r['true_distance_m']:6.0f} m, trackd {r['trackd_distance_m']:6.0f} m,"
              f" chords {r['chord_distance_m']:6.0f} m; moving {r['trackd_moving_s']:.0f} of {r['true_moving_s']:.0f} s")
    elif r["task"] == "real-log":
        print(f"  {r['log']:34} {r['fixes']:4} fixes, eph {r['median_eph_m']:5.1f} m: raw {r['raw_distance_m']:7.0f} m,"
              f" trackd {r['trackd_distance_m']:7.0f} m, moving {r['trackd_moving_s']:4.0f} s of {r['duration_s']:.0f} s")
    elif r["task"] == "property":
        print(f"  {r['listeners']:.0f} listeners: {r['sets_per_s']:,.0f} sets/s, {r['deliveries_per_s']:,.0f} deliveries/s")
    elif r["task"] == "live-watch":
        print(f"  {r['fixes_recorded']:,.0f} of {r['fixes_sent']:,.0f} fixes recorded; each of {r['watchers']:.0f} watchers saw"
              f" at least {r['fixes_seen_min']:,.0f}")
        print(f"  lag behind the 10 Hz schedule: p50 {r['lag_p50_ms']:.1f} ms, p99 {r['lag_p99_ms']:.1f} ms,"
              f" max {r['lag_max_ms']:.1f} ms")
        print(f"  status round trip ({r['status_requests']:,.0f} from {r['status_clients']:.0f} clients):"
              f" p50 {r['status_p50_ms']:.2f} ms, p99 {r['status_p99_ms']:.2f} ms")
        print(f"  trackd: {r['trackd_cpu_s']:.2f} s CPU in {r['seconds']:.0f} s, peak RSS {r['trackd_rss_mb']:.1f} MB")
    elif r["task"] == "web":
        for phase, label in (("idle", "nobody watching"), ("watched", f"{r['clients']} browsers watching")):
            p = r[phase]
            print(f"  {label}: trackweb {p['web_cpu_percent']:.2f}% of a core, {p['web_private_mb']:.1f} MB private;"
                  f" trackd {p['trackd_cpu_percent']:.2f}%")
        print(f"  {r['events_per_client_per_s']:.1f} events a second each; a fix to the page: p50 {r['latency_p50_ms']:.0f} ms,"
              f" p99 {r['latency_p99_ms']:.0f} ms, max {r['latency_max_ms']:.0f} ms; trackweb peak RSS {r['web_peak_rss_mb']:.1f} MB")
    elif r["task"] == "truth":
        true = r["true_distance_m"]

        def figure(key):
            return f"{(r[key] - true) / true * 100:+6.1f}%" if true > 0 else f"{r[key]:6.0f} m"

        print(f"  {r['journey'][:32]:32} {r['noise']}: trackd {figure('trackd_distance_m')}, raw {figure('raw_distance_m')},"
              f" 10 m rule {figure('rule10_distance_m')}; moving {r['trackd_moving_s']:.0f} of {r['true_moving_s']:.0f} s")
