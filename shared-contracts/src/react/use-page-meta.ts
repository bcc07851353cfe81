// The package's own name, not a relative path: the cell must be the shared singleton's.
import { currentRenderHead, type PageMeta } from '@shop/shared-contracts/bus';
import { useEffect } from 'react';

/** The head elements `usePageMeta` owns, each with how it is found and how it is written. */
const ELEMENTS = [
  { selector: 'link[rel="canonical"]', create: () => link('canonical'), key: 'canonical' },
  {
    selector: 'meta[property="og:url"]',
    create: () => meta('property', 'og:url'),
    key: 'canonical',
  },
  {
    selector: 'meta[property="og:image"]',
    create: () => meta('property', 'og:image'),
    key: 'shareImage',
  },
  { selector: 'meta[name="robots"]', create: () => meta('name', 'robots'), key: 'noindex' },
] as const;

function link(rel: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  return element;
}

function meta(attribute: 'name' | 'property', value: string): HTMLMetaElement {
  const element = document.createElement('meta');
  element.setAttribute(attribute, value);
  return element;
}

/**
 * The page's canonical address, share picture and indexing (catalogue §2: campaign-only
 * products get noindex). On the server they go to the render's head, so crawlers and link
 * previews read them from the first response; in the browser the head follows the page shown,
 * and a page that leaves takes its elements with it (the next page is not kept out of search).
 */
export function usePageMeta(pageMeta: PageMeta | undefined): void {
  const head = currentRenderHead();
  if (head && pageMeta) head.meta = pageMeta;
  const canonical = pageMeta?.canonical;
  const shareImage = pageMeta?.shareImage;
  const noindex = pageMeta?.noindex === true;
  useEffect(() => {
    const values = { canonical, shareImage, noindex: noindex ? 'noindex' : undefined };
    const written: Element[] = [];
    for (const { selector, create, key } of ELEMENTS) {
      const value = values[key];
      const attribute = selector.startsWith('link') ? 'href' : 'content';
      // The server's element with this value is taken over as it is (hydration changes nothing
      // in the head); any other, the server's or an earlier page's, is replaced: one of each.
      const present = [...document.head.querySelectorAll(selector)];
      const kept = present.find((element) => element.getAttribute(attribute) === value);
      for (const stale of present) if (stale !== kept) stale.remove();
      if (value === undefined) continue;
      const element = kept ?? create();
      if (!kept) {
        element.setAttribute(attribute, value);
        document.head.append(element);
      }
      written.push(element);
    }
    return () => {
      for (const element of written) element.remove();
    };
  }, [canonical, shareImage, noindex]);
}
