// What the overlay does to the disk, as an interface: the Writer (writer.ts) does it; the seek
// index's planner (seek/plan/plan.ts) does nothing (what it learns is in the overlay's model).
import type { EntryContent } from './entry-content.ts'

export interface Disk {
  mkdirp(path: string): Promise<void>
  /** A small file whose whole content is in memory. */
  writeSmall(path: string, body: Buffer, mode: number): Promise<void>
  /** A file streamed from its entry's content. */
  writeStream(path: string, body: AsyncIterable<Buffer>, mode: number): Promise<void>
  remove(path: string): Promise<void>
  link(existing: string, path: string): Promise<void>
  /** Waits until every write so far is done (and says the first that failed). */
  flush(): Promise<void>
}

export type { EntryContent }
