import type { ReturnStatus } from '@shop/shared-contracts';

/** The message key of a return status label (catalogue §4 return status labels). */
export function returnStatusKey(status: ReturnStatus): `return.${ReturnStatus}` {
  return `return.${status}`;
}
