// @ts-check
// The platform as a player meets it, with the card game as the game: a new game resumes after a
// reload at the same point; the privacy screen; a broken save in the list (and one only its
// engine can refuse, marked broken from then on); the embed URL in German and its game-over
// message; bad URL parameters; storage switched off; two tabs; the platform's screens under axe
// in light and dark mode; a game started and played by keyboard alone.
"use strict";

const { test, expect } = require("@playwright/test");
const { screenshot } = require("./screenshots.js");
const { seeded, decision, step, playToEnd, logLines, axe, hideButton } = require("./play.js");

const NAMES = ["Ann", "Bo", "Cy", "Di"];

/** From the home screen through the card game's new-game form. */
async function newCardGame(page, names = NAMES) {
  await page.goto("./");
  await page.getByRole("button", { name: "New game: Shadows over Camelot: The Card Game" }).click();
  await page.getByLabel("Number of players").selectOption(String(names.length));
  for (const [i, n] of names.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(n);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByRole("heading", { name: "Shadows over Camelot: The Card Game" })).toBeVisible();
  await expect(decision(page).getByRole("button").first()).toBeVisible();
}

const promptBar = (page) => page.getByRole("status").filter({ has: page.locator(".what") }).first();

test("a new game resumes after a reload at exactly the same point", async ({ page }) => {
  await newCardGame(page);
  const rng = seeded(11);
  let clicks = 0;
  while (clicks < 8) if ((await step(page, rng)) === "click") clicks++;
  if (await hideButton(page).count()) await hideButton(page).click();
  const before = { url: page.url(), prompt: await promptBar(page).textContent(), log: await logLines(page) };
  expect(before.log.length).toBeGreaterThan(0);
  await page.reload();
  await expect(promptBar(page)).toHaveText(/** @type {string} */ (before.prompt));
  expect(page.url()).toBe(before.url);
  expect(await logLines(page)).toEqual(before.log);
  await screenshot(page, "platform-resumed");
});

test("the privacy screen shows a seat's secrets only after that seat confirms", async ({ page }) => {
  // In the tournament every turn is played from a private hand.
  await page.goto("./tournament/?game=tournament&players=3&names=Ann,Bo,Cy");
  const claim = decision(page).getByRole("button", { name: /^I am / });
  await expect(claim).toBeVisible();
  await expect(page.getByText(/^Pass the device to /)).toBeVisible();
  const who = (/** @type {string} */ (await claim.textContent())).replace("I am ", "");
  const before = await page.locator("main").innerHTML();
  await claim.click();
  await expect(page.getByText(`Only ${who} should look now.`)).toBeVisible();
  // Something private is on screen now that was not before (the hand).
  expect(await page.locator("main").innerHTML()).not.toEqual(before);
  await hideButton(page).click();
  await expect(decision(page).getByRole("button", { name: `I am ${who}` })).toBeVisible();
  expect(await page.locator("main").innerHTML()).toEqual(before);
});

test("by keyboard alone from the home screen to a move: the table opens at its top, the first choice focused", async ({ page }) => {
  /** Presses Tab until `target` has the focus (as a keyboard user does). */
  const tabTo = async (target) => {
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab");
      if (await target.evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error(`Tab never reached ${target}`);
  };
  await page.goto("./");
  await tabTo(page.getByRole("button", { name: /^New game\b.*The Board Game/ }));
  await page.keyboard.press("Enter");
  // The form is longer than a phone's screen: Start lies below the fold.
  await tabTo(page.getByRole("button", { name: "Start" }));
  await page.keyboard.press("Enter");
  // The table shows from its top, not where the form was scrolled to, and the keyboard is on
  // the first choice: taking the device.
  const first = decision(page).locator("button:not([disabled])").first();
  await expect(first).toHaveText(/^I am /);
  await expect(first).toBeFocused();
  expect(await page.evaluate(() => scrollY)).toBe(0);
  const who = (/** @type {string} */ (await first.textContent())).replace("I am ", "").trim();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Only ${who} should look now.`)).toBeVisible();
  // Then on the first thing that seat may do, and Enter does it: the device goes back on the
  // table for the next seat's secret choice, the keyboard on its "I am …".
  await expect(first).toBeFocused();
  await expect(first).not.toHaveText(/^I am /);
  await page.keyboard.press("Enter");
  await expect(first).toHaveText(/^I am /);
  await expect(first).not.toHaveText(`I am ${who}`);
  await expect(first).toBeFocused();
});

test("broken saves are listed with their reason, hide nothing, and a save its engine refuses is marked too", async ({ page }) => {
  await newCardGame(page);
  const good = page.url().split("#/play/")[1];
  await page.evaluate(() => {
    localStorage.setItem("camelot-table:save:bad1", '{"format":2,"id":"bad1","game":"card","conf');
    localStorage.setItem("camelot-table:save:bad2", '{"format":7}');
  });
  // A save that looks fine without the engine (known game, decodable moves) but breaks the
  // rules: its first move is the second seat's.
  await page.evaluate((id) => {
    const save = JSON.parse(/** @type {string} */ (localStorage.getItem(`camelot-table:save:${id}`)));
    save.id = "bad3";
    save.actions = [[1, 1 << 16]];
    localStorage.setItem("camelot-table:save:bad3", JSON.stringify(save));
  }, good);
  await page.goto("./#/saves");
  await expect(page.getByText("Save bad1 cannot be opened")).toBeVisible();
  await expect(page.getByText("Save bad2 cannot be opened")).toBeVisible();
  await expect(page.getByText(/format 7/)).toBeVisible();
  const broken = page.getByRole("listitem").filter({ hasText: "Save bad1" });
  const [download] = await Promise.all([page.waitForEvent("download"), broken.getByRole("button", { name: "Export raw text" }).click()]);
  expect(download.suggestedFilename()).toContain("bad1");
  await broken.getByRole("button", { name: "Delete" }).click();
  await broken.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("Save bad1 cannot be opened")).toHaveCount(0);
  // bad3 opens on its game's page, which explains it ...
  await page.goto("./#/play/bad3");
  await expect(page.getByRole("heading", { name: "This game cannot be opened" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Move 1 breaks the rules");
  // ... and from then on the list shows it as broken.
  await page.getByRole("button", { name: "Saved games" }).click();
  await expect(page.getByText("Save bad3 cannot be opened")).toBeVisible();
  await screenshot(page, "platform-saves");
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(decision(page).getByRole("button").first()).toBeVisible();
});

test("an embed URL opens a fresh German game without the site chrome, and a reload resumes it", async ({ page }) => {
  await page.goto("./?game=card&players=4&names=Ann,Bo,Cy,Di&lang=de&embed=1");
  await expect(page.getByRole("heading", { name: "Schatten über Camelot: Das Kartenspiel" })).toBeVisible();
  await expect(page.getByRole("button", { name: "← Start" })).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const rng = seeded(2);
  for (let i = 0; i < 3; i++) await step(page, rng);
  const url = page.url();
  expect(url).toContain("embed=1");
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole("heading", { name: "Schatten über Camelot: Das Kartenspiel" })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("camelot-table:save:")).length)).toBe(1);
});

test("bad URL parameters are explained and the home screen is shown", async ({ page }) => {
  await page.goto("./?game=chess&players=40");
  await expect(page.getByRole("alert")).toContainText("There is no game “chess”.");
  await expect(page.getByRole("heading", { name: "Games", exact: true })).toBeVisible();
  await page.goto("./?game=card&players=9");
  await expect(page.getByRole("alert")).toContainText("“9” players is not possible");
  await page.goto("./?game=card&players=4&bots=7:strong");
  await expect(page.getByRole("alert")).toContainText("is not a list of bot seats");
  // Settings the game refuses are explained on the game's page, with a way home.
  await page.goto("./card/?game=card&players=4&config=%7B%22players%22%3A%22x%22%7D");
  await expect(page.getByRole("heading", { name: "This game could not be started" })).toBeVisible();
  await page.getByRole("button", { name: "Home" }).click();
  await expect(page.getByRole("heading", { name: "Games", exact: true })).toBeVisible();
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
  for (let i = 0; i < 800 && !(await page.evaluate(() => window.__messages.length)); i++) {
    const frame = page.frames().find((f) => f !== page.mainFrame());
    if (frame && (await step(/** @type {any} */ (frame), rng)) === "none") await page.waitForTimeout(50);
  }
  const messages = await page.evaluate(() => window.__messages);
  expect(messages).toHaveLength(1);
  expect(messages[0].type).toBe("camelot-table:game-over");
  expect(messages[0].game).toBe("card");
  expect(["loyal", "evil"]).toContain(messages[0].outcome.label);
  // "New game" opens the form still embedded: no site chrome.
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error("the frame is gone");
  await frame.getByRole("button", { name: "New game" }).click();
  await expect(frame.getByLabel("Number of players")).toBeVisible();
  await expect(frame.getByRole("button", { name: "← Home" })).toHaveCount(0);
  expect(frame.url()).toContain("embed=1");
});

test("with storage blocked the game plays on and says saving is off", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await page.goto("./?game=card&players=2&names=Ann,Bo&embed=1");
  await expect(page.getByText(/Saving is off/)).toBeVisible();
  const rng = seeded(4);
  let clicks = 0;
  for (let i = 0; i < 20 && clicks < 3; i++) if ((await step(page, rng)) === "click") clicks++;
  expect(clicks).toBe(3);
});

test("a second tab that falls behind says so and offers the newer state", async ({ page, context }) => {
  await newCardGame(page, ["Ann", "Bo"]);
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(decision(other).getByRole("button").first()).toBeVisible();
  const rng = seeded(9);
  while ((await step(page, rng)) !== "click");
  await expect(other.getByText(/continued in another tab/)).toBeVisible();
  await other.getByRole("button", { name: "Load the newer state" }).click();
  await expect(other.getByText(/continued in another tab/)).toHaveCount(0);
  if (await hideButton(page).count()) await hideButton(page).click();
  expect(await logLines(other)).toEqual(await logLines(page));
});

test("the platform's screens pass axe, in light and dark mode", async ({ page }) => {
  for (const colorScheme of /** @type {const} */ (["light", "dark"])) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await page.goto("./");
    await expect(page.getByRole("heading", { name: "Games", exact: true })).toBeVisible();
    await axe(page, `home (${colorScheme})`);
    await page.goto("./#/saves");
    await expect(page.getByRole("heading", { name: "Saved games" })).toBeVisible();
    await axe(page, `saved games (${colorScheme})`);
    await page.goto("./#/rules/card");
    await expect(page.frameLocator(".rules-frame").locator("section").first()).toBeVisible();
    await axe(page, `rules (${colorScheme})`);
    await page.goto("./card/#/new/card");
    await expect(page.getByLabel("Number of players")).toBeVisible();
    await axe(page, `new-game form (${colorScheme})`);
    await screenshot(page, `platform-form-${colorScheme}`);
  }
});

test("the table's rules are a page of their own in a frame, and Escape there closes the panel", async ({ page }) => {
  await page.goto("./card/?game=card&players=4&names=Ann,Bo,Cy,Di");
  await page.getByRole("button", { name: "Rules", exact: true }).click();
  const frame = page.frameLocator('iframe[title="Rules: Shadows over Camelot: The Card Game"]');
  await expect(frame.getByRole("heading", { name: "The goal" })).toBeVisible();
  await expect(frame.locator("html")).toHaveAttribute("lang", "en");
  // Keys pressed in the frame's page reach the panel around it.
  await frame.getByRole("heading", { name: "The goal" }).click();
  await page.keyboard.press("Escape");
  await expect(page.locator(".rules-frame")).toHaveCount(0);
});

test.describe(() => {
  // Without the service worker, whose cache would answer, a failed read is the page's to show.
  test.use({ serviceWorkers: "block" });
  test("rules that cannot be read say so instead of showing the browser's error page", async ({ page }) => {
    await page.route("**/rules/*.html", (route) => route.abort("internetdisconnected"));
    await page.goto("./#/rules/card");
    await expect(page.getByRole("status")).toHaveText(/The rules could not be loaded/);
    await expect(page.locator(".rules-frame")).toBeHidden();
  });
});

test("a move that showed nothing can be taken back", async ({ page }) => {
  // In the tournament a card played into an open melee can be taken back.
  await page.goto("./tournament/?game=tournament&players=3&names=Ann,Bo,Cy");
  const undo = page.getByRole("button", { name: /^Undo / });
  const rng = seeded(31);
  for (let i = 0; i < 60 && !(await undo.count()); i++) await step(page, rng);
  await expect(undo).toBeVisible();
  const before = await logLines(page);
  await undo.click();
  await expect.poll(async () => (await logLines(page)).length).toBeLessThan(before.length);
  await expect(undo).toHaveCount(0);
});

test("the language switch loads the other language's texts only when asked, on every page, and keeps the choice", async ({ page }) => {
  const texts = [];
  page.on("request", (r) => { if (/texts\.[a-z]+\.[0-9a-f]+\.txt$/.test(r.url())) texts.push(r.url().replace(/.*\/camelot\//, "")); });
  await page.goto("./");
  await expect(page.getByRole("heading", { name: "Games", exact: true })).toBeVisible();
  // One language's texts, the home page's own.
  expect(texts).toEqual([expect.stringMatching(/^texts\.en\./)]);
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { name: "Spiele", exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  expect(texts.filter((t) => /texts\.de\./.test(t))).toHaveLength(1);
  // Back and forth: nothing is fetched twice.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Games", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { name: "Spiele", exact: true })).toBeVisible();
  expect(texts).toHaveLength(2);
  // A game's page starts in the remembered language, with its own file.
  await page.goto("./tournament/?players=3&names=Ann,Bo,Cy");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: "Turnier in Camelot" })).toBeVisible();
  expect(texts.join(" ")).toMatch(/tournament\/texts\.de\./);
});
