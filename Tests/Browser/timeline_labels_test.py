#!/usr/bin/env python3
"""The timeline panel's labels in headless Chromium: every layer name and every animation label
is shown whole, or ellipsized with the whole text in its tooltip, and never cut top or bottom.

Runs `reel preview` on Tests/Browser/Fixtures/long-names.json: names longer than the layer
column, nested three deep, and a 0.1 s bar whose label (`backgroundColor`) is longer than the
bar. Saves a screenshot of the panel.

Usage: timeline_labels_test.py REEL_BINARY SCREENSHOT_PATH
"""
import os
import subprocess
import sys

from selenium.webdriver.support.ui import WebDriverWait

from browser import WAIT, chromium

REEL, SCREENSHOT = sys.argv[1], sys.argv[2]
HERE = os.path.dirname(os.path.abspath(__file__))
SCENE = os.path.join(HERE, "Fixtures", "long-names.json")

# For each label: its text, whether its box lies inside the box that clips it (left/right and
# top/bottom apart), whether the element that clips it ellipsizes (a block with overflow hidden
# and text-overflow ellipsis), and the tooltip that should hold it.
MEASURE = """
const near = (a, b) => a >= b - 0.5;
const measure = (label, clip, tooltip, ellipsizer) => {
  const r = label.getBoundingClientRect();
  const c = clip.getBoundingClientRect();
  const style = getComputedStyle(ellipsizer);
  return {
    text: label.textContent, tooltip: tooltip.title || '',
    across: near(r.left, c.left) && near(c.right, r.right) && ellipsizer.scrollWidth <= ellipsizer.clientWidth + 1,
    down: near(r.top, c.top) && near(c.bottom, r.bottom),
    ellipsis: style.textOverflow === 'ellipsis' && style.overflow === 'hidden' && style.display !== 'inline',
  };
};
// A layer name is ellipsized by its column; a bar label by itself, inside its bar.
const names = [...document.querySelectorAll('#tlRows .tlRow:not(.tlRuler) .tlName')].map(
  (n) => measure(n.querySelector('span:last-child'), n, n, n));
const labels = [...document.querySelectorAll('#tlRows .tlBar .tlLabel')].map(
  (l) => measure(l, l.closest('.tlBar'), l.closest('.tlBar'), l));
return {names, labels};
"""


def check(kind, items):
    problems = []
    for item in items:
        if not item["down"]:
            problems.append("%s %r is cut at its top or bottom" % (kind, item["text"]))
        if not item["across"] and not (item["ellipsis"] and item["text"] in item["tooltip"]):
            problems.append("%s %r is cut without an ellipsis and a tooltip holding it (tooltip %r)"
                            % (kind, item["text"], item["tooltip"]))
    return problems


def main():
    server = subprocess.Popen([REEL, "preview", SCENE, "--port", "0"], stdout=subprocess.PIPE, text=True)
    driver = None
    try:
        url = server.stdout.readline().split(" at ")[1].split(" ")[0]
        driver = chromium(1180, 900)
        wait = WebDriverWait(driver, WAIT)
        driver.get(url)
        wait.until(lambda d: d.execute_script("return document.body.dataset.timelineBars || ''") == "2")
        measured = driver.execute_script(MEASURE)
        names, labels = measured["names"], measured["labels"]
        assert len(names) == 3 and len(labels) == 2, measured
        assert any(not n["across"] for n in names), "no layer name is longer than its column: %r" % names
        assert any(not l["across"] for l in labels), "no bar label is longer than its bar: %r" % labels
        problems = check("layer name", names) + check("bar label", labels)
        driver.save_screenshot(SCREENSHOT)
        assert not problems, "\n".join(problems)
        print("timeline labels: %d layer names and %d bar labels whole or ellipsized with a tooltip"
              % (len(names), len(labels)))
    finally:
        if driver:
            driver.quit()
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
