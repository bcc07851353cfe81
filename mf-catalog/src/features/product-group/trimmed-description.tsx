import { useMessages } from '@shop/shared-contracts/react';
import { useState } from 'react';
import { catalogMessages } from '../../messages/catalog-messages';
import { DESCRIPTION_LIMIT, trimDescription } from './trim-description';

/** Platform §9: below this window width the mobile layout (and limit) applies. */
const MOBILE_WIDTH = 900;

/** A description trimmed to whole sentences with Read more / Show less (catalogue §2, §9). */
export function TrimmedDescription({
  text,
  desktopLimit = DESCRIPTION_LIMIT.desktop,
}: {
  readonly text: string;
  readonly desktopLimit?: number;
}) {
  const { t } = useMessages(catalogMessages);
  const [isOpen, setOpen] = useState(false);
  const isMobile = typeof window !== 'undefined' && window.innerWidth < MOBILE_WIDTH;
  const trimmed = trimDescription(text, isMobile ? DESCRIPTION_LIMIT.mobile : desktopLimit);
  if (!text.trim()) return null;
  return (
    <div className="cat-description" data-testid="description">
      <p>{isOpen ? text : trimmed.text}</p>
      {trimmed.isTrimmed ? (
        <button
          type="button"
          className="cat-link-button"
          aria-expanded={isOpen}
          onClick={() => setOpen((open) => !open)}
        >
          {isOpen ? t('group.readLess') : t('group.readMore')}
        </button>
      ) : null}
    </div>
  );
}
