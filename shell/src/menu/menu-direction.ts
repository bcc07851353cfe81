import { BACK_QUERY_KEY } from './menu-paths';

/** Navigation state the menu sets when it steps back a level. */
export const BACK_STEP_STATE = { menuStep: 'back' } as const;

/**
 * Whether the level was reached by stepping back: the `?back` query key of platform §2, or the
 * state the menu navigates to the top menu with. Decides the side the level slides in from.
 */
export function isBackStep(search: string, state: unknown): boolean {
  if (new URLSearchParams(search).has(BACK_QUERY_KEY)) return true;
  return (
    typeof state === 'object' &&
    state !== null &&
    'menuStep' in state &&
    state.menuStep === BACK_STEP_STATE.menuStep
  );
}
