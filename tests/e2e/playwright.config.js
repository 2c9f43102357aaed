// @ts-check
// Playwright runs the specs here against the release build in dist/ (`make e2e` builds it first),
// served under a sub-path to prove that every URL in the build is relative, in Debian's Chromium,
// once at phone size and once at desktop size.
"use strict";

const { defineConfig } = require("@playwright/test");
const { launchOptions, sizes } = require("./chromium.js");

const PORT = Number(process.env.E2E_PORT || 4173);
const BASE_PATH = "/games/camelot/";

module.exports = defineConfig({
  testDir: ".",
  testMatch: "*.spec.js",
  outputDir: "test-results",
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two cores: one worker per core.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}${BASE_PATH}`,
    browserName: "chromium",
    launchOptions,
    serviceWorkers: "allow",
    trace: "retain-on-failure",
  },
  projects: [
    { name: "phone", use: { ...sizes.phone }, testIgnore: "bots.spec.js" },
    { name: "desktop", use: { ...sizes.desktop }, testIgnore: "bots.spec.js" },
    // The bots' games measure long tasks on the page while a bot thinks: they run last, one at a
    // time, with nothing else on the machine's two cores (another test's browser would stretch
    // every task and measure the machine, not the app).
    { name: "bots", use: { ...sizes.phone }, testMatch: "bots.spec.js", dependencies: ["phone", "desktop"], fullyParallel: false },
  ],
  webServer: {
    command: `node serve.js --dir ../../dist --port ${PORT} --base ${BASE_PATH}`,
    url: `http://127.0.0.1:${PORT}${BASE_PATH}`,
    reuseExistingServer: !process.env.CI,
    timeout: 15_000,
  },
});
