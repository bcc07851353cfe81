// The package's own name, not a relative path: the cell must be the shared singleton's.
import { currentRenderHead } from '@shop/shared-contracts/bus';
import { useEffect } from 'react';
import { metaDescription } from '../html/meta-description.js';

/**
 * The page's meta description (platform §9: about 150 characters). On the server it goes to
 * the render's head, so the served page has it; in the browser the document's
 * `<meta name="description">` follows the page shown.
 */
export function usePageDescription(text: string | undefined): void {
  const description = text ? metaDescription(text) : undefined;
  const head = currentRenderHead();
  if (head && description) head.description = description;
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
