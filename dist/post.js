import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  post,
  warning
} from "./chunks/chunk-YDWGYKWR.js";
import "./chunks/chunk-7EOAMDNF.js";
import "./chunks/chunk-FBDMDPK4.js";

// src/post.ts
post().catch((e) => warning(`setup-rocm post: ${e?.message ?? String(e)}`));
