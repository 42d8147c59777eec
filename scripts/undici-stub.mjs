// Stands in for undici in the bundle (see bundle.mjs). @actions/http-client imports undici's
// ProxyAgent only for HttpClient.getAgentDispatcher (fetch through a proxy), which setup-rocm and
// the other bundled packages never call; requests, proxies included, go through node:http/tunnel.
export class ProxyAgent {
  constructor() {
    throw new Error('setup-rocm does not bundle undici: HttpClient.getAgentDispatcher is unavailable.')
  }
}
