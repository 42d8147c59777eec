// The action's inputs, parsed into one typed config. Pure: takes a getter, so the action passes
// core.getInput and the CLI its flags. Everything that can be refused without the network is
// refused here, with what to write instead.
import { parseReference, type ImageReference } from './oci/reference.ts'
import { parsePlatform } from './oci/manifest.ts'
import { expandPruneList } from './layers/prune.ts'
import type { Credentials } from './oci/auth.ts'

export const Inputs = {
  Image: 'image',
  ImagePath: 'image-path',
  Prune: 'prune',
  Protect: 'protect',
  GfxTarget: 'gfx-target',
  SmokeTest: 'smoke-test',
  Cache: 'cache',
  Platform: 'platform',
  RegistryUsername: 'registry-username',
  RegistryPassword: 'registry-password'
} as const

export const DEFAULT_IMAGE =
  'rocm/dev-ubuntu-24.04@sha256:a90cf047f615abe70fbef83c64def0a2d549ef37a39c8ea545430aba4981b374'

export interface Config {
  image: string
  reference: ImageReference
  imagePath: string
  /** Prune lines as given (with `defaults`/`none`), validated. */
  prune: string[]
  protect: string[]
  gfxTargets: string[]
  smokeTest: boolean
  cache: boolean
  platform: string
  credentials?: Credentials
}

export class InputError extends Error {
  override name = 'InputError'
}

const lines = (s: string) =>
  s
    .split(/\r?\n/)
    .map(l => l.trim())
    .filter(l => l && !l.startsWith('#'))

export function parseBoolean(name: string, value: string, dflt: boolean): boolean {
  const v = value.trim()
  if (!v) return dflt
  if (['true', 'True', 'TRUE'].includes(v)) return true
  if (['false', 'False', 'FALSE'].includes(v)) return false
  throw new InputError(`Input "${name}" must be true or false (got "${value}").`)
}

const GFX = /^gfx[0-9]{1,2}[0-9a-f]{2}(?:-generic)?(?::(?:xnack|sramecc)[+-])*$/

export function parseGfxTargets(value: string): string[] {
  const targets = value
    .split(/[\s,]+/)
    .map(t => t.trim())
    .filter(Boolean)
  if (!targets.length)
    throw new InputError('Input "gfx-target" is empty; give at least one target such as gfx1036.')
  for (const t of targets)
    if (!GFX.test(t))
      throw new InputError(
        `Input "gfx-target" has "${t}", which is not a GPU target like gfx1036, gfx90a or gfx942:xnack+.`
      )
  return [...new Set(targets)]
}

export function parseInputs(get: (name: string) => string): Config {
  const image = get(Inputs.Image).trim() || DEFAULT_IMAGE
  let reference: ImageReference
  try {
    reference = parseReference(image)
  } catch (e) {
    throw new InputError(`Input "image": ${(e as Error).message}`)
  }
  const imagePath = (get(Inputs.ImagePath).trim() || '/opt/rocm').replace(/\/+$/, '') || '/'
  if (!imagePath.startsWith('/'))
    throw new InputError(`Input "image-path" must be an absolute path inside the image (got "${imagePath}").`)
  if (imagePath.split('/').includes('..')) throw new InputError(`Input "image-path" must not contain "..".`)
  const prune = lines(get(Inputs.Prune) || 'defaults')
  try {
    expandPruneList(prune)
  } catch (e) {
    throw new InputError(`Input "prune": ${(e as Error).message}`)
  }
  const platform = get(Inputs.Platform).trim() || 'linux/amd64'
  try {
    parsePlatform(platform)
  } catch (e) {
    throw new InputError(`Input "platform": ${(e as Error).message}`)
  }
  const username = get(Inputs.RegistryUsername).trim()
  const password = get(Inputs.RegistryPassword)
  if (!!username !== !!password)
    throw new InputError('Give both registry-username and registry-password, or neither (anonymous pull).')
  return {
    image,
    reference,
    imagePath,
    prune,
    protect: lines(get(Inputs.Protect)),
    gfxTargets: parseGfxTargets(get(Inputs.GfxTarget) || 'gfx1036'),
    smokeTest: parseBoolean(Inputs.SmokeTest, get(Inputs.SmokeTest), true),
    cache: parseBoolean(Inputs.Cache, get(Inputs.Cache), true),
    platform,
    credentials: username ? { username, password } : undefined
  }
}
