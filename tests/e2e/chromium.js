// How every browser test here starts Chromium: Debian's build, never a downloaded one
// (`npx playwright install` cannot work on our machines), with the flags that keep a headless
// Chromium from reaching for the network on its own and that let it run as root.
// Shared by playwright.config.js, screenshots.js, icons.js and `make wasm-test`.
"use strict";

const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";

const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The two sizes the app is designed and tested for, in CSS pixels. */
const sizes = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

module.exports = { executablePath, args, launchOptions: { executablePath, args }, sizes };

// `node tests/e2e/chromium.js webdriver-json` prints the same options as chromedriver
// capabilities, for wasm-bindgen-test-runner (see `make wasm-test`).
if (require.main === module && process.argv[2] === "webdriver-json") {
  console.log(JSON.stringify({ "goog:chromeOptions": { binary: executablePath, args } }));
}
