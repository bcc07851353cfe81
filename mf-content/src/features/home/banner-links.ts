import { type Banner, type Language, localisePath } from '@shop/shared-contracts';

/** One button of a banner: where it leads and what it reads. */
export interface BannerLink {
  readonly href: string;
  readonly text: string;
}

const lines = (text: string) => text.split(/\r?\n/).map((line) => line.trim());

/** An address of another site (or a mail link) is kept as it is; a shop path gets the language. */
const isExternal = (url: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

/**
 * A banner's buttons (catalogue §3 Banner): `url` and `buttonText` are newline-separated lists
 * paired by line, the n-th text linking to the n-th url. A line without a url gives no button;
 * a url without its text reads the banner's heading. Shop paths get the language's prefix.
 */
export function bannerLinks(
  banner: Pick<Banner, 'url' | 'buttonText' | 'heading'>,
  language: Language,
): BannerLink[] {
  const texts = lines(banner.buttonText);
  return lines(banner.url).flatMap((url, index) => {
    if (!url) return [];
    return [
      {
        href: isExternal(url) ? url : localisePath(url, language),
        text: texts[index] || banner.heading,
      },
    ];
  });
}

const COLOUR = /^#[0-9a-f]{3,8}$/i;

/** The banner's colours from its `background/text` spec (`#1f2f55/#ffffff`); none when invalid. */
export function bannerColours(subText: string): { background: string; color: string } | undefined {
  const [background = '', color = ''] = subText.split('/').map((part) => part.trim());
  return COLOUR.test(background) && COLOUR.test(color) ? { background, color } : undefined;
}
