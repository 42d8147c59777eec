import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);

// src/write-fully.ts
import { renameSync, write, writeFileSync, writeSync } from "node:fs";
import { promisify } from "node:util";
var writeAsync = promisify(write);
var tookNothing = () => Object.assign(new Error("write returned 0 bytes"), { code: "ENOSPC" });
function writeFully(fd, b, position) {
  for (let at = 0; at < b.length; ) {
    const n = writeSync(fd, b, at, b.length - at, position === void 0 ? null : position + at);
    if (n === 0) throw tookNothing();
    at += n;
  }
}
async function writeFullyAsync(fd, b, position) {
  for (let at = 0; at < b.length; ) {
    const { bytesWritten } = await writeAsync(fd, b, at, b.length - at, position + at);
    if (bytesWritten === 0) throw tookNothing();
    at += bytesWritten;
  }
}
function replaceWhole(path, data) {
  writeFileSync(`${path}.part`, data);
  renameSync(`${path}.part`, path);
}

export {
  writeFully,
  writeFullyAsync,
  replaceWhole
};
