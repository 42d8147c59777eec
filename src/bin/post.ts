// dist/post.js, the action's post step: save the tree to the actions cache (never fails the job).
import { run } from '../action/cache-save.ts'

await run()
