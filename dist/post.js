import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-KUVX56P5.js";
import "./chunks/chunk-D3VVKHYY.js";
import "./chunks/chunk-PLBVPRTY.js";

// src/bin/post.ts
await run();
