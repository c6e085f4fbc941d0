"""Headless Chromium through Debian's chromedriver, as the browser tests start it."""
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

WAIT = 20  # seconds: an upper bound for a loaded machine, not a timing assertion


def chromium(width=1180, height=760):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--no-proxy-server", "--window-size=%d,%d" % (width, height), "--force-device-scale-factor=1",
                 "--allow-file-access-from-files"]:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(WAIT)
    return driver
