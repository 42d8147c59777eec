import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  post,
  warning
} from "./chunks/chunk-HVLSLKQN.js";
import "./chunks/chunk-IQWORL67.js";

// src/post.ts
post().catch((e) => warning(`setup-rocm post: ${e?.message ?? String(e)}`));
