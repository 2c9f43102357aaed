// @ts-check
// One person and three Strong bots play a whole card game and a whole tournament through the
// UI at phone size, with a reload while a bot is thinking: nobody is asked to pass the device,
// and no task on the page's thread runs over 50 ms while the bots think (they think in a worker).
"use strict";

const { test, expect } = require("@playwright/test");
const { seeded, step, gameOver } = require("./play.js");
const { screenshot } = require("./screenshots.js");

test.skip(({ isMobile }) => !isMobile, "measured at phone size (390×844)");
// One game at a time (the project runs after every other spec): see playwright.config.js.
test.describe.configure({ mode: "serial" });

// Records long tasks, and the intervals in which the prompt says a bot is thinking.
const LONG_TASKS = () => {
  window.__long = [];
  window.__thinking = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push([e.startTime, e.duration]))).observe({ type: "longtask", buffered: true });
  let since = null;
  new MutationObserver(() => {
    const text = document.querySelector(".prompt-bar")?.textContent ?? "";
    const now = performance.now();
    if (/is thinking/.test(text) && since === null) since = now;
    else if (!/is thinking/.test(text) && since !== null) {
      window.__thinking.push([since, now]);
      since = null;
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

// One step as a person would take it, in a single cheap script on the page: Playwright's role
// queries walk the whole page's accessibility tree, which on a phone-class CPU is itself a long
// task — measuring the app, not the harness, needs the harness to stay light while bots think.
const lightStep = (page, r) =>
  page.evaluate((r) => {
    if ([...document.querySelectorAll("h1, h2")].some((h) => /^(Game over|Spielende)$/.test(h.textContent.trim()))) return "over";
    const area = document.querySelector(".decision-area");
    const choices = [...(area?.querySelectorAll("button") ?? [])].filter(
      (b) => !b.disabled && b.offsetParent !== null && !/^(Hint|Tipp)/.test(b.textContent.trim()),
    );
    if (choices.length) {
      choices[Math.floor(r * choices.length)].click();
      return "click";
    }
    const other = [...document.querySelectorAll("button")].find((b) => /^(Hide|Verbergen|Don’t wait|Nicht warten)$/.test(b.textContent.trim()));
    if (other) {
      other.click();
      return "skip";
    }
    return "none";
  }, r);

for (const [game, title, url] of [
  ["card", "Shadows over Camelot: The Card Game", "./card/?game=card&players=4&names=Ann,Merlin,Nimue,Morgan&bots=2:strong,3:strong,4:strong"],
  ["tournament", "Tournament at Camelot", "./tournament/?game=tournament&players=4&names=Ann,Merlin,Nimue,Morgan&bots=2:strong,3:strong,4:strong"],
]) {
  test(`one person and three Strong bots play ${game} to the end`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.addInitScript(LONG_TASKS);
    await page.goto(url);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    // Wait for a bot to think, and reload right then: the game resumes and the bot answers.
    const thinking = page.getByText(/\(bot\) is thinking/);
    const rng = seeded(21);
    let seen = false;
    for (let i = 0; i < 200 && !seen; i++) {
      seen = (await thinking.count()) > 0;
      if (!seen && (await step(page, rng)) === "none") await page.waitForTimeout(20);
    }
    // A Strong bot may have answered a moment later: the reload comes as soon as one was seen.
    expect(seen, "a bot was seen thinking").toBe(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    let steps = 0;
    for (let last = ""; last !== "over"; steps++) {
      expect(steps, "the game ends").toBeLessThan(5000);
      last = await lightStep(page, rng());
      if (last === "none") await page.waitForTimeout(100);
    }
    await expect(gameOver(page)).toBeVisible();
    await screenshot(page, `bots-${game}-end`);
    // With one person at the table the device never changes hands.
    expect(await page.getByText(/^Pass the device to /).count()).toBe(0);
    const { long, thinking: spans } = await page.evaluate(() => ({ long: window.__long, thinking: window.__thinking }));
    expect(spans.length, "bots thought after the reload").toBeGreaterThan(5);
    const during = long.filter(([start, d]) => d > 50 && spans.some(([a, b]) => start >= a && start < b));
    expect(during, "long tasks while a bot was thinking").toEqual([]);
  });
}
