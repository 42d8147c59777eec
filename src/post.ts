// Entry point of the action's post step: cache failures are warnings, never a failed job.
import * as core from '@actions/core'
import { saveCache } from './cache-save.ts'

saveCache().catch((e: unknown) => core.warning(`setup-rocm post: ${(e as Error)?.message ?? String(e)}`))
