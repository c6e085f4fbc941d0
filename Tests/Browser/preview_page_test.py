#!/usr/bin/env python3
"""`reel preview` in a real browser: headless Chromium driven by Selenium.

Loads the page, steps to a frame with the keyboard and checks that the image on screen has the
bytes `reel frame` writes for that frame (SHA-256); types a param and sees the new frame; breaks
the scene and sees its problem with line and column while the last good frame stays; fixes it
and sees the new frame; selects a layer (outline), plays (frames never out of order), exports a
GIF, and saves a screenshot of the page.

Usage: preview_page_test.py REEL_BINARY SCREENSHOT_PATH
Every wait is on page state (WebDriverWait on the body's data-* attributes), never a sleep.
"""
import hashlib
import json
import os
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

REEL, SCREENSHOT = sys.argv[1], sys.argv[2]
WAIT = 20  # seconds: an upper bound for a loaded machine, not a timing assertion


def scene(background="#1d3557", duration="1"):
    return """{
  "reel": 1,
  "size": [160, 90],
  "scale": 2,
  "fps": 10,
  "duration": %s,
  "background": "%s",
  "params": { "title": "Hello", "width": 40, "accent": "#e63946" },
  "layers": [
    {
      "name": "card",
      "position": [80, 45],
      "bounds": [0, 0, 150, 80],
      "sublayers": [
        {
          "name": "box",
          "position": [20, 60],
          "bounds": [0, 0, "$width", 16],
          "backgroundColor": "$accent",
          "cornerRadius": 4,
          "animations": [{ "keyPath": "position.x", "fromValue": 20, "toValue": 130, "duration": 1 }]
        },
        {
          "type": "text",
          "name": "title",
          "position": [75, 25],
          "bounds": [0, 0, 150, 30],
          "string": "$title",
          "fontSize": 20,
          "bold": true,
          "foregroundColor": "#f1faee",
          "alignmentMode": "center"
        }
      ]
    }
  ]
}
""" % (duration, background)


def write(path, text):
    """Writes as editors do: a temporary file renamed over the scene."""
    with open(path + ".tmp", "w") as f:
        f.write(text)
    os.replace(path + ".tmp", path)


def reel_frame_hash(path, frame, *sets):
    out = path + ".expected.png"
    args = [REEL, "frame", path, "--frame", str(frame), "-o", out]
    for s in sets:
        args += ["--set", s]
    subprocess.run(args, check=True)
    with open(out, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


SHOWN_HASH = """
const done = arguments[arguments.length - 1];
fetch(document.getElementById('frame').src).then((r) => r.arrayBuffer())
  .then((b) => crypto.subtle.digest('SHA-256', b))
  .then((h) => done([...new Uint8Array(h)].map((x) => x.toString(16).padStart(2, '0')).join('')))
  .catch((e) => done('error ' + e));
"""


def main():
    folder = tempfile.mkdtemp(prefix="reel-preview-test-")
    path = os.path.join(folder, "card.json")
    write(path, scene())
    server = subprocess.Popen([REEL, "preview", path, "--port", "0"], stdout=subprocess.PIPE, text=True)
    driver = None
    try:
        line = server.stdout.readline()
        url = line.split(" at ")[1].split(" ")[0]
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--no-proxy-server", "--window-size=1180,760", "--force-device-scale-factor=1"]:
            options.add_argument(flag)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        driver.set_script_timeout(WAIT)
        wait = WebDriverWait(driver, WAIT)
        body = lambda name: driver.execute_script("return document.body.dataset[arguments[0]] || ''", name)

        driver.get(url)
        wait.until(lambda d: body("shown") == "0")
        print("page loaded, frame 0 shown")

        # Keyboard: shift → is one second (10 frames, clamped to the last, 9), ← one frame.
        page = driver.find_element(By.TAG_NAME, "body")
        page.send_keys(Keys.SHIFT, Keys.ARROW_RIGHT)
        wait.until(lambda d: body("shown") == "9")
        page.send_keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT)
        wait.until(lambda d: body("shown") == "7" and body("shownKey") == "1||7")
        assert "frame 7 / 9 · 0.700 s" in driver.find_element(By.ID, "position").text
        shown = driver.execute_async_script(SHOWN_HASH)
        expected = reel_frame_hash(path, 7)
        assert shown == expected, f"frame 7 on the page {shown} != reel frame {expected}"
        print("frame 7 equals reel frame by hash:", shown[:16])

        # A param typed into the form: the frame is rendered with it.
        field = driver.find_element(By.CSS_SELECTOR, "#params input[name=width]")
        field.clear()
        field.send_keys("70", Keys.TAB)
        wait.until(lambda d: body("shownKey") == "1|&set=width%3D70|7")
        shown = driver.execute_async_script(SHOWN_HASH)
        expected = reel_frame_hash(path, 7, "width=70")
        assert shown == expected, "frame 7 with width=70 differs from reel frame --set width=70"
        before = shown
        print("param width=70 applied, equals reel frame --set width=70")

        # Break the document: its problem shows with line and column; the last good frame stays.
        write(path, scene(duration='"long"'))
        wait.until(lambda d: body("problems") == "1")
        problems = driver.find_element(By.ID, "problems").text
        assert "line 6, column 15" in problems and "duration" in problems, problems
        assert body("shownKey") == "1|&set=width%3D70|7"
        assert driver.execute_async_script(SHOWN_HASH) == before, "the last good frame did not stay"
        print("broken file reported:", problems.splitlines()[0])

        # Fix it (with another background): the problem goes, the new version's frame shows.
        write(path, scene(background="#2a9d8f"))
        wait.until(lambda d: body("problems") == "0" and body("shownKey") == "2|&set=width%3D70|7")
        shown = driver.execute_async_script(SHOWN_HASH)
        expected = reel_frame_hash(path, 7, "width=70")
        assert shown == expected and shown != before, "the fixed document's frame is not shown"
        print("fixed file reloaded, frame equals reel frame again")

        # The selected layer: its trace values and outline.
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#layers li[data-path='card/box']"))
        driver.find_element(By.CSS_SELECTOR, "#layers li[data-path='card/box']").click()
        wait.until(lambda d: d.find_element(By.ID, "outline").is_displayed())
        values = driver.find_element(By.ID, "values").text
        trace = subprocess.run([REEL, "trace", path, "--layers", "box", "--set", "width=70"],
                               check=True, capture_output=True, text=True).stdout.splitlines()[7]
        position = json.loads(trace)["layers"]["card/box"]["position"]
        assert "position [%g, %g]" % (round(position[0], 3), round(position[1], 3)) in values, values
        print("layer card/box values from the trace:", values.splitlines()[0])

        driver.save_screenshot(SCREENSHOT)

        # Play: frames advance and are never shown out of order (the loop wraps to its start).
        driver.execute_script("""
            window.seen = [];
            new MutationObserver(() => window.seen.push(+document.body.dataset.shown))
              .observe(document.body, { attributes: true, attributeFilter: ['data-shown'] });""")
        driver.find_element(By.ID, "play").click()
        wait.until(lambda d: d.execute_script("return window.seen.length") >= 12)
        driver.find_element(By.ID, "play").click()
        seen = driver.execute_script("return window.seen")
        wraps = sum(1 for a, b in zip(seen, seen[1:]) if b < a)
        assert all(b >= a or b == 0 for a, b in zip(seen, seen[1:])), f"out of order: {seen}"
        assert wraps >= 1, seen
        print("played", len(seen), "frames in order:", seen[:12])

        # Export a GIF: progress, then a download link that serves the file.
        driver.find_element(By.ID, "exportGif").click()
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#exportStatus a"))
        link = driver.find_element(By.CSS_SELECTOR, "#exportStatus a")
        assert link.text == "download card.gif", link.text
        magic = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            fetch(arguments[0]).then((r) => r.arrayBuffer())
              .then((b) => done(String.fromCharCode(...new Uint8Array(b).slice(0, 6))));""",
                                            link.get_attribute("href"))
        assert magic == "GIF89a", magic
        print("GIF export downloaded")
        print("preview page test: passed")
    finally:
        if driver is not None:
            driver.quit()
        server.terminate()
        server.wait(timeout=WAIT)


if __name__ == "__main__":
    main()
