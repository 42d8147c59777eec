// Names the action's two steps share with the runner: the state `main` hands to `post`, and the
// outputs (as action.yml spells them). The inputs' names live with their defaults (config/options.ts).

export const State = {
  CacheKey: 'cache-key',
  CachePaths: 'cache-paths',
  /** The entry's tree, which must still be there for post to save it. */
  EntryDir: 'entry-dir',
  /**
   * Where the tree came from (registry, tool-cache, actions-cache), set once it is ready (its smoke
   * test passed, or it was kept): post saves only what main installed from the registry.
   */
  TreeFrom: 'tree-from',
  /** Why this job may not save whatever it installs (a cache policy, a poisoned entry); empty if it may. */
  SaveRefused: 'save-refused',
  /** A lazy mount the post step takes away: its mount point, state directory and server's pid. */
  LazyMount: 'lazy-mount'
} as const

export const Outputs = {
  RocmPath: 'rocm-path',
  RocmVersion: 'rocm-version',
  Digest: 'digest',
  CacheHit: 'cache-hit',
  CacheSource: 'cache-source',
  Lazy: 'lazy'
} as const
