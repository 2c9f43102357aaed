// The pictures of every page, as one SVG sprite per page: after Trunk has built the pages into
// dist/, writes beside each page's index.html `art.<hash>.svg` holding a <symbol> for just the
// pictures that page shows (public/art/sprite.txt says which), and names it in the page's head
// (`<meta name="camelot-art">`, which app::kit::art reads; a preload starts the download with
// the wasm's). Static files, not in the wasm; postbuild.js then puts them in the service worker's
// precache list like every other file.
//
//   node tests/e2e/art.js dist [--check]
//
// Icons come from game-icons.net (npm @iconify-json/game-icons, pinned in package.json; CC BY
// 3.0, credited on the rules pages and in the README); `ours:` symbols are drawn for this project
// in public/art/*.svg. `--check` only reads the manifest and the sources (every id resolves).
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const crypto = require("node:crypto");

const root = path.join(__dirname, "..", "..");
const artDir = path.join(root, "public", "art");

/** The manifest: `{ page, id, source, author }` per line. */
function manifest() {
  const file = path.join(artDir, "sprite.txt");
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l, i) => {
      const [page, id, source, author, ...rest] = l.split(/\s+/);
      if (!author || rest.length || !/^[a-z0-9-]+$/.test(id)) throw new Error(`${file}: entry ${i + 1} is not 'page id source author': ${l}`);
      return { page, id, source, author };
    });
}

/** Every `<symbol id="…">…</symbol>` drawn for the project, by id. */
function ourSymbols() {
  const out = new Map();
  for (const name of fs.readdirSync(artDir).filter((n) => n.endsWith(".svg"))) {
    const text = fs.readFileSync(path.join(artDir, name), "utf8");
    for (const m of text.matchAll(/<symbol\s+id="([^"]+)"\s+viewBox="([^"]+)">([\s\S]*?)<\/symbol>/g)) {
      if (out.has(m[1])) throw new Error(`public/art: symbol ${m[1]} is drawn twice`);
      out.set(m[1], { viewBox: m[2], body: m[3].replace(/\s*\n\s*/g, "") });
    }
  }
  return out;
}

/** The `<symbol>` of one manifest entry. */
function symbol(entry, icons, ours) {
  const [kind, name] = entry.source.split(":");
  if (kind === "game-icons") {
    const icon = icons.icons[name];
    if (!icon) throw new Error(`sprite.txt: game-icons has no icon ${name} (for ${entry.id})`);
    if (entry.author === "-") throw new Error(`sprite.txt: ${entry.id} (game-icons:${name}) needs its author for the credits`);
    const w = icon.width || icons.width || 512;
    const h = icon.height || icons.height || 512;
    // Iconify's bodies already fill with currentColor, so CSS colours the icon.
    return `<symbol id="${entry.id}" viewBox="0 0 ${w} ${h}">${icon.body}</symbol>`;
  }
  if (kind === "ours") {
    const s = ours.get(name);
    if (!s) throw new Error(`sprite.txt: no <symbol id="${name}"> in public/art/*.svg (for ${entry.id})`);
    return `<symbol id="${entry.id}" viewBox="${s.viewBox}">${s.body}</symbol>`;
  }
  throw new Error(`sprite.txt: unknown source ${entry.source}`);
}

/** The entries a page shows: the home page its own; a game's page the kit's (`game`) and its own. */
function entriesFor(page, entries) {
  return entries.filter((e) => e.page === page || (page !== "home" && e.page === "game"));
}

function main() {
  const dist = path.resolve(process.argv[2] || "dist");
  const check = process.argv.includes("--check");
  const icons = require("@iconify-json/game-icons/icons.json");
  const entries = manifest();
  const ours = ourSymbols();
  const symbols = new Map(entries.map((e) => [e.id, symbol(e, icons, ours)]));
  if (check) {
    console.log(`art: ${symbols.size} pictures resolve`);
    return;
  }
  const pages = [{ name: "home", dir: dist }];
  for (const e of fs.readdirSync(dist, { withFileTypes: true })) {
    if (e.isDirectory() && fs.existsSync(path.join(dist, e.name, "index.html"))) pages.push({ name: e.name, dir: path.join(dist, e.name) });
  }
  for (const page of pages) {
    for (const old of fs.readdirSync(page.dir).filter((n) => /^art\.[0-9a-f]+\.svg$/.test(n))) fs.unlinkSync(path.join(page.dir, old));
    const mine = entriesFor(page.name, entries);
    if (!mine.length) continue;
    const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${mine.map((e) => symbols.get(e.id)).join("")}</svg>\n`;
    const hash = crypto.createHash("sha256").update(sprite).digest("hex").slice(0, 12);
    const file = `art.${hash}.svg`;
    fs.writeFileSync(path.join(page.dir, file), sprite);
    const html = path.join(page.dir, "index.html");
    const text = fs.readFileSync(html, "utf8").replace(/<meta name="camelot-art"[^>]*>/g, "").replace(/<link rel="preload" href="art\.[^>]*>/g, "");
    const head = `<meta name="camelot-art" content="${file}"><link rel="preload" href="${file}" as="image" type="image/svg+xml">`;
    if (!text.includes("</head>")) throw new Error(`${html} has no </head>`);
    fs.writeFileSync(html, text.replace("</head>", `${head}</head>`));
    console.log(`art: ${path.relative(dist, path.join(page.dir, file))}: ${mine.length} pictures, ${sprite.length} bytes`);
  }
}

if (require.main === module) {
  try {
    main();
  } catch (e) {
    console.error(e.message || e);
    process.exit(1);
  }
}

module.exports = { manifest, entriesFor };
