import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) policy.set(name, values);
  }
  return policy;
}

// Headers need no database: the embedded one is enough.
describe('security headers on every answer (issue 13 point 4)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp('pglite', { trustProxy: 'loopback' }));
  });
  afterAll(() => close?.());

  it('gives a shop page a policy without inline or eval scripts that no site may frame', async () => {
    const page = await app.inject({ url: '/en/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const policy = directives(page.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(scripts.some((source) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(source))).toBe(true);
    expect(policy.get('frame-src')).toEqual([
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Served over plain HTTP: no HSTS, which would pin a demo on http://localhost to HTTPS.
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('uses a fresh nonce for every answer', async () => {
    const nonce = async () =>
      (
        directives((await app.inject('/en/')).headers['content-security-policy']).get(
          'script-src',
        ) ?? []
      ).find((source) => source.startsWith("'nonce-"));
    expect(await nonce()).not.toBe(await nonce());
  });

  it('sends HSTS when the answer went out over HTTPS', async () => {
    const page = await app.inject({
      url: '/en/',
      headers: { accept: 'text/html', 'x-forwarded-proto': 'https' },
    });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps nosniff on api answers, scripts and errors, and the document headers off them', async () => {
    for (const url of ['/api/resources/?lang=en', '/api/no-such-endpoint/', '/favicon.svg']) {
      const response = await app.inject(url);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toBeUndefined();
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('keeps the document headers on the payment sandbox’s page under /api', async () => {
    const page = await app.inject('/api/payments/sandbox/no-such-session/');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
