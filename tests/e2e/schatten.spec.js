// @ts-check
// Schatten über Camelot (the board game), played through the UI as people do: from the home
// screen and the new-game form, turns by hand (random choices of the decision area, "Your
// move") with a reload in the middle of a turn and one inside a window (the opening share's
// secret vote, or a Merlin window when one opens): a 7-player game by hand to the end, and a
// 4-player game whose seats are then handed to bots in the Players panel to the end (the
// hand-over is tested too). Along the way it checks privacy (while the device lies on the
// table no hand and no loyalty card is in the page; while a seat holds it, only that seat's),
// runs axe on each kind of screen, and takes the screenshots.
//
// What a random game reaches only sometimes is played from a save instead: the positions in
// fixtures/ are seeded games that tests/schatten_fixtures.rs plays natively up to the moment
// wanted (and checks there), imported here through the saved games as a person would and
// finished by hand: the 6-sword look at the loyalty cards with 3 players (S-SETUP-9), and a
// Merlin window where three Merlins cancel the card, or nobody pledges and it acts (S-MERLIN-*).
"use strict";

const path = require("node:path");
const { test, expect } = require("@playwright/test");
const { screenshot } = require("./screenshots.js");
const { seeded, decision, gameOver, step, axe, botsFinish, inPanel, logLines } = require("./play.js");

test.use({ actionTimeout: 10_000 });

const TITLE = "Shadows over Camelot: The Board Game";

/** Starts a game through the home screen and the new-game form. */
async function start(page, names, deal) {
  await page.goto("./");
  await page.getByRole("button", { name: new RegExp(`^New game\\b.*${TITLE}`) }).click();
  await page.getByLabel("Number of players").selectOption(String(names.length));
  for (const [i, name] of names.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
  if (deal) await page.getByLabel("The loyalty cards").selectOption({ label: deal });
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
}

/** What the loop needs to know of the page, in one script. The Players panel's seats (`own`)
 *  are in the page beside the table on a desktop, so the desktop project checks them at every
 *  step; on a phone a closed panel is not in the page at all. */
const probe = (page) =>
  page.evaluate(() => {
    const area = document.querySelector(".decision-area");
    const text = (sel) => document.querySelector(sel)?.textContent?.trim() ?? "";
    return {
      over: [...document.querySelectorAll("h1, h2")].some((h) => /^(Game over|Spielende)$/.test(h.textContent.trim())),
      prompt: text(".prompt-bar p"),
      claims: [...(area?.querySelectorAll("button") ?? [])].map((b) => b.textContent.trim()).filter((t) => /^I am /.test(t)),
      hands: document.querySelectorAll(".sc-hand").length,
      panel: text(".sc-knight h2"),
      loyalty: document.body.innerText.split("Your loyalty card:").length - 1,
      // Seats in the Players panel that show a loyalty card as the viewer's own.
      own: [...document.querySelectorAll(".sc-seat")].filter((li) => li.textContent.includes("your card:")).map((li) => li.querySelector("strong")?.textContent ?? ""),
      heroic: !!area?.querySelector(".sc-heroic"),
      choices: !!area?.querySelector(".sc-choices"),
      quest: [...document.querySelectorAll(".sc-news strong")].some((s) => s.textContent.includes("Quest’s end")),
      swords: document.querySelector(".sc-table")?.getAttribute("aria-label") ?? "",
      private: !!document.querySelector(".prompt-bar.private"),
    };
  });

/** The page is no wider than the screen. */
async function noSidewaysScroll(page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, "the page is no wider than the screen").toBeLessThanOrEqual(client);
}

/**
 * Plays `clicks` choices by hand. Reloads once in the middle of a knight's heroic phase and
 * once inside a window (a secret vote or a Merlin window); checks privacy at every step and,
 * with `checks`, takes the screenshots and runs axe once per kind of screen.
 */
async function playByHand(page, { seed, clicks = Infinity, checks, limit = 3000 }) {
  const rng = seeded(seed);
  const done = new Set();
  const once = async (name, f) => {
    if (done.has(name)) return;
    done.add(name);
    await f();
  };
  let holder = null;
  let made = 0;
  for (let i = 0; i < limit && made < clicks; i++) {
    const p = await probe(page);
    if (p.over) break;
    if (p.claims.length > 0) {
      holder = null;
      // The device lies on the table: no hand, no loyalty card in the page.
      expect(p.hands, "no hand on the open table").toBe(0);
      expect(p.loyalty, "no loyalty card on the open table").toBe(0);
      expect(p.own, "no seat's card shown as the viewer's own").toEqual([]);
      if (checks) await once("pass", async () => { await screenshot(page, "schatten-pass"); await axe(page, "the pass screen"); });
      if (!done.has("reload-window") && /^(Vote on the proposal|Merlin window)/.test(p.prompt)) {
        await once("reload-window", async () => {
          await page.reload();
          await expect(decision(page).getByRole("button", { name: /^I am / }).first()).toBeVisible();
          expect((await probe(page)).prompt).toBe(p.prompt);
        });
      }
    } else if (p.private) {
      // One seat holds the device: its own hand and loyalty card only.
      expect(p.hands).toBeLessThanOrEqual(1);
      expect(p.loyalty).toBeLessThanOrEqual(1);
      if (holder) {
        expect(p.panel.startsWith(`${holder} ·`), `${p.panel} belongs to ${holder}`).toBe(true);
        for (const o of p.own) expect(o, "only the holder's own loyalty card").toBe(holder);
      }
      if (p.heroic) {
        if (checks) await once("turn", async () => { await noSidewaysScroll(page); await screenshot(page, "schatten-turn"); await axe(page, "a knight's turn"); });
        if (made >= 6 && !done.has("reload-turn")) {
          await once("reload-turn", async () => {
            await page.reload();
            // After a reload the device lies on the table again: the same seat is asked for it,
            // still in its heroic phase.
            await expect(decision(page).getByRole("button", { name: `I am ${holder}` })).toBeVisible();
            const after = await probe(page);
            expect(after.prompt).toContain(`${holder}: a heroic action`);
            expect(after.claims).toEqual([`I am ${holder}`]);
          });
          continue;
        }
      }
      if (p.choices && checks && /Merlin window|Vote|pool/.test(p.prompt)) {
        await once("window", async () => { await screenshot(page, "schatten-window"); await axe(page, "a window"); });
      }
    }
    if (checks && p.quest) await once("quest", async () => { await screenshot(page, "schatten-quest-end"); });
    const label = p.claims.length === 1 ? p.claims[0] : null;
    const what = await step(page, rng);
    if (what === "claim") {
      const now = await probe(page);
      holder = now.panel.split(" · ")[0] || (label ?? "").replace(/^I am /, "");
    }
    if (what === "click") made++;
    if (what === "none") await page.waitForTimeout(50);
  }
  return done;
}

/** The end: who won and why, every loyalty card turned up. */
async function checkEnd(page, names) {
  await expect(gameOver(page)).toBeVisible();
  await expect(page.getByText(/^(The loyal knights win|Evil wins)\./).first()).toBeVisible();
  const reveal = page.getByRole("heading", { name: "The final reveal" });
  await expect(reveal).toBeVisible();
  for (const n of names) await expect(page.locator(".sc-reveal li", { hasText: `${n} (` })).toHaveText(/: (Loyal|Traitor) — (wins|loses)/);
}

test("a 4-player game by hand, with reloads mid-turn and in a window, then bots to the end", async ({ page }) => {
  test.setTimeout(170_000);
  const names = ["Ann", "Ben", "Cid", "Dee"];
  await start(page, names, "A Traitor is always among you");
  await screenshot(page, "schatten-board");
  const seen = await playByHand(page, { seed: 4, clicks: 40, checks: true });
  expect([...seen], "the reloads were made").toEqual(expect.arrayContaining(["pass", "turn", "reload-turn", "reload-window"]));
  if (!(await gameOver(page).count())) await botsFinish(page, names, 6000);
  await checkEnd(page, names);
  await noSidewaysScroll(page);
  await screenshot(page, "schatten-final");
  await axe(page, "the final reveal");
  await page.emulateMedia({ colorScheme: "dark" });
  await axe(page, "the final reveal (dark)");
});

test("a 7-player game by hand to the end", async ({ page }) => {
  test.setTimeout(600_000);
  const names = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus"];
  await start(page, names);
  await playByHand(page, { seed: 7, checks: false, limit: 20000 });
  await checkEnd(page, names);
  await screenshot(page, "schatten-seven-final");
});

/**
 * Imports a save of fixtures/ on the saved-games screen, as a person would with a file
 * exported elsewhere, and resumes it; returns the save.
 */
async function resume(page, file) {
  const where = path.join(__dirname, "fixtures", file);
  const save = require(where);
  const names = save.meta.names.join(", ");
  await page.goto("./");
  await page.getByRole("button", { name: /^All saved games/ }).click();
  await page.getByLabel("Import a save file…").setInputFiles(where);
  await expect(page.getByRole("status")).toHaveText(`Imported “${file}”: ${names}.`);
  await page.getByRole("listitem").filter({ hasText: names }).getByRole("button", { name: "Resume" }).click();
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
  return save;
}

/** The device lies on the table and goes to `name` alone; nothing private is on screen. */
async function passTo(page, name) {
  await expect(decision(page).getByRole("button", { name: `I am ${name}` })).toBeVisible();
  const p = await probe(page);
  expect(p.claims, `only ${name} is asked for the device`).toEqual([`I am ${name}`]);
  expect(p.hands, "no hand on the open table").toBe(0);
  expect(p.loyalty, "no loyalty card on the open table").toBe(0);
  await decision(page).getByRole("button", { name: `I am ${name}` }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`^${name} · `) })).toBeVisible();
}

/** The newest line of the board's news ("What just happened"). */
const news = (page) => page.getByRole("region", { name: "What just happened" }).getByRole("listitem").first();

/** The seats of the Players panel (beside the table, or behind its tab on a phone) read as `expected`. */
const expectKnights = (page, expected) => inPanel(page, "Players", () => expect(page.getByRole("list", { name: "The knights" }).getByRole("listitem")).toHaveText(expected));

test("a 3-player game: nobody sees a loyalty card until 6 swords lie on the Round Table", async ({ page }) => {
  // 5 black swords lie on the Round Table and Ann is to draw a black card: the 4th Pict, which
  // loses the Picts' war and lays the 6th sword (tests/schatten_fixtures.rs).
  await resume(page, "schatten-six-swords.json");
  await expect(page.getByRole("img", { name: "0 white, 5 black of 12 swords" })).toBeVisible();
  await passTo(page, "Ann");
  // S-SETUP-9: Ann holds the device and sees her hand, but not her loyalty card, not even her own.
  await expect(page.getByText("With three players you look at your loyalty card once 6 swords lie on the Round Table (now 5).")).toBeVisible();
  // The Players panel open: its seats would show a loyalty card as "your card".
  let p = await inPanel(page, "Players", () => probe(page));
  expect(p.loyalty, "no loyalty card at 5 swords").toBe(0);
  expect(p.own, "no seat's card shown as the viewer's own").toEqual([]);
  await decision(page).getByRole("button", { name: "Draw a black card" }).click();
  await expect(page.getByRole("img", { name: "0 white, 6 black of 12 swords" })).toBeVisible();
  // The moment the 6th sword lies there, each player sees his own card: Ann, still holding the
  // device for her heroic phase, sees hers, and only hers.
  await expect(page.getByText(/^Your loyalty card: (Loyal|Traitor)$/)).toBeVisible();
  p = await inPanel(page, "Players", () => probe(page));
  expect(p.panel).toMatch(/^Ann · /);
  expect(p.own, "only Ann's own card").toEqual(["Ann"]);
  const looked = p.loyalty === 1;
  expect(looked, "the loyalty cards were looked at").toBe(true);
  await expect(page.getByText(/look at your loyalty card once 6 swords/)).toHaveCount(0);
  await expect(decision(page).getByRole("region", { name: "Heroic actions" })).toBeVisible();
});

/**
 * Opens the fixture's Merlin window: Dee, in her Progression of Evil, draws Morgan #4 while
 * every knight holds one Merlin card (tests/schatten_fixtures.rs). The window opens before the
 * card acts (S-MERLIN-1) and asks Dee first (S-MERLIN-4), who still holds the device.
 */
async function openMerlinWindow(page) {
  await resume(page, "schatten-merlin-window.json");
  await expectKnights(page, [/^Ann.* 4 life · 9 cards /, /^Ben.* 4 life · 5 cards /, /^Cid.* 4 life · 5 cards /, /^Dee.* 4 life · 5 cards /]);
  await passTo(page, "Dee");
  await decision(page).getByRole("button", { name: "Draw a black card" }).click();
  await expect(news(page)).toHaveText("Dee drew Morgan #4 Every knight loses 1 life.");
  await expectAsked(page, "Dee", 0);
}

/** The Merlin window asks `name` now, with `total` Merlins pledged so far. */
async function expectAsked(page, name, total) {
  // In the prompt bar on the open table, as the decision's heading once she holds the device.
  await expect(page.getByText(`Merlin window for Morgan #4 (drawn by Dee): ${name}, how many Merlins do you pledge? ${total} so far, 3 cancel it.`).first()).toBeVisible();
}

/** `name` (holding the device) sees the card and her Merlins, and answers with `button`. */
async function pledge(page, name, button) {
  const area = decision(page);
  await expect(area.getByText("Morgan #4: Every knight loses 1 life.")).toBeVisible();
  await expect(area.getByText("You hold 1 Merlin card(s).")).toBeVisible();
  await area.getByRole("button", { name: button, exact: true }).click();
}

test("a Merlin window: three Merlin cards pledged together cancel Morgan #4", async ({ page }) => {
  await openMerlinWindow(page);
  // S-MERLIN-4: clockwise from the drawer, each pledges his one Merlin; the third cancels it.
  await pledge(page, "Dee", "Pledge 1 Merlin(s)");
  for (const [name, total] of [["Ann", 1], ["Ben", 2]]) {
    await expectAsked(page, name, total);
    await passTo(page, name);
    await pledge(page, name, "Pledge 1 Merlin(s)");
  }
  // S-BLACK-5: cancelled, the card does nothing (every knight keeps 4 life); the three pledged
  // Merlins are discarded from Dee's, Ann's and Ben's hands, and Dee's turn goes on.
  await expect(news(page)).toHaveText("Dee drew Morgan #4 Three Merlin cards cancelled it: it does nothing.");
  await expect(page.getByRole("status").filter({ hasText: "a heroic action" })).toContainText("Dee");
  await expect(decision(page).getByRole("button", { name: "I am Dee" })).toBeVisible();
  expect(await logLines(page)).toEqual(expect.arrayContaining(["Three Merlins cancel Morgan #4."]));
  await expectKnights(page, [/^Ann.* 4 life · 8 cards /, /^Ben.* 4 life · 4 cards /, /^Cid.* 4 life · 5 cards /, /^Dee.* 4 life · 4 cards /]);
});

test("a Merlin window: nobody pledges and Morgan #4 takes effect", async ({ page }) => {
  await openMerlinWindow(page);
  // S-MERLIN-2, S-MERLIN-4: everyone is asked in turn, holders or not, and each declines.
  await pledge(page, "Dee", "Pledge none");
  for (const name of ["Ann", "Ben", "Cid"]) {
    await expectAsked(page, name, 0);
    await passTo(page, name);
    await pledge(page, name, "Pledge none");
  }
  // No Merlin is spent (every hand keeps its cards) and the card acts: S-BX-MORGAN4, every
  // knight loses 1 life.
  await expect(page.getByRole("status").filter({ hasText: "a heroic action" })).toContainText("Dee");
  await expect(decision(page).getByRole("button", { name: "I am Dee" })).toBeVisible();
  expect(await logLines(page)).toEqual(expect.arrayContaining(["Only 0 Merlin(s): Morgan #4 takes effect, no Merlin is spent."]));
  await expect(news(page)).toHaveText("Dee drew Morgan #4 Every knight loses 1 life.");
  await expectKnights(page, [/^Ann.* 3 life · 9 cards /, /^Ben.* 3 life · 5 cards /, /^Cid.* 3 life · 5 cards /, /^Dee.* 3 life · 5 cards /]);
});
