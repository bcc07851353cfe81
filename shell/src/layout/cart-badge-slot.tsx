import type { Language } from '@shop/shared-contracts';
import { ExposedComponent } from '@shop/shared-contracts/react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useShellServices } from '../services/shell-services';

/**
 * mf-checkout's cart badge, which also runs the page's cart owner (decision 0010), once the
 * page needs it: until then, and whenever the remote fails (rule 7), the shell's plain link.
 */
export function CartBadgeSlot({
  language,
  fallback,
}: {
  readonly language: Language;
  readonly fallback: ReactNode;
}) {
  const { cartOwner } = useShellServices();
  const needed = useSyncExternalStore(cartOwner.subscribe, cartOwner.current);
  if (!needed) return fallback;
  return (
    <ExposedComponent
      remote="mf-checkout"
      module="./CartBadge"
      props={{ language }}
      fallback={fallback}
    />
  );
}
