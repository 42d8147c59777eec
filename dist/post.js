import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  run
} from "./chunks/chunk-7HQIIGL4.js";
import "./chunks/chunk-CJ5ADOGH.js";
import "./chunks/chunk-5TJO32PJ.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/bin/post.ts
await run();
