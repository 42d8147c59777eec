// The action's Logger (log.ts) on @actions/core. core.info writes a message as it is, and the
// runner acts on a workflow command it finds at a line's start in a step's stdout: every message
// is neutralised (log.ts), whatever it quotes (an index's strings, an image's names, a registry's
// or a cache's words). debug and warning are escaped by @actions/core itself; they are neutralised
// too for what they show.
import * as core from '@actions/core'
import { neutralise, type Logger } from '../log.ts'

export const actionsLogger: Logger = {
  debug: m => core.debug(neutralise(m)),
  info: m => core.info(neutralise(m)),
  warning: m => core.warning(neutralise(m)),
  mask: m => core.setSecret(m),
  group: (title, fn) => core.group(neutralise(title), fn)
}
