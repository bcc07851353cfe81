/** What stands in the log for a secret or personal value. */
export const REDACTED = '[redacted]';

// Query parameters that carry a capability or personal data (overrides, signatures, session
// and reset tokens, codes, email addresses).
const SECRET_PARAMETER = /token|sig|override|session|hash|key|code|secret|password|email/i;
// A path segment that is a random token (a payment session id, a reset or activation hash, an
// outcome token): long, of the URL-safe alphabet, with digits and letters. Product slugs are
// words and keep their place.
const TOKEN_SEGMENT = /^(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}$/;

function redactSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A segment that does not decode is logged as it came.
  }
  return TOKEN_SEGMENT.test(decoded) || decoded.includes('@') ? REDACTED : segment;
}

/**
 * A request's path and query as the request log may keep them: tokens in the path and secret or
 * personal query values replaced, so a log reader holds no order-outcome, payment, reset or
 * override capability and no customer's address.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const redactedPath = path.split('/').map(redactSegment).join('/');
  if (queryAt === -1) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return SECRET_PARAMETER.test(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

/** The request log's `req`: Fastify's default fields, the URL redacted. */
export function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
