// Lighthouse (mobile preset: a mid-range phone on a slow 4G network, 4× CPU slowdown) on every
// page of the release build, in Debian's Chromium: performance, accessibility, best practices.
// Prints one line per page and writes the full reports to tests/e2e/lighthouse/ (gitignored).
//
//   node tests/e2e/lighthouse.js           (make lighthouse builds first)
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const { serve } = require("./serve.js");
const { executablePath, args } = require("./chromium.js");

// Each page as a newcomer reaches it: the home page, the saved games, a rules page, and each
// game's table started from a URL (the page starts the game and shows its table).
const PAGES = [
  ["home", "./"],
  ["saves", "./#/saves"],
  ["rules", "./#/rules/card"],
  ["card-form", "./card/#/new/card"],
  ["card-table", "./card/?game=card&players=4&names=Ann,Bo,Cy,Di"],
  ["tournament-form", "./tournament/#/new/tournament"],
  ["tournament-table", "./tournament/?game=tournament&players=4&names=Ann,Bo,Cy,Di"],
  ["zukunft-form", "./zukunft/#/new/zukunft"],
  ["zukunft-table", "./zukunft/?game=zukunft&players=4&names=Ann,Bo,Cy,Di"],
  ["schatten-form", "./schatten/#/new/schatten"],
  ["schatten-table", "./schatten/?game=schatten&players=5&names=Ann,Bo,Cy,Di,Ed"],
];

(async () => {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const dist = process.env.DIST || path.join(__dirname, "..", "..", "dist");
  const server = await serve({ dir: dist, port: 0, base: "/games/camelot/" });
  const base = `http://127.0.0.1:${server.address().port}/games/camelot/`;
  const out = path.join(__dirname, "lighthouse");
  fs.mkdirSync(out, { recursive: true });
  const only = process.argv.slice(2);
  let worst = { performance: 100, accessibility: 100 };
  try {
    for (const [name, url] of PAGES.filter(([n]) => !only.length || only.includes(n))) {
      const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ["--headless=new", ...args] });
      try {
        const result = await lighthouse(new URL(url, base).href, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices"],
        });
        const lhr = result.lhr;
        fs.writeFileSync(path.join(out, `${name}.json`), result.report);
        const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
        const audit = (a) => lhr.audits[a]?.displayValue ?? "";
        console.log(
          `${name.padEnd(18)} performance ${String(score("performance")).padStart(3)}  accessibility ${String(score("accessibility")).padStart(3)}  best practices ${String(score("best-practices")).padStart(3)}` +
            `  FCP ${audit("first-contentful-paint")}  LCP ${audit("largest-contentful-paint")}  TBT ${audit("total-blocking-time")}  CLS ${audit("cumulative-layout-shift")}`,
        );
        for (const c of ["performance", "accessibility"]) worst[c] = Math.min(worst[c], score(c));
        const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0));
        for (const a of failing) console.log(`    accessibility: ${a.id}: ${a.title}`);
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    server.close();
  }
  console.log(`worst: performance ${worst.performance}, accessibility ${worst.accessibility}`);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
