// After Trunk has built every page into dist/: minify each page's JavaScript glue with terser
// (Trunk's own minifier gives up on wasm-bindgen's output and leaves it as it is), put the new
// file's integrity hash into its page, and stamp the service worker's precache list with every
// file of the site.
//
//   node tests/e2e/postbuild.js dist
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const crypto = require("node:crypto");
const { minify } = require("terser");

const dist = path.resolve(process.argv[2] || "dist");

function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : [p];
  });
}

const sri = (bytes) => "sha384-" + crypto.createHash("sha384").update(bytes).digest("base64");
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Drops wasm-streams' three IntoUnderlying* classes from a page's glue: server_fn (which leptos
 * always depends on) exports them, nothing in a client-side app constructs one, and the build
 * removes their wasm exports (index.html's wasm-opt params); exported, terser cannot drop them.
 * Leaves the glue as it is (and says so) if it does not have the expected shape.
 */
function dropStreamClasses(source, file) {
  const out = source
    .replace(/^export class (IntoUnderlying\w+) \{[\s\S]*?^\}\nif \(Symbol\.dispose\) \1\.prototype\[Symbol\.dispose\] = \1\.prototype\.free;\n/gm, "")
    .replace(/^const IntoUnderlying\w+Finalization = [\s\S]*?;\n/gm, "");
  if (out === source) return source;
  if (/IntoUnderlying/.test(out)) {
    console.log(`postbuild: ${file}: the IntoUnderlying classes have an unexpected shape; left as they are`);
    return source;
  }
  return out;
}

async function minifyPage(dir) {
  const html = path.join(dir, "index.html");
  if (!fs.existsSync(html)) return;
  let page = fs.readFileSync(html, "utf8");
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith(".js") || name === "sw.js") continue;
    const file = path.join(dir, name);
    const source = fs.readFileSync(file, "utf8");
    // A bots' worker (wasm-bindgen's no-modules glue and Trunk's loader) is a classic script
    // whose global `wasm_bindgen` the loader calls: its top level keeps its names.
    const worker = /_worker(_loader)?\.js$/.test(name);
    const options = worker
      ? { module: false, toplevel: false, compress: { passes: 2 }, mangle: true, format: { comments: false } }
      : { module: true, compress: { passes: 2 }, mangle: true, format: { comments: false } };
    const out = await minify(worker ? source : dropStreamClasses(source, name), options);
    if (!out.code) throw new Error(`terser produced nothing for ${file}`);
    fs.writeFileSync(file, out.code);
    console.log(`postbuild: ${path.relative(dist, file)} ${source.length} → ${out.code.length} bytes`);
    if (worker) continue;
    // The page names the file (href=./name.js or href="./name.js") with its integrity hash.
    const re = new RegExp(`(href="?\\.?/?${escape(name)}"?[^>]*?integrity="?)sha384-[A-Za-z0-9+/=]+`, "g");
    if (!re.test(page)) throw new Error(`${html} does not name ${name} with an integrity hash`);
    page = page.replace(re, `$1${sri(out.code)}`);
  }
  fs.writeFileSync(html, page);
}

function stampServiceWorker() {
  const sw = path.join(dist, "sw.js");
  // Every file of the site but the worker itself and the manifest's screenshots (only an
  // install dialog shows them, online).
  const list = files(dist)
    .map((f) => path.relative(dist, f).split(path.sep).join("/"))
    .filter((f) => f !== "sw.js" && !f.startsWith("screenshot-"))
    .sort();
  for (const f of list) if (/[^A-Za-z0-9._/-]/.test(f)) throw new Error(`a file name needs quoting: ${f}`);
  const digest = crypto.createHash("sha256");
  for (const f of list) digest.update(fs.readFileSync(path.join(dist, f)));
  const build = digest.digest("hex").slice(0, 16);
  const text = fs.readFileSync(sw, "utf8");
  const line = `const PRECACHE = { build: "${build}", files: ${JSON.stringify(list)} };`;
  const next = text.replace(/^const PRECACHE = .*$/m, line);
  if (!next.includes(line)) throw new Error("sw.js has no PRECACHE line");
  fs.writeFileSync(sw, next);
  console.log(`postbuild: sw.js precaches ${list.length} files, build ${build}`);
}

(async () => {
  const pages = [dist, ...fs.readdirSync(dist, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(dist, e.name))];
  for (const dir of pages) await minifyPage(dir);
  stampServiceWorker();
})().catch((e) => {
  console.error(e.message || e);
  process.exit(1);
});
