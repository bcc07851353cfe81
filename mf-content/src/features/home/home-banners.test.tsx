// @vitest-environment jsdom
import type { Banner } from '@shop/shared-contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomeBanners } from './home-banners';

const banner = (id: number, image: string, url = '/outlet/', buttonText = 'Outlet'): Banner => ({
  id,
  title: `Banner ${id}`,
  image,
  heading: `Heading ${id}`,
  subText: '#1f2f55/#ffffff',
  url,
  buttonText,
  cropPoint: 'center',
});

function render(banners: Banner[]) {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <HomeBanners banners={banners} language="en" />
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('HomeBanners', () => {
  it('loads the first picture at once and first of all, sized; the others lazily', () => {
    const page = render([
      banner(1, '/media/banners/alpine_1.webp'),
      banner(2, '/media/banners/club_2.webp'),
    ]);
    const [first, second] = [...page.querySelectorAll('img')];
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('width')).toBe('1200');
    expect(first?.getAttribute('height')).toBe('480');
    expect(first?.getAttribute('srcset')).toContain(
      '/media/banners/alpine_1.webp?w=480&h=192 480w',
    );
    expect(first?.getAttribute('sizes')).toBeTruthy();
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(second?.getAttribute('fetchpriority')).not.toBe('high');
  });

  it('links each button to its url in the language and leaves out banners without a picture', () => {
    const page = render([
      banner(1, '', '/nowhere/', 'No'),
      banner(2, '/media/banners/alpine_2.webp', '/alpine-skiing/\n/nordic-skiing/', 'A\nB'),
    ]);
    expect(page.querySelectorAll('[data-testid="home-banner"]')).toHaveLength(1);
    const links = [...page.querySelectorAll('[data-testid="home-banner-link"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/en/alpine-skiing/', 'A'],
      ['/en/nordic-skiing/', 'B'],
    ]);
  });

  it('renders nothing without image banners', () => {
    expect(render([]).body.innerHTML).toBe('');
  });
});
