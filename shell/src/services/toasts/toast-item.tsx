import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing on hover is a pointer-only extra; the close button is the keyboard path.
    <div
      className={`shell-toast shell-toast-${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
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
