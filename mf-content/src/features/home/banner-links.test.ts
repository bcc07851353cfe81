import { describe, expect, it } from 'vitest';
import { bannerColours, bannerLinks } from './banner-links';

const banner = (url: string, buttonText: string) => ({ url, buttonText, heading: 'Winter' });

describe('bannerLinks (catalogue §3 Banner: urls and button texts paired by line)', () => {
  it('pairs the n-th button text with the n-th url', () => {
    expect(
      bannerLinks(banner('/alpine-skiing/\n/nordic-skiing/', 'Alpine\nCross-country'), 'fi'),
    ).toEqual([
      { href: '/alpine-skiing/', text: 'Alpine' },
      { href: '/nordic-skiing/', text: 'Cross-country' },
    ]);
  });

  it('gives shop paths the language prefix and keeps other sites as they are', () => {
    expect(bannerLinks(banner('/outlet/\nhttps://example.com/x', 'Outlet\nPartner'), 'en')).toEqual(
      [
        { href: '/en/outlet/', text: 'Outlet' },
        { href: 'https://example.com/x', text: 'Partner' },
      ],
    );
  });

  it('reads the heading for a url without its text and skips lines without a url', () => {
    expect(bannerLinks(banner('/a/\n\n/c/', 'A'), 'fi')).toEqual([
      { href: '/a/', text: 'A' },
      { href: '/c/', text: 'Winter' },
    ]);
    expect(bannerLinks(banner(' /a/ \r\n', ' A \r\nB'), 'fi')).toEqual([
      { href: '/a/', text: 'A' },
    ]);
  });

  it('gives no links for an empty url', () => {
    expect(bannerLinks(banner('', 'Read more'), 'fi')).toEqual([]);
  });
});

describe('bannerColours', () => {
  it('reads the background/text colour spec', () => {
    expect(bannerColours('#1f2f55/#ffffff')).toEqual({ background: '#1f2f55', color: '#ffffff' });
  });

  it('ignores a spec that is not two colours', () => {
    expect(bannerColours('')).toBeUndefined();
    expect(bannerColours('red/#fff')).toBeUndefined();
    expect(bannerColours('#fff')).toBeUndefined();
  });
});
