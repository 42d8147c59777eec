// Which AMD GPUs this machine has, from the KFD topology in sysfs: /dev/kfd is never opened, so
// detection cannot crash or hang on a machine without a GPU (rocminfo exits 1 there).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** gfx_target_version (e.g. 100306) -> gfx name (gfx1036); 0 is a CPU node. */
export function gfxName(v: number): string | undefined {
  if (!v) return undefined
  const major = Math.floor(v / 10000)
  const minor = Math.floor(v / 100) % 100
  const step = v % 100
  return `gfx${major}${minor.toString(16)}${step.toString(16)}`
}

/** GPU targets present on this machine, from the KFD topology (never touches /dev/kfd). */
export function detectGpus(root = '/sys/class/kfd/kfd/topology/nodes'): string[] {
  const out: string[] = []
  let nodes: string[]
  try {
    nodes = readdirSync(root)
  } catch {
    return out
  }
  for (const n of nodes) {
    try {
      const m = /gfx_target_version\s+(\d+)/.exec(readFileSync(join(root, n, 'properties'), 'utf8'))
      const name = m ? gfxName(Number(m[1])) : undefined
      if (name) out.push(name)
    } catch {
      // unreadable node: skip
    }
  }
  return out
}
