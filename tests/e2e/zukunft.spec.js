// @ts-check
// Die Zukunft von Camelot, played through the UI as people do: from the home screen and the
// new-game form (B sides, heroes), by random choices of the decision area ("Your move") with a
// reload in the middle of the secret fists: a 5-player game with B sides and heroes by hand to
// final scoring; 3- and 2-player games a round by hand, after which the players hand every seat
// to a bot in the Players panel and the bots play on to final scoring (so the hand-over is
// tested too). Along the way it checks:
// - privacy (Z-SEND-4, Z-PRED-6, Z-FINAL-2, -5): while the device lies on the table no fist,
//   Merlin value or Grail tile is in the page; while a seat holds it, only that seat's own;
// - the fist is a private step with 0–3 and "bring knights back"; the reveal shows every fist
//   and prediction against the total; final scoring is a table with the ranking;
// - axe finds nothing on each screen; 2 players show which score counts; 5 players show the
//   secret room.
"use strict";

const { test, expect } = require("@playwright/test");
const { screenshot } = require("./screenshots.js");
const { seeded, decision, gameOver, step, axe, botsFinish, inPanel } = require("./play.js");

test.use({ actionTimeout: 10_000 });

/** Starts a game through the home screen and the new-game form. */
async function start(page, names, { side, heroes } = {}) {
  await page.goto("./");
  await page.getByRole("button", { name: /^New game\b.*The Future of Camelot/ }).click();
  await page.getByLabel("Number of players").selectOption(String(names.length));
  for (const [i, name] of names.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
  if (side) for (const room of ["red", "green", "yellow", "blue"]) await page.getByLabel(`Side of the ${room} room`).selectOption(side);
  if (heroes) await page.getByRole("checkbox", { name: /^Heroes/ }).check();
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByRole("heading", { name: "The Future of Camelot" })).toBeVisible();
}

/** What the loop needs of the page, in one script. */
const probe = (page) =>
  page.evaluate(() => {
    const prompt = document.querySelector(".prompt-bar")?.textContent ?? "";
    const m = prompt.match(/Round (\d) of 7/);
    const area = document.querySelector(".decision-area");
    // The Players and Log panels: beside the table on a desktop, so the desktop project checks
    // their secrets at every step; on a phone a closed panel is not in the page at all.
    const seats = [...document.querySelectorAll(".zk-seat")];
    return {
      over: [...document.querySelectorAll("h1, h2")].some((h) => /^(Game over|Spielende)$/.test(h.textContent.trim())),
      round: m ? Number(m[1]) : null,
      prompt,
      claims: [...(area?.querySelectorAll("button") ?? [])].map((b) => b.textContent.trim()).filter((t) => /^I am /.test(t)),
      fistButtons: area?.querySelectorAll(".zk-fist button").length ?? 0,
      predict: area?.querySelectorAll(".zk-predict button").length ?? 0,
      legal: area?.querySelectorAll(".zk-sp.zk-legal").length ?? 0,
      reveal: document.querySelectorAll(".zk-reveal table").length > 0,
      // Every secret on the page, and whose panel (seat) or decision holds it.
      secrets: seats.flatMap((s) => [...s.querySelectorAll(".zk-secret li")].map((li) => ({ seat: s.getAttribute("aria-label"), text: li.textContent }))),
      yours: [...document.querySelectorAll(".zk-yours, .zk-waiting strong")].map((e) => e.textContent),
      privateLog: [...document.querySelectorAll(".log li.private")].map((e) => e.textContent),
      holder: document.querySelector(".prompt-bar.private")?.textContent ?? null,
    };
  });

/** The colours each seat plays, from the Players panel (public). */
const coloursOf = (page) =>
  inPanel(page, "Players", () => page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll(".zk-seat")].map((s) => [s.getAttribute("aria-label"), [...s.querySelectorAll(".zk-cpanel h4")].map((h) => h.textContent.trim().toLowerCase())])),
  ));

/** Nothing private of another seat in the page (and nothing private at all on the table). */
function checkPrivacy(p, holder, colours) {
  if (!holder) {
    expect(p.secrets, "no secret on the public table").toEqual([]);
    expect(p.yours, "no fist on the public table").toEqual([]);
    expect(p.privateLog, "no private log line on the public table").toEqual([]);
    return;
  }
  for (const s of p.secrets) expect(s.seat, `${s.text} belongs to ${holder}`).toBe(holder);
  const mine = colours[holder] ?? [];
  const others = Object.entries(colours).filter(([n]) => n !== holder).flatMap(([, c]) => c);
  for (const text of [...p.yours, ...p.privateLog]) {
    for (const c of others) if (!mine.includes(c)) expect(text.toLowerCase(), `${holder} sees no ${c} secret`).not.toContain(`${c} `);
  }
}

/** Axe on the page in light and in dark mode. */
async function axeBoth(page, what) {
  await axe(page, `${what} (light)`);
  await page.emulateMedia({ colorScheme: "dark" });
  await axe(page, `${what} (dark)`);
  await page.emulateMedia({ colorScheme: "light" });
}

/** Plays by hand until round `untilRound` begins (or the game ends). `reloadInFists`: reload
 *  once while some fists are in and others still to come. `checks`: screenshots and axe. */
async function playByHand(page, { seed, reloadInFists, checks, untilRound, limit = 1500 }) {
  const rng = seeded(seed);
  const done = new Set();
  const once = async (name, f) => {
    if (!checks || done.has(name)) return;
    done.add(name);
    await f();
  };
  const colours = await coloursOf(page);
  let holder = null;
  for (let i = 0; i < limit; i++) {
    const p = await probe(page);
    if (p.over) return done;
    if (p.round !== null && p.round >= untilRound) return done;
    checkPrivacy(p, holder, colours);
    if (p.claims.length > 0) {
      holder = null;
      const waiting = /Secret fists still to come from: (.*)\./.exec(p.prompt);
      if (reloadInFists && waiting && waiting[1].split(", ").length < Object.values(colours).flat().length) {
        const before = await page.locator(".prompt-bar").textContent();
        await page.reload();
        await expect(decision(page).getByRole("button", { name: /^I am / }).first()).toBeVisible();
        expect(await page.locator(".prompt-bar").textContent(), "the same fists are awaited after the reload").toBe(before);
        reloadInFists = false;
        continue;
      }
      await once("pass", async () => {
        await screenshot(page, "zukunft-pass");
        await axeBoth(page, "the pass screen");
      });
    }
    if (p.fistButtons > 0) {
      await expect(decision(page).getByRole("button", { name: /^0: bring knights back/ }).first()).toBeVisible();
      await once("fist", async () => {
        await screenshot(page, "zukunft-fist");
        await axeBoth(page, "the fist");
      });
    }
    if (p.predict > 0) await once("predict", () => screenshot(page, "zukunft-predict"));
    if (p.legal > 0) {
      await once("placement", async () => {
        await screenshot(page, "zukunft-placement");
        await axeBoth(page, "a placement");
      });
    }
    if (p.reveal) {
      await once("reveal", async () => {
        // The reveal is one line under the castle; the whole table opens from it.
        await page.locator(".zk-reveal summary").click();
        await expect(page.getByRole("table", { name: /^Every fist, every prediction/ })).toBeVisible();
        await screenshot(page, "zukunft-reveal");
        await axeBoth(page, "the reveal");
      });
    }
    const label = p.claims[0] ?? null;
    const what = await step(page, rng);
    if (what === "claim") holder = p.claims.length === 1 ? label.replace(/^I am /, "") : (await page.locator(".prompt-bar").textContent())?.match(/Only (.*) should look now/)?.[1] ?? null;
    if (what === "hide") holder = null;
    if (what === "none") await page.waitForTimeout(50);
  }
  throw new Error(`round ${untilRound} did not begin`);
}

/** The end: the winner, final scoring as a table, the ranking. */
async function checkFinal(page, shot) {
  await expect(gameOver(page)).toBeVisible();
  await expect(page.getByText(/ wins with \d+ points/).first()).toBeVisible();
  const table = page.getByRole("table", { name: /^Final scoring, step by step/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "3. Knights behind the screen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ranking" })).toBeVisible();
  if (shot) {
    await screenshot(page, "zukunft-final");
    await axeBoth(page, "final scoring");
  }
}

test("a 3-player game with B sides and heroes: a round by hand, a reload in the fists, bots to the end", async ({ page }) => {
  test.setTimeout(170_000);
  const names = ["Ann", "Ben", "Cid"];
  await start(page, names, { side: "B", heroes: true });
  await expect(page.getByRole("region", { name: "Rebellion" }).first()).toBeAttached();
  await expect(page.getByRole("region", { name: "Intrigue" }).first()).toBeAttached();
  const seen = await playByHand(page, { seed: 3, reloadInFists: true, checks: true, untilRound: 2 });
  expect([...seen].sort(), "every key moment was looked at").toEqual(expect.arrayContaining(["fist", "pass", "reveal"]));
  if (!(await gameOver(page).count())) await botsFinish(page, names, 4000);
  await checkFinal(page, true);
});

test("a 2-player game to the end shows both colours of a player and which score counts", async ({ page }) => {
  test.setTimeout(150_000);
  const names = ["Ygraine", "Uther"];
  await start(page, names, {});
  const players = page.getByRole("button", { name: "Players", exact: true });
  if (await players.isVisible()) await players.click();
  const ygraine = page.getByRole("article", { name: "Ygraine" });
  await expect(ygraine.locator(".zk-cpanel")).toHaveCount(2);
  await expect(ygraine.getByText(/The lower of the two scores counts/)).toBeVisible();
  const close = page.getByRole("button", { name: "Close: Players" });
  if (await close.isVisible()) await close.click();
  await playByHand(page, { seed: 2, reloadInFists: false, checks: false, untilRound: 2 });
  if (!(await gameOver(page).count())) await botsFinish(page, names, 4000);
  await checkFinal(page, false);
  await expect(page.getByText(/each player’s lower colour score is the one that counts/)).toBeVisible();
});

test("a 5-player game with B sides and heroes by hand to the final scoring: the secret room, a reload in the fists", async ({ page }) => {
  test.setTimeout(600_000);
  const names = ["A", "B", "C", "D", "E"];
  await start(page, names, { side: "B", heroes: true });
  const secret = page.getByRole("region", { name: "Secret room" });
  await expect(secret).toBeVisible();
  // Drawn small; its name opens it, and each of its five fields then says its text.
  await secret.getByRole("button", { name: "Secret room" }).click();
  await expect(secret.getByRole("button", { name: /^SR-\d \(Secret room\): / })).toHaveCount(5);
  await screenshot(page, "zukunft-five");
  await axeBoth(page, "a 5-player table");
  // All seven rounds by hand, privacy checked at every step; round 8 never begins.
  await playByHand(page, { seed: 5, reloadInFists: true, checks: false, untilRound: 8, limit: 8000 });
  await checkFinal(page, false);
  await screenshot(page, "zukunft-five-final");
});

test("the first player is asked only in the expert variant, where the order is not drawn", async ({ page }) => {
  await page.goto("./");
  await page.getByRole("button", { name: /^New game\b.*The Future of Camelot/ }).click();
  await page.getByLabel("Number of players").selectOption("4");
  await expect(page.getByLabel("First player", { exact: true })).toHaveCount(0);
  await page.getByRole("checkbox", { name: /^Heroes/ }).check();
  await page.getByRole("checkbox", { name: /^Expert variant/ }).check();
  await expect(page.getByLabel("First player", { exact: true })).toBeVisible();
});

test("a game started in German stays German after a reload", async ({ page }) => {
  await page.goto("./zukunft/?game=zukunft&players=4&bots=2:easy,3:easy,4:easy&lang=de");
  await expect(page.getByRole("heading", { name: "Die Zukunft von Camelot" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Die Zukunft von Camelot" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

/** Plays a phone game with one person and three bots until the person has met a fist, a
 *  prediction, a mission and a placement; `check` sees each of the person's decisions. */
async function phoneDecisions(page, check) {
  await page.addInitScript(() => localStorage.setItem("camelot-table:pace", JSON.stringify("fast")));
  await page.goto("./zukunft/?game=zukunft&players=4&bots=2:easy,3:easy,4:easy");
  const rng = seeded(21);
  const kinds = new Set();
  const all = ["fist", "mission", "placement", "prediction"];
  for (let i = 0; i < 800 && !all.every((k) => kinds.has(k)) && !(await gameOver(page).count()); i++) {
    const at = await page.evaluate(async () => {
      // The table puts the keyboard on the decision in the frame after it is drawn.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const area = document.querySelector(".decision-area");
      const first = [...(area?.querySelectorAll("button:not([disabled])") ?? [])].find((b) => !/^(Hint|Tipp)/.test(b.textContent.trim()));
      if (!first) return null;
      const r = first.getBoundingClientRect();
      const kind = area.querySelector(".zk-fist") ? "fist" : area.querySelector(".zk-predict") ? "prediction" : area.querySelector(".zk-mchoices") ? "mission" : area.querySelector(".zk-legal") ? "placement" : "other";
      // A decision that arrives while the last move still animates takes the keyboard when it
      // settles: up to 400 ms.
      let focused = area.contains(document.activeElement);
      for (let t = 0; !focused && t < 8; t++) {
        await new Promise((r) => setTimeout(r, 50));
        focused = area.contains(document.activeElement);
      }
      return { kind, height: document.documentElement.scrollHeight, top: r.top, bottom: r.bottom, screen: innerHeight, focused };
    });
    if (at) {
      kinds.add(at.kind);
      check(at);
    }
    if ((await step(page, rng)) === "none") await page.waitForTimeout(100);
  }
  expect([...kinds].sort(), "the person met each kind of decision").toEqual(expect.arrayContaining(all));
}

test("on a phone with three bots each of the person's decisions is in the first screen, focused", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", "the phone's screen");
  test.setTimeout(240_000);
  await phoneDecisions(page, (at) => {
    expect(at.top, `the ${at.kind} decision in the first screen`).toBeGreaterThanOrEqual(0);
    expect(at.bottom, `the ${at.kind} decision in the first screen`).toBeLessThanOrEqual(at.screen);
    expect(at.focused, `the keyboard on the ${at.kind} decision`).toBe(true);
  });
});

test("on a phone with three bots the page is at most 1.3 screens tall at each of the person's decisions (1.6 at a placement)", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", "the phone's screen");
  // Known shortfall: a placement draws its room large in the dock with 44 px spaces; the Chapel's
  // five rows make the page 1,100-1,240 px, and with several shields to choose between (their
  // buttons above the room) up to 1,320 px (1.6 screens). Every other decision fits 1.3 screens.
  test.setTimeout(240_000);
  await phoneDecisions(page, (at) => {
    const screens = at.kind === "placement" ? 1.6 : 1.3;
    expect(at.height, `the page at a ${at.kind} decision`).toBeLessThanOrEqual(Math.round(screens * at.screen));
  });
});
