// The one convention for work done off the main thread. A thread has three parts:
// - its protocol (`<name>-protocol.ts`): the messages both ways, each tagged with the protocol's
//   name (`p`) and its kind (`t`); an error crosses as a PostedError (errors.ts) and is rebuilt on
//   the other side with its class and fault (rebuildError);
// - the thread (`<name>-worker.ts`, a worker's entry file): serves one or more protocols by name
//   (serve(): the inflate threads serve the inflate protocol and the write protocol);
// - its host (`<name>-pool.ts`, `download-thread.ts`): the class the rest of the code calls; it
//   starts the thread and takes the replies of its own protocol (onProtocol()), so two hosts may
//   share a thread (the write pool borrows the inflate pool's threads).
// The restore's helpers are child processes, not threads (action/restore/restore-process.ts,
// extractor.ts): what must be killed as a group cannot be a thread.
// Where a worker's entry file is, from the module that starts it (workerUrl): under Node's type
// stripping (src/, tests, GitHub's local runner) it is the .ts file beside the caller; in dist/ it
// is the bundled .js beside the entry points, one level above the shared chunks. The URL's path
// decides, not its end: loaders such as @github/local-action add a query string to module URLs.
import { existsSync } from 'node:fs'
import { parentPort, type TransferListItem, type Worker } from 'node:worker_threads'

/** Every message between a host and its thread: its protocol's name and its kind. */
export interface Tagged {
  p: string
  t: string
}

/** How a thread answers: one message, and the buffers that move with it (no copy). */
export type Reply<R extends Tagged = Tagged> = (m: R, transfer?: readonly TransferListItem[]) => void

/**
 * On a thread: each message goes to the handler of its protocol. A message of a protocol the
 * thread does not serve is the host's bug: it fails the thread (the host's 'error' handler fails
 * what waits on it) rather than leave its sender waiting for ever.
 */
export function serve(handlers: Record<string, (m: Tagged, reply: Reply) => void>): void {
  const port = parentPort
  if (!port) throw new Error('internal: serve() runs on a worker thread')
  const reply = toHost()
  port.on('message', (m: Tagged) => {
    const h = handlers[m.p]
    if (!h) throw new Error(`internal: this thread serves ${Object.keys(handlers).join(', ')}, not "${m.p}"`)
    h(m, reply)
  })
}

/** On a thread: how it posts to its host, for messages that answer nothing (log lines, data). */
export function toHost<R extends Tagged = Tagged>(): Reply<R> {
  const port = parentPort
  if (!port) throw new Error('internal: toHost() runs on a worker thread')
  return (m, transfer) => port.postMessage(m, transfer ?? [])
}

/** On a host: `handle` hears the replies of protocol `p` from `w` (and no other), until the returned function is called. */
export function onProtocol<R extends Tagged>(w: Worker, p: R['p'], handle: (m: R) => void): () => void {
  const listener = (m: Tagged) => {
    if (m.p === p) handle(m as R)
  }
  w.on('message', listener)
  return () => w.off('message', listener)
}

/** Where a worker's entry file is, from the module that starts it (see the top of this file). */
export function workerUrl(here: string, source: string, bundled: string): URL {
  const url = new URL(here)
  if (url.pathname.endsWith('.ts')) return new URL(source, url)
  for (const rel of [`./${bundled}`, `../${bundled}`]) {
    const u = new URL(rel, url)
    u.search = ''
    if (existsSync(u)) return u
  }
  throw new Error(
    `${bundled} is missing beside ${url.pathname}: the bundle is incomplete (run npm run bundle).`
  )
}
