// What the install tells the entry points about the way it goes, for the process-wide memory
// settings only they make (bin/heap.ts, bin/prepare.ts): the library sets nothing process-wide.
// The entry point hands its policy down with the options (InstallOptions.memory); none is kept here.
export interface MemoryPolicy {
  /** The install goes from a seek index of `entries` rows in all (planned; spans are fetched next). */
  indexed(entries: number): void
  /** It goes from the whole image after all (the registry ignores Range). */
  whole(): void
}

/** The policy of a caller that makes no process-wide settings (tests, a library user). */
export const NO_MEMORY_POLICY: MemoryPolicy = { indexed: () => {}, whole: () => {} }
