// Renders public/icon.svg (the emblem: a round table with a sword laid across it) to the PNG icons
// that the manifest and index.html name. `make icons` runs it; the PNGs are committed, so only a
// change of the emblem needs it.
"use strict";

const fs = require("node:fs");
const path = require("node:path");

const PUBLIC = path.join(__dirname, "..", "..", "public");
const THEME = "#7a1f2b"; // theme_color in manifest.webmanifest

// size: pixels; scale: share of the square the emblem covers; background: null = transparent.
// Maskable icons keep the emblem in the central 80% safe zone; iOS fills transparency with black,
// so its icon gets the theme colour too.
const ICONS = [
  { file: "icon-192.png", size: 192, scale: 1, background: null },
  { file: "icon-512.png", size: 512, scale: 1, background: null },
  { file: "icon-maskable-512.png", size: 512, scale: 0.78, background: THEME },
  { file: "apple-touch-icon.png", size: 180, scale: 0.86, background: THEME },
];

async function main() {
  const { chromium } = require("@playwright/test");
  const { launchOptions } = require("./chromium.js");
  const svg = fs.readFileSync(path.join(PUBLIC, "icon.svg"), "utf8");
  const browser = await chromium.launch(launchOptions);
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      const inner = Math.round(icon.size * icon.scale);
      await page.setContent(
        `<html><body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;` +
          `background:${icon.background || "transparent"}"><div style="width:${inner}px;height:${inner}px">` +
          svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `) +
          `</div></body></html>`,
      );
      await page.screenshot({ path: path.join(PUBLIC, icon.file), omitBackground: !icon.background });
      await page.close();
      console.log(`public/${icon.file}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
