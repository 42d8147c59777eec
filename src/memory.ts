// What the install tells the entry points about the way it goes, for the process-wide memory
// settings only they make (bin/heap.ts, bin/prepare.ts): the library sets nothing process-wide.
export interface MemoryPolicy {
  /** The install goes from a seek index of `entries` rows in all (planned; spans are fetched next). */
  indexed(entries: number): void
  /** It goes from the whole image after all (the registry ignores Range). */
  whole(): void
}

let policy: MemoryPolicy = { indexed: () => {}, whole: () => {} }

/** Set by the entry point before the pipeline runs. */
export function setMemoryPolicy(p: MemoryPolicy): void {
  policy = p
}

export const memoryPolicy = (): MemoryPolicy => policy
