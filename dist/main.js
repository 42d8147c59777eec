import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  debug,
  run,
  setFailed
} from "./chunks/chunk-QLQKI5KA.js";
import "./chunks/chunk-4ZWR3XAB.js";

// src/main.ts
run().catch((e) => {
  const err = e;
  setFailed(err?.message ?? String(e));
  if (err?.stack) debug(err.stack);
});
