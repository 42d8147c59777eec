// The whole image applied into staging: every layer streamed from byte 0 (schedule.ts) into one
// overlay, one after another or, for an image that says its layers are disjoint, side by side.
import { BufferRefs } from '../layers/buffer-refs.ts'
import { Writer } from '../layers/writer.ts'
import { Overlay } from '../layers/model/overlay.ts'
import { DisjointLayers, IN_ORDER } from '../layers/model/order.ts'
import { Restarts, restartFor } from '../layers/model/restarts.ts'
import { isDisjoint } from '../oci/annotations.ts'
import { applyInOrder, applySideBySide } from './schedule.ts'
import { scheduleContext, type Applied, type Attempt } from './attempt.ts'

/**
 * Layers of an image that calls them disjoint (`setup-rocm publish` writes such images) applied at
 * once, at most this many: each inflates on its own thread-pool thread.
 */
export const SIDE_BY_SIDE = 4

/**
 * Applies every layer of the whole image into staging, starting over (staging emptied, layers
 * downloaded again) for the reasons layers/model/restarts.ts bounds. Each attempt has its own
 * overlay, writer and buffer counts; a failed attempt has settled before anything is removed
 * (schedule.ts).
 */
export async function applyWhole(a: Attempt): Promise<Applied> {
  const { o, image, staging } = a
  const log = o.logger
  const restarts = new Restarts()
  // A hint only: every entry is checked (order.ts), and a conflict means one by one after all.
  let width =
    isDisjoint(image.annotations) && image.layers.length > 1 ? Math.min(image.layers.length, SIDE_BY_SIDE) : 1
  let extraRoots: string[] = []
  for (;;) {
    const refs = new BufferRefs()
    const writer = new Writer(refs)
    const overlay = new Overlay({
      staging: staging.dir,
      imagePath: o.source.imagePath,
      prune: o.source.prune,
      protect: o.source.protect,
      logger: log,
      writer,
      buffers: refs.tally,
      order: width > 1 ? new DisjointLayers() : IN_ORDER,
      extraRoots
    })
    let bytesDownloaded = 0
    const ctx = scheduleContext(a, {
      sink: overlay,
      refs,
      writer,
      downloaded: n => (bytesDownloaded += n)
    })
    try {
      const layers = width > 1 ? await applySideBySide(ctx, width) : await applyInOrder(ctx)
      return { finish: () => overlay.finish(), report: overlay.report, layers, bytesDownloaded }
    } catch (e) {
      const r = restartFor(e)
      if (!r) throw e
      restarts.take(r)
      if (r.reason === 'not-disjoint') {
        log.warning(
          `The image says its layers are disjoint, but ${r.error.message}. Applying them one by one instead (downloading again).`
        )
        width = 1
      } else {
        log.warning(
          `${o.source.imagePath} turned out to resolve to ${r.error.root}, whose files came earlier in the stream; downloading again to keep them.`
        )
        extraRoots = [...extraRoots, r.error.root]
      }
      await staging.empty()
    }
  }
}
