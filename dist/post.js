import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  post,
  warning
} from "./chunks/chunk-QLQKI5KA.js";
import "./chunks/chunk-4ZWR3XAB.js";

// src/post.ts
post().catch((e) => warning(`setup-rocm post: ${e?.message ?? String(e)}`));
