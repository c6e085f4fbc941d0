#!/usr/bin/env python3
"""The timeline panel of `reel preview` in headless Chromium, on samples/templates/price-tag.json.

Checks that the panel has one bar per animation the document declares (counted here from the
JSON, independently of the server), that clicking a keyframe diamond shows the frame of its
time, and that `reel trace` agrees: that frame's time is the keyframe's and the animated
layer has the keyframe's value there. Clicking a bar selects its layer and lists the
animation's fields. The server is a copy of `reel` in a folder of its own: the page's files are
compiled into the binary, so it needs nothing beside it. Saves a screenshot of the page.

Usage: timeline_test.py REEL_BINARY SCREENSHOT_PATH
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser import WAIT, chromium

REEL, SCREENSHOT = sys.argv[1], sys.argv[2]
SAMPLE = "samples/templates/price-tag.json"


def declared_animations(layers):
    return sum(len(l.get("animations", [])) + declared_animations(l.get("sublayers", [])) for l in layers)


def trace(frame):
    lines = subprocess.run([REEL, "trace", SAMPLE], check=True, capture_output=True, text=True).stdout.splitlines()
    return json.loads(lines[frame])


def main():
    with open(SAMPLE) as f:
        document = json.load(f)
    fps = document["fps"]
    expected_bars = declared_animations(document["layers"])
    alone = os.path.join(tempfile.mkdtemp(prefix="reel-alone-"), "reel")
    shutil.copy(REEL, alone)
    server = subprocess.Popen([alone, "preview", os.path.abspath(SAMPLE), "--port", "0"], stdout=subprocess.PIPE,
                              text=True, cwd=os.path.dirname(alone))
    driver = None
    try:
        url = server.stdout.readline().split(" at ")[1].split(" ")[0]
        driver = chromium(1180, 1080)
        wait = WebDriverWait(driver, WAIT)
        body = lambda name: driver.execute_script("return document.body.dataset[arguments[0]] || ''", name)
        driver.get(url)
        wait.until(lambda d: body("shown") == "0" and body("timelineBars") != "")
        bars = driver.find_elements(By.CSS_SELECTOR, "#tlRows .tlBar")
        assert int(body("timelineBars")) == expected_bars == len(bars), (body("timelineBars"), expected_bars)
        print("timeline: %d bars for %d declared animations" % (len(bars), expected_bars))

        # The price's fade-in: a bar on row card/price with keyframes at its start and end.
        price = driver.find_element(By.CSS_SELECTOR, "#tlRows .tlBar[data-path='card/price']")
        price.click()
        wait.until(lambda d: "opacity" in d.find_element(By.ID, "animFields").text)
        fields = driver.find_element(By.ID, "animFields").text
        assert "fillMode backwards" in fields and "beginTime 0.5" in fields, fields
        assert driver.find_element(By.CSS_SELECTOR, "#layers li.selected").get_attribute("data-path") == "card/price"
        print("bar clicked: layer card/price selected, fields listed")

        keys = [k for k in driver.find_elements(By.CSS_SELECTOR, "#tlRows .tlKey")
                if k.find_element(By.XPATH, "./ancestor::div[contains(@class,'tlRow')]")
                .get_attribute("data-path") == "card/price"]
        times = sorted(float(k.get_attribute("data-time")) for k in keys)
        assert times == [0.5, 0.9], times
        for key_time, value in [(0.5, 0), (0.9, 1)]:
            key = next(k for k in keys if float(k.get_attribute("data-time")) == key_time)
            driver.execute_script("arguments[0].click()", key)
            frame = round(key_time * fps)
            wait.until(lambda d: body("shown") == str(frame))
            assert driver.find_element(By.ID, "tlPlayhead").get_attribute("data-frame") == str(frame)
            line = trace(frame)
            assert abs(line["time"] - key_time) < 1e-9, line["time"]
            opacity = line["layers"]["card/price"]["opacity"]
            assert abs(opacity - value) < 1e-9, (key_time, opacity)
            print("keyframe at %.1f s -> frame %d; reel trace: time %s, card/price opacity %s"
                  % (key_time, frame, line["time"], opacity))
        driver.save_screenshot(SCREENSHOT)
        print("timeline test: passed")
    finally:
        if driver is not None:
            driver.quit()
        server.terminate()
        server.wait(timeout=WAIT)
        shutil.rmtree(os.path.dirname(alone))


if __name__ == "__main__":
    main()
