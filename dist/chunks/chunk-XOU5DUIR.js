import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);

// src/log.ts
var formatBytes = (n) => {
  const u = ["B", "KiB", "MiB", "GiB", "TiB"];
  let i = 0;
  let v = n;
  while (v >= 1024 && i < u.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(i ? 1 : 0)} ${u[i]}`;
};
var LOG_LINE_MAX = 2e3;
function neutralise(message) {
  const clean = message.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "?");
  return clean.split("\n").map((line) => {
    const cut = line.length > LOG_LINE_MAX ? `${line.slice(0, LOG_LINE_MAX)}\u2026 (${line.length - LOG_LINE_MAX} more characters)` : line;
    return /^\s*(::|##\[)/.test(cut) ? `\u200B${cut}` : cut;
  }).join("\n");
}

// src/mount/config.ts
var MOUNT_OPTIONS = "ro,nosuid,nodev,default_permissions";

export {
  formatBytes,
  neutralise,
  MOUNT_OPTIONS
};
