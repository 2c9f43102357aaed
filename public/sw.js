// Camelot Table service worker: after one visit the app starts and plays with the network off.
//
// The build fills in the next line (`make build`, after every page's bundle is built) with every
// file of the site (each page's index.html and hashed wasm, js and css, the manifest, icons) and
// a digest of their bytes. A new
// build thus changes this file, browsers install the new worker, and it caches under a new name.
const PRECACHE = { build: "unbuilt", files: [] };

// The scope is the folder the app is served from, whatever it is. Caches belong to the whole
// origin, so the scope is part of the name: two copies of the app on one site keep apart.
const SCOPE = self.registration.scope;
const CACHE_PREFIX = "camelot-table " + SCOPE + " ";
const CACHE = CACHE_PREFIX + PRECACHE.build;
// Relative names resolve against this script, which sits beside index.html.
const INDEX = new URL("index.html", self.location.href).href;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // "reload" bypasses the HTTP cache, so a stale file never lands in a new build's cache.
      const requests = PRECACHE.files.map((file) => new Request(new URL(file, self.location.href), { cache: "reload" }));
      await cache.addAll(requests);
      // The hashed files of the running page stay loaded, so taking over at once is safe;
      // the next start of the app runs the new build.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      if (request.mode === "navigate") {
        // A page of the app (`./`, `./card/?players=4`, `./index.html`) is its folder's
        // index.html: the app reads its URL parameters itself. Cache first, so it starts offline
        // and fast; anything unknown inside the scope gets the home page.
        const url = new URL(request.url);
        url.search = "";
        url.hash = "";
        if (url.pathname.endsWith("/")) url.pathname += "index.html";
        const page = (await cache.match(url.href)) || (await cache.match(INDEX));
        return page || fetch(request);
      }
      return (await cache.match(request)) || fetch(request);
    })(),
  );
});
