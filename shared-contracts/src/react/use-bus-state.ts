// The package's own name, not a relative path: the bus must resolve to the shared singleton.
import { type ShopEvents, shopBus } from '@shop/shared-contracts';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Reads a replayed (state) event in React. Built on useSyncExternalStore so every component
 * sees the same value in the same render, and the subscription is owned by React.
 */
export function useBusState<Type extends keyof ShopEvents>(
  type: Type,
): ShopEvents[Type] | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => shopBus.on(type, () => onChange()),
    [type],
  );
  const snapshot = useCallback(() => shopBus.current(type), [type]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
