import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-MXREK7W3.js";
import "./chunks/chunk-XXWW6LLM.js";
import "./chunks/chunk-CCTK4JZO.js";
import "./chunks/chunk-Y632W2GL.js";
import "./chunks/chunk-VJQ4HS2G.js";
import "./chunks/chunk-6PX6TSSX.js";
import "./chunks/chunk-N525IMKU.js";
import "./chunks/chunk-GDUMDUIS.js";
import "./chunks/chunk-H2YWDJ6P.js";
import "./chunks/chunk-7HI5653V.js";
import "./chunks/chunk-5TJO32PJ.js";
import "./chunks/chunk-Q4ZFTI4N.js";
import "./chunks/chunk-BCDXUKTB.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/bin/post.ts
await run();
