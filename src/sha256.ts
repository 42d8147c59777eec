// The sha256 of bytes at hand, as the index writes it (hex).
import { createHash } from 'node:crypto'

export const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex')
