// @ts-check
// Shadows over Camelot: The Card Game, played through the UI as people do: the new-game form on
// the game's page, the pass screen only when a seat's next screen is private, random legal
// choices, a reload in the middle, to the final reveal. At every step: no seat's loyalty card
// but the holder's own is in the DOM, and the log never names a card of the Threats pile that
// is not on top. An accusation is confirmed in a dialog first (when one comes up), axe in light
// and dark mode, screenshots at phone and desktop size (tests/e2e/screenshots/<project>/).
"use strict";

const { test, expect } = require("@playwright/test");
const { screenshot } = require("./screenshots.js");
const { seeded, decision, gameOver, hideButton, step, inPanel, logLines, axe } = require("./play.js");

const NAMES = ["Anna", "Ben", "Cleo", "Dev"];

/** From the home screen through the card game's new-game form. */
async function newGame(page, names, { promos = false, knights = false } = {}) {
  await page.goto("./");
  await page.getByRole("button", { name: "New game: Shadows over Camelot: The Card Game" }).click();
  await page.getByLabel("Number of players").selectOption(String(names.length));
  for (const [i, n] of names.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(n);
  if (promos) await page.getByRole("checkbox", { name: /Promo cards/ }).check();
  if (knights) await page.getByRole("checkbox", { name: /Knights to the Rescue/ }).check();
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByRole("heading", { name: "Shadows over Camelot: The Card Game" })).toBeVisible();
  await expect(decision(page).getByRole("button").first()).toBeVisible();
}

/** Who holds the device now: the name in "(you)" of the players panel, or null (the table). */
async function holder(page) {
  const me = page.locator(".seats .seat.me .seat-name");
  if (!(await me.count())) return null;
  return (await me.innerText()).replace(/ \(you\)$/, "");
}

/** No loyalty card but the holder's own (and those turned up for everyone) is in the DOM,
 *  the Players panel open. */
const checkPrivacy = (page) => inPanel(page, "Players", () => checkPrivacyOpen(page));

async function checkPrivacyOpen(page) {
  const who = await holder(page);
  const own = await page.locator(".my-cards, .seat .b").evaluateAll((els) =>
    els.filter((e) => e.classList.contains("my-cards") || /^Your card: /.test(e.textContent ?? "")).map((e) => e.closest(".seat")?.querySelector(".seat-name")?.textContent ?? "mine"),
  );
  if (who === null) {
    expect(own, "nothing private on the open table").toEqual([]);
  } else {
    for (const o of own) expect(o === "mine" || o.startsWith(who), `only ${who}'s own card: ${o}`).toBe(true);
  }
  // A loyalty badge on a seat is either the holder's own card, or turned up / looked at.
  const badges = await page.locator(".seat").evaluateAll((seats) =>
    seats.flatMap((s) => [...s.querySelectorAll(".b.loyal, .b.traitor")].map((b) => [s.querySelector(".seat-name")?.textContent ?? "", b.textContent ?? ""])),
  );
  for (const [seat, text] of badges) {
    if (/^Your card/.test(text)) expect(seat.startsWith(/** @type {string} */ (who)), `${text} on ${seat}`).toBe(true);
    else expect(text).toMatch(/^Revealed: /);
  }
}

/** The log names a pile card only while it lies on top. */
async function checkLog(page) {
  const lines = await logLines(page);
  const named = lines
    .map((l) => /listens to rumors: (.+)\.$/.exec(l)?.[1] ?? / lays (.+) face up\.$/.exec(l)?.[1])
    .filter(Boolean);
  expect(named.length, `at most the top card is named: ${named.join(" | ")}`).toBeLessThanOrEqual(1);
  if (named.length) {
    const about = (await page.locator(".notes p").first().innerText()).trim();
    expect(about.startsWith(/** @type {string} */ (named[0])), `the named card ${named[0]} is the top card (${about})`).toBe(true);
  }
}

/** Confirms an accusation through its dialog when one is possible; true when it was made. */
async function tryAccusation(page) {
  const open = decision(page).getByRole("button", { name: /^Accuse…$/ });
  if (!(await open.count()) || (await open.isDisabled())) return false;
  await open.click();
  const target = decision(page).getByRole("button", { name: /^Accuse \S+$/ }).first();
  const name = (/** @type {string} */ (await target.textContent())).replace("Accuse ", "");
  await target.click();
  const dialog = page.getByRole("alertdialog", { name: `Accuse ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("You accuse only once");
  await screenshot(page, "card-accuse-confirm");
  await dialog.getByRole("button", { name: `Accuse ${name}` }).click();
  // The result is on the board where the eye is (unless that sword ended the game at once).
  await expect(page.getByRole("heading", { name: "Accusation" }).or(gameOver(page))).toBeVisible();
  if (!(await gameOver(page).count())) await expect(page.locator(".result.accusation")).toContainText(new RegExp(`accused ${name}: ${name} is (Loyal|Traitor)`));
  await screenshot(page, "card-accusation-result");
  return true;
}

/** axe on the table in light and dark mode. */
async function axeBoth(page, what) {
  for (const colorScheme of /** @type {const} */ (["light", "dark"])) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await axe(page, `${what} (${colorScheme})`);
  }
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" });
}

test("four players with promos and Knights to the Rescue, to the final reveal, with a reload", async ({ page }) => {
  test.setTimeout(170_000);
  await newGame(page, NAMES, { promos: true, knights: true });
  // The first turn shows a loyalty card: the device is asked for first.
  await expect(decision(page).getByRole("button", { name: /^I am / })).toBeVisible();
  await screenshot(page, "card-pass");
  await decision(page).getByRole("button", { name: /^I am / }).click();
  // The loyalty card lies face down in the player's hand; a tap turns it over, another back.
  const peek = page.getByRole("button", { name: "Look at your loyalty card" });
  await expect(page.locator(".my-cards")).not.toContainText(/Loyal|Traitor/);
  await peek.click();
  await expect(page.locator(".my-cards")).toContainText(/Your loyalty card\s*(Loyal|Traitor)/);
  await expect(page.getByRole("button", { name: /Turn your loyalty card face down$/ })).toBeVisible();
  await checkPrivacy(page);
  await screenshot(page, "card-private-turn");
  await axeBoth(page, "a private turn");

  const rng = seeded(5);
  let clicks = 0;
  let reloaded = false;
  let accused = false;
  let publicTurns = 0;
  let sawPile = false;
  for (let i = 0; i < 2500 && !(await gameOver(page).count()); i++) {
    await checkPrivacy(page);
    if (i % 3 === 0) await checkLog(page);
    if (!accused) accused = await tryAccusation(page);
    if (!(await hideButton(page).count()) && (await decision(page).getByRole("button", { name: /^Listen to Rumors/ }).count())) publicTurns++;
    if (!sawPile && (await page.locator(".notes p").count()) > 2) {
      sawPile = true;
      await page.waitForTimeout(350);
      await screenshot(page, "card-table");
      await axeBoth(page, "the table");
    }
    const did = await step(page, rng);
    if (did === "click") clicks++;
    if (did === "none") await page.waitForTimeout(50);
    if (!reloaded && clicks >= 25) {
      if (await hideButton(page).count()) await hideButton(page).click();
      const before = await logLines(page);
      await page.reload();
      await expect(page.getByRole("heading", { name: "Shadows over Camelot: The Card Game" })).toBeVisible();
      expect(await logLines(page)).toEqual(before);
      reloaded = true;
    }
  }
  expect(reloaded).toBe(true);
  await expect(gameOver(page)).toBeVisible();
  // A turn without secrets was played on the open table, in one tap.
  expect(publicTurns).toBeGreaterThan(0);
  const report = page.locator(".final-report");
  await expect(report.getByRole("heading", { name: "The final reveal" })).toBeVisible();
  await expect(report).toContainText(/On the Round Table: \d+ white, \d+ black\./);
  // Every seat's card is face up, every traitor named (one found out earlier too).
  await expect(report.locator(".reveal li")).toHaveCount(4);
  for (const li of await report.locator(".reveal li").all()) await expect(li).toContainText(/: (Loyal|Traitor)/);
  const traitors = await report.locator(".reveal li.traitor strong").allTextContents();
  if (traitors.length) await expect(report.locator(".traitors")).toContainText(traitors[0]);
  else await expect(report.locator(".traitors")).toHaveText("No player was a traitor.");
  await screenshot(page, "card-final");
  await axeBoth(page, "the final screen");
});

test("a solo game, to the end", async ({ page }) => {
  test.setTimeout(120_000);
  await newGame(page, ["Solo"]);
  // One player holds the device: never a pass screen, never an accusation.
  await expect(decision(page).getByRole("button", { name: /^I am / })).toHaveCount(0);
  await expect(decision(page).getByRole("button", { name: /^Accuse/ })).toHaveCount(0);
  const rng = seeded(9);
  for (let i = 0; i < 1500 && !(await gameOver(page).count()); i++) {
    if (i === 6) await page.waitForTimeout(350).then(() => screenshot(page, "card-solo"));
    if (i % 4 === 0) await checkLog(page);
    if ((await step(page, rng)) === "none") await page.waitForTimeout(50);
  }
  await expect(gameOver(page)).toBeVisible();
  await expect(page.locator(".outcome")).toHaveText(/^(You win! Camelot is saved\.|You lose\.)$/);
  await expect(page.locator(".final-report")).toContainText(/On the Round Table: \d+ white, \d+ black\./);
  await screenshot(page, "card-solo-final");
});

test("on a phone the board and the choices of a turn fit one screen; no text under 12 px", async ({ page }) => {
  await page.goto("./?game=card&players=4&names=Anna,Ben,Cleo,Dev");
  await decision(page).getByRole("button", { name: /^I am / }).click();
  const listen = decision(page).getByRole("button", { name: /^Listen to Rumors/ });
  await expect(listen).toBeVisible();
  const viewport = /** @type {{ width: number, height: number }} */ (page.viewportSize());
  if (viewport.width < 500) {
    const box = /** @type {{ y: number, height: number }} */ (await listen.boundingBox());
    expect(box.y + box.height, "the first choice is on the first screen").toBeLessThanOrEqual(viewport.height);
    const round = /** @type {{ y: number }} */ (await page.getByRole("heading", { name: "Round Table" }).boundingBox());
    expect(round.y).toBeLessThan(viewport.height);
  }
  const small = await page.locator("main *").evaluateAll((els) =>
    els
      .filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? "").trim()) && e.getClientRects().length)
      .filter((e) => !e.closest(".visually-hidden") && parseFloat(getComputedStyle(e).fontSize) < 12)
      .map((e) => `${e.className}: ${e.textContent}`),
  );
  expect(small).toEqual([]);
  // No "Tap" on a desktop.
  if (viewport.width >= 900) expect(await page.locator("main").innerText()).not.toMatch(/\bTap\b/);
});
