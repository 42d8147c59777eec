import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-MRTMGFFQ.js";
import "./chunks/chunk-T6DPHZNP.js";
import "./chunks/chunk-XOU5DUIR.js";
import "./chunks/chunk-6PX6TSSX.js";
import "./chunks/chunk-7HI5653V.js";
import "./chunks/chunk-5TJO32PJ.js";
import "./chunks/chunk-UJ5VBC7K.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/bin/post.ts
await run();
