import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { useLocation } from '@shop/shared-contracts/router';
import { lazy, type MouseEvent, Suspense, useEffect, useRef } from 'react';
import { closeModal, useOpenModal } from '../services/modals/modal-store';

// Loaded when first opened, so no route's first load carries the modal's code.
const LocaleModal = lazy(async () => ({ default: (await import('./locale-modal')).LocaleModal }));

const MODALS = { locale: LocaleModal } as const;

/**
 * Shows the named modal in a native dialog (platform §2 Modal): closes when the path changes
 * (the query does not count), on a backdrop click or on the dialog's close event (Escape);
 * page scrolling is locked while it is open.
 */
export function ModalHost() {
  const { t } = useTranslation('shell');
  const name = useOpenModal();
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);

  useEffect(() => {
    const element = dialog.current;
    if (!name || !element) return;
    openedOn.current = window.location.pathname;
    element.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (element.open) element.close();
    };
  }, [name]);

  useEffect(() => {
    if (pathname !== openedOn.current) closeModal();
  }, [pathname]);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    if (event.target === event.currentTarget) closeModal();
  };
  const Content = name ? MODALS[name] : null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively.
    <dialog ref={dialog} className="shell-modal" onClose={closeModal} onClick={onBackdropClick}>
      {Content ? (
        <div className="shell-modal-content">
          {/* A modal's texts in a namespace not shown before (`common`) load on first open. */}
          <Suspense fallback={<p aria-busy="true">{t('remote.loading')}</p>}>
            <Content />
          </Suspense>
        </div>
      ) : null}
    </dialog>
  );
}
