import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  RestoreEnv
} from "./chunks/chunk-2PNZ52YE.js";
import "./chunks/chunk-KZDXDXZ6.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/action/restore/front.ts
import { connect } from "node:net";
import { writeFileSync } from "node:fs";
async function relay(q) {
  return new Promise((ok, fail) => {
    const sock = connect(process.env[RestoreEnv.Socket] ?? "");
    let buf = "";
    sock.setEncoding("utf8");
    sock.on("connect", () => sock.write(`${JSON.stringify(q)}
`));
    sock.on("data", (s) => buf += s);
    sock.on("error", fail);
    sock.on("close", () => {
      const nl = buf.indexOf("\n");
      if (nl < 0) fail(new Error("the extraction process ended without an answer"));
      else ok(JSON.parse(buf.slice(0, nl)));
    });
  });
}
var reply;
try {
  reply = await relay({ args: process.argv.slice(2), cwd: process.cwd() });
} catch (e) {
  const note = {
    kind: "failed",
    why: `the extraction process did not answer (${e.message})`
  };
  const refused = process.env[RestoreEnv.Refused];
  if (refused) writeFileSync(refused, JSON.stringify(note));
  reply = { code: 3, stderr: `setup-rocm could not extract the cache archive: ${note.why}
` };
}
if (reply.stdout) process.stdout.write(reply.stdout);
if (reply.stderr) process.stderr.write(reply.stderr);
process.exitCode = reply.code;
