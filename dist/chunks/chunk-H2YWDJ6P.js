import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-BCDXUKTB.js";

// src/oci/reference.ts
import { createHash } from "node:crypto";
var DOCKER_HUB = "registry-1.docker.io";
var DOCKER_HUB_ALIASES = ["docker.io", "index.docker.io", DOCKER_HUB];
var ImageReferenceError = class extends UsageError {
  name = "ImageReferenceError";
};
var DIGEST = /^sha256:[a-f0-9]{64}$/;
var PATH_COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
var TAG = /^[\w][\w.-]{0,127}$/;
var HOST = /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\[[0-9a-fA-F:]+\])(?::[0-9]+)?$/;
function normalizeHost(host, scheme = "https") {
  const h = host.toLowerCase();
  const dflt = scheme === "https" ? ":443" : ":80";
  return h.endsWith(dflt) ? h.slice(0, -dflt.length) : h;
}
function onHost(url, registry) {
  const u = typeof url === "string" ? new URL(url) : url;
  return normalizeHost(u.host, u.protocol === "http:" ? "http" : "https") === registry;
}
function sameRegistry(a, b) {
  return normalizeHost(a) === normalizeHost(b);
}
function digestOf(bytes) {
  return "sha256:" + createHash("sha256").update(bytes).digest("hex");
}
function assertDigest(s, where) {
  if (!DIGEST.test(s)) {
    if (/^sha256:/i.test(s))
      throw new ImageReferenceError(
        `The digest ${s} in ${where} is not a valid sha256 digest: expected sha256: followed by 64 lowercase hex digits.`
      );
    throw new ImageReferenceError(
      `The digest ${s || "(empty)"} in ${where} uses an unsupported algorithm; only sha256:<64 hex> is accepted.`
    );
  }
}
function parseReference(input) {
  const original = input;
  const s = input.trim();
  if (!s)
    throw new ImageReferenceError(
      "The image reference is empty. Give one pinned by digest, e.g. rocm/dev-ubuntu-24.04@sha256:<digest>."
    );
  if (/\s/.test(s)) throw new ImageReferenceError(`The image reference "${s}" contains white space.`);
  if (/^[a-z]+:\/\//i.test(s))
    throw new ImageReferenceError(
      `The image reference "${s}" must not have a scheme; write it as host/repository@sha256:<digest>.`
    );
  const at = s.indexOf("@");
  let namePart = at >= 0 ? s.slice(0, at) : s;
  const digest = at >= 0 ? s.slice(at + 1) : void 0;
  let tag;
  const lastSlash = namePart.lastIndexOf("/");
  const lastColon = namePart.lastIndexOf(":");
  if (lastColon > lastSlash) {
    tag = namePart.slice(lastColon + 1);
    namePart = namePart.slice(0, lastColon);
    if (!TAG.test(tag))
      throw new ImageReferenceError(`The image reference "${s}" has an invalid tag "${tag}".`);
  }
  if (digest === void 0) {
    const shown = tag ? `${namePart}:${tag}` : namePart;
    throw new ImageReferenceError(
      `The image "${shown}" is not pinned by digest, and a tag can move under you. Pin it as ${namePart}@sha256:<digest>` + (tag ? ` (you may keep the tag for readers: ${namePart}:${tag}@sha256:<digest>)` : "") + `. Look the digest up with: skopeo inspect --format '{{.Digest}}' docker://${shown} (or: docker buildx imagetools inspect ${shown}).`
    );
  }
  assertDigest(digest, `the image reference ${s}`);
  const parts = namePart.split("/");
  let registry;
  if (parts.length > 1 && (parts[0].includes(".") || parts[0].includes(":") || parts[0] === "localhost")) {
    registry = parts.shift();
    if (!HOST.test(registry))
      throw new ImageReferenceError(`The image reference "${s}" has an invalid registry host "${registry}".`);
    registry = normalizeHost(registry);
  } else {
    registry = "docker.io";
  }
  if (DOCKER_HUB_ALIASES.includes(registry)) {
    registry = DOCKER_HUB;
    if (parts.length === 1) parts.unshift("library");
  }
  for (const c of parts) {
    if (!PATH_COMPONENT.test(c))
      throw new ImageReferenceError(
        `The image reference "${s}" has an invalid repository component "${c}" (lowercase letters, digits and . _ - separators).`
      );
  }
  const repository = parts.join("/");
  if (repository.length > 255)
    throw new ImageReferenceError(`The repository name in "${s}" is longer than 255 characters.`);
  return { registry, repository, digest, tag, original };
}
function formatReference(r) {
  const host = r.registry === DOCKER_HUB ? "docker.io" : r.registry;
  return `${host}/${r.repository}${r.tag ? ":" + r.tag : ""}@${r.digest}`;
}
function endpointOf(r) {
  const host = r.registry === DOCKER_HUB ? "docker.io" : r.registry;
  return { registry: r.registry, repository: r.repository, scheme: "https", label: `${host}/${r.repository}` };
}
function parseMirror(line) {
  const s = line.trim();
  const m = /^(https?):\/\/(.*)$/i.exec(s);
  const scheme = m?.[1].toLowerCase() ?? "https";
  const rest = (m?.[2] ?? s).replace(/\/+$/, "");
  if (/[@]/.test(rest) || /:[^/]*$/.test(rest.split("/").slice(1).join("/")))
    throw new ImageReferenceError(
      `The mirror "${s}" must name a repository only (host/path), without a tag or digest: the pinned digest is asked of it.`
    );
  if (!rest.includes("/"))
    throw new ImageReferenceError(
      `The mirror "${s}" names no repository; write it as host/path, e.g. ghcr.io/org/rocm-dev.`
    );
  let r;
  try {
    r = parseReference(`${rest}@sha256:${"0".repeat(64)}`);
  } catch (e) {
    throw new ImageReferenceError(`The mirror "${s}": ${e.message.replace(/@sha256:0{64}/g, "")}`);
  }
  const ep = endpointOf(r);
  if (scheme === "https") return ep;
  const written = rest.split("/")[0];
  const registry = r.registry === DOCKER_HUB ? r.registry : normalizeHost(written, "http");
  return { ...ep, registry, scheme, label: `http://${registry}/${ep.repository}` };
}
function parsePushTarget(line) {
  const s = line.trim();
  if (s.includes("@"))
    throw new ImageReferenceError(
      `"${s}": name the repository to push to (and a tag, if you want one), not a digest; the digest is what publish prints.`
    );
  const m = /^(.*\/[^/:]+):([^/:]*)$/.exec(s);
  const tag = m?.[2];
  if (tag !== void 0 && !/^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/.test(tag))
    throw new ImageReferenceError(
      `"${s}": "${tag}" is not a valid tag (letters, digits, _ . -; at most 128).`
    );
  try {
    return { endpoint: parseMirror(m ? m[1] : s), tag };
  } catch (e) {
    throw new ImageReferenceError(e.message.replace(/^The mirror /, "The push target "));
  }
}

export {
  DOCKER_HUB,
  DOCKER_HUB_ALIASES,
  normalizeHost,
  onHost,
  sameRegistry,
  digestOf,
  assertDigest,
  parseReference,
  formatReference,
  endpointOf,
  parseMirror,
  parsePushTarget
};
