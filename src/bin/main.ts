// dist/main.js, the action's main step: process-wide settings, then the step (which turns every
// failure into one error line itself, so GitHub's local runner can call it too).
import { prepareProcess } from './prepare.ts'
import { run } from '../action/main.ts'

await run(prepareProcess())
