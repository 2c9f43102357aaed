// The bundle-size check: every page's wasm, JavaScript, CSS and texts file (the larger
// language's), gzip -9 and brotli (quality 11),
// against the budget — the home page at most 150 KB gzip, each game's page at most 350 KB gzip (we aim for 300) —
// and, apart, each page's art and fonts (its SVG sprite, any woff2), at most 150 KB gzip.
// Prints every file, each page's total and the whole site's, and fails when a page is over.
//
//   node tests/e2e/size.js dist
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const zlib = require("node:zlib");

const dist = path.resolve(process.argv[2] || "dist");
const KB = 1024;
const LIMITS = { home: 150 * KB, game: 350 * KB, art: 150 * KB };
const AIM = 300 * KB;

const gzip = (b) => zlib.gzipSync(b, { level: 9 }).length;
const brotli = (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => (n / KB).toFixed(1).padStart(7) + " KB";

const pages = [{ dir: dist, name: "home page", limit: LIMITS.home }];
for (const e of fs.readdirSync(dist, { withFileTypes: true })) {
  if (e.isDirectory() && fs.existsSync(path.join(dist, e.name, "index.html"))) {
    pages.push({ dir: path.join(dist, e.name), name: `${e.name}/`, limit: LIMITS.game, });
  }
}

let failed = false;
let all = { gz: 0, br: 0 };
console.log(`${"gzip".padStart(10)} ${"brotli".padStart(10)}  file`);
for (const page of pages) {
  const files = fs.readdirSync(page.dir).filter((n) => /\.(wasm|js|css)$/.test(n) && n !== "sw.js");
  // The bots' worker loads only when a bot plays or a hint is asked: reported on its own.
  const isWorker = (n) => /_worker(_loader|_bg)?\.(js|wasm)$/.test(n);
  const names = files.filter((n) => !isWorker(n));
  const workerFiles = files.filter(isWorker);
  if (!names.some((n) => n.endsWith(".wasm"))) {
    console.error(`size: no wasm in ${page.dir}`);
    process.exit(1);
  }
  let gz = 0;
  let br = 0;
  for (const n of names.sort()) {
    const bytes = fs.readFileSync(path.join(page.dir, n));
    const g = gzip(bytes);
    const b = brotli(bytes);
    gz += g;
    br += b;
    console.log(`${kb(g)} ${kb(b)}  ${path.relative(dist, path.join(page.dir, n))}`);
  }
  // The page loads its texts in one language: the larger file counts (German's).
  const texts = fs.readdirSync(page.dir).filter((n) => /^texts\.[a-z]+\.[0-9a-f]+\.txt$/.test(n));
  if (!texts.length) {
    console.error(`size: no texts file in ${page.dir}`);
    process.exit(1);
  }
  const sized = texts.map((n) => {
    const bytes = fs.readFileSync(path.join(page.dir, n));
    return { n, g: gzip(bytes), b: brotli(bytes) };
  });
  const big = sized.reduce((a, b) => (b.g > a.g ? b : a));
  gz += big.g;
  br += big.b;
  console.log(`${kb(big.g)} ${kb(big.b)}  ${path.relative(dist, path.join(page.dir, big.n))} (the larger of ${texts.length} languages' texts)`);
  all.gz += gz;
  all.br += br;
  const over = gz > page.limit;
  const note =
    gz > page.limit
      ? "OVER"
      : page.limit === LIMITS.game && gz > AIM
        ? `within the limit, over the ${AIM / KB} KB aim`
        : "ok";
  console.log(`${kb(gz)} ${kb(br)}  = the ${page.name} (limit ${page.limit / KB} KB gzip): ${note}`);
  if (workerFiles.length) {
    let wg = 0;
    let wb = 0;
    for (const n of workerFiles) {
      const bytes = fs.readFileSync(path.join(page.dir, n));
      wg += gzip(bytes);
      wb += brotli(bytes);
    }
    console.log(`${kb(wg)} ${kb(wb)}  + its bots' worker (${workerFiles.join(", ")}), loaded when a bot plays or a hint is asked`);
  }
  // Art and fonts: static files the page shows (its SVG sprite, fonts), apart from the code.
  const art = fs.readdirSync(page.dir).filter((n) => /^art\.[0-9a-f]+\.svg$|\.woff2$/.test(n));
  let artOver = false;
  if (art.length) {
    let ag = 0;
    let ab = 0;
    for (const n of art) {
      const bytes = fs.readFileSync(path.join(page.dir, n));
      ag += gzip(bytes);
      ab += brotli(bytes);
    }
    artOver = ag > LIMITS.art;
    console.log(`${kb(ag)} ${kb(ab)}  + its art and fonts (${art.join(", ")}; limit ${LIMITS.art / KB} KB gzip): ${artOver ? "OVER" : "ok"}`);
  }
  console.log("");
  failed ||= over || artOver;
}
console.log(`${kb(all.gz)} ${kb(all.br)}  every page together`);
if (failed) {
  console.error("size: FAILED — a page is over its budget");
  process.exit(1);
}
