import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  post,
  warning
} from "./chunks/chunk-JL2SZTHT.js";
import "./chunks/chunk-QGUVLNUC.js";
import "./chunks/chunk-XX5QG6XU.js";

// src/post.ts
post().catch((e) => warning(`setup-rocm post: ${e?.message ?? String(e)}`));
