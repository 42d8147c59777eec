// The post step's part of the `lazy` input (lazy.ts): the mount taken away, the server stopped,
// what it fetched said. Apart from lazy.ts, which mounts and checks: the post step loads nothing of
// the install pipeline.
import * as core from '@actions/core'
import { rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { actionsLogger } from './logger.ts'
import { formatBytes } from '../log.ts'
import { State } from './constants.ts'
import { stopLazyMount, type LazyMount } from '../mount/start.ts'

/** The post step's part: unmount, stop the server, say what it fetched and any error it logged. */
export async function lazyPost(): Promise<void> {
  const state = core.getState(State.LazyMount)
  if (!state) return
  const m = JSON.parse(state) as Pick<LazyMount, 'mountpoint' | 'stateDir'> & { pid?: number }
  const s = await stopLazyMount(m)
  if (s.died)
    actionsLogger.warning(
      `The lazy mount's server had died before the post step${s.error ? ` (${s.error})` : ''}: steps after it could not read ${m.mountpoint}. Use lazy: false if this recurs.`
    )
  else if (s.error) actionsLogger.warning(`The lazy mount's server logged: ${s.error}`)
  const st = s.stats?.store
  if (st)
    actionsLogger.info(
      `Lazy mount: ${st.files} files (${formatBytes(st.fileBytes)}) fetched and verified from ${st.spans} spans (${formatBytes(st.spanBytes)} downloaded)${st.failures ? `, ${st.failures} failed` : ''}; unmounted.`
    )
  rmSync(dirname(m.stateDir), { recursive: true, force: true })
}
