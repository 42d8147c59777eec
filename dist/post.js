import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  post,
  warning
} from "./chunks/chunk-ZKVMB6FT.js";
import "./chunks/chunk-YFWQ4KNH.js";

// src/post.ts
post().catch((e) => warning(`setup-rocm post: ${e?.message ?? String(e)}`));
