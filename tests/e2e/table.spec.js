// @ts-check
// The table as a newcomer meets it, for every game drawn with the kit (app::kit): one person and
// three bots from a URL. At each of the person's decisions on a phone the whole page is at most
// 1,100 px high (1.3 screens of 844) and the decision is on the first screen with the keyboard
// on it; on a tablet and a desktop the page uses the width (the log beside the board). The log
// is numbered 1, 2, 3 … without gaps, the bots' pace is remembered, and Hint comes back after
// every move. Other tables add their game to TABLES as they are drawn with the kit.
"use strict";

const { test, expect } = require("@playwright/test");
const { seeded, decision, gameOver, choices, axe } = require("./play.js");
const { screenshot } = require("./screenshots.js");

const TABLES = [{ game: "card", title: "Shadows over Camelot: The Card Game", players: 4 }];
const PHONE_MAX = 1100;

/** The person's next decision: waits (skipping the bots' pauses) until a choice is enabled. */
async function nextDecision(page) {
  const skip = page.getByRole("button", { name: "Don’t wait" });
  for (let i = 0; i < 400; i++) {
    if (await gameOver(page).count()) return false;
    // Between two screens (a bot's move landing, the game ending) the decision area may be gone.
    if ((await decision(page).count()) && (await choices(page)).length) return true;
    await skip.click({ timeout: 300 }).catch(() => {});
    await page.waitForTimeout(100);
  }
  throw new Error("no decision came");
}

for (const { game, title, players } of TABLES) {
  const bots = Array.from({ length: players - 1 }, (_, i) => `${i + 2}:strong`).join(",");
  const url = `./?game=${game}&players=${players}&names=Ann,Bo,Cy,Di&bots=${bots}`;

  test(`${game}: one person and bots — each decision on the first screen, the page within ${PHONE_MAX} px on a phone`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(url);
    await expect(page.getByRole("heading", { name: title })).toBeAttached();
    const viewport = /** @type {{ width: number, height: number }} */ (page.viewportSize());
    const phone = viewport.width < 500;
    const rng = seeded(3);
    const heights = [];
    for (let d = 0; d < 12 && (await nextDecision(page)); d++) {
      await page.waitForTimeout(300); // motion settles
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      heights.push(height);
      const first = decision(page).locator("button:not([disabled])").first();
      const box = /** @type {{ y: number, height: number }} */ (await first.boundingBox());
      expect(box.y + box.height, `decision ${d}: the first choice is on the first screen`).toBeLessThanOrEqual(viewport.height);
      if (phone) expect(height, `decision ${d}: the page on a phone`).toBeLessThanOrEqual(PHONE_MAX);
      // The keyboard is on the decision (a person may have moved it to the board since).
      if (d === 0) expect(await page.evaluate(() => !!document.activeElement?.closest("[aria-label='Your move']"))).toBe(true);
      if (d === 2) await screenshot(page, `table-${game}-turn`);
      const enabled = await choices(page);
      await decision(page).locator("button").nth(enabled[Math.floor(rng() * enabled.length)]).click();
    }
    console.log(`${game} at ${viewport.width}×${viewport.height}: page heights at the decisions ${heights.join(", ")} px`);
    expect(heights.length).toBeGreaterThan(3);
  });

  test(`${game}: the log beside the board on a wide screen, numbered without gaps`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(url);
    await nextDecision(page);
    for (let i = 0; i < 4 && (await nextDecision(page)); i++) {
      const enabled = await choices(page);
      await decision(page).locator("button").nth(enabled[0]).click();
    }
    const viewport = /** @type {{ width: number }} */ (page.viewportSize());
    const log = page.getByRole("region", { name: "Log" });
    if (viewport.width >= 700) {
      // Beside the board, in view without scrolling past the seat settings.
      await expect(log).toBeVisible();
      const logBox = /** @type {{ y: number }} */ (await log.boundingBox());
      const seats = /** @type {{ y: number }} */ (await page.getByRole("group", { name: "Who plays each seat" }).boundingBox());
      expect(logBox.y).toBeLessThan(seats.y);
    } else {
      await page.getByRole("button", { name: "Log", exact: true }).click();
    }
    const numbers = await log.locator("li").evaluateAll((lis) => lis.map((li) => Number(li.getAttribute("value"))));
    expect(numbers.length).toBeGreaterThan(3);
    // Newest first: n, n-1, … 1.
    expect(numbers).toEqual(numbers.map((_, i) => numbers.length - i));
  });
}

test("card: the bots' pace is chosen at the table and remembered", async ({ page }) => {
  await page.goto("./?game=card&players=3&bots=2:easy,3:easy");
  // The table is drawn (and its buttons live) before the panel is opened.
  await expect(decision(page)).toBeVisible();
  const panel = page.getByRole("button", { name: "Players", exact: true });
  if (await panel.isVisible()) await panel.click();
  const pace = page.getByRole("group", { name: "Bots play" });
  await expect(pace.getByRole("button", { name: "Normal" })).toHaveAttribute("aria-pressed", "true");
  await pace.getByRole("button", { name: "Fast" }).click();
  await expect(pace.getByRole("button", { name: "Fast" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(decision(page)).toBeVisible();
  if (await panel.isVisible()) await panel.click();
  await expect(page.getByRole("group", { name: "Bots play" }).getByRole("button", { name: "Fast" })).toHaveAttribute("aria-pressed", "true");
});

test("card solo: Hint answers again after every move (it stayed on “thinking…”)", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("./?game=card&players=1");
  for (let i = 0; i < 3; i++) {
    const hint = decision(page).getByRole("button", { name: "Hint: what would the Strong bot do?" });
    await expect(hint).toBeVisible();
    await hint.click();
    await expect(decision(page).getByText(/^The Strong bot (would|has no suggestion)/)).toBeVisible({ timeout: 30_000 });
    const enabled = await choices(page);
    await decision(page).locator("button").nth(enabled[0]).click();
    await expect(decision(page).getByText("The Strong bot is thinking…")).toHaveCount(0);
  }
});

test("card: a person alone with bots is never told to pass the device", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("./?game=card&players=4&names=Ann,Bo,Cy,Di&bots=2:easy,3:easy,4:easy");
  const rng = seeded(11);
  for (let d = 0; d < 8 && (await nextDecision(page)); d++) {
    await expect(page.locator("main")).not.toContainText(/pass the device|Hide/);
    const enabled = await choices(page);
    await decision(page).locator("button").nth(enabled[Math.floor(rng() * enabled.length)]).click();
  }
  await axe(page, "the card table with bots");
});
