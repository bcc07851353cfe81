import { useMessages } from '@shop/shared-contracts/react';
import { useId, useRef } from 'react';
import { catalogMessages } from '../../messages/catalog-messages';
import { DESCRIPTION_LIMIT, trimDescription } from './trim-description';

/**
 * A description trimmed to whole sentences with Read more (catalogue §2, §9): the mobile limit
 * below 900 px (platform §9), the desktop limit above. Both trims are in the markup and a media
 * query shows one, so the server's page is right at every width and never shifts when the
 * browser takes over. Read more opens the whole text in a modal (a native dialog: focus stays
 * inside, Escape closes, focus returns to the button).
 */
export function TrimmedDescription({
  text,
  title,
  desktopLimit = DESCRIPTION_LIMIT.desktop,
}: {
  readonly text: string;
  /** The modal's heading: the group's or brand's name. */
  readonly title: string;
  readonly desktopLimit?: number;
}) {
  const { t } = useMessages(catalogMessages);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  if (!text.trim()) return null;
  const mobile = trimDescription(text, DESCRIPTION_LIMIT.mobile);
  const desktop = trimDescription(text, desktopLimit);
  const readMore = (trimmed: { readonly isTrimmed: boolean }, width: 'mobile' | 'desktop') =>
    trimmed.isTrimmed ? (
      <button
        type="button"
        className={`cat-link-button cat-only-${width}`}
        aria-haspopup="dialog"
        data-testid="description-read-more"
        onClick={() => dialog.current?.showModal()}
      >
        {t('group.readMore')}
      </button>
    ) : null;
  return (
    <div className="cat-description" data-testid="description">
      <p className="cat-only-mobile">{mobile.text}</p>
      <p className="cat-only-desktop">{desktop.text}</p>
      {readMore(mobile, 'mobile')}
      {readMore(desktop, 'desktop')}
      {mobile.isTrimmed || desktop.isTrimmed ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively.
        <dialog
          ref={dialog}
          className="cat-description-modal"
          aria-labelledby={titleId}
          data-testid="description-modal"
          onClick={(event) => {
            if (event.target === event.currentTarget) dialog.current?.close();
          }}
        >
          <h2 id={titleId}>{title}</h2>
          <p>{text}</p>
          <button
            type="button"
            className="cat-button"
            data-testid="description-close"
            onClick={() => dialog.current?.close()}
          >
            {t('group.closeDescription')}
          </button>
        </dialog>
      ) : null}
    </div>
  );
}
