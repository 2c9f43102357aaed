// @ts-check
// The platform as a player meets it, with the card game as the game: new game → turns → reload
// → the same point; the privacy screen; offline reload; a broken save in the list; the embed
// URL and its game-over message; bad URL parameters; storage switched off; two tabs.
"use strict";

const { test, expect } = require("@playwright/test");
const { screenshot } = require("./screenshots.js");

const NAMES = ["Ann", "Bo", "Cy", "Di"];

/** The game table region. */
const table = (page) => page.getByRole("region", { name: /^(Table|Spieltisch)$/ });

/** One step of play as a person would take it: confirm who holds the device, answer a
 *  table-wide question with "No one", or press a random enabled button on the table. */
async function step(page, rng) {
  const me = page.getByRole("button", { name: /^(I am|Ich bin) / });
  if (await me.count()) {
    await me.nth(Math.floor(rng() * (await me.count()))).click();
    return "pass";
  }
  const noOne = page.getByRole("button", { name: /^(No one|Niemand)$/ });
  if (await noOne.count()) {
    await noOne.click();
    return "window";
  }
  const buttons = table(page).getByRole("button").filter({ hasNot: page.locator("[disabled]") });
  const enabled = [];
  for (const b of await buttons.all()) if (await b.isEnabled()) enabled.push(b);
  if (!enabled.length) return "none";
  await enabled[Math.floor(rng() * enabled.length)].click();
  return "action";
}

/** A small seeded generator, so a failing run can be repeated. */
function seeded(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

async function newCardGame(page, names = NAMES) {
  await page.goto("./");
  await page.getByRole("button", { name: /New game.*Shadows over Camelot/ }).click();
  await page.getByLabel("Number of players").selectOption(String(names.length));
  for (const [i, n] of names.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(n);
  await page.getByRole("button", { name: "Start" }).click();
}

const prompt = (page) => page.locator(".pass .prompt, .prompt").first();

test("a new game resumes after a reload at exactly the same point", async ({ page }) => {
  await newCardGame(page);
  await expect(page.getByText("Pass the device to")).toBeVisible();
  await expect(page.getByRole("button", { name: "I am Ann" })).toBeVisible();
  const rng = seeded(11);
  let actions = 0;
  while (actions < 6) if ((await step(page, rng)) === "action") actions++;
  // Let the device go back to the table so the comparison is of the public screen.
  const hide = page.getByRole("button", { name: "Hide" });
  if (await hide.count()) await hide.click();
  const before = {
    url: page.url(),
    prompt: await prompt(page).textContent(),
    log: await page.locator("details.log li").allTextContents(),
  };
  expect(before.log.length).toBeGreaterThan(0);
  await page.reload();
  await expect(prompt(page)).toHaveText(/** @type {string} */ (before.prompt));
  expect(page.url()).toBe(before.url);
  expect(await page.locator("details.log li").allTextContents()).toEqual(before.log);
  await screenshot(page, "platform-resumed");
});

test("the privacy screen hides each seat's secrets until that seat confirms", async ({ page }) => {
  await newCardGame(page);
  // On the table: nobody's loyalty card anywhere in the DOM.
  await expect(page.getByRole("button", { name: "I am Ann" })).toBeVisible();
  expect(await page.getByText(/your loyalty/i).count()).toBe(0);
  await page.getByRole("button", { name: "I am Ann" }).click();
  await expect(page.getByText("Only Ann should look now.")).toBeVisible();
  await expect(page.getByText(/your loyalty/i).first()).toBeVisible();
  await page.getByRole("button", { name: "Hide" }).click();
  await expect(page.getByRole("button", { name: "I am Ann" })).toBeVisible();
  expect(await page.getByText(/your loyalty/i).count()).toBe(0);
});

test("after one visit a game goes on offline, reload included", async ({ page, context }) => {
  await newCardGame(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  const rng = seeded(5);
  for (let i = 0; i < 4; i++) await step(page, rng);
  await page.reload();
  await expect(page.getByText(/Pass the device to|Only .* should look now/).first()).toBeVisible();
  await context.setOffline(false);
});

test("a broken save is listed with its reason and hides nothing", async ({ page }) => {
  await newCardGame(page);
  await expect(page.getByRole("button", { name: "I am Ann" })).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem("camelot-table:save:bad1", '{"format":2,"id":"bad1","game":"card","conf');
    localStorage.setItem("camelot-table:save:bad2", '{"format":7}');
  });
  await page.goto("./#/saves");
  await expect(page.getByText("Save bad1 cannot be loaded")).toBeVisible();
  await expect(page.getByText("Save bad2 cannot be loaded")).toBeVisible();
  await expect(page.getByText(/format 7/)).toBeVisible();
  // Raw export of the damaged text.
  const broken = page.getByRole("listitem").filter({ hasText: "Save bad1" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    broken.getByRole("button", { name: "Export raw text" }).click(),
  ]);
  expect(download.suggestedFilename()).toContain("bad1");
  // Delete asks first.
  await broken.getByRole("button", { name: "Delete" }).click();
  await broken.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("Save bad1 cannot be loaded")).toHaveCount(0);
  await screenshot(page, "platform-saves");
  // The good game still resumes.
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByRole("button", { name: "I am Ann" })).toBeVisible();
});

test("an embed URL opens a fresh German game without the site chrome", async ({ page }) => {
  await page.goto("./?game=card&players=4&names=Ann,Bo,Cy,Di&lang=de&embed=1");
  await expect(page.getByText("Gib das Gerät weiter an")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ich bin Ann" })).toBeVisible();
  await expect(page.getByRole("button", { name: "← Start" })).toHaveCount(0);
  // A reload resumes the same game instead of starting another.
  const url = page.url();
  await page.getByRole("button", { name: "Ich bin Ann" }).click();
  await page.reload();
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("camelot-table:save:")).length)).toBe(1);
});

test("bad URL parameters are explained and the home screen is shown", async ({ page }) => {
  await page.goto("./?game=chess&players=40");
  await expect(page.getByRole("alert")).toContainText("There is no game “chess”.");
  await expect(page.getByRole("heading", { name: "Camelot Table" })).toBeVisible();
  await page.goto("./?game=card&players=9");
  await expect(page.getByRole("alert")).toContainText("“9” players is not possible");
});

test("embedded in a page, a finished game posts its outcome to the parent", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await page.goto("./"); // the parent page, same origin
  await page.evaluate((src) => {
    window.__messages = [];
    addEventListener("message", (e) => window.__messages.push(e.data));
    document.body.innerHTML = "";
    const f = document.createElement("iframe");
    f.src = src;
    f.style.width = "390px";
    f.style.height = "800px";
    document.body.append(f);
  }, `${baseURL}?game=card&players=1&names=Solo&embed=1`);
  const rng = seeded(3);
  // A solo game, played to its end inside the frame by random clicks.
  for (let i = 0; i < 800 && !(await page.evaluate(() => window.__messages.length)); i++) {
    const frame = page.frames().find((f) => f !== page.mainFrame());
    if (frame) await step(/** @type {any} */ (frame), rng);
  }
  const messages = await page.evaluate(() => window.__messages);
  expect(messages).toHaveLength(1);
  expect(messages[0].type).toBe("camelot-table:game-over");
  expect(messages[0].game).toBe("card");
  expect(["loyal", "evil"]).toContain(messages[0].outcome.label);
  // "New game" opens the form (on the home page) still embedded: no site chrome.
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error("the frame is gone");
  await frame.getByRole("button", { name: "New game" }).click();
  await expect(frame.getByLabel("Number of players")).toBeVisible();
  await expect(frame.getByRole("button", { name: "← Home" })).toHaveCount(0);
  expect(frame.url()).toContain("embed=1");
});

test("with storage blocked the game plays on and says saving is off", async ({ page }) => {
  // As in a sandboxed iframe or with cookies blocked: touching localStorage throws.
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await page.goto("./?game=card&players=2&names=Ann,Bo&embed=1");
  await expect(page.getByText(/Saving is off/)).toBeVisible();
  await page.getByRole("button", { name: "I am Ann" }).click();
  await expect(page.getByText("Only Ann should look now.")).toBeVisible();
  // Still playable: the seat's actions are there.
  await expect(table(page).getByRole("button").first()).toBeVisible();
});

test("a second tab that falls behind says so and offers the newer state", async ({ page, context }) => {
  await newCardGame(page, ["Ann", "Bo"]);
  await expect(page.getByRole("button", { name: "I am Ann" })).toBeVisible();
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole("button", { name: "I am Ann" })).toBeVisible();
  // Play on in the first tab.
  const rng = seeded(9);
  let actions = 0;
  while (actions < 1) if ((await step(page, rng)) === "action") actions++;
  await expect(other.getByText(/continued in another tab/)).toBeVisible();
  await other.getByRole("button", { name: "Load the newer state" }).click();
  await expect(other.getByText(/continued in another tab/)).toHaveCount(0);
  // The second tab now shows what the first one did, as the table sees it: if the first tab's
  // player was shown something private (a card drawn from a fresh seed may do that), they hide
  // it first, so both tabs show the public log.
  const hide = page.getByRole("button", { name: "Hide" });
  if (await hide.count()) await hide.click();
  await expect(page.getByRole("button", { name: "Hide" })).toHaveCount(0);
  await expect(other.locator("details.log li")).toHaveCount(await page.locator("details.log li").count());
});
