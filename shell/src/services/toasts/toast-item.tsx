import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS, type Toast } from './toast-store';

/** One toast: disappears after its duration, pauses while hovered, click dismisses it. */
export function ToastItem({
  toast,
  onDone,
}: {
  readonly toast: Toast;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('shell');
  const [isPaused, setPaused] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);
  useEffect(() => {
    if (isPaused) return;
    const startedAt = Date.now();
    const timer = setTimeout(onDone, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [isPaused, onDone]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover pause and click-to-dismiss are pointer extras; the close button is the keyboard path.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the close button inside handles the keyboard.
    <div
      className={`shell-toast shell-toast-${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      // Platform §2: a dismissible toast goes away when clicked anywhere.
      onClick={toast.dismissible ? onDone : undefined}
    >
      <span>{toast.message}</span>
      {toast.dismissible ? (
        <button
          type="button"
          className="shell-toast-close"
          aria-label={t('toast.dismiss')}
          onClick={onDone}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
