// The verify report's controls (inlined into index.html by VerificationReportPage): each
// failing frame's comparison shows the expected and the actual image in one place, either
// blinking between them (a button, or automatically every half second) or split by a slider
// (the actual image on the right of the line). The stack's data-showing attribute says which
// image a blink shows, for the browser test.
'use strict';

function setMode(box, mode) {
  box.dataset.mode = mode;
  const stack = box.querySelector('.stack');
  stack.dataset.showing = 'expected';
  updateSlider(box);
}

function blink(box) {
  const stack = box.querySelector('.stack');
  stack.dataset.showing = stack.dataset.showing === 'expected' ? 'actual' : 'expected';
  box.querySelector('.blink').textContent = 'showing ' + stack.dataset.showing + ' (click to switch)';
}

function updateSlider(box) {
  const actual = box.querySelector('.stack .actual');
  const at = box.dataset.mode === 'slider' ? +box.querySelector('.slider').value : 0;
  actual.style.clipPath = box.dataset.mode === 'slider' ? 'inset(0 0 0 ' + at + '%)' : 'none';
  box.querySelector('.divider').style.left = at + '%';
}

for (const box of document.querySelectorAll('.compare')) {
  let timer = null;
  box.querySelector('.mode').addEventListener('change', (ev) => setMode(box, ev.target.value));
  box.querySelector('.blink').addEventListener('click', () => blink(box));
  box.querySelector('.slider').addEventListener('input', () => updateSlider(box));
  box.querySelector('.auto').addEventListener('change', (ev) => {
    if (timer !== null) clearInterval(timer);
    timer = ev.target.checked ? setInterval(() => blink(box), 500) : null;
  });
  setMode(box, 'blink');
}
