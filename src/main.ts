// Entry point of the action's main step. Thin: every failure becomes one clear error line.
import * as core from '@actions/core'
import { run } from './action.ts'

run().catch((e: unknown) => {
  const err = e as Error
  core.setFailed(err?.message ?? String(e))
  if (err?.stack) core.debug(err.stack)
})
