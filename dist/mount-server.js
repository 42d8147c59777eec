import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  serve
} from "./chunks/chunk-CCTK4JZO.js";
import "./chunks/chunk-VJQ4HS2G.js";
import "./chunks/chunk-N525IMKU.js";
import "./chunks/chunk-GDUMDUIS.js";
import "./chunks/chunk-H2YWDJ6P.js";
import "./chunks/chunk-5TJO32PJ.js";
import "./chunks/chunk-Q4ZFTI4N.js";
import "./chunks/chunk-BCDXUKTB.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/bin/mount-server.ts
await serve(process.argv[2]);
