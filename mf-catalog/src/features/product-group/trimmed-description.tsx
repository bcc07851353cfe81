import { useMessages } from '@shop/shared-contracts/react';
import { useState } from 'react';
import { catalogMessages } from '../../messages/catalog-messages';
import { DESCRIPTION_LIMIT, trimDescription } from './trim-description';

/**
 * A description trimmed to whole sentences with Read more / Show less (catalogue §2, §9): the
 * mobile limit below 900 px (platform §9), the desktop limit above. Both trims are in the
 * markup and a media query shows one, so the server's page is right at every width and never
 * shifts when the browser takes over.
 */
export function TrimmedDescription({
  text,
  desktopLimit = DESCRIPTION_LIMIT.desktop,
}: {
  readonly text: string;
  readonly desktopLimit?: number;
}) {
  const { t } = useMessages(catalogMessages);
  const [isOpen, setOpen] = useState(false);
  if (!text.trim()) return null;
  const mobile = trimDescription(text, DESCRIPTION_LIMIT.mobile);
  const desktop = trimDescription(text, desktopLimit);
  const toggle = (trimmed: { readonly isTrimmed: boolean }, width: 'mobile' | 'desktop') =>
    trimmed.isTrimmed ? (
      <button
        type="button"
        className={`cat-link-button cat-only-${width}`}
        aria-expanded={isOpen}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? t('group.readLess') : t('group.readMore')}
      </button>
    ) : null;
  return (
    <div className="cat-description" data-testid="description">
      {isOpen ? (
        <p>{text}</p>
      ) : (
        <>
          <p className="cat-only-mobile">{mobile.text}</p>
          <p className="cat-only-desktop">{desktop.text}</p>
        </>
      )}
      {toggle(mobile, 'mobile')}
      {toggle(desktop, 'desktop')}
    </div>
  );
}
