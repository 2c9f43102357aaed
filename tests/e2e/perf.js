// How quickly the table answers a click on a phone-class CPU: Chromium's CPU throttling at 4×,
// a game played by random clicks on the decision area (the pass screen included), and for each
// click the time from the click to the next frame, plus the long tasks (over 50 ms) seen.
// Then each game's bots: the time a decision takes in the bots' Web Worker (wasm, in Chromium,
// at phone size; not throttled), per level, with the search's iterations per second.
// A measurement, not a test: it prints the median and the worst per game.
//
//   node tests/e2e/perf.js [clicks]          (make perf builds first)
"use strict";

const { chromium } = require("@playwright/test");
const { serve } = require("./serve.js");
const { launchOptions, sizes } = require("./chromium.js");
const path = require("node:path");

const ALL_GAMES = [
  ["card", "card/?game=card&players=4&names=Ann,Bo,Cy,Di&config=%7B%22players%22%3A4%2C%22knights%22%3Atrue%2C%22promos%22%3Atrue%7D"],
  ["tournament", "tournament/?game=tournament&players=3&names=Ann,Bo,Cy"],
  ["zukunft", "zukunft/?game=zukunft&players=4&names=Ann,Bo,Cy,Di"],
  ["schatten", "schatten/?game=schatten&players=5&names=Ann,Bo,Cy,Di,Ed"],
];

// `GAMES=card,tournament` measures only those.
const GAMES = ALL_GAMES.filter(([g]) => !process.env.GAMES || process.env.GAMES.split(",").includes(g));

function seeded(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

async function measure(browser, base, [name, url], clicks) {
  const context = await browser.newContext({ ...sizes.phone, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.addInitScript(() => {
    // The same game every run (the app seeds a new game from crypto.getRandomValues), so two
    // builds are compared on the same moves.
    let x = 12345;
    crypto.getRandomValues = (a) => {
      for (let i = 0; i < a.length; i++) a[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
      return a;
    };
    window.__lat = [];
    window.__long = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push(e.duration))).observe({ type: "longtask", buffered: true });
    addEventListener(
      "click",
      (e) => {
        const t0 = performance.now();
        const label = (e.target instanceof Element ? e.target.closest("button")?.textContent ?? "" : "").trim().slice(0, 40);
        requestAnimationFrame(() => window.__lat.push([performance.now() - t0, label]));
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
    // The final screen's buttons leave the table: a game that ends early is measured this far.
    if (await page.getByRole("heading", { name: /^(Game over|Spielende)$/ }).count()) break;
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
  lat.sort((a, b) => a[0] - b[0]);
  const median = lat[Math.floor(lat.length / 2)]?.[0] ?? 0;
  const [worst, worstLabel] = lat[lat.length - 1] ?? [0, ""];
  console.log(
    `${name.padEnd(11)} ${lat.length} clicks at 4× CPU slowdown: click → next frame median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms ("${worstLabel}"); ` +
      `long tasks (> 50 ms): ${long.length}${long.length ? `, longest ${Math.max(...long).toFixed(0)} ms` : ""}`,
  );
}

/** Times bot decisions in the page's worker: `rounds` positions, each asked of every level. */
async function botSpeed(browser, base, [name, url], rounds) {
  const context = await browser.newContext({ ...sizes.phone, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(new URL(url, base).href);
  await page.waitForSelector(".decision-area button");
  // Into the game a little, where decisions have several options.
  const rng = seeded(7);
  // A random click, never a hint or the final screen's buttons (they leave the table).
  const over = () => page.getByRole("heading", { name: /^(Game over|Spielende)$/ }).count();
  const choices = () => page.locator(".decision-area button:not([disabled]):not(.hint-btn)").all();
  for (let i = 0; i < 12 && !(await over()); i++) {
    const buttons = await choices();
    if (!buttons.length) {
      const hide = page.getByRole("button", { name: /^(Hide|Verbergen)$/ });
      if (await hide.count()) await hide.click({ timeout: 3000 }).catch(() => {});
      continue;
    }
    // The page may redraw the decision while the bots think: a button gone a moment later is skipped.
    await buttons[Math.floor(rng() * buttons.length)].click({ timeout: 3000 }).catch(() => {});
  }
  // The worker answers a decision with a single option without searching (0 iterations): only
  // searched decisions are timed. Between rounds the game moves on by one random click.
  const out = { Easy: [], Medium: [], Strong: [] };
  // The newest save is the game on screen.
  const findSave = () =>
    page.evaluate(() => {
      const saves = Object.keys(localStorage).filter((k) => k.startsWith("camelot-table:save:"));
      window.__key = saves.sort((a, b) => JSON.parse(localStorage.getItem(b)).meta.last_played - JSON.parse(localStorage.getItem(a)).meta.last_played)[0];
    });
  await findSave();
  const ask = (name, level, seed) =>
    page.evaluate(
      async ({ name, level, seed }) => {
        if (!window.__worker) {
          window.__worker = new Worker(`./${name}_worker_loader.js`);
          window.__waiting = new Map();
          await new Promise((ready) => {
            window.__worker.onmessage = (m) => {
              if (m.data === "ready") return ready();
              const reply = JSON.parse(m.data);
              window.__waiting.get(reply.id)?.(reply);
            };
          });
        }
        const save = JSON.parse(localStorage.getItem(window.__key));
        if (!save.meta.to_act.length) return null;
        const request = { id: seed, save, seat: save.meta.to_act[0], level, seed };
        const t0 = performance.now();
        const reply = await new Promise((res) => {
          window.__waiting.set(request.id, res);
          window.__worker.postMessage(JSON.stringify(request));
        });
        return { ms: performance.now() - t0, iterations: reply.iterations };
      },
      { name, level, seed },
    );
  for (let attempt = 0, seed = 1000; attempt < 200 && out.Strong.length < rounds; attempt++) {
    for (const level of Object.keys(out)) {
      const r = await ask(name, level, seed++);
      if (r && r.iterations > 0) out[level].push(r);
    }
    if (await over()) {
      // A short game (the card game with random moves) may end first: the next one goes on.
      await page.goto(new URL(url, base).href);
      await page.waitForSelector(".decision-area button");
      await findSave();
      continue;
    }
    const buttons = await choices();
    if (!buttons.length) {
      // A seat that was shown something hides it before the game goes on.
      const hide = page.getByRole("button", { name: /^(Hide|Verbergen)$/ });
      if (await hide.count()) await hide.click({ timeout: 3000 }).catch(() => {});
      else break;
      continue;
    }
    await buttons[Math.floor(rng() * buttons.length)].click({ timeout: 3000 }).catch(() => {});
  }
  const results = out;
  await context.close();
  for (const [level, runs] of Object.entries(results)) {
    if (!runs.length) {
      console.log(`${name.padEnd(11)} bot ${level.padEnd(6)}: no searched decision reached`);
      continue;
    }
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
    const its = runs.reduce((s, r) => s + r.iterations, 0) / (runs.reduce((s, r) => s + r.ms, 0) / 1000);
    console.log(`${name.padEnd(11)} bot ${level.padEnd(6)} in wasm (worker, phone size): median ${ms[Math.floor(ms.length / 2)].toFixed(0)} ms, worst ${ms[ms.length - 1].toFixed(0)} ms per decision; ${its.toFixed(0)} iterations/s`);
  }
}

(async () => {
  const clicks = Number(process.argv[2] || 110);
  const server = await serve({ dir: process.env.DIST || path.join(__dirname, "..", "..", "dist"), port: 0, base: "/games/camelot/" });
  const base = `http://127.0.0.1:${server.address().port}/games/camelot/`;
  const browser = await chromium.launch(launchOptions);
  try {
    for (const g of GAMES) await measure(browser, base, g, clicks);
    for (const g of GAMES) await botSpeed(browser, base, g, Number(process.argv[3] || 5));
  } finally {
    await browser.close();
    server.close();
  }
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
