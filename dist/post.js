import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-4AT52XLL.js";
import "./chunks/chunk-NHD5RNFE.js";
import "./chunks/chunk-PLBVPRTY.js";

// src/bin/post.ts
await run();
