// A small static server for the release build: `make serve` and the Playwright suite both use it,
// so what the tests see is what a person gets.
//
//   node tests/e2e/serve.js --dir dist --port 8080 [--base /games/camelot/] [--host 127.0.0.1]
//
// It mounts `dir` under the sub-path `base` (the e2e suite uses one to prove that every URL in
// the build is relative), redirects `/` there, sends correct MIME types (application/wasm for
// streaming compilation, application/manifest+json) and `Cache-Control: no-cache` so a rebuild
// is seen at once; the service worker does the offline caching. Text and wasm go out compressed
// (brotli, or gzip) when the browser accepts it, as any static host sends them: what Lighthouse
// and a person on a phone download is the size `make size` reports, not the raw files.
"use strict";

const fs = require("node:fs");
const http = require("node:http");
const path = require("node:path");
const zlib = require("node:zlib");
const crypto = require("node:crypto");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

/** Types worth compressing (images are compressed already). */
const COMPRESS = new Set([".html", ".js", ".mjs", ".css", ".wasm", ".json", ".webmanifest", ".svg", ".txt"]);

/** Compressed bodies by encoding and content: each is made once per server. */
const packed = new Map();

/** The encoding to send `file` in (`br`, `gzip` or none) for a request's Accept-Encoding. */
function encodingFor(file, accept) {
  if (!COMPRESS.has(path.extname(file).toLowerCase())) return null;
  const offered = String(accept || "").split(",").map((e) => e.trim().split(";")[0]);
  return offered.includes("br") ? "br" : offered.includes("gzip") ? "gzip" : null;
}

function compressed(encoding, body) {
  const key = `${encoding}:${crypto.createHash("sha1").update(body).digest("hex")}`;
  if (!packed.has(key)) {
    packed.set(
      key,
      encoding === "br"
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : zlib.gzipSync(body, { level: 9 }),
    );
  }
  return packed.get(key);
}

/**
 * Starts serving; resolves to the listening `http.Server` (call `close()` to stop it).
 * @param {{dir: string, port?: number, base?: string, host?: string}} options
 */
function serve({ dir, port = 8080, base = "/", host = "127.0.0.1" }) {
  const root = path.resolve(dir);
  if (!base.startsWith("/") || !base.endsWith("/")) throw new Error(`--base must start and end with '/': ${base}`);

  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://localhost");
    const send = (status, headers, body) => {
      res.writeHead(status, { "Cache-Control": "no-cache", ...headers });
      res.end(req.method === "HEAD" ? undefined : body);
    };
    if (req.method !== "GET" && req.method !== "HEAD") return send(405, { Allow: "GET, HEAD" }, "");
    if (base !== "/" && (url.pathname === "/" || url.pathname === base.slice(0, -1))) {
      return send(302, { Location: base + url.search }, "");
    }
    if (!url.pathname.startsWith(base)) return send(404, { "Content-Type": "text/plain" }, "not found\n");

    let rel;
    try {
      rel = decodeURIComponent(url.pathname.slice(base.length));
    } catch {
      return send(400, { "Content-Type": "text/plain" }, "bad path\n");
    }
    let file = path.join(root, rel);
    if (file !== root && !file.startsWith(root + path.sep)) return send(404, { "Content-Type": "text/plain" }, "not found\n");
    fs.stat(file, (err, stat) => {
      if (!err && stat.isDirectory()) {
        file = path.join(file, "index.html");
      }
      fs.readFile(file, (err, body) => {
        if (err) return send(404, { "Content-Type": "text/plain" }, "not found\n");
        const type = TYPES[path.extname(file).toLowerCase()] || "application/octet-stream";
        const encoding = encodingFor(file, req.headers["accept-encoding"]);
        if (!encoding) return send(200, { "Content-Type": type, "Content-Length": body.length }, body);
        const packedBody = compressed(encoding, body);
        send(200, { "Content-Type": type, "Content-Encoding": encoding, Vary: "Accept-Encoding", "Content-Length": packedBody.length }, packedBody);
      });
    });
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [key, value] = [argv[i], argv[i + 1]];
    if (!key.startsWith("--") || value === undefined) throw new Error(`usage: serve.js --dir DIR [--port N] [--base /path/] [--host H]`);
    options[key.slice(2)] = key === "--port" ? Number(value) : value;
  }
  if (!options.dir) throw new Error("serve.js: --dir is required");
  return options;
}

if (require.main === module) {
  const options = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(path.join(options.dir, "index.html"))) {
    console.error(`serve.js: ${options.dir}/index.html is missing; build first (make build)`);
    process.exit(1);
  }
  serve(options).then(
    (server) => {
      const { address, port } = server.address();
      console.log(`Serving ${path.resolve(options.dir)} at http://${address === "127.0.0.1" ? "localhost" : address}:${port}${options.base || "/"}  (Ctrl-C stops)`);
    },
    (err) => {
      console.error(`serve.js: ${err.message}`);
      process.exit(1);
    },
  );
}

module.exports = { serve };
