// The CLI's install directory: refused when replacing it would destroy something that is not ROCm.
import { existsSync, readdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { resolve } from 'node:path'
import { InputError } from '../config/inputs.ts'

/** Directories --force never replaces: the file system's own, and where users keep their work. */
const SYSTEM = [
  '/bin',
  '/boot',
  '/dev',
  '/etc',
  '/home',
  '/lib',
  '/lib32',
  '/lib64',
  '/libx32',
  '/media',
  '/mnt',
  '/opt',
  '/proc',
  '/root',
  '/run',
  '/sbin',
  '/srv',
  '/sys',
  '/tmp',
  '/usr',
  '/usr/bin',
  '/usr/lib',
  '/usr/local',
  '/usr/local/bin',
  '/usr/local/lib',
  '/usr/share',
  '/var',
  '/var/lib',
  '/var/tmp'
]

/** The install directory, refusing one whose replacement would destroy something that is not ROCm. */
export function checkDest(given: string | undefined, force: boolean, cwd = process.cwd()): string {
  if (given !== undefined && !given.trim())
    throw new InputError('--dest is empty. Omit it for ./rocm, or name the directory to install to.')
  const dest = resolve(cwd, given ?? 'rocm')
  // A system directory is never an install directory, empty or not: the install replaces it whole.
  if (dest === '/' || SYSTEM.includes(dest))
    throw new InputError(
      `--dest ${dest} is ${dest === '/' ? 'the root directory' : 'a system directory'}; name a directory of its own (e.g. /opt/rocm-10).`
    )
  if (existsSync(dest) && readdirSync(dest).length) {
    if (!force)
      throw new InputError(
        `${dest} exists and is not empty. Choose another --dest, or pass --force to replace it.`
      )
    const what =
      dest === resolve(homedir())
        ? 'your home directory'
        : dest === resolve(cwd)
          ? 'the current directory'
          : undefined
    if (what)
      throw new InputError(
        `--force would replace ${dest}, ${what}. Name a directory of its own with --dest (e.g. /opt/rocm-10).`
      )
  }
  return dest
}
