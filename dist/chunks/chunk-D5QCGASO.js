import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);

// src/write-fully.ts
import { writeSync } from "node:fs";
function writeFully(fd, b, position) {
  for (let at = 0; at < b.length; ) {
    const n = writeSync(fd, b, at, b.length - at, position === void 0 ? null : position + at);
    if (n === 0) throw Object.assign(new Error("write returned 0 bytes"), { code: "ENOSPC" });
    at += n;
  }
}

export {
  writeFully
};
