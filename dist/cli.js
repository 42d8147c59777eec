#!/usr/bin/env node
import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  DEFAULT_IMAGE,
  DEFAULT_PROTECT,
  DEFAULT_PRUNE,
  LineProgress,
  applyEnvironment,
  exportLines,
  formatBytes,
  install,
  parseInputs,
  rocmEnvironment,
  rocmVersion,
  smokeTest
} from "./chunks/chunk-7EOAMDNF.js";
import "./chunks/chunk-FBDMDPK4.js";

// src/cli.ts
import { parseArgs } from "node:util";
import { existsSync, promises as fs, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
var EXIT = { ok: 0, failed: 1, usage: 2, smoke: 3 };
var HELP = `Usage: setup-rocm [options]

Install AMD ROCm from a digest-pinned container image, without docker.

  --image REF          image pinned by digest (default: ${DEFAULT_IMAGE})
  --dest DIR           where to install (default: ./rocm); must be absent or empty unless --force
  --image-path PATH    directory inside the image to install (default: /opt/rocm)
  --prune GLOB         prune pattern; repeat it. "defaults" = the built-in list (the default),
                       "none" = prune nothing
  --protect GLOB       extra pattern no prune may remove; repeat it
  --gfx-target LIST    targets for the smoke compile, comma separated (default: gfx1036)
  --platform OS/ARCH   platform to pick from a multi-platform image (default: linux/amd64)
  --no-smoke-test      skip the closure check and the hipcc compile
  --print-env          print shell export lines for the installed tree on stdout
  --force              replace a non-empty --dest
  --quiet              only errors on stderr
  --list-defaults      print the built-in prune and protect lists and exit
  -h, --help           this help
  --version            print the version

Credentials come from SETUP_ROCM_REGISTRY_USERNAME and SETUP_ROCM_REGISTRY_PASSWORD (never from
the command line, where other users could read them). Logs go to stderr; stdout carries only what
--print-env prints.

Exit codes: 0 installed; 1 install failed; 2 bad usage or input; 3 the smoke test failed.
`;
var TtyProgress = class {
  sizes = /* @__PURE__ */ new Map();
  got = /* @__PURE__ */ new Map();
  count = 0;
  last = 0;
  start = Date.now();
  layerStart(i, count, _d, size) {
    this.count = count;
    this.sizes.set(i, size);
    this.got.set(i, 0);
  }
  layerBytes(i, n) {
    this.got.set(i, (this.got.get(i) ?? 0) + n);
    const now = Date.now();
    if (now - this.last < 100) return;
    this.last = now;
    const total = [...this.sizes.values()].reduce((a, b) => a + b, 0);
    const got = [...this.got.values()].reduce((a, b) => a + b, 0);
    const frac = total ? got / total : 0;
    const width = 30;
    const bar = "#".repeat(Math.round(frac * width)).padEnd(width, ".");
    const rate = got / Math.max(1e-3, (now - this.start) / 1e3);
    process.stderr.write(
      `\r[${bar}] ${(frac * 100).toFixed(0)}% of ${this.sizes.size}/${this.count} layers, ${formatBytes(got)}, ${formatBytes(rate)}/s   `
    );
  }
  layerDone() {
  }
  end() {
    process.stderr.write("\n");
  }
};
async function main(argv) {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        image: { type: "string" },
        dest: { type: "string" },
        "image-path": { type: "string" },
        prune: { type: "string", multiple: true },
        protect: { type: "string", multiple: true },
        "gfx-target": { type: "string" },
        platform: { type: "string" },
        "no-smoke-test": { type: "boolean" },
        "print-env": { type: "boolean" },
        force: { type: "boolean" },
        quiet: { type: "boolean" },
        "list-defaults": { type: "boolean" },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean" }
      },
      strict: true,
      allowPositionals: false
    }).values;
  } catch (e) {
    process.stderr.write(`setup-rocm: ${e.message}

${HELP}`);
    return EXIT.usage;
  }
  if (args.help) {
    process.stdout.write(HELP);
    return EXIT.ok;
  }
  if (args.version) {
    process.stdout.write("setup-rocm 1.0.0\n");
    return EXIT.ok;
  }
  if (args["list-defaults"]) {
    process.stdout.write(
      `# prune (defaults)
${DEFAULT_PRUNE.join("\n")}

# protected
${DEFAULT_PROTECT.join("\n")}
`
    );
    return EXIT.ok;
  }
  const quiet = !!args.quiet;
  const err = (s) => process.stderr.write(s + "\n");
  const logger = {
    debug: (m) => void (process.env.SETUP_ROCM_DEBUG && err(`debug: ${m}`)),
    info: (m) => void (!quiet && err(m)),
    warning: (m) => err(`warning: ${m}`),
    group: async (title, fn) => {
      if (!quiet) err(`== ${title}`);
      return fn();
    }
  };
  const inputs = {
    image: args.image ?? "",
    "image-path": args["image-path"] ?? "",
    prune: (args.prune ?? ["defaults"]).join("\n"),
    protect: (args.protect ?? []).join("\n"),
    "gfx-target": args["gfx-target"] ?? "",
    "smoke-test": args["no-smoke-test"] ? "false" : "true",
    cache: "false",
    platform: args.platform ?? "",
    "registry-username": process.env.SETUP_ROCM_REGISTRY_USERNAME ?? "",
    "registry-password": process.env.SETUP_ROCM_REGISTRY_PASSWORD ?? ""
  };
  let cfg;
  try {
    cfg = parseInputs((n) => inputs[n] ?? "");
  } catch (e) {
    err(`setup-rocm: ${e.message.replace(/^Input "(\S+)"/, "--$1")}`);
    return EXIT.usage;
  }
  const dest = resolve(args.dest ?? "rocm");
  if (existsSync(dest) && readdirSync(dest).length && !args.force) {
    err(`setup-rocm: ${dest} exists and is not empty. Choose another --dest, or pass --force to replace it.`);
    return EXIT.usage;
  }
  const tty = !quiet && process.stderr.isTTY ? new TtyProgress() : void 0;
  try {
    const r = await install({
      image: cfg.image,
      imagePath: cfg.imagePath,
      prune: cfg.prune,
      protect: cfg.protect,
      platform: cfg.platform,
      dest,
      credentials: cfg.credentials,
      replace: true,
      logger,
      progress: tty ?? (quiet ? { layerStart() {
      }, layerBytes() {
      }, layerDone() {
      } } : new LineProgress(logger))
    });
    tty?.end();
    logger.info(
      `Installed ${r.image.digest} to ${dest}: ${formatBytes(r.final.bytesKept)} kept, ${formatBytes(r.apply.bytesPruned + r.final.latePrunedBytes)} pruned, ${r.seconds.total.toFixed(1)} s.`
    );
    if (r.unmatchedPrune.length)
      logger.info(`Prune patterns that matched nothing: ${r.unmatchedPrune.join(" ")}`);
    const env = rocmEnvironment(dest, process.env, (rel) => existsSync(join(dest, rel)));
    if (cfg.smokeTest) {
      const work = await fs.mkdtemp(join(tmpdir(), "setup-rocm-smoke-"));
      try {
        const results = await smokeTest({
          rocmPath: dest,
          targets: cfg.gfxTargets,
          env: applyEnvironment(process.env, env),
          workDir: work,
          logger,
          prunedLibraries: r.apply.prunedLibraries
        });
        for (const s of results)
          logger.info(
            `${s.target}: ${s.run === "ran" ? "compiled, loaded and ran on the GPU" : "compiled and loaded, no GPU to run on"}`
          );
      } catch (e) {
        err(`setup-rocm: ${e.message}`);
        await fs.rm(dest, { recursive: true, force: true });
        err(`setup-rocm: removed ${dest}, which does not work.`);
        return EXIT.smoke;
      } finally {
        await fs.rm(work, { recursive: true, force: true });
      }
    }
    logger.info(`ROCm ${rocmVersion(dest)} is ready at ${dest}.`);
    if (args["print-env"]) process.stdout.write(exportLines(env));
    return EXIT.ok;
  } catch (e) {
    tty?.end();
    const error = e;
    err(`setup-rocm: ${error.message}`);
    if (process.env.SETUP_ROCM_DEBUG && error.stack) err(error.stack);
    return error.name === "ReferenceError" || error.name === "PruneConfigError" ? EXIT.usage : EXIT.failed;
  }
}
main(process.argv.slice(2)).then((code) => process.exit(code));
export {
  EXIT,
  main
};
