import { describe, expect, it } from 'vitest';
import { allowedEmbedAddress, isAllowedEmbed } from './allowed-embed.js';

describe('allowedEmbedAddress (platform §5 iframes)', () => {
  it('allows a YouTube, YouTube no-cookie or Vimeo embed, with an optional plain query', () => {
    for (const src of [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=30&rel=0',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871',
      'https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0',
    ]) {
      expect(allowedEmbedAddress(src), src).toBe(src);
      expect(isAllowedEmbed(src), src).toBe(true);
    }
    expect(allowedEmbedAddress(' https://player.vimeo.com/video/1 ')).toBe(
      'https://player.vimeo.com/video/1',
    );
  });

  it('refuses addresses whose normal form differs or leaves the embed path', () => {
    for (const src of [
      // Dot segments, plain and encoded, and the redirect.
      'https://www.youtube.com/embed/../watch',
      'https://www.youtube.com/embed/../../redirect?q=https://evil.test/',
      'https://www.youtube.com/embed/x/../../redirect',
      'https://www.youtube.com/x/../embed/a',
      'https://www.youtube.com/embed/%2e%2e/watch',
      'https://www.youtube.com/embed/.%2E/watch',
      // Encoded and backslashed separators, tabs and newlines the parser deletes.
      'https://www.youtube.com/embed/a%2fb',
      'https://www.youtube.com/embed/a%2F..%2F..%2Fredirect',
      'https://www.youtube.com/embed\\..\\redirect',
      'https://www.youtube.com\\embed\\x',
      'https://www.you\ttube.com/embed/x',
      'https://www.youtube.com/em\nbed/x',
      // Someone else's host, user names, ports, schemes.
      'https://www.youtube.com.evil.test/embed/a',
      'https://www.youtube.com@evil.test/embed/a',
      'https://evil.test@www.youtube.com/embed/a',
      'https://user:pass@player.vimeo.com/video/1',
      'https://www.youtube.com:443/embed/a',
      'https://www.youtube.com:8443/embed/a',
      'http://www.youtube.com/embed/a',
      '//www.youtube.com/embed/a',
      'javascript:alert(1)//https://www.youtube.com/embed/a',
      'https://evil.test/?https://www.youtube.com/embed/a',
      'https://youtube.com/embed/a',
      'https://vimeo.com/76979871',
      'HTTPS://WWW.YOUTUBE.COM/embed/a',
      // Other paths and queries on the right host.
      'https://www.youtube.com/embed/',
      'https://www.youtube.com/embed/a/b',
      'https://www.youtube.com/watch?v=a',
      'https://www.youtube.com/embed/a#t=3',
      'https://www.youtube.com/embed/a?next=%2F%2Fevil.test',
      'https://player.vimeo.com/video/abc',
      'https://player.vimeo.com/video/1/../../api',
      // Unparsable.
      'https://[',
      '',
    ]) {
      expect(allowedEmbedAddress(src), src).toBeNull();
      expect(isAllowedEmbed(src), src).toBe(false);
    }
  });
});
