// Runtime mode's step of the install: the closure of the runtime libraries, resolved in the staged
// tree (closure.ts), and everything else removed before the tree is promoted. A closure that does
// not resolve inside the image fails the install, naming what is missing and who needs it.
import { formatBytes, type Logger } from '../log.ts'
import { ClosureError, computeClosure, keepOnly, type Closure } from './closure.ts'

export async function keepClosure(tree: string, roots: string[], log: Logger): Promise<Closure> {
  const closure = await computeClosure(tree, roots)
  if (closure.unresolved.length)
    throw new ClosureError(
      `The runtime closure does not resolve inside the image: ${closure.unresolved.map(u => `${u.name} (needed by ${u.neededBy})`).join(', ')}. ` +
        'A library the prune list removed comes back with prune: none; a library the image lacks cannot be installed.'
    )
  await keepOnly(tree, closure)
  log.info(
    `Runtime closure: ${closure.libraries.length} libraries, ${formatBytes(closure.bytes)}; from the host: ${closure.host.map(x => x.name).join(', ') || 'nothing'}.`
  )
  return closure
}
