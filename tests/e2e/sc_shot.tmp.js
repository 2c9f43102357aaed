// temporary: screenshots of the Schatten page (not committed)
const { chromium } = require("@playwright/test");
const { serve } = require("./serve.js");
const { launchOptions, sizes } = require("./chromium.js");
const path = require("path");
(async () => {
  const server = await serve({ dir: path.join(__dirname, "../../dist"), port: 0, base: "/g/" });
  const base = `http://127.0.0.1:${server.address().port}/g/`;
  const browser = await chromium.launch(launchOptions);
  const steps = Number(process.argv[2] || 0);
  for (const [size, opts] of Object.entries(sizes)) {
    const ctx = await browser.newContext(opts);
    const page = await ctx.newPage();
    page.on("pageerror", (e) => console.log("pageerror", e.message));
    page.on("console", (m) => { if (m.type() === "error") console.log("console", m.text()); });
    await page.goto(base + "schatten/?game=schatten&players=4&names=Ann,Ben,Cid,Dee");
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/sc/${size}-0.png`, fullPage: false });
    let n = 0;
    for (let i = 0; i < steps; i++) {
      const btns = page.locator(".decision-area button:enabled");
      const c = await btns.count();
      if (!c) { await page.waitForTimeout(200); continue; }
      // prefer the first non-hint button
      let b = btns.nth(Math.floor(Math.random() * c));
      const t = (await b.textContent()) || "";
      if (/^(Hint|Tipp)/.test(t.trim())) continue;
      await b.click().catch(() => {});
      n++;
      await page.waitForTimeout(60);
    }
    await page.screenshot({ path: `/tmp/sc/${size}-1.png`, fullPage: false });
    await page.screenshot({ path: `/tmp/sc/${size}-full.png`, fullPage: true });
    console.log(size, "clicked", n, await page.locator(".prompt-bar p").textContent());
    await ctx.close();
  }
  await browser.close();
  server.close();
})();
