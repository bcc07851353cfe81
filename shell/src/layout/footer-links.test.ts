import { describe, expect, it } from 'vitest';
import { footerSections } from './footer-links';

const hrefs = (language: Parameters<typeof footerSections>[0]) =>
  Object.fromEntries(
    footerSections(language).flatMap((section) =>
      section.links.map((link) => [link.id, link.href]),
    ),
  );

describe('footerSections', () => {
  it('links customer service, stores, club, terms and privacy in Finnish without a prefix', () => {
    expect(hrefs('fi')).toEqual({
      contact: '/customer-service/contact/',
      faq: '/ukk/',
      delivery: '/delivery/',
      returns: '/palautukset/',
      stores: '/myymalat/',
      club: '/club/',
      terms: '/terms/',
      privacy: '/privacy/',
    });
  });

  it('gives every link the language prefix and the route’s localised path', () => {
    const en = hrefs('en');
    for (const href of Object.values(en)) expect(href).toMatch(/^\/en\/.*\/$/);
    expect(en.returns).toBe('/en/returns/');
    expect(hrefs('sv').stores).toBe('/sv/butiker/');
  });
});
