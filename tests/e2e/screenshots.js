// Screenshots of the app at phone (390×844) and desktop (1280×800) size, into tests/e2e/screenshots/
// (gitignored). Two ways in:
//
// - From a spec: `await screenshot(page, "home")` saves `screenshots/<project>/home.png`, where
//   <project> is the Playwright project running the test ("phone" or "desktop").
// - From the command line, against the release build (`make screenshots` builds and runs this):
//     node tests/e2e/screenshots.js [PAGE ...]
//   where each PAGE is a path and query under the app, e.g. "./" or "./?game=card&players=4";
//   it saves `screenshots/<size>/<slug>.png` for both sizes.
"use strict";

const fs = require("node:fs");
const path = require("node:path");

const DIR = path.join(__dirname, "screenshots");

function slug(name) {
  return name.replace(/^\.\/?/, "").replace(/[^A-Za-z0-9_-]+/g, "_").replace(/^_+|_+$/g, "") || "home";
}

/** Saves a full-page screenshot of `page` under screenshots/<project>/<name>.png; returns its path. */
async function screenshot(page, name) {
  const { test } = require("@playwright/test");
  const project = test.info().project.name;
  const file = path.join(DIR, project, `${slug(name)}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

async function main(pages) {
  const { chromium } = require("@playwright/test");
  const { serve } = require("./serve.js");
  const { launchOptions, sizes } = require("./chromium.js");
  const dist = path.join(__dirname, "..", "..", "dist");
  const server = await serve({ dir: dist, port: 0, base: "/games/camelot/" });
  const base = `http://127.0.0.1:${server.address().port}/games/camelot/`;
  const browser = await chromium.launch(launchOptions);
  try {
    for (const [size, options] of Object.entries(sizes)) {
      // A context per size; the service worker is blocked so every shot shows the files just built.
      const context = await browser.newContext({ ...options, serviceWorkers: "block" });
      const page = await context.newPage();
      for (const name of pages) {
        await page.goto(new URL(name, base).href);
        await page.waitForLoadState("networkidle");
        const file = path.join(DIR, size, `${slug(name)}.png`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        await page.screenshot({ path: file, fullPage: true });
        console.log(path.relative(process.cwd(), file));
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

if (require.main === module) {
  const pages = process.argv.slice(2);
  main(pages.length ? pages : ["./"]).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

module.exports = { screenshot };
