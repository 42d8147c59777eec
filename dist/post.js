import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-HBHY56GG.js";
import "./chunks/chunk-4U6X7XTS.js";
import "./chunks/chunk-FEM6LEQO.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/bin/post.ts
await run();
