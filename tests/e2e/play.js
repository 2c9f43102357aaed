// Shared helpers for the specs that play a game through the UI as people do: confirm who holds
// the device, answer a window, press a random enabled button of the decision area.
"use strict";

const { expect } = require("@playwright/test");

/** A small seeded generator, so a failing run can be repeated. */
function seeded(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** The decision area ("Your move"), where the pass screen and every choice appear. */
const decision = (page) => page.getByRole("region", { name: /^(Your move|Dein Zug)$/ });
const gameOver = (page) => page.getByRole("heading", { name: /^(Game over|Spielende)$/ });
const hideButton = (page) => page.getByRole("button", { name: /^(Hide|Verbergen)$/ });

/** Indices of the enabled, visible buttons of the decision area, Hint left out. */
async function choices(page) {
  return decision(page).evaluate((el) =>
    [...el.querySelectorAll("button")]
      .map((b, i) => (!b.disabled && b.offsetParent !== null && !/^(Hint|Tipp)/.test(b.textContent.trim()) ? i : -1))
      .filter((i) => i >= 0),
  );
}

/** One step as a person would take it; returns what it did: "click" (a choice), "claim" (took
 *  the device), "hide", "skip" (a bot's pause) or "none". */
async function step(page, rng) {
  const enabled = await choices(page);
  if (enabled.length) {
    const pick = enabled[Math.floor(rng() * enabled.length)];
    const button = decision(page).locator("button").nth(pick);
    const label = (await button.textContent({ timeout: 5000 }).catch(() => null)) ?? "";
    if (!(await button.click({ timeout: 5000 }).then(() => true, () => false))) return "none";
    // Taking the device is not a move.
    return /^(I am|Ich bin) /.test(label.trim()) ? "claim" : "click";
  }
  // The page moves on by itself while a bot plays: a button counted a moment ago may be gone,
  // so these clicks give up quickly instead of waiting for it to come back.
  if (await hideButton(page).count()) {
    await hideButton(page).click({ timeout: 2000 }).catch(() => {});
    return "hide";
  }
  const skip = page.getByRole("button", { name: /^(Don’t wait|Nicht warten)$/ });
  if (await skip.count()) {
    await skip.click({ timeout: 1000 }).catch(() => {});
    return "skip";
  }
  return "none";
}

/** Plays random steps until the game ends (or `limit` steps); returns the steps taken. */
async function playToEnd(page, rng, limit = 3000) {
  for (let i = 0; i < limit; i++) {
    if (await gameOver(page).count()) return i;
    if ((await step(page, rng)) === "none") await page.waitForTimeout(100);
  }
  throw new Error(`no end after ${limit} steps`);
}

/**
 * Runs `f` with a side panel open (`name`: "Players" or "Log", or a pattern for both
 * languages), and closes it again if it opened it. On a wide screen the panels lie beside the
 * table and are always open; on a phone each is a tab, and a closed panel's contents are not
 * in the page at all.
 */
async function inPanel(page, name, f) {
  const tab = page.locator(".header-tools .tab-btn").filter({ hasText: new RegExp(`^(${name})$`) });
  const closed = (await tab.count()) === 1 && (await tab.isVisible()) && (await tab.getAttribute("aria-expanded")) !== "true";
  if (closed) await tab.click();
  try {
    return await f();
  } finally {
    if (closed) await tab.click();
  }
}

/** The public log's lines, oldest first. */
const logLines = (page) =>
  inPanel(page, "Log|Verlauf", async () => (await page.getByRole("region", { name: /^(Log|Verlauf)$/ }).locator("li").allTextContents()).reverse());

/** Runs axe on the page and its frames (the rules are a page in a frame); fails with the
 *  violations' ids and targets. */
async function axe(page, what) {
  for (const frame of page.frames()) await frame.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`));
  expect(violations, `axe on ${what}`).toEqual([]);
}

/** Hands every seat to an Easy bot in the Players panel, as a person would mid-game, and lets
 *  the bots play to the end without waiting between their moves (`steps` skips at most). */
async function botsFinish(page, names, steps = 6000) {
  const players = page.getByRole("button", { name: "Players", exact: true });
  if (await players.isVisible()) await players.click();
  for (const name of names) await page.getByRole("combobox", { name, exact: true }).selectOption({ label: "Bot (Easy)" });
  const close = page.getByRole("button", { name: "Close: Players" });
  if (await close.isVisible()) await close.click();
  const skip = page.getByRole("button", { name: "Don’t wait" });
  for (let i = 0; i < steps; i++) {
    if (await gameOver(page).count()) return;
    await skip.click({ timeout: 1000 }).catch(() => {});
  }
  throw new Error("the bots did not finish the game");
}

module.exports = { seeded, decision, gameOver, hideButton, choices, step, playToEnd, inPanel, logLines, axe, botsFinish };
