// Entry point of the action's main step. Thin: process-wide settings, then every failure becomes
// one clear error line.
import * as core from '@actions/core'
import { prepareProcess } from './entry.ts'
import { run } from './action.ts'

prepareProcess()
run().catch((e: unknown) => {
  const err = e as Error
  core.setFailed(err?.message ?? String(e))
  if (err?.stack) core.debug(err.stack)
})
