// Where an image's bytes come from: the mirrors in order, then the image's own repository. Every
// source is checked against the same pinned digest, so a mirror can never change what is
// installed, only whether it is the one that served it. A source that fails as a source (the
// error's fault is 'source': HTTP 429/5xx/404/401, the network, TLS, a stall, bytes that do not
// verify, a layer that broke before its blob verified) hands over to the next at once, with a
// warning; a source with a successor is not waited for (no back-off on 429/5xx: handOver). A
// failure of the image itself, or of this machine, is the same from anywhere and ends the install.
import type { Logger } from '../log.ts'
import { faultOf } from '../errors.ts'
import type { Endpoint } from '../oci/reference.ts'

/**
 * Runs `attempt` on each source in turn until one succeeds; `handOver` tells the attempt whether
 * a successor exists, `rest` which (an install from a seek index moves its spans there itself). `final` names errors no other source can change (a seek index that cannot be
 * had is the same from every source of the image).
 */
export async function fromSources<T>(
  sources: Endpoint[],
  log: Logger,
  attempt: (ep: Endpoint, handOver: boolean, rest: Endpoint[]) => Promise<T>,
  final: (e: unknown) => boolean = () => false
): Promise<T> {
  for (let i = 0; ; i++) {
    const ep = sources[i]
    const last = i === sources.length - 1
    try {
      return await attempt(ep, !last, sources.slice(i + 1))
    } catch (e) {
      if (last || faultOf(e) !== 'source' || final(e)) throw e
      log.warning(
        `${ep.label} failed: ${(e as Error).message.replace(/\.?$/, '.')} Trying ${sources[i + 1].label}.`
      )
    }
  }
}
