// @ts-check
// Tournament at Camelot, played through the UI from the home screen to the final ranking by
// random legal clicks: whenever the pass screen shows, the named player takes the device;
// then a random enabled button of that player's hand or choices is pressed. Along the way:
// only the seat holding the device ever has a hand on screen, a reload resumes at the same
// point, and the final screen names the winner.
"use strict";

const { test, expect } = require("@playwright/test");
const { screenshot } = require("./screenshots.js");

// A stuck click should fail in seconds, not at the end of a long game's time budget.
test.use({ actionTimeout: 10_000 });

/** A small seeded generator, so a failing run can be replayed. */
function random(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/**
 * Starts a tournament through the home screen and the new-game form; `characters` (one
 * label per seat) chooses them instead of dealing them at random.
 */
async function start(page, names, characters) {
  await page.goto("./");
  await page.getByRole("button", { name: /^New game\b.*Tournament at Camelot/ }).click();
  await page.getByLabel("Number of players").selectOption(String(names.length));
  for (const [i, name] of names.entries()) {
    await page.getByLabel(`Name of player ${i + 1}`).fill(name);
  }
  if (characters) {
    await page.getByLabel("Who leads the first melee").selectOption({ label: "Random dealer (as in the rulebook)" });
    await page.getByLabel("Characters").selectOption({ label: "Chosen by the players" });
    for (const [i, character] of characters.entries()) {
      await page.getByLabel(`Player ${i + 1}`, { exact: true }).selectOption({ label: character });
    }
  }
  await page.getByRole("button", { name: "Start" }).click();
}

const handRegion = (page) => page.getByRole("region", { name: /^Hand of / });
/** The names of the hands in the page, in one round trip. */
const handsShown = (page) => handRegion(page).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
const passButton = (page) => page.getByRole("button", { name: /^I am / });

/** What must survive a reload: the pass screen's words and every seat's Health. */
async function snapshot(page) {
  return {
    pass: await page.getByText(/^Pass the device to/).locator("xpath=..").innerText(),
    health: await page.getByRole("img", { name: /Health \d+ of 400/ }).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label"))),
  };
}

/**
 * Plays until the game is over. `shots` names moments to photograph once each (4-player game).
 * Returns the number of actions taken.
 */
async function playToTheEnd(page, names, { seed, reloadAt, shots }) {
  const pick = random(seed);
  const taken = new Set();
  const shot = async (name, when) => {
    if (shots && !taken.has(name) && (await when())) {
      taken.add(name);
      await noSidewaysScroll(page);
      await screenshot(page, name);
    }
  };
  const choices = page.getByRole("region", { name: /^(Hand|Choices) of / }).getByRole("button", { disabled: false });
  let actions = 0;
  for (let step = 0; step < 5000; step++) {
    // Someone holds the device: press one of their enabled buttons.
    const count = await choices.count();
    if (count > 0) {
      await choices.nth(pick(count)).click();
      actions++;
      continue;
    }
    const pass = passButton(page);
    if ((await pass.count()) === 0) {
      await expect(page.getByRole("heading", { name: "Game over" }), "whoever holds the device always has something to press").toBeVisible();
      return actions;
    }
    // The device lies on the table: nobody's hand is on screen.
    expect(await handsShown(page)).toEqual([]);
    await shot("tournament-feint", () => page.getByText("feint: face down").first().isVisible());
    const godsends = shots && !taken.has("tournament-godsend-pick") && (await page.getByRole("region", { name: "Godsend phase" }).isVisible());
    if (godsends) await shot("tournament-round-summary", async () => true);
    if (reloadAt >= 0 && actions >= reloadAt) {
      const before = await snapshot(page);
      await page.reload();
      await expect(pass.first()).toBeVisible();
      expect(await snapshot(page)).toEqual(before);
      reloadAt = -1;
    }
    await shot("tournament-pass", async () => true);
    const holder = (await pass.first().innerText()).replace(/^I am /, "");
    await pass.first().click();
    // Only the named player's hand is in the page (between rounds, with no cards, none is).
    const hands = await handsShown(page);
    expect(hands.length).toBeLessThanOrEqual(1);
    expect(hands.every((h) => h === `Hand of ${holder}`), `${hands} belongs to ${holder}`).toBe(true);
    await shot("tournament-hand", async () => hands.length === 1);
    if (godsends) await shot("tournament-godsend-pick", async () => true);
  }
  throw new Error("the game did not end within 5000 steps");
}

/** Nothing on the table is wider than the screen. */
async function noSidewaysScroll(page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, "the page is no wider than the screen").toBeLessThanOrEqual(client);
}

async function expectWinnerNamed(page, names) {
  await expect(page.getByRole("heading", { name: "Game over" })).toBeVisible();
  const outcome = await page.getByText(/ (wins|share the victory)/).first().innerText();
  expect(names.some((n) => outcome.startsWith(n)), `"${outcome}" names a player`).toBe(true);
  await expect(page.getByRole("region", { name: "Final ranking" })).toBeVisible();
  await noSidewaysScroll(page);
}

test("a 4-player tournament from the home screen to the final ranking, with a reload", async ({ page }) => {
  test.setTimeout(240_000);
  const names = ["Ann", "Ben", "Cid", "Dee"];
  await start(page, names);
  await expect(page.getByText(/^Pass the device to/)).toBeVisible();
  await playToTheEnd(page, names, { seed: 4, reloadAt: 120, shots: true });
  await expectWinnerNamed(page, names);
  await screenshot(page, "tournament-final");
  await page.getByText("Rules", { exact: true }).click();
  await expect(page.getByText("Reconstructed: not from the printed game")).toBeVisible();
  await page.getByText("Reconstructed: not from the printed game").scrollIntoViewIfNeeded();
  await screenshot(page, "tournament-rules");
});

test("a 2-player tournament with chosen characters to the end", async ({ page }) => {
  test.setTimeout(240_000);
  const names = ["Ygraine", "Uther"];
  const characters = ["Sir Percival & The Fisher King", "Morgan le Fay & Mordred"];
  await start(page, names, characters);
  // The chosen characters are at the table.
  await expect(page.getByText("Sir Percival").first()).toBeVisible();
  await expect(page.getByText("Morgan le Fay").first()).toBeVisible();
  await playToTheEnd(page, names, { seed: 2, reloadAt: 60, shots: false });
  await expectWinnerNamed(page, names);
});
