import { shopBus } from '@shop/shared-contracts';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { ToastItem } from './toast-item';
import { createToastStore } from './toast-store';

/** Shows the toasts any remote requests over the bus, top-right (platform §2). */
export function ToastHost() {
  const { t } = useTranslation('shell');
  const store = useMemo(createToastStore, []);
  const toasts = useSyncExternalStore(store.subscribe, store.current, store.current);
  useEffect(() => shopBus.on('shell:toast-requested', (request) => store.add(request)), [store]);
  return (
    <section className="shell-toasts" aria-label={t('toast.region')} aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDone={() => store.remove(toast.id)} />
      ))}
    </section>
  );
}
