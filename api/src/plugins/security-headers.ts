import type { IncomingMessage } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The only third-party frames the shop's content may embed (the sanitiser's video players). */
export const EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

/** The other origins a document's remotes load from (scripts, styles, fonts, manifests). */
export type RemoteOrigins = (request: IncomingMessage) => readonly string[];

/**
 * The Content-Security-Policy of every answer. The shell, the remotes and their Module
 * Federation runtime are scripts from this origin (the builds write no inline script; the
 * server writes JSON data blocks, which are not run, and on a server-rendered page the one
 * inline script that starts the shell after the first paint, which carries the response's
 * nonce, `reply.cspNonce.script`: site.start-scripts), so `script-src 'self'` and no
 * `unsafe-eval`; a `<style>` element the server may write must carry the response's nonce
 * (`reply.cspNonce.style`); React's `style` attributes are allowed as attributes only. Remotes
 * served from another origin are added with `remoteOrigins` (issue 14 points 5 and 7). (The payment sandbox's page, which
 * stands for a provider's site, sends its own stricter policy.)
 */
export function contentSecurityDirectives(remoteOrigins: RemoteOrigins = () => []) {
  // Read per document: a release on another origin may be published while the shop runs, and
  // a browser's release override may load a remote from a developer's server.
  const origins = (request: IncomingMessage) => remoteOrigins(request).join(' ');
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", origins],
    styleSrc: ["'self'", origins],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", origins],
    connectSrc: ["'self'", origins],
    frameSrc: [...EMBED_ORIGINS],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** Headers that mean something on a document only (helmet's, but for `nosniff`). */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Where the routes answer JSON, scripts, styles and pictures, never a document: helmet is off
 * there (its per-request work, two nonces and a policy built anew, took an eighth of the time of
 * a cached product list page). A route under them that sends HTML (the payment sandbox's page)
 * says so with its own `helmet` option.
 */
const NON_DOCUMENT_PREFIXES = ['/api/', '/remotes/', '/media/'] as const;

/**
 * Security headers (issue 13 point 4) through `@fastify/helmet`: on documents the policy above
 * with per-response nonces (`reply.cspNonce`), `X-Frame-Options: DENY` beside
 * `frame-ancestors 'none'` and `Referrer-Policy: strict-origin-when-cross-origin`; on every
 * answer `nosniff`, and HSTS when it went out over HTTPS (behind a proxy: `TRUST_PROXY` makes its
 * `X-Forwarded-Proto` count), so a plain-HTTP demo is never pinned to HTTPS.
 */
export const securityHeadersPlugin = fp<{ remoteOrigins?: RemoteOrigins }>(
  async (app: FastifyInstance, options) => {
    // Before helmet's own hook, which reads a route's `helmet` option.
    app.addHook('onRoute', (route) => {
      if (
        route.helmet === undefined &&
        NON_DOCUMENT_PREFIXES.some((p) => route.url.startsWith(p))
      ) {
        route.helmet = false;
      }
    });
    await app.register(fastifyHelmet, {
      global: true,
      enableCSPNonces: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityDirectives(options.remoteOrigins),
      },
      // Remotes may be served from another origin (issue 14): no resource policy that would
      // stop a shell on another site from loading them, and no embedder policy.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
      // Set below on every answer, documents or not.
      xContentTypeOptions: false,
    });
    // Synchronous: it runs on every answer, and an async hook costs a promise each time.
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff');
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      // The policy and framing headers govern documents only: a script, picture or JSON answer
      // keeps `nosniff` and drops the rest, some 800 bytes on each of a page's many requests.
      // Helmet set them all or, on the routes above, none.
      if (
        reply.hasHeader('content-security-policy') &&
        !String(reply.getHeader('content-type') ?? '').startsWith('text/html')
      ) {
        for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
