import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  debug,
  run,
  setFailed
} from "./chunks/chunk-JL2SZTHT.js";
import "./chunks/chunk-QGUVLNUC.js";
import "./chunks/chunk-XX5QG6XU.js";

// src/main.ts
run().catch((e) => {
  const err = e;
  setFailed(err?.message ?? String(e));
  if (err?.stack) debug(err.stack);
});
