import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-VQYOU3D3.js";
import "./chunks/chunk-MC74ATQQ.js";
import "./chunks/chunk-PLBVPRTY.js";

// src/bin/post.ts
await run();
