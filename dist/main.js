import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  debug,
  run,
  setFailed
} from "./chunks/chunk-YDWGYKWR.js";
import "./chunks/chunk-7EOAMDNF.js";
import "./chunks/chunk-FBDMDPK4.js";

// src/main.ts
run().catch((e) => {
  const err = e;
  setFailed(err?.message ?? String(e));
  if (err?.stack) debug(err.stack);
});
