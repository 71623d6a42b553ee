// trackweb's page: the live recording, its actions, and the saved tracks.
// Every figure comes from trackd (through trackweb's /api); every string
// trackd sends is shown with textContent, never parsed as HTML.
"use strict";

const $ = (id) => document.getElementById(id);

// ---- Talking to trackweb ---------------------------------------------------

/** Sends a request; resolves to trackd's answer ({ok, result, text, error}). */
async function api(method, path, body, contentType = "application/json") {
  const options = { method, headers: {}, credentials: "same-origin" };
  if (body !== undefined) {
    options.body = contentType === "application/json" ? JSON.stringify(body) : body;
    options.headers["Content-Type"] = contentType;
  }
  let response;
  try {
    response = await fetch(path, options);
  } catch (error) {
    return { ok: false, error: { message: "trackweb cannot be reached: " + error.message } };
  }
  if (response.status === 401) {
    window.location.href = "/login";
    return { ok: false, error: { message: "log in first" } };
  }
  if (response.status === 204) return { ok: true };
  try {
    return await response.json();
  } catch (error) {
    return { ok: false, error: { message: "HTTP " + response.status } };
  }
}

function say(element, answer) {
  element.textContent = answer.ok ? answer.text || "" : (answer.error && answer.error.message) || "failed";
  element.classList.toggle("refused", !answer.ok);
}

// ---- Formatting -------------------------------------------------------------

function duration(seconds) {
  if (seconds === null || seconds === undefined) return "-";
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h + ":" + String(m).padStart(2, "0") + ":" + String(s % 60).padStart(2, "0");
}

function kilometres(metres) {
  return metres === null || metres === undefined ? "-" : (metres / 1000).toFixed(3) + " km";
}

function fixText(fix) {
  const modes = ["none", "no fix", "2D", "3D"];
  if (!fix || fix.lat === null) return "none";
  let text = modes[fix.mode] || "?";
  if (fix.eph_m !== null && fix.eph_m !== undefined) text += ", ±" + Math.round(fix.eph_m) + " m";
  if (fix.age_s !== null && fix.age_s !== undefined) text += ", " + Math.round(fix.age_s) + " s ago";
  if (fix.stale) text += " (stale)";
  return text;
}

function sourceText(source) {
  if (!source) return "-";
  let text = source.kind + (source.connected ? ", connected" : ", not connected");
  if (source.finished) text += ", finished";
  if (source.problem) text += ": " + source.problem;
  return text;
}

function forwardingText(servers) {
  if (!servers || servers.length === 0) return "off";
  return servers
    .map((s) => s.destination + (s.connected ? " connected" : " not connected") + ", " + s.queued + " queued")
    .join("; ");
}

// ---- Maps -------------------------------------------------------------------

let tileURL = "";

/** A Leaflet map in `element`, with tiles when configured and a scale bar. */
function makeMap(element) {
  const map = L.map(element, { zoomControl: true }).setView([0, 0], 2);
  if (tileURL) {
    L.tileLayer(tileURL, {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    }).addTo(map);
  }
  L.control.scale({ imperial: false }).addTo(map);
  return map;
}

// ---- The live view ----------------------------------------------------------

const live = {
  map: null,
  trace: null,
  position: null,
  accuracy: null,
  points: -1,
  notes: -1,
  segments: -1,
  notesLayer: null,
  traceAsked: 0,
  /** Whether a fetch of the whole trace is on its way, and whether the
   * trace was reshaped meanwhile (then it is fetched again after it). */
  traceLoading: false,
  traceReshaped: false,
  fitted: false,
  /** Whether the map keeps the position in view: until the user pans it. */
  following: true,
};

function showStatus(answer) {
  $("connection").textContent = answer.ok ? "live" : (answer.error && answer.error.message) || "trackd unavailable";
  $("connection").classList.toggle("refused", !answer.ok);
  if (!answer.ok) return;
  const s = answer.result;
  $("f-recording").textContent = s.recording ? "yes" : "no";
  $("f-fix").textContent = fixText(s.fix);
  $("f-speed").textContent = s.speed;
  $("f-distance").textContent = s.distance;
  $("f-moving").textContent = duration(s.moving_time_s);
  $("f-climb").textContent = Math.round(s.elevation_gain_m) + " m up, " + Math.round(s.elevation_loss_m) + " m down";
  $("f-points").textContent = s.points + " in " + s.segments + (s.segments === 1 ? " segment" : " segments");
  $("f-source").textContent = sourceText(s.source);
  $("f-forwarding").textContent = forwardingText(s.forwarding);
  for (const button of document.querySelectorAll("[data-action]")) {
    const action = button.dataset.action;
    // Not `disabled`: a tap on a greyed button says why (a phone shows no title).
    button.setAttribute("aria-disabled", String(!s.actions[action]));
    button.title = (s.actions_refused && s.actions_refused[action]) || "";
  }
  showPosition(s.fix);
  if (s.points !== live.points || s.notes !== live.notes) followTrace(s);
}

/**
 * Keeps the trace drawn up to date cheaply: a recording's trace is up to
 * 20,000 points (half a megabyte), so it is fetched whole only at first,
 * when the recording was cleared, noted or began a segment, and once a
 * minute (to take trackd's thinning); in between, each new position the
 * status shows is added to the line.
 */
function followTrace(s) {
  const stale = Date.now() - live.traceAsked > 60000;
  const reshaped = s.points < live.points || s.notes !== live.notes || s.segments !== live.segments;
  live.points = s.points;
  live.notes = s.notes;
  live.segments = s.segments;
  const rings = live.trace ? live.trace.getLatLngs() : [];
  if (live.traceLoading) {
    // A status that comes while the trace is on its way (a slow link)
    // fetches it again only if the recording changed shape meanwhile.
    live.traceReshaped = live.traceReshaped || reshaped;
  } else if (!live.trace || stale || reshaped || rings.length === 0) {
    refreshTrace();
  } else if (s.fix && s.fix.lat !== null && s.recording) {
    // The newest segment is the last of the line's rings.
    live.trace.addLatLng([s.fix.lat, s.fix.lon], rings[rings.length - 1]);
  }
}

function showPosition(fix) {
  if (!fix || fix.lat === null) return;
  const where = [fix.lat, fix.lon];
  const radius = fix.eph_m || 0;
  if (!live.position) {
    live.accuracy = L.circle(where, { radius, weight: 1, className: "accuracy" }).addTo(live.map);
    live.position = L.circleMarker(where, { radius: 7, className: "position" }).addTo(live.map);
  } else {
    live.position.setLatLng(where);
    live.accuracy.setLatLng(where).setRadius(radius);
  }
  if (!live.fitted) {
    live.map.setView(where, 16);
    live.fitted = true;
  } else if (live.following && !live.map.getBounds().pad(-0.2).contains(where)) {
    live.map.panTo(where);
  }
}

/**
 * Fetches the whole trace and the notes, and draws them anew; once more
 * if the recording was reshaped while the fetch was on its way.
 */
async function refreshTrace() {
  live.traceAsked = Date.now();
  live.traceLoading = true;
  let answer;
  try {
    answer = await api("GET", "/api/trace");
  } finally {
    live.traceLoading = false;
  }
  if (live.traceReshaped) {
    live.traceReshaped = false;
    refreshTrace();
    return;
  }
  if (!answer.ok) return;
  const segments = answer.result.segments;
  if (live.trace) live.trace.remove();
  live.trace = L.polyline(segments, { className: "trace" }).addTo(live.map);
  if (live.notesLayer) live.notesLayer.remove();
  live.notesLayer = L.layerGroup(answer.result.notes.map(noteMarker)).addTo(live.map);
  if (!live.fitted && segments.length > 0) {
    live.map.fitBounds(live.trace.getBounds(), { maxZoom: 17 });
    live.fitted = true;
  }
}

function startLive() {
  live.map = makeMap($("live-map"));
  live.map.on("dragstart", () => {
    live.following = false;
  });
  const events = new EventSource("/api/events");
  events.onmessage = (message) => showStatus(JSON.parse(message.data));
  events.onerror = () => {
    $("connection").textContent = "reconnecting…";
    $("connection").classList.add("refused");
  };
  for (const button of document.querySelectorAll("[data-action]")) {
    button.addEventListener("click", () => act(button.dataset.action));
  }
  setUpForm($("save-form"), async (form) => {
    const description = form.description.value.trim();
    return api("POST", "/api/save", { name: form.name.value, description: description || null });
  });
  setUpForm($("note-form"), async (form) => api("POST", "/api/note", { text: form.text.value }));
}

/** A note on a map: a marker whose popup shows the note's text as text. */
function noteMarker(note) {
  const marker = L.marker([note.lat, note.lon], { title: note.text, alt: note.text });
  marker.bindPopup(() => {
    const text = document.createElement("span");
    text.textContent = note.text;
    return text;
  });
  return marker;
}

async function act(action) {
  const message = $("message");
  const button = $("a-" + action);
  if (button.getAttribute("aria-disabled") === "true") {
    say(message, { ok: false, error: { message: button.title || "not available now" } });
    return;
  }
  if (action === "save" || action === "note") {
    const form = $(action + "-form");
    form.hidden = false;
    form.querySelector("input, textarea").focus();
    return;
  }
  if (action === "clear" && !window.confirm("Discard the unsaved recording? Its points are lost.")) return;
  const answer = await api("POST", "/api/" + action);
  say(message, answer);
  if (answer.ok) showStatus(answer);
}

function setUpForm(form, send) {
  form.querySelector(".cancel").addEventListener("click", () => {
    form.hidden = true;
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const answer = await send(form);
    say($("message"), answer);
    if (answer.ok) {
      form.reset();
      form.hidden = true;
    }
  });
}

// ---- Saved tracks -------------------------------------------------------------

async function showTracks() {
  const answer = await api("GET", "/api/tracks");
  const body = $("tracks").querySelector("tbody");
  body.replaceChildren();
  if (!answer.ok) return say($("tracks-message"), answer);
  $("tracks-empty").hidden = answer.result.length > 0;
  for (const track of answer.result) {
    const row = body.insertRow();
    const link = document.createElement("a");
    link.href = "#/tracks/" + track.id;
    link.textContent = track.name;
    row.insertCell().append(link);
    row.insertCell().textContent = track.start ? track.start.slice(0, 16).replace("T", " ") : "-";
    row.insertCell().textContent = kilometres(track.distance_m);
    row.insertCell().textContent = duration(track.duration_s);
  }
}

function setUpImport() {
  $("import-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const file = event.target.file.files[0];
    if (!file) return;
    $("tracks-message").textContent = "Importing " + file.name + "…";
    const path = "/api/import?file_name=" + encodeURIComponent(file.name);
    const answer = await api("POST", path, file, "application/octet-stream");
    say($("tracks-message"), answer);
    if (answer.ok) {
      event.target.reset();
      showTracks();
    }
  });
}

const trackView = { map: null, layers: [] };

async function showTrack(id) {
  const answer = await api("GET", "/api/tracks/" + id);
  const message = $("track-message");
  message.textContent = "";
  if (!answer.ok) return say(message, answer);
  const t = answer.result;
  $("t-name").textContent = t.name;
  $("t-description").textContent = t.description || "";
  const figures = $("t-figures");
  figures.replaceChildren();
  const rows = [
    ["Start", t.start || "-"],
    ["Duration", duration(t.duration_s)],
    ["Moving time", duration(t.moving_time_s)],
    ["Distance", kilometres(t.distance_m)],
    ["Max speed", t.max_speed_mps === null ? "-" : (t.max_speed_mps * 3.6).toFixed(1) + " km/h"],
    ["Climb", Math.round(t.elevation_gain_m) + " m up, " + Math.round(t.elevation_loss_m) + " m down"],
    ["Points", t.points + " in " + t.segments + (t.segments === 1 ? " segment" : " segments")],
  ];
  for (const [name, value] of rows) {
    const term = document.createElement("dt");
    term.textContent = name;
    const detail = document.createElement("dd");
    detail.textContent = value;
    figures.append(term, detail);
  }
  const notes = $("t-notes");
  notes.replaceChildren();
  for (const note of t.notes) {
    const item = document.createElement("li");
    item.textContent = note.time + "  " + note.text;
    notes.append(item);
  }
  for (const format of ["gpx", "geojson", "csv"]) {
    $("t-" + format).href = "/api/tracks/" + id + "/export/" + format;
  }
  const rename = $("rename-form");
  $("t-rename").onclick = () => {
    rename.name.value = t.name;
    rename.description.value = t.description || "";
    rename.hidden = false;
    rename.name.focus();
  };
  rename.onsubmit = async (event) => {
    event.preventDefault();
    const answer = await api("PATCH", "/api/tracks/" + id, {
      name: rename.name.value,
      description: rename.description.value,
    });
    say(message, answer);
    if (answer.ok) {
      rename.hidden = true;
      $("t-name").textContent = answer.result.name;
      $("t-description").textContent = answer.result.description || "";
    }
  };
  rename.querySelector(".cancel").onclick = () => {
    rename.hidden = true;
  };
  $("t-delete").onclick = async () => {
    if (!window.confirm("Delete the track \u201c" + t.name + "\u201d with its points and notes?")) return;
    const deleted = await api("DELETE", "/api/tracks/" + id);
    if (deleted.ok) window.location.hash = "#/tracks";
    else say(message, deleted);
  };
  drawTrack(id);
}

/** Draws a saved track from its GeoJSON export, and its plots. */
async function drawTrack(id) {
  if (!trackView.map) trackView.map = makeMap($("track-map"));
  for (const layer of trackView.layers) layer.remove();
  trackView.layers = [];
  let geojson;
  try {
    const response = await fetch("/api/tracks/" + id + "/export/geojson", { credentials: "same-origin" });
    geojson = await response.json();
  } catch (error) {
    return;
  }
  const points = [];
  const lines = [];
  for (const feature of geojson.features) {
    if (feature.geometry.type === "MultiLineString") {
      const times = feature.properties.times || [];
      for (const line of feature.geometry.coordinates) {
        lines.push(line.map(([lon, lat]) => [lat, lon]));
        for (const [lon, lat, ele] of line) {
          points.push({ lat, lon, ele, time: times[points.length] ? Date.parse(times[points.length]) : null });
        }
      }
    } else if (feature.geometry.type === "Point") {
      const [lon, lat] = feature.geometry.coordinates;
      const note = { lat, lon, text: feature.properties.text };
      trackView.layers.push(noteMarker(note).addTo(trackView.map));
    }
  }
  const line = L.polyline(lines, { className: "trace" }).addTo(trackView.map);
  trackView.layers.push(line);
  if (points.length > 0) trackView.map.fitBounds(line.getBounds(), { maxZoom: 17 });
  plotProfiles(points);
}

// ---- Plots --------------------------------------------------------------------

function metresBetween(a, b) {
  const rad = Math.PI / 180;
  const x = (b.lon - a.lon) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.hypot(x, y) * 6371008.8;
}

/** Elevation and speed against distance; speed over steps of 10 s at least. */
function plotProfiles(points) {
  const elevation = [];
  const speed = [];
  let along = 0;
  let anchor = 0;
  let sinceAnchor = 0;
  for (let i = 0; i < points.length; i++) {
    if (i > 0) {
      const step = metresBetween(points[i - 1], points[i]);
      along += step;
      sinceAnchor += step;
      const a = points[anchor];
      const seconds = a.time !== null && points[i].time !== null ? (points[i].time - a.time) / 1000 : 0;
      if (seconds >= 10) {
        speed.push([along / 1000, (sinceAnchor / seconds) * 3.6]);
        anchor = i;
        sinceAnchor = 0;
      }
    }
    if (points[i].ele !== undefined && points[i].ele !== null) elevation.push([along / 1000, points[i].ele]);
  }
  plot($("t-elevation"), elevation, "m");
  plot($("t-speed"), speed, "km/h");
}

function plot(canvas, series, unit) {
  canvas.dataset.points = series.length;
  const context = canvas.getContext("2d");
  const width = canvas.width;
  const height = canvas.height;
  context.clearRect(0, 0, width, height);
  context.font = "14px sans-serif";
  context.fillStyle = "#555";
  if (series.length < 2) {
    context.fillText("nothing to plot", 10, 20);
    return;
  }
  const xs = series.map((p) => p[0]);
  const ys = series.map((p) => p[1]);
  const xMax = Math.max(...xs) || 1;
  const yMin = Math.min(...ys);
  const yMax = Math.max(...ys);
  const ySpan = yMax - yMin || 1;
  const left = 60;
  const bottom = height - 25;
  const x = (value) => left + (value / xMax) * (width - left - 10);
  const y = (value) => bottom - ((value - yMin) / ySpan) * (bottom - 10);
  context.strokeStyle = "#ccc";
  context.beginPath();
  context.moveTo(left, 10);
  context.lineTo(left, bottom);
  context.lineTo(width - 10, bottom);
  context.stroke();
  context.fillText(Math.round(yMax) + " " + unit, 2, 20);
  context.fillText(Math.round(yMin) + " " + unit, 2, bottom);
  context.fillText(xMax.toFixed(1) + " km", width - 70, height - 5);
  context.strokeStyle = "#c0392b";
  context.lineWidth = 2;
  context.beginPath();
  series.forEach(([px, py], index) => (index === 0 ? context.moveTo(x(px), y(py)) : context.lineTo(x(px), y(py))));
  context.stroke();
}

// ---- Views ----------------------------------------------------------------------

function route() {
  const hash = window.location.hash || "#/";
  const track = hash.match(/^#\/tracks\/(\d+)$/);
  $("live-view").hidden = hash !== "#/";
  $("tracks-view").hidden = hash !== "#/tracks";
  $("track-view").hidden = !track;
  if (hash === "#/") live.map.invalidateSize();
  if (hash === "#/tracks") showTracks();
  if (track) {
    showTrack(track[1]);
    if (trackView.map) trackView.map.invalidateSize();
  }
}

async function start() {
  const settings = await api("GET", "/api/map");
  tileURL = (settings && settings.tile_url) || "";
  startLive();
  setUpImport();
  window.addEventListener("hashchange", route);
  route();
}

start();
