// The preview page's timeline panel, under the frame: one row per named layer (a tree that
// folds), a bar per animation with its cycles (autoreversing halves hatched) and fills,
// diamonds at keyframes, ticks at recorded changes, and a playhead that follows the shown
// frame. Its data is /api/timeline: made by the server from the clip's Timeline.
// Clicking a bar selects its layer and lists the animation's fields; clicking a keyframe (or
// the track) seeks there. Uses app.js's show(), clip(), query(), selectLayer().
/* global $, show, clip, query, selectLayer */
'use strict';

const timelinePanel = {
  key: '',          // generation|query of the outline shown
  outline: null,    // the last /api/timeline
  folded: new Set(), // paths whose descendants are hidden
  chosen: null,     // [row path, bar index] of the selected bar
};

// Seconds to the nearest frame of the clip (as `reel trace` numbers frames).
function frameOfTime(t) {
  const c = clip();
  return Math.max(0, Math.min(c.frameCount - 1, Math.round(t * c.fpsNumerator / c.fpsDenominator)));
}

// Whether an optional field of the outline is there (the server leaves out those it lacks).
const given = (x) => x !== null && x !== undefined;

function element(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

// Fetches the outline when the document or the parameters changed since the last one.
async function refreshTimeline(generation) {
  const key = generation + '|' + query();
  if (key === timelinePanel.key) return;
  timelinePanel.key = key;
  const r = await fetch('/api/timeline?' + query().slice(1));
  if (!r.ok) return;
  const outline = await r.json();
  if (key !== timelinePanel.key) return;
  timelinePanel.outline = outline;
  drawTimeline();
}

function drawTimeline() {
  const o = timelinePanel.outline;
  if (!o) return;
  const span = Math.max(o.duration, 1e-9);
  const at = (t) => (100 * Math.max(0, Math.min(span, t)) / span) + '%';
  const rows = o.rows.map((row) => drawRow(row, at, o.duration));
  const ruler = element('div', 'tlRow tlRuler');
  ruler.append(element('div', 'tlName', 'layer'), drawRuler(o.duration, at));
  const playhead = element('div', 'tlPlayhead');
  playhead.id = 'tlPlayhead';
  $('tlRows').replaceChildren(ruler, ...rows, playhead);
  document.body.dataset.timelineBars = o.rows.reduce((n, r) => n + r.animations.length, 0);
  applyFolding();
  movePlayhead(+$('scrub').value);
  drawFields();
}

function drawRuler(duration, at) {
  const track = element('div', 'tlTrack');
  const steps = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60];
  const step = steps.find((s) => duration / s <= 12) || 120;
  for (let t = 0; t <= duration + 1e-9; t += step) {
    const mark = element('span', 'tlSecond', (Math.round(t * 100) / 100) + ' s');
    mark.style.left = at(t);
    track.append(mark);
  }
  return track;
}

function drawRow(row, at, duration) {
  const line = element('div', 'tlRow');
  line.dataset.path = row.path;
  const name = element('div', 'tlName');
  name.style.paddingLeft = (4 + 12 * row.depth) + 'px';
  const hasChildren = timelinePanel.outline.rows.some((r) => r.path.startsWith(row.path + '/'));
  const fold = element('span', 'tlFold', hasChildren ? (timelinePanel.folded.has(row.path) ? '▸' : '▾') : '');
  fold.addEventListener('click', (ev) => {
    ev.stopPropagation();
    if (timelinePanel.folded.has(row.path)) timelinePanel.folded.delete(row.path);
    else timelinePanel.folded.add(row.path);
    fold.textContent = timelinePanel.folded.has(row.path) ? '▸' : '▾';
    applyFolding();
  });
  name.append(fold, element('span', '', row.name));
  name.title = row.path || 'animations of unnamed layers above every named one';
  name.addEventListener('click', () => { if (row.path) selectLayer(row.path); });
  const track = element('div', 'tlTrack');
  track.style.height = (6 + 16 * Math.max(1, row.animations.length)) + 'px';
  track.addEventListener('click', (ev) => {
    const box = track.getBoundingClientRect();
    show(frameOfTime(duration * (ev.clientX - box.left) / box.width));
  });
  for (const t of row.changes) {
    const tick = element('div', 'tlTick');
    tick.style.left = at(t);
    tick.title = 'change at ' + t.toFixed(3) + ' s';
    track.append(tick);
  }
  row.animations.forEach((bar, i) => track.append(...drawBar(row.path, bar, i, at, duration)));
  line.append(name, track);
  return line;
}

// A bar's pieces: fills, the active span with one segment per cycle, and keyframe diamonds.
function drawBar(path, bar, lane, at, duration) {
  const top = (3 + 16 * lane) + 'px';
  const stop = Math.min(given(bar.removedAt) ? bar.removedAt : Infinity, given(bar.end) ? bar.end : Infinity, duration);
  const pieces = [];
  const span = (className, from, to) => {
    const e = element('div', className);
    Object.assign(e.style, { left: at(from), width: 'calc(' + at(to) + ' - ' + at(from) + ')', top });
    pieces.push(e);
    return e;
  };
  if (bar.fillsBefore) span('tlFill', bar.addedAt || 0, bar.begin).title = 'fill backwards';
  if (bar.fillsAfter && given(bar.end) && !given(bar.removedAt)) {
    span('tlFill', bar.end, duration).title = 'fill forwards';
  }
  const body = span('tlBar', bar.begin, stop);
  body.dataset.path = path;
  body.dataset.index = lane;
  body.title = bar.label + (bar.warning ? ' (' + bar.warning + ')' : '');
  body.classList.toggle('tlWarn', Boolean(bar.warning));
  if (bar.addedAt) {
    const added = element('div', 'tlAdded');
    Object.assign(added.style, { left: at(bar.addedAt), top });
    added.title = 'added at ' + bar.addedAt.toFixed(3) + ' s';
    pieces.push(added);
  }
  body.classList.toggle('chosen', isChosen(path, lane));
  const cycle = bar.duration * (bar.autoreverses ? 2 : 1);
  for (let s = bar.begin, k = 0; cycle > 0 && s < stop - 1e-9 && k < 200; s += cycle, k++) {
    const seg = element('div', 'tlCycle');
    const part = (from, to) => (100 * (Math.min(to, stop) - from) / Math.max(stop - bar.begin, 1e-9)) + '%';
    Object.assign(seg.style, { left: part(bar.begin, s), width: part(s, s + bar.duration) });
    body.append(seg);
    if (bar.autoreverses && s + bar.duration < stop) {
      const back = element('div', 'tlCycle tlReverse');
      Object.assign(back.style, { left: part(bar.begin, s + bar.duration), width: part(s + bar.duration, s + cycle) });
      body.append(back);
    }
  }
  body.append(element('span', 'tlLabel', bar.label));
  body.addEventListener('click', (ev) => {
    ev.stopPropagation();
    timelinePanel.chosen = [path, lane];
    if (path) selectLayer(path);
    for (const b of document.querySelectorAll('#tlRows .tlBar')) {
      b.classList.toggle('chosen', isChosen(b.dataset.path, +b.dataset.index));
    }
    drawFields();
  });
  for (const t of bar.keyframes) {
    const key = element('div', 'tlKey');
    Object.assign(key.style, { left: at(t), top });
    key.dataset.time = t;
    key.title = 'keyframe at ' + t.toFixed(3) + ' s (frame ' + frameOfTime(t) + ')';
    key.addEventListener('click', (ev) => { ev.stopPropagation(); show(frameOfTime(t)); });
    pieces.push(key);
  }
  return pieces;
}

function isChosen(path, index) {
  return timelinePanel.chosen !== null && timelinePanel.chosen[0] === path && timelinePanel.chosen[1] === index;
}

function applyFolding() {
  for (const line of $('tlRows').children) {
    const path = line.dataset.path;
    line.hidden = path !== undefined && path !== '' && [...timelinePanel.folded].some((f) => path.startsWith(f + '/'));
  }
}

// Lists the chosen bar's fields (or nothing when it no longer exists).
function drawFields() {
  const o = timelinePanel.outline;
  const c = timelinePanel.chosen;
  const row = o && c && o.rows.find((r) => r.path === c[0]);
  const bar = row && row.animations[c[1]];
  const table = $('animFields');
  if (!bar) { table.replaceChildren(); return; }
  const head = element('tr');
  head.append(element('th', '', bar.label), element('th', '', row.path || '(root)'));
  const fields = bar.warning ? [['warning', bar.warning], ...bar.fields] : bar.fields;
  table.replaceChildren(head, ...fields.map(([k, v]) => {
    const tr = element('tr');
    tr.append(element('td', '', k), element('td', '', v));
    return tr;
  }));
}

// Puts the playhead on frame n.
function movePlayhead(n) {
  const o = timelinePanel.outline;
  if (!o || !clip()) return;
  const t = n * o.fpsDenominator / o.fpsNumerator;
  $('tlRows').style.setProperty('--playhead', Math.max(0, Math.min(1, t / Math.max(o.duration, 1e-9))));
  const playhead = $('tlPlayhead');
  if (playhead) playhead.dataset.frame = n;
}
