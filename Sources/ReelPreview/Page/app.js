// The preview page's script: polls /api/state, shows frames fetched from /api/frame (kept as
// blob URLs), plays at the clip's rate with frames fetched ahead, and drives the parameters,
// layers, timeline and export panels. The body's data-* attributes expose its state to the
// browser test (Tests/Browser). Linted by `make lint` (eslint, .eslintrc.json). The timeline
// panel is timeline.js (refreshTimeline, movePlayhead).
/* global refreshTimeline, movePlayhead */
'use strict';
const $ = (id) => document.getElementById(id);
const AHEAD = 8;          // frames requested ahead while playing
const KEEP = 240;         // frames kept in the page (blob URLs)
let stateText = '';
let state = null;         // the last /api/state
const values = {};        // parameters the user changed: name -> text
let wanted = 0;           // the frame asked for
let shownKey = '';        // the key of the image on screen
const frameCache = new Map(); // key -> {url, failed, promise}
let selected = null;      // the selected layer's path
let trace = null;         // the shown frame's trace
let playing = false, playStart = 0, playFrom = 0, lastSeq = -1, dropped = 0;

const clip = () => state && state.clip;
const query = () => Object.keys(values).sort()
  .map((k) => '&set=' + encodeURIComponent(k + '=' + values[k])).join('');
const keyOf = (n) => state.generation + '|' + query() + '|' + n;
const timeOf = (n) => n * clip().fpsDenominator / clip().fpsNumerator;

function setStatus(text) { $('status').textContent = text; }

async function poll() {
  try {
    const r = await fetch('/api/state', { cache: 'no-store' });
    const text = await r.text();
    if (text !== stateText) { stateText = text; apply(JSON.parse(text)); }
  } catch (e) {
    setStatus('the preview server is not answering');
  }
  setTimeout(poll, 250);
}

function apply(next) {
  const old = state;
  state = next;
  document.body.dataset.revision = next.revision;
  document.body.dataset.generation = next.generation;
  $('file').textContent = next.file;
  const list = $('problems');
  list.replaceChildren(...next.problems.map((p) => {
    const li = document.createElement('li');
    li.textContent = p.text;
    return li;
  }));
  list.hidden = next.problems.length === 0;
  document.body.dataset.problems = next.problems.length;
  if (!next.clip) { setStatus('waiting for a valid document'); return; }
  setStatus(next.problems.length ? 'showing the last good version' : 'live');
  if (!old || old.generation !== next.generation) {
    for (const [k, e] of frameCache) if (k !== shownKey && e.url) URL.revokeObjectURL(e.url);
    for (const k of [...frameCache.keys()]) if (k !== shownKey) frameCache.delete(k);
    if (!old || !old.clip
      || JSON.stringify(old.clip.params) !== JSON.stringify(next.clip.params)) buildParams();
    const c = next.clip;
    $('scrub').max = c.frameCount - 1;
    $('loopIn').max = $('loopOut').max = c.frameCount - 1;
    if (!old || !old.clip || +$('loopOut').value > c.frameCount - 1 || old.clip.frameCount !== c.frameCount) {
      $('loopOut').value = c.frameCount - 1;
    }
    if (+$('loopIn').value > c.frameCount - 1) $('loopIn').value = 0;
    $('rate').textContent = c.pixelWidth + ' × ' + c.pixelHeight + ' px · ' + c.fpsText + ' fps · ' +
      c.frameCount + ' frames';
    zoom();
    show(Math.min(wanted, c.frameCount - 1));
  }
}

function buildParams() {
  const form = $('params');
  const params = clip().params;
  for (const k of Object.keys(values)) if (!params.some((p) => p.name === k)) delete values[k];
  form.replaceChildren(...params.map((p) => {
    const label = document.createElement('label');
    label.textContent = p.name;
    const input = document.createElement('input');
    input.name = p.name;
    const value = p.name in values ? values[p.name] : p.value;
    if (p.type === 'bool') { input.type = 'checkbox'; input.checked = value === true || value === 'true'; }
    else if (p.type === 'number') { input.type = 'number'; input.step = 'any'; input.value = value; }
    else if (/^#[0-9a-fA-F]{6}$/.test(p.value)) { input.type = 'color'; input.value = value; }
    else { input.type = 'text'; input.value = value; }
    input.addEventListener('change', () => {
      values[p.name] = input.type === 'checkbox' ? String(input.checked) : input.value;
      $('paramProblems').hidden = true;
      show(wanted);
    });
    label.append(input);
    return label;
  }));
  if (params.length === 0) form.textContent = 'This document declares no params.';
}

function fetchFrame(n) {
  const key = keyOf(n);
  let e = frameCache.get(key);
  if (e) return e;
  e = { key, n, url: null, failed: false };
  e.promise = fetch('/api/frame?n=' + n + query()).then(async (r) => {
    if (!r.ok) {
      e.failed = true;
      if (r.status === 422) showParamProblems((await r.json()).problems);
      return e;
    }
    e.url = URL.createObjectURL(await r.blob());
    return e;
  }).catch(() => { e.failed = true; return e; });
  frameCache.set(key, e);
  while (frameCache.size > KEEP) {
    const [k, old] = frameCache.entries().next().value;
    if (k === shownKey) { frameCache.delete(k); frameCache.set(k, old); continue; }
    if (old.url) URL.revokeObjectURL(old.url);
    frameCache.delete(k);
  }
  return e;
}

function showParamProblems(problems) {
  const list = $('paramProblems');
  list.replaceChildren(...problems.map((p) => {
    const li = document.createElement('li');
    li.textContent = p.text;
    return li;
  }));
  list.hidden = false;
}

function display(e) {
  const img = $('frame');
  img.src = e.url;
  shownKey = e.key;
  document.body.dataset.shown = e.n;
  document.body.dataset.shownKey = e.key;
  refreshTrace(e.n);
}

// Shows frame n once it is fetched, unless another frame was asked for meanwhile.
function show(n) {
  if (!clip()) return;
  n = Math.max(0, Math.min(clip().frameCount - 1, n));
  wanted = n;
  $('scrub').value = n;
  $('position').textContent = 'frame ' + n + ' / ' + (clip().frameCount - 1) + ' · ' +
    timeOf(n).toFixed(3) + ' s';
  refreshTimeline(state.generation);
  movePlayhead(n);
  const e = fetchFrame(n);
  e.promise.then((done) => {
    if (!playing && done.url && done.key === keyOf(wanted)) display(done);
  });
}

async function refreshTrace(n) {
  const r = await fetch('/api/trace?n=' + n + query());
  if (!r.ok) return;
  const t = await r.json();
  if (t.frame !== wanted && !playing) return;
  trace = t;
  const list = $('layers');
  const paths = Object.keys(t.layers);
  if (list.dataset.paths !== paths.join('\n')) {
    list.dataset.paths = paths.join('\n');
    list.replaceChildren(...paths.map((path) => {
      const li = document.createElement('li');
      li.textContent = path.split('/').pop();
      li.style.paddingLeft = (4 + 12 * (path.split('/').length - 1)) + 'px';
      li.title = path;
      li.dataset.path = path;
      li.addEventListener('click', () => { selected = selected === path ? null : path; drawLayer(); });
      return li;
    }));
  }
  drawLayer();
}

// Selects the layer at `path` (the timeline's bars and rows call it).
function selectLayer(path) {
  selected = path;
  drawLayer();
}

function drawLayer() {
  for (const li of $('layers').children) li.classList.toggle('selected', li.dataset.path === selected);
  const layer = trace && selected && trace.layers[selected];
  const table = $('values');
  const outline = $('outline');
  if (!layer) { table.replaceChildren(); outline.hidden = true; return; }
  const round = (v) => Array.isArray(v) ? '[' + v.map(round).join(', ') + ']'
    : typeof v === 'number' ? String(Math.round(v * 1000) / 1000) : JSON.stringify(v);
  table.replaceChildren(...Object.entries(layer).map(([k, v]) => {
    const tr = document.createElement('tr');
    const a = document.createElement('td'), b = document.createElement('td');
    a.textContent = k; b.textContent = round(v);
    tr.append(a, b);
    return tr;
  }));
  const [x, y, w, h] = layer.frameInRoot;
  const z = scale();
  Object.assign(outline.style, { left: x * z + 'px', top: y * z + 'px', width: w * z + 'px',
    height: h * z + 'px' });
  outline.hidden = false;
}

function scale() {
  const c = clip();
  if (!c) return 1;
  const mode = $('zoom').value;
  if (mode !== 'fit') return +mode;
  const well = $('well');
  return Math.min((well.clientWidth - 16) / c.width, (well.clientHeight - 16) / c.height);
}

function zoom() {
  const c = clip();
  if (!c) return;
  const z = scale();
  $('frame').style.width = c.width * z + 'px';
  $('frame').style.height = c.height * z + 'px';
  $('frame').style.imageRendering = $('zoom').value === 'fit' ? 'auto' : 'pixelated';
  drawLayer();
}

function loop() {
  const last = clip().frameCount - 1;
  const a = Math.max(0, Math.min(last, +$('loopIn').value || 0));
  const b = Math.max(a, Math.min(last, +$('loopOut').value || 0));
  return [a, b];
}

// Playback: the frame due is the one of the wall clock; a frame not fetched in time is
// skipped (counted as dropped), and an older frame is never shown after a newer one.
function tick() {
  if (!playing) return;
  const [a, b] = loop();
  const length = b - a + 1;
  const seq = Math.floor((performance.now() - playStart) / 1000 * clip().fps);
  const at = (s) => a + ((playFrom - a + s) % length + length) % length;
  for (let i = 0; i < AHEAD; i++) fetchFrame(at(seq + i));
  const e = frameCache.get(keyOf(at(seq)));
  if (seq > lastSeq && e && e.url) {
    if (lastSeq >= 0 && seq - lastSeq > 1) {
      dropped += seq - lastSeq - 1;
      $('dropped').textContent = 'dropped ' + dropped;
      $('dropped').classList.add('dropping');
    }
    lastSeq = seq;
    wanted = at(seq);
    $('scrub').value = wanted;
    movePlayhead(wanted);
    $('position').textContent = 'frame ' + wanted + ' / ' + (clip().frameCount - 1) + ' · ' +
      timeOf(wanted).toFixed(3) + ' s';
    display(e);
  }
  requestAnimationFrame(tick);
}

function play() {
  if (!clip()) return;
  const [a, b] = loop();
  playFrom = wanted >= a && wanted < b ? wanted : a;
  dropped = 0; lastSeq = -1;
  $('dropped').textContent = 'dropped 0';
  $('dropped').classList.remove('dropping');
  for (let i = 0; i < AHEAD; i++) fetchFrame(Math.min(b, playFrom + i));
  fetchFrame(playFrom).promise.then(() => {
    playing = true;
    document.body.dataset.playing = '1';
    $('play').textContent = '❚❚';
    playStart = performance.now();
    requestAnimationFrame(tick);
  });
}

function pause() {
  playing = false;
  document.body.dataset.playing = '0';
  $('play').textContent = '▶';
  show(wanted);
}

async function exportClip(format) {
  const set = Object.keys(values).sort().map((k) => k + '=' + values[k]);
  const status = $('exportStatus');
  const bar = $('exportProgress');
  const r = await fetch('/api/export', { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format, set }) });
  if (!r.ok) { status.textContent = 'cannot export: ' + await r.text(); return; }
  const { id } = await r.json();
  bar.hidden = false;
  status.textContent = '';
  const step = async () => {
    const p = await (await fetch('/api/export?id=' + id)).json();
    bar.max = p.total; bar.value = p.done;
    if (p.state === 'running') {
      status.textContent = format.toUpperCase() + ' ' + p.done + ' / ' + p.total;
      setTimeout(step, 250);
    } else if (p.state === 'finished') {
      const a = document.createElement('a');
      a.href = '/api/export/file?id=' + id; a.textContent = 'download ' + p.file; a.download = p.file;
      status.replaceChildren(a);
    } else {
      status.textContent = 'export failed: ' + p.error;
    }
  };
  step();
}

document.addEventListener('keydown', (ev) => {
  if (ev.target.closest && ev.target.closest('input, select, textarea, button') && ev.key !== ' ') return;
  if (!clip()) return;
  const second = Math.max(1, Math.round(clip().fps));
  const step = ev.shiftKey ? second : 1;
  if (ev.key === 'ArrowRight' || ev.key === 'ArrowLeft') {
    if (playing) pause();
    show(wanted + (ev.key === 'ArrowRight' ? step : -step));
  } else if (ev.key === ' ') {
    if (ev.target.tagName === 'INPUT') return;
    playing ? pause() : play();
  } else if (ev.key === 'i' || ev.key === 'I') {
    $('loopIn').value = wanted;
  } else if (ev.key === 'o' || ev.key === 'O') {
    $('loopOut').value = wanted;
  } else {
    return;
  }
  ev.preventDefault();
});
$('scrub').addEventListener('input', () => { if (playing) pause(); show(+$('scrub').value); });
$('play').addEventListener('click', () => (playing ? pause() : play()));
$('zoom').addEventListener('change', zoom);
window.addEventListener('resize', zoom);
$('exportMp4').addEventListener('click', () => exportClip('mp4'));
$('exportGif').addEventListener('click', () => exportClip('gif'));
poll();
