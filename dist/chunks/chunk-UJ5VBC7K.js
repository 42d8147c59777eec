import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);

// src/thread.ts
import { existsSync } from "node:fs";
import { parentPort } from "node:worker_threads";
function serve(handlers) {
  const port = parentPort;
  if (!port) throw new Error("internal: serve() runs on a worker thread");
  const reply = toHost();
  port.on("message", (m) => {
    const h = handlers[m.p];
    if (!h) throw new Error(`internal: this thread serves ${Object.keys(handlers).join(", ")}, not "${m.p}"`);
    h(m, reply);
  });
}
function toHost() {
  const port = parentPort;
  if (!port) throw new Error("internal: toHost() runs on a worker thread");
  return (m, transfer) => port.postMessage(m, transfer ?? []);
}
function onProtocol(w, p, handle) {
  const listener = (m) => {
    if (m.p === p) handle(m);
  };
  w.on("message", listener);
  return () => w.off("message", listener);
}
function workerUrl(here, source, bundled) {
  const url = new URL(here);
  if (url.pathname.endsWith(".ts")) return new URL(source, url);
  for (const rel of [`./${bundled}`, `../${bundled}`]) {
    const u = new URL(rel, url);
    u.search = "";
    if (existsSync(u)) return u;
  }
  throw new Error(
    `${bundled} is missing beside ${url.pathname}: the bundle is incomplete (run npm run bundle).`
  );
}

export {
  serve,
  toHost,
  onProtocol,
  workerUrl
};
