import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  saveCache
} from "./chunks/chunk-GCIQBT5U.js";
import "./chunks/chunk-BV4YWRSI.js";
import {
  warning
} from "./chunks/chunk-NHD5RNFE.js";
import "./chunks/chunk-PLBVPRTY.js";

// src/post.ts
saveCache().catch((e) => warning(`setup-rocm post: ${e?.message ?? String(e)}`));
