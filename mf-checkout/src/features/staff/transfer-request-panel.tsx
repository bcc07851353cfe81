import { useBusState } from '@shop/shared-contracts/react';
import { lazy, Suspense } from 'react';
import type { PanelProps } from './staff-transfer-request';

const StaffTransferRequest = lazy(() => import('./staff-transfer-request'));

/**
 * The cart page's transfer request (platform §6: shown only to staff). Everyone else renders
 * nothing and loads none of its code, messages or stores.
 */
export function TransferRequestPanel(props: PanelProps) {
  const auth = useBusState('auth:changed');
  if (auth?.user.isStaffUser !== true) return null;
  return (
    <Suspense fallback={null}>
      <StaffTransferRequest {...props} />
    </Suspense>
  );
}
