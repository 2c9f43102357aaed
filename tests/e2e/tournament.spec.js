// @ts-check
// Tournament at Camelot, played through the UI as people do: from the home screen and the
// new-game form, whole rounds by random choices of the decision area ("Your move") with a
// reload in the middle; then the players hand every seat to a bot in the Players panel and the
// bots play on to the final ranking. Along the way it checks what the rebuilt table promises:
// - privacy: while the device lies on the table no hand is in the page; while a seat holds it,
//   only that seat's hand is;
// - taps: the clicks (choices and "I am …" claims) of every full round, counted per round;
// - suits are named in words on the cards and in the legend;
// - between rounds the summary is a table of injury per player and card; at the end the
//   ranking and the round-by-round history are shown;
// - axe finds nothing in light and dark mode; the phone screen holds the table and the hand.
"use strict";

const { test, expect } = require("@playwright/test");
const { screenshot } = require("./screenshots.js");
const { seeded, decision, gameOver, step, axe, botsFinish, inPanel } = require("./play.js");

test.use({ actionTimeout: 10_000 });

/** A 3-player round is 36 card plays, each a private choice, so each needs an "I am …" claim
 *  unless the same player goes on (the loser of a melee leads the next) or it is the last card
 *  (played on the table). Claims must stay within that: every other step (bonuses, Godsends,
 *  declarations, escapes) is taken on the table without a pass screen. */
const MAX_CLAIMS_PER_ROUND = 36 + 12 + 1; // + Percival's Second Thoughts window (private, once per melee) + a draw's discard
/** All clicks of a round with random choices, which also press first steps and switches a
 *  person would not (measured 74–103; a person needs about 36 plays + 30 claims + a few). */
const MAX_CLICKS_PER_ROUND = 120;

/** Starts a tournament through the home screen and the new-game form. */
async function start(page, names, characters) {
  await page.goto("./");
  await page.getByRole("button", { name: /^New game\b.*Tournament at Camelot/ }).click();
  await page.getByLabel("Number of players").selectOption(String(names.length));
  for (const [i, name] of names.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
  if (characters) {
    await page.getByLabel("Characters").selectOption({ label: "Chosen by the players" });
    for (const [i, c] of characters.entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).selectOption({ label: c });
  }
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByRole("heading", { name: "Tournament at Camelot" })).toBeVisible();
}

const claimButtons = (page) => decision(page).getByRole("button", { name: /^I am / });
const SUIT = /(Swords|Arrows|Sorcery|Deception|Alchemy|Merlin|Apprentice)/;

/** What the loop needs to know of the page, read in one script (one round trip per step: the
 *  role queries of a dozen locators per step made a whole game take minutes longer). */
const probe = (page) =>
  page.evaluate(() => {
    const heading = document.querySelector("#t-melee-h")?.textContent ?? "";
    const m = heading.match(/round (\d+)/);
    const area = document.querySelector(".decision-area");
    return {
      over: [...document.querySelectorAll("h1, h2")].some((h) => /^(Game over|Spielende)$/.test(h.textContent.trim())),
      // During the Godsend picks there is no melee: `null`, the round just played.
      round: m ? Number(m[1]) : null,
      claims: [...(area?.querySelectorAll("button") ?? [])].map((b) => b.textContent.trim()).filter((t) => /^I am /.test(t)),
      hands: [...document.querySelectorAll("section.t-hand")].map((e) => e.getAttribute("aria-label") ?? ""),
      handCards: document.querySelectorAll(".t-hc").length,
      cardButtons: area?.querySelectorAll(".t-cardbtn").length ?? 0,
      summary: document.querySelectorAll(".t-board .t-summary").length > 0,
      melee: document.querySelectorAll(".t-melee .t-played .t-play").length,
    };
  });

/** The page is no wider than the screen. */
async function noSidewaysScroll(page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, "the page is no wider than the screen").toBeLessThanOrEqual(client);
}

/** Axe on the page in light and in dark mode. */
async function axeBoth(page, what) {
  await axe(page, `${what} (light)`);
  await page.emulateMedia({ colorScheme: "dark" });
  await axe(page, `${what} (dark)`);
  await page.emulateMedia({ colorScheme: "light" });
}

/**
 * Plays by hand, as the people at the table, until round `untilRound` begins (or the game
 * ends); returns the clicks of every round played and the checks it made. `reloadAfter`: clicks before the reload.
 * `checks`: take the screenshots and run axe once at each key moment.
 */
async function playByHand(page, { seed, reloadAfter, checks, untilRound }) {
  const rng = seeded(seed);
  const clicks = new Map();
  const done = new Set();
  const once = async (name, f) => {
    if (!checks || done.has(name)) return;
    done.add(name);
    await f();
  };
  let holder = null;
  let total = 0;
  let lastRound = 0;
  for (let i = 0; i < 2000; i++) {
    const p = await probe(page);
    if (p.over) return { clicks, seen: done };
    const round = p.round ?? lastRound;
    if (checks && !done.has("summary") && p.summary) {
      await once("summary", async () => {
        // Between rounds the summary lies closed on the table, its totals in its title.
        await page.locator(".t-board .t-summary > summary").click();
        await expect(page.getByRole("table", { name: /^Injury per player and card/ }).first()).toBeVisible();
        await noSidewaysScroll(page);
        await screenshot(page, "tournament-round-summary");
        await axeBoth(page, "the round summary");
        await page.locator(".t-board .t-summary > summary").click();
      });
    }
    if (round >= untilRound) return { clicks, seen: done };
    lastRound = round;
    if (p.claims.length > 0) {
      // The device lies on the table: no hand, no card button, in the page.
      expect(p.hands, "no hand on the public table").toEqual([]);
      expect(p.handCards).toBe(0);
      if (reloadAfter >= 0 && total >= reloadAfter) {
        const before = { prompt: await page.locator(".prompt-bar .what").textContent(), seats: await page.locator(".seat-strip").first().innerText() };
        await page.reload();
        await expect(claimButtons(page).first()).toBeVisible();
        expect({ prompt: await page.locator(".prompt-bar .what").textContent(), seats: await page.locator(".seat-strip").first().innerText() }).toEqual(before);
        reloadAfter = -1;
      }
      await once("pass", async () => {
        await screenshot(page, "tournament-pass");
        await axeBoth(page, "the pass screen");
      });
    } else if (p.hands.length) {
      // Only the seat that took the device sees a hand: its own.
      expect(p.hands.length).toBe(1);
      expect(p.hands[0].startsWith(`Hand of ${holder} `), `${p.hands[0]} belongs to ${holder}`).toBe(true);
      if (p.cardButtons > 0) {
        // Suits are named in words on the cards themselves.
        await expect(decision(page).locator(".t-cardbtn").first()).toHaveText(SUIT);
        await once("hand", async () => {
          await screenshot(page, "tournament-hand");
          await noSidewaysScroll(page);
          if (test.info().project.name === "phone") {
            // The table and the hand share one phone screen: the melee and the first row of
            // cards are in view without scrolling (a hand of 12 fits whole unless bonus
            // buttons of Arthur, Gawain or a Blessed Blade add rows).
            const box = await page.locator(".t-cardbtn").first().boundingBox();
            expect(box && box.y + box.height, "the first cards are within the first screen").toBeLessThanOrEqual(790);
          }
          await axeBoth(page, "a hand");
        });
      }
    }
    if (checks && p.melee >= 2) await once("melee", () => screenshot(page, "tournament-melee"));
    if (p.claims.length > 0) holder = null;
    const label = p.claims[0] ?? null;
    const what = await step(page, rng);
    if (what === "claim") {
      // step() clicks a random enabled button; with one claim button it is that one.
      holder = (label ?? "").replace(/^I am /, "").trim();
    }
    if (what === "click" || what === "claim") {
      const c = clicks.get(round) ?? { clicks: 0, claims: 0 };
      c.clicks++;
      if (what === "claim") c.claims++;
      clicks.set(round, c);
      total++;
    }
    if (what === "none") await page.waitForTimeout(50);
  }
  throw new Error(`round ${untilRound} did not begin within 2000 steps`);
}

test("a 3-player tournament from the home screen to the final ranking, with a reload", async ({ page }) => {
  test.setTimeout(240_000);
  const names = ["Ann", "Ben", "Cid"];
  await start(page, names);
  await expect(claimButtons(page).first()).toBeVisible();
  // A whole round by hand (with a reload in it), then the table hands every seat to
  // a bot, which plays the rest of the game through the same screen.
  const { clicks, seen } = await playByHand(page, { seed: 3, reloadAfter: 40, checks: true, untilRound: 2 });
  expect([...seen].sort(), "every key moment was looked at").toEqual(["hand", "melee", "pass", "summary"]);
  const rounds = [...clicks.entries()].sort((a, b) => a[0] - b[0]);
  console.log(`clicks (claims) per round, 3 players: ${rounds.map(([r, c]) => `${r}: ${c.clicks} (${c.claims})`).join(", ")}`);
  expect(rounds.length).toBeGreaterThan(0);
  const over = await gameOver(page).count();
  // Every round played by hand is complete (unless the game ended in it).
  for (const [round, c] of over ? rounds.slice(0, -1) : rounds) {
    expect(c.claims, `claims in round ${round}`).toBeLessThanOrEqual(MAX_CLAIMS_PER_ROUND);
    expect(c.clicks, `clicks in round ${round}`).toBeLessThanOrEqual(MAX_CLICKS_PER_ROUND);
  }
  if (!over) await botsFinish(page, names, 3000);
  // The end: who won and why, the ranking, the history of every round.
  await expect(gameOver(page)).toBeVisible();
  await expect(page.getByText(/ (wins|share the victory)/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Final ranking" })).toBeVisible();
  const history = page.getByRole("table", { name: /^Injury taken in each round/ });
  await expect(history).toBeVisible();
  expect(await history.getByRole("row").count()).toBeGreaterThanOrEqual(rounds.length + 1);
  // Suits have a legend in words (in the Players sheet on a phone).
  expect(await page.locator(".suit-legend").first().textContent()).toContain("Deception");
  await noSidewaysScroll(page);
  await screenshot(page, "tournament-final");
  await axeBoth(page, "the final screen");
});

test("a 2-player tournament with chosen characters to the end", async ({ page }) => {
  test.setTimeout(180_000);
  const names = ["Ygraine", "Uther"];
  await start(page, names, ["Sir Gawain & The Green Sash", "King Arthur & Excalibur"]);
  await inPanel(page, "Players", () => expect(page.getByText("Sir Gawain").first()).toBeAttached());
  // Gawain's +1 is one tap with the card: a "+1" button beside each playable card.
  await playByHand(page, { seed: 2, reloadAfter: -1, checks: false, untilRound: 2 });
  if (!(await gameOver(page).count())) await botsFinish(page, names, 3000);
  await expect(page.getByRole("heading", { name: "Final ranking" })).toBeVisible();
  // No Arrows with two players: the legend leaves them out.
  expect(await page.locator(".suit-legend").first().textContent()).not.toContain("Arrows");
});
