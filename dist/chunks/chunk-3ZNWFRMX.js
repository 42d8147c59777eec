import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  runInterruptCleanups
} from "./chunk-XXWW6LLM.js";

// src/bin/prepare.ts
import { setFlagsFromString as setFlagsFromString2 } from "node:v8";

// src/bin/heap.ts
import { setFlagsFromString } from "node:v8";
function holdYoungGeneration(set = setFlagsFromString) {
  set("--semi-space-growth-factor=1");
}
function tightenOldGeneration(set = setFlagsFromString) {
  set("--heap-growing-percent=25");
}
var LOOSE_MAX_ENTRIES = 2e5;
function loosenOldGeneration(set = setFlagsFromString) {
  set("--heap-growing-percent=0");
}

// src/bin/prepare.ts
function prepareProcess(set = setFlagsFromString2) {
  holdYoungGeneration(set);
  tightenOldGeneration(set);
  const memory = {
    indexed: (entries) => entries > LOOSE_MAX_ENTRIES ? tightenOldGeneration(set) : loosenOldGeneration(set),
    whole: () => tightenOldGeneration(set)
  };
  for (const sig of ["SIGINT", "SIGTERM"])
    process.once(sig, () => {
      runInterruptCleanups();
      process.exit(sig === "SIGINT" ? 130 : 143);
    });
  return memory;
}

export {
  prepareProcess
};
