import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  serve
} from "./chunks/chunk-UJ5VBC7K.js";
import {
  postError
} from "./chunks/chunk-BCDXUKTB.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/verify/digest-worker.ts
import { createHash } from "node:crypto";
import { closeSync, openSync, readSync } from "node:fs";
var READ = 1 << 20;
var buf = Buffer.allocUnsafe(READ);
function matches(job) {
  const h = createHash("sha256");
  const fd = openSync(job.path, "r");
  try {
    for (let n; (n = readSync(fd, buf, 0, READ, null)) > 0; ) h.update(buf.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  return h.digest("hex") === job.sha256;
}
function check({ jobs }) {
  const results = [];
  for (const job of jobs) {
    try {
      results.push({ id: job.id, ok: matches(job) });
    } catch (e) {
      results.push({ id: job.id, error: postError(e) });
    }
  }
  return { p: "digest", t: "checked", results };
}
serve({ digest: (m, reply) => reply(check(m)) });
