import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  post,
  warning
} from "./chunks/chunk-GK5CNSCA.js";
import "./chunks/chunk-ZPX7NQK4.js";

// src/post.ts
post().catch((e) => warning(`setup-rocm post: ${e?.message ?? String(e)}`));
