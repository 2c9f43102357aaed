// How quickly the table answers a click on a phone-class CPU: Chromium's CPU throttling at 4×,
// a game played by random clicks on the decision area (the pass screen included), and for each
// click the time from the click to the next frame, plus the long tasks (over 50 ms) seen.
// A measurement, not a test: it prints the median and the worst per game.
//
//   node tests/e2e/perf.js [clicks]          (make perf builds first)
"use strict";

const { chromium } = require("@playwright/test");
const { serve } = require("./serve.js");
const { launchOptions, sizes } = require("./chromium.js");
const path = require("node:path");

const GAMES = [
  ["card", "card/?game=card&players=4&names=Ann,Bo,Cy,Di&config=%7B%22players%22%3A4%2C%22knights%22%3Atrue%2C%22promos%22%3Atrue%7D"],
  ["tournament", "tournament/?game=tournament&players=3&names=Ann,Bo,Cy"],
];

function seeded(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

async function measure(browser, base, [name, url], clicks) {
  const context = await browser.newContext({ ...sizes.phone, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lat = [];
    window.__long = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push(e.duration))).observe({ type: "longtask", buffered: true });
    addEventListener(
      "click",
      () => {
        const t0 = performance.now();
        requestAnimationFrame(() => window.__lat.push(performance.now() - t0));
      },
      true,
    );
  });
  await page.goto(new URL(url, base).href);
  await page.waitForSelector(".decision-area button");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.evaluate(() => {
    window.__lat = [];
    window.__long = [];
  });
  const rng = seeded(42);
  let done = 0;
  for (let i = 0; i < clicks * 3 && done < clicks; i++) {
    const buttons = await page.locator(".decision-area button:not([disabled])").all();
    if (!buttons.length) {
      const hide = page.getByRole("button", { name: /^(Hide|Verbergen)$/ });
      if (await hide.count()) await hide.click();
      else break;
      continue;
    }
    await buttons[Math.floor(rng() * buttons.length)].click();
    done++;
    await page.waitForTimeout(30);
  }
  const { lat, long } = await page.evaluate(() => ({ lat: window.__lat, long: window.__long }));
  await context.close();
  lat.sort((a, b) => a - b);
  const median = lat[Math.floor(lat.length / 2)] ?? 0;
  const worst = lat[lat.length - 1] ?? 0;
  console.log(
    `${name.padEnd(11)} ${lat.length} clicks at 4× CPU slowdown: click → next frame median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms; ` +
      `long tasks (> 50 ms): ${long.length}${long.length ? `, longest ${Math.max(...long).toFixed(0)} ms` : ""}`,
  );
}

(async () => {
  const clicks = Number(process.argv[2] || 110);
  const server = await serve({ dir: path.join(__dirname, "..", "..", "dist"), port: 0, base: "/games/camelot/" });
  const base = `http://127.0.0.1:${server.address().port}/games/camelot/`;
  const browser = await chromium.launch(launchOptions);
  try {
    for (const g of GAMES) await measure(browser, base, g, clicks);
  } finally {
    await browser.close();
    server.close();
  }
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
