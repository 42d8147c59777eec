// The tar block: a tar stream is headers and contents in 512-byte blocks, each entry's content
// padded to a whole block. The one place for that geometry; the layer applier, the seek index and
// the restore's parser all read it from here.
export const TAR_BLOCK = 512

/** The bytes `size` bytes of content take in a tar stream: padded to a whole block. */
export const paddedSize = (size: number): number => Math.ceil(size / TAR_BLOCK) * TAR_BLOCK

/** Where an entry whose content starts at `data` and holds `size` bytes ends: its next header. */
export const entryEnd = (data: number, size: number): number => data + paddedSize(size)
