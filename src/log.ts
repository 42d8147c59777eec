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

/** Longest line a log takes from a message (a hostile index's 64 KiB string is cut there). */
export const LOG_LINE_MAX = 2000

/**
 * A message as a log may show it, whatever it quotes (an index's `tool` string, an image's names, a
 * registry's error text): control characters other than newlines and tabs become `?` (a terminal
 * escape, a carriage return that hides what came before); a line that would start, after its
 * leading whitespace, with `::` or `##[` (a workflow command, which the runner acts on in a step's
 * stdout) gets a zero-width space in front, so it is shown and never run; each line is cut at
 * LOG_LINE_MAX characters. The action's and the CLI's loggers pass everything through this, so no
 * caller has to remember which of its strings came from outside.
 */
export function neutralise(message: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = message.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '?')
  return clean
    .split('\n')
    .map(line => {
      const cut =
        line.length > LOG_LINE_MAX
          ? `${line.slice(0, LOG_LINE_MAX)}… (${line.length - LOG_LINE_MAX} more characters)`
          : line
      return /^\s*(::|##\[)/.test(cut) ? `\u200b${cut}` : cut
    })
    .join('\n')
}
