// The one interface between the core pipeline and whoever runs it (the action or the CLI).
// The core never imports @actions/core: it reports through this.
export interface Logger {
  debug(message: string): void
  info(message: string): void
  warning(message: string): void
  /** A secret just read (a password, a token): never to appear in any output from now on. */
  mask(secret: string): void
  /** Groups related lines (a collapsible group in the action, a heading in the CLI). */
  group<T>(title: string, fn: () => Promise<T>): Promise<T>
}

/** A Logger that writes nothing: for library use and tests that do not look at logs. */
export const silentLogger: Logger = {
  debug: () => {},
  info: () => {},
  warning: () => {},
  mask: () => {},
  group: (_t, fn) => fn()
}

/** How sizes are shown in logs, the summary and the CLI. */
export const formatBytes = (n: number): string => {
  const u = ['B', 'KiB', 'MiB', 'GiB', 'TiB']
  let i = 0
  let v = n
  while (v >= 1024 && i < u.length - 1) {
    v /= 1024
    i++
  }
  return `${v.toFixed(i ? 1 : 0)} ${u[i]}`
}
