/** A request of a page load: who started it, and the bytes it took on the wire. */
export interface RequestRecord {
  readonly url: string;
  type: string | undefined;
  readonly initiator: string | undefined;
  bytes: number;
}

/**
 * Length of the longest chain of requests where each was started by the previous one (the
 * document is 1). Each level is one more round trip before the content can show.
 */
export function chainDepth(requests: readonly RequestRecord[], documentUrl: string): number {
  const byUrl = new Map(requests.map((request) => [request.url, request]));
  const memo = new Map<string, number>();
  const depthOf = (request: RequestRecord, seen: ReadonlySet<string>): number => {
    if (request.url === documentUrl) return 1;
    const known = memo.get(request.url);
    if (known !== undefined) return known;
    const parent = request.initiator ? byUrl.get(request.initiator) : undefined;
    const depth =
      parent && !seen.has(parent.url) ? depthOf(parent, new Set([...seen, request.url])) + 1 : 2;
    memo.set(request.url, depth);
    return depth;
  };
  return Math.max(1, ...requests.map((request) => depthOf(request, new Set())));
}
