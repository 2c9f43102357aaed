// @ts-check
// The release build as an installable, offline web app, served under a sub-path
// (/games/camelot/, see playwright.config.js). Runs at phone and at desktop size.
"use strict";

const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { test, expect } = require("@playwright/test");
const { serve } = require("./serve.js");
const { screenshot } = require("./screenshots.js");

const DIST = path.join(__dirname, "..", "..", "dist");
const BASE = "/games/camelot/";

/** The home screen's list of games: rendered by the wasm app (the static shell has only the
 *  title), so its presence proves the app started. */
const appHeading = (page) => page.getByRole("heading", { name: /^(Games|Spiele)$/ });

/** Serves `dir` on a port of its own, so a test can take the server away. */
async function ownServer(dir) {
  const server = await serve({ dir, port: 0, base: BASE });
  const url = `http://127.0.0.1:${/** @type {any} */ (server.address()).port}${BASE}`;
  const stop = () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)));
  return { url, stop };
}

/** Waits until a service worker controls the page; returns its registration's scope. */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buffer) {
  expect(buffer.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${buffer.readUInt32BE(16)}x${buffer.readUInt32BE(20)}`;
}

test("the app starts from a sub-path and loads nothing outside it", async ({ page, baseURL }) => {
  const requested = [];
  const problems = [];
  page.on("request", (r) => requested.push(r.url()));
  page.on("requestfailed", (r) => problems.push(`${r.url()}: ${r.failure()?.errorText}`));
  page.on("response", (r) => r.status() >= 400 && problems.push(`${r.url()}: HTTP ${r.status()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));

  await page.goto("./");
  await expect(page).toHaveTitle("Camelot Table");
  await expect(appHeading(page)).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(problems).toEqual([]);
  expect(requested.filter((url) => !url.startsWith(/** @type {string} */ (baseURL)))).toEqual([]);
  await screenshot(page, "home");
});

test("the web manifest is linked and valid, with its icons", async ({ page, request, baseURL }) => {
  await page.goto("./");
  const links = await page.evaluate(() => ({
    manifest: document.querySelector('link[rel="manifest"]')?.href,
    appleTouchIcon: document.querySelector('link[rel="apple-touch-icon"]')?.href,
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute("content"),
  }));
  expect(links.manifest).toBe(`${baseURL}manifest.webmanifest`);

  const response = await request.get(/** @type {string} */ (links.manifest));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  const resolve = (url) => new URL(url, links.manifest).href;

  expect(manifest.name).toBe("Camelot Table");
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.display).toBe("standalone");
  // Relative start_url and scope: installed from any sub-path, the app opens there.
  expect(resolve(manifest.start_url)).toBe(baseURL);
  expect(resolve(manifest.scope)).toBe(baseURL);
  expect(manifest.theme_color).toBe(links.themeColor);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose}`);
  expect(icons).toEqual(
    expect.arrayContaining(["192x192 image/png any", "512x512 image/png any", "512x512 image/png maskable"]),
  );
  for (const icon of manifest.icons) {
    const file = await request.get(resolve(icon.src));
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toBe(icon.type);
    if (icon.type === "image/png") expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
  // Screenshots for the install dialog: one narrow, one wide, each the size it says.
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(["narrow", "wide"]);
  for (const shot of manifest.screenshots) {
    const file = await request.get(resolve(shot.src));
    expect(file.status(), shot.src).toBe(200);
    expect(pngSize(await file.body()), shot.src).toBe(shot.sizes);
  }
  const apple = await request.get(/** @type {string} */ (links.appleTouchIcon));
  expect(pngSize(await apple.body())).toBe("180x180");
});

test("the service worker precaches every file of the build", async ({ page }) => {
  const line = fs.readFileSync(path.join(DIST, "sw.js"), "utf8").match(/^const PRECACHE = (.*);$/m);
  expect(line, "dist/sw.js has its PRECACHE line filled in by the build").toBeTruthy();
  const precache = JSON.parse(/** @type {string[]} */ (line)[1].replace(/(\w+):/g, '"$1":'));
  const built = fs.readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(DIST, path.join(entry.parentPath ?? entry.path, entry.name)))
    // The worker itself, and the manifest's screenshots (an install dialog shows them, online).
    .filter((file) => file !== "sw.js" && !path.basename(file).startsWith("screenshot-"))
    .sort();
  expect(precache.files).toEqual(built);
  expect(precache.build).toMatch(/^[0-9a-f]{16}$/);

  // And the browser holds exactly those files once the worker is active.
  const { url, stop } = await ownServer(DIST);
  try {
    await page.goto(url);
    expect(await controlled(page)).toBe(url);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names[0]);
      return { names, urls: (await cache.keys()).map((r) => r.url).sort() };
    });
    expect(cached.names).toEqual([`camelot-table ${url} ${precache.build}`]);
    expect(cached.urls).toEqual(built.map((file) => url + file).sort());
  } finally {
    await stop();
  }
});

test("after one visit the app starts and runs with the network off", async ({ page, context }) => {
  const { url, stop } = await ownServer(DIST);
  await page.goto(url);
  await expect(appHeading(page)).toBeVisible();
  expect(await controlled(page)).toBe(url);

  // No server and no network: only the service worker can answer now.
  await stop();
  await context.setOffline(true);

  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(appHeading(page)).toBeVisible();

  // A link with game parameters, as an embedding site would open, starts offline too.
  const embedded = await page.goto(`${url}?game=card&players=4&names=Ann,Bo,Cy,Di&lang=de&embed=1`);
  expect(embedded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { name: "Schatten über Camelot: Das Kartenspiel" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Dein Zug" }).getByRole("button").first()).toBeVisible();
  // The rules are a static page of the build: at the table and on their own page, offline too.
  await page.getByRole("button", { name: "Regeln", exact: true }).click();
  await expect(page.frameLocator(".rules-frame").getByRole("heading", { name: "Das Ziel" })).toBeVisible();
  await page.goto(`${url}#/rules/tournament`);
  await expect(page.frameLocator(".rules-frame").getByRole("heading", { name: /^(Goal|Ziel)$/ })).toBeVisible();

  // The network really is off: what is not cached cannot load.
  const uncached = await page.evaluate(() => fetch("not-in-the-build.txt").then(() => "loaded", () => "failed"));
  expect(uncached).toBe("failed");
});

test("a new build replaces the cached one and its old cache is deleted", async ({ page }) => {
  // A copy of the build that this test can "rebuild": a new PRECACHE build id is what a new
  // build looks like to the browser (sw.js changed).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "camelot-sw-"));
  fs.cpSync(DIST, dir, { recursive: true });
  const { url, stop } = await ownServer(dir);
  try {
    await page.goto(url);
    await controlled(page);
    const before = await page.evaluate(() => caches.keys());
    expect(before).toHaveLength(1);

    const sw = path.join(dir, "sw.js");
    fs.writeFileSync(sw, fs.readFileSync(sw, "utf8").replace(/build: "[0-9a-f]+"/, 'build: "0123456789abcdef"'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    // Installing a worker takes seconds in a loaded headless Chromium: allow more than usual.
    await expect
      .poll(() => page.evaluate(() => caches.keys()), { timeout: 20_000 })
      .toEqual([`camelot-table ${url} 0123456789abcdef`]);
    await page.reload();
    await expect(appHeading(page)).toBeVisible();
  } finally {
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
