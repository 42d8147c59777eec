// GPU targets the LLVM AMDGPU backend defines (AMDGPUUsage, "AMDGPU Processors", and the
// EF_AMDGPU_MACH values of the ELF format): a `gfx-target` outside this table would only fail in
// hipcc after the whole download, so it is refused before any request. Target features are the
// two a target ID may carry: xnack and sramecc, each `+` or `-`.

export const GFX_TARGETS: readonly string[] = [
  // GCN GFX6-GFX8
  'gfx600', 'gfx601', 'gfx602', 'gfx700', 'gfx701', 'gfx702', 'gfx703', 'gfx704', 'gfx705',
  'gfx801', 'gfx802', 'gfx803', 'gfx805', 'gfx810',
  // GFX9 (Vega, CDNA)
  'gfx900', 'gfx902', 'gfx904', 'gfx906', 'gfx908', 'gfx909', 'gfx90a', 'gfx90c',
  'gfx940', 'gfx941', 'gfx942', 'gfx950',
  // GFX10 (RDNA 1, 2)
  'gfx1010', 'gfx1011', 'gfx1012', 'gfx1013',
  'gfx1030', 'gfx1031', 'gfx1032', 'gfx1033', 'gfx1034', 'gfx1035', 'gfx1036',
  // GFX11 (RDNA 3, 3.5)
  'gfx1100', 'gfx1101', 'gfx1102', 'gfx1103', 'gfx1150', 'gfx1151', 'gfx1152', 'gfx1153',
  // GFX12 (RDNA 4) and GFX12.5
  'gfx1200', 'gfx1201', 'gfx1250', 'gfx1251',
  // generic targets (one code object for a family)
  'gfx9-generic', 'gfx9-4-generic', 'gfx10-1-generic', 'gfx10-3-generic', 'gfx11-generic', 'gfx12-generic'
] // prettier-ignore

const KNOWN = new Set(GFX_TARGETS)
const FEATURE = /^(xnack|sramecc)[+-]$/

/** Why `id` (e.g. gfx90a:xnack+) is not a target ID hipcc accepts, or undefined when it is. */
export function gfxTargetProblem(id: string): string | undefined {
  const [proc, ...features] = id.split(':')
  if (!KNOWN.has(proc)) {
    const family = proc.replace(/[0-9a-f]$/, '')
    const near = GFX_TARGETS.filter(t => family.length > 3 && t.startsWith(family)).slice(0, 8)
    return (
      `"${proc}" is not a GPU the LLVM AMDGPU backend knows` +
      (near.length ? ` (its family has ${near.join(', ')})` : ' (examples: gfx1036, gfx90a, gfx942, gfx1100)')
    )
  }
  for (const f of features)
    if (!FEATURE.test(f)) return `"${id}" has the feature "${f}"; only xnack+/- and sramecc+/- exist`
  const names = features.map(f => f.slice(0, -1))
  if (new Set(names).size !== names.length) return `"${id}" names a feature twice`
  return undefined
}
