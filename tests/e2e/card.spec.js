// @ts-check
// Shadows over Camelot: The Card Game, played through the UI as people do: the new-game form,
// the pass screen ("I am …"), the table-wide knight questions, random legal choices, a reload
// in the middle, to the final screen. Along the way: no seat ever sees another seat's loyalty
// card, and screenshots of the moments worth looking at (tests/e2e/screenshots/<project>/).
"use strict";

const { test, expect } = require("@playwright/test");
const path = require("node:path");
const { screenshot } = require("./screenshots.js");

const NAMES = ["Anna", "Ben", "Cleo", "Dev"];
const MAX_STEPS = 1500;

/** A seeded generator for the clicks (the game itself is dealt from a fresh seed each run). */
function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** From the home screen, through the new-game form. */
async function newGame(page, players, names, { promos = false, knights = false } = {}) {
  await page.goto("./");
  await page.getByRole("button", { name: /New game.*Shadows over Camelot/ }).click();
  await page.getByLabel("Number of players").selectOption(String(players));
  for (let i = 0; i < names.length; i++) {
    await page.getByLabel(`Name of player ${i + 1}`).fill(names[i]);
  }
  if (promos) await page.getByRole("checkbox", { name: /Promo cards/ }).check();
  if (knights) await page.getByRole("checkbox", { name: /Knights to the Rescue/ }).check();
  if (players > 1) await screenshot(page, "card-setup");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByRole("heading", { name: "Shadows over Camelot: The Card Game" })).toBeVisible();
}

const gameOver = (page) => page.getByRole("heading", { name: "Game over" });
const moves = (page) => page.getByRole("region", { name: "Your move" });
const players = (page) => page.getByRole("region", { name: "Players" });

/** Names of the seats whose loyalty card the current screen shows in the list of players. */
async function loyaltiesShown(page) {
  const rows = players(page).getByRole("listitem");
  const shown = [];
  for (const row of await rows.all()) {
    const text = await row.innerText();
    if (/Loyal|Traitor/.test(text)) shown.push(text.split(/\s/)[0]);
  }
  return shown;
}

/** The swords as the Round Table names them for screen readers: "3 white swords of 7" … */
async function swords(page) {
  const table = page.getByRole("region", { name: "Round Table" });
  const imgs = table.getByRole("img");
  return Promise.all((await imgs.all()).map((i) => i.getAttribute("aria-label")));
}

/** Clicks a random enabled button of the decision panel. */
async function randomMove(page, random) {
  const panel = moves(page);
  const enabled = await panel.evaluate((el) =>
    [...el.querySelectorAll("button")].map((b, i) => (b.disabled ? -1 : i)).filter((i) => i >= 0),
  );
  expect(enabled.length, "a decision always has an enabled button").toBeGreaterThan(0);
  const pick = enabled[Math.floor(random() * enabled.length)];
  await panel.getByRole("button").nth(pick).click();
}

/** Whether the page is wider than the screen. */
const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Takes a screenshot once per name. */
function shooter(page) {
  const taken = new Set();
  return async (name, when = true) => {
    if (!when || taken.has(name)) return;
    taken.add(name);
    await screenshot(page, `card-${name}`);
  };
}

test("four players: new-game form, pass screens, a reload, to the end", async ({ page }) => {
  test.setTimeout(240_000);
  const seed = Number(process.env.SEED || Date.now() % 100000);
  test.info().annotations.push({ type: "seed", description: String(seed) });
  const random = rng(seed);
  const shot = shooter(page);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));

  await newGame(page, 4, NAMES, { promos: true, knights: true });
  let reloaded = false;
  let dark = false;
  for (let step = 0; step < MAX_STEPS && !(await gameOver(page).isVisible()); step++) {
    expect(await overflow(page), `step ${step}: the page scrolls sideways`).toBe(false);
    // Every button offered was legal: the engine never refused a click.
    await expect(page.getByRole("alert")).toHaveCount(0);
    const iAm = page.getByRole("button", { name: /^I am / });
    const noOne = page.getByRole("button", { name: "No one", exact: true });
    const done = page.getByRole("region", { name: "Nothing more to do" });
    // Every screen offers a way forward.
    await expect(moves(page).or(done).or(noOne).or(iAm).or(gameOver(page)).first()).toBeVisible();
    if (await gameOver(page).isVisible()) break;
    if (await moves(page).isVisible()) {
      // A seat holds the device.
      await shot("seat-turn", await page.getByText("Your loyalty card").isVisible());
      await shot("silence", await page.getByText("Silence!").isVisible());
      // One shot of each kind of decision (Morgan #1, Vivien, Gawain …), named by its heading.
      const heading = await moves(page).getByRole("heading").first().innerText();
      await shot(`decision-${heading.replace(/[^A-Za-z0-9]+/g, "-").toLowerCase()}`);
      await randomMove(page, random);
    } else if (await done.isVisible()) {
      // The holder was just shown something (Galahad's look, a knight card): they hide it.
      await shot("shown-after-turn");
      await page.getByRole("button", { name: "Hide" }).click();
    } else if (await noOne.isVisible()) {
      // A table-wide knight question: everyone is asked.
      await shot("knight-window");
      if (random() < 0.75) {
        await noOne.click();
      } else {
        const seats = page.getByRole("button", { name: new RegExp(`^(${NAMES.join("|")})$`) });
        const n = await seats.count();
        await seats.nth(Math.floor(random() * n)).click();
      }
    } else if (await iAm.isVisible()) {
      // The pass screen: only public information is on it.
      if (!(await page.getByText(/^Pass the device to /).isVisible())) throw new Error(`step ${step}: no prompt`);
      await shot("pass");
      if (step > 20 && !dark) {
        await page.emulateMedia({ colorScheme: "dark" });
        await screenshot(page, "card-dark-pass");
        await page.emulateMedia({ colorScheme: "light" });
        dark = true;
      }
      await shot("quest-resolution", await page.getByRole("heading", { name: /’s quest for / }).isVisible());
      if (!reloaded && step > 40) {
        const before = { pass: await page.getByText(/^Pass the device to /).innerText(), swords: await swords(page) };
        const prompt = await page.locator("section", { has: iAm }).innerText();
        await page.reload();
        await expect(iAm).toBeVisible();
        expect(await page.locator("section", { has: iAm }).innerText()).toBe(prompt);
        expect(await page.getByText(/^Pass the device to /).innerText()).toBe(before.pass);
        expect(await swords(page)).toEqual(before.swords);
        reloaded = true;
      }
      const publicCards = await loyaltiesShown(page);
      const name = (await iAm.innerText()).replace(/^I am /, "");
      await iAm.click();
      // Privacy: the holder sees their own card, and otherwise only what the table sees —
      // or what this holder learnt with Galahad (the public log says whom they looked at).
      // (During Vivien the card is shown beside the new one, as "Your card until now".)
      await expect(page.getByText(/^(Your loyalty card|Your card until now)$/)).toHaveCount(1);
      const log = await page.getByRole("group").filter({ hasText: "Game log" }).textContent();
      for (const seat of await loyaltiesShown(page)) {
        if (log?.includes(`${name} plays Galahad and looks at ${seat}’s loyalty card`)) continue;
        expect(publicCards, `${name}'s screen shows ${seat}'s loyalty`).toContain(seat);
      }
    } else {
      throw new Error(`step ${step}: no way forward on screen`);
    }
  }
  await expect(gameOver(page)).toBeVisible();
  await expect(page.getByText(/^(Camelot wins!|Evil wins)/)).toBeVisible();
  await shot("final");
  await page.getByText("Game log", { exact: true }).click();
  await shot("log");
  await page.getByText("Game log", { exact: true }).click();
  await page.getByText("Rules", { exact: true }).click();
  // The rules are long: a shot of the screen at their start, and at the reconstructed list.
  const project = test.info().project.name;
  const dir = path.join(__dirname, "screenshots", project);
  await page.getByRole("heading", { name: "The goal" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(dir, "card-rules.png") });
  await page.getByRole("heading", { name: "Reconstructed: defined for this app" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(dir, "card-rules-reconstructed.png") });
  expect(reloaded, "the game lasted long enough to reload in the middle").toBe(true);
  expect(errors).toEqual([]);
});

test("solo: no pass screens, to the end", async ({ page }) => {
  test.setTimeout(120_000);
  const random = rng(Number(process.env.SEED || 7));
  const shot = shooter(page);
  await newGame(page, 1, ["Percy"]);
  for (let step = 0; step < MAX_STEPS && !(await gameOver(page).isVisible()); step++) {
    await expect(page.getByRole("button", { name: /^I am / })).toHaveCount(0);
    expect(await overflow(page), `step ${step}: the page scrolls sideways`).toBe(false);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await shot("solo");
    await randomMove(page, random);
  }
  await expect(page.getByText(/^You (win|lose)/)).toBeVisible();
  await shot("solo-final");
});

test("keyboard: a turn is played with Tab and Enter, and focus stays in the decision", async ({ page }) => {
  await newGame(page, 1, ["Kay"]);
  const listen = page.getByRole("button", { name: "Listen to Rumors" });
  for (let i = 0; i < 40 && !(await listen.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(listen).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^No card under it\.$/)).toBeVisible();
  // The decision was redrawn; keyboard focus is still in it, not lost to the page.
  await expect.poll(() => moves(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // A step inside the decision (which quest?) and back keeps it there too — when the card
  // drawn leaves a turn to take (the game is dealt from a fresh seed: a Merlin #4 or a Vivien
  // asks its own question first).
  const quest = page.getByRole("button", { name: "Go on a Quest…" });
  if ((await quest.count()) && (await quest.isEnabled())) {
    await quest.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "← Back" })).toBeVisible();
    await expect.poll(() => moves(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
});
