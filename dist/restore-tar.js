import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  rt
} from "./chunks/chunk-CS53P2ZW.js";
import {
  REAL_TAR,
  RESTORE_REFUSED,
  RESTORE_ROOT,
  RESTORE_SUFFIX,
  RestoreGuard
} from "./chunks/chunk-O5CDMOKR.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/action/restore-tar.ts
import { spawn, spawnSync } from "node:child_process";
import { createReadStream, openSync, readSync, closeSync, writeFileSync } from "node:fs";
import { createGunzip } from "node:zlib";
function tarStream(archive) {
  const head = Buffer.alloc(4);
  const fd = openSync(archive, "r");
  try {
    readSync(fd, head, 0, 4, 0);
  } finally {
    closeSync(fd);
  }
  if (head.readUInt32LE(0) === 4247762216) {
    const z = spawn("zstd", ["-d", "-c", "-q", "--long=31", archive], {
      stdio: ["ignore", "pipe", "inherit"]
    });
    return z.stdout;
  }
  const file = createReadStream(archive);
  return head[0] === 31 && head[1] === 139 ? file.pipe(createGunzip()) : file;
}
async function check(archive, cwd) {
  const guard = new RestoreGuard(process.env[RESTORE_ROOT], process.env[RESTORE_SUFFIX], cwd);
  const parser = new rt({ strict: true });
  let refused;
  parser.on("entry", (e) => {
    refused ??= guard.check({ path: e.path, type: e.type, linkpath: e.linkpath });
    e.resume();
  });
  const ended = new Promise((resolve, reject) => {
    parser.on("end", () => resolve());
    parser.on("error", reject);
  });
  for await (const c of tarStream(archive)) {
    parser.write(c);
    if (refused) break;
  }
  if (!refused) {
    parser.end();
    await ended;
  }
  return refused;
}
var args = process.argv.slice(2);
var real = process.env[REAL_TAR] ?? "tar";
var x = args.indexOf("-xf");
var code = 0;
if (x >= 0) {
  const c = args.indexOf("-C");
  try {
    const refused = await check(args[x + 1], c >= 0 ? args[c + 1] : process.cwd());
    if (refused) {
      process.stderr.write(`setup-rocm refused the cache archive: ${refused}. Nothing of it was extracted.
`);
      if (process.env[RESTORE_REFUSED]) writeFileSync(process.env[RESTORE_REFUSED], refused);
      code = 3;
    }
  } catch (e) {
    process.stderr.write(`setup-rocm could not read the cache archive: ${e.message}
`);
    code = 3;
  }
}
if (!code) code = spawnSync(real, args, { stdio: "inherit" }).status ?? 1;
process.exit(code);
