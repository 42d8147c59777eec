import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);

// src/worker-url.ts
import { existsSync } from "node:fs";
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
  workerUrl
};
