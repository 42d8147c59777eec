// Builds (or finds) the fixture image on disk and prints its folder and sizes.
import { ensureFixture, fixtureMeta } from '../__tests__/harness/fixture.ts'

const dir = ensureFixture()
console.log(JSON.stringify({ dir, ...fixtureMeta(dir) }))
