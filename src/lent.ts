// Buffers lent by one part of the pipeline to another: the download thread's 1 MiB buffers
// (oci/blob-thread.ts) reach the decompressor (layers/decompress.ts), which calls the hook once
// it has read one, so the buffer can go back for reuse. A WeakMap keeps the two sides apart: a
// buffer without a hook is simply an ordinary one.
export const releaseHooks = new WeakMap<Buffer, () => void>()
