#!/usr/bin/env python3
"""`reel verify --report` and `--junit` on a clip with one frame changed on purpose, and the
report opened in headless Chromium.

Records the golden of Tests/Browser/Fixtures/badge.json (every frame kept as reference), then
verifies badge-changed.json (its badge turns red in frame 5 alone): the run fails; the JUnit
file parses (xml.etree) into one suite with one failing case whose message is the FAIL line;
the report page opens from disk, its failing frames (the body's list, the filmstrip's red
cells, the failure sections) are exactly the frames `reel verify` printed as FAIL, its images
load, and the blink control switches between the expected and the actual image (and the
slider splits them). Saves a screenshot.

Usage: report_page_test.py REEL_BINARY SCREENSHOT_PATH
"""
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser import WAIT, chromium

REEL, SCREENSHOT = sys.argv[1], sys.argv[2]
HERE = os.path.dirname(os.path.abspath(__file__))


def check_junit(path, verify_output):
    root = ET.parse(path).getroot()
    assert root.tag == "testsuites" and root.get("tests") == "1" and root.get("failures") == "1", root.attrib
    suites = root.findall("testsuite")
    assert len(suites) == 1
    cases = suites[0].findall("testcase")
    assert len(cases) == 1 and cases[0].get("name").endswith("badge-changed.json"), [c.attrib for c in cases]
    float(cases[0].get("time"))
    failure = cases[0].find("failure")
    assert failure is not None
    fail_line = next(l for l in verify_output.splitlines() if l.startswith("FAIL"))
    assert failure.get("message") == fail_line, (failure.get("message"), fail_line)
    assert fail_line in failure.text
    print("JUnit parsed: 1 suite, 1 case, failure:", fail_line)


def main():
    folder = tempfile.mkdtemp(prefix="reel-report-test-")
    golden, refs, report = (os.path.join(folder, n) for n in ("golden/hashes.txt", "golden", "report"))
    junit = os.path.join(folder, "junit.xml")
    base, changed = (os.path.join(HERE, "Fixtures", n) for n in ("badge.json", "badge-changed.json"))
    record = subprocess.run([REEL, "verify", base, "--golden", golden, "--record", "--reference", refs,
                             "--reference-frames", "all", "-q"], capture_output=True, text=True)
    assert record.returncode == 1 and "Recorded 10 frame hashes" in record.stdout, record
    run = subprocess.run([REEL, "verify", changed, "--golden", golden, "--reference", refs, "-q",
                          "--report", report, "--junit", junit], capture_output=True, text=True)
    assert run.returncode == 1, run
    listed = [int(m) for m in re.findall(r"^  frame (\d+) \([0-9.]+ s\): FAIL", run.stdout, re.M)]
    assert listed == [5], run.stdout
    print("reel verify lists failing frames", listed)
    check_junit(junit, run.stdout)

    driver = chromium(1180, 1500)
    try:
        wait = WebDriverWait(driver, WAIT)
        driver.get("file://" + os.path.join(report, "index.html"))
        wait.until(lambda d: d.execute_script("return document.readyState") == "complete")
        failing = driver.execute_script("return document.body.dataset.failing")
        cells = [int(c.get_attribute("data-frame")) for c in driver.find_elements(By.CSS_SELECTOR, ".cell.failed")]
        sections = [int(a.get_attribute("data-frame")) for a in driver.find_elements(By.CSS_SELECTOR, "article.failure")]
        assert [int(x) for x in failing.split(",")] == cells == sections == listed, (failing, cells, sections)
        assert len(driver.find_elements(By.CSS_SELECTOR, ".cell")) == 10
        broken = driver.execute_script(
            "return [...document.images].filter((i) => !(i.complete && i.naturalWidth > 0)).map((i) => i.src)")
        assert broken == [], broken
        print("report page: failing frames", cells, "as listed; every image loads")

        box = driver.find_element(By.CSS_SELECTOR, "#frame-5 .compare")
        stack = box.find_element(By.CLASS_NAME, "stack")
        actual = stack.find_element(By.CLASS_NAME, "actual")
        visible = lambda: actual.value_of_css_property("visibility")
        assert stack.get_attribute("data-showing") == "expected" and visible() == "hidden"
        box.find_element(By.CLASS_NAME, "blink").click()
        assert stack.get_attribute("data-showing") == "actual" and visible() == "visible"
        box.find_element(By.CLASS_NAME, "blink").click()
        assert stack.get_attribute("data-showing") == "expected" and visible() == "hidden"
        print("blink switches expected -> actual -> expected")
        driver.execute_script("arguments[0].value = 'slider'; arguments[0].dispatchEvent(new Event('change'))",
                              box.find_element(By.CLASS_NAME, "mode"))
        assert visible() == "visible" and "inset" in actual.value_of_css_property("clip-path")
        driver.execute_script("arguments[0].value = 'blink'; arguments[0].dispatchEvent(new Event('change'))",
                              box.find_element(By.CLASS_NAME, "mode"))
        box.find_element(By.CLASS_NAME, "blink").click()
        driver.execute_script("window.scrollTo(0, 0)")
        driver.save_screenshot(SCREENSHOT)
        print("report page test: passed")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
