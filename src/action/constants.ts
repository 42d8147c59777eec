// Names the action's two steps share with the runner: the state `main` hands to `post`, and the
// outputs (as action.yml spells them). The inputs' names live with their defaults (config/options.ts).

export const State = {
  CacheKey: 'cache-key',
  CachePaths: 'cache-paths',
  SaveCache: 'save-cache',
  /** The entry's tree, which must still be there for post to save it. */
  EntryDir: 'entry-dir',
  /** Why main did not ask post to save (said by post instead of a guess). */
  NotSaved: 'not-saved'
} as const

export const Outputs = {
  RocmPath: 'rocm-path',
  RocmVersion: 'rocm-version',
  Digest: 'digest',
  CacheHit: 'cache-hit',
  CacheSource: 'cache-source'
} as const
