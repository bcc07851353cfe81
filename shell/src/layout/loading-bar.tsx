import { useSyncExternalStore } from 'react';
import { pageLoadingBar } from '../services/loading-bar/page-loading-bar';

/** Platform §2: a thin bar at the top while a page loads; the error colour when it failed. */
export function LoadingBar() {
  const state = useSyncExternalStore(
    pageLoadingBar.subscribe,
    pageLoadingBar.current,
    pageLoadingBar.current,
  );
  const { heightPx, color, errorColor } = pageLoadingBar.options;
  return (
    <div
      className="shell-loading-bar"
      role="progressbar"
      aria-hidden={!state.isVisible}
      aria-valuenow={Math.round(state.progress)}
      data-error={state.isError}
      style={{
        height: heightPx,
        width: `${state.progress}%`,
        opacity: state.isVisible ? 1 : 0,
        background: state.isError ? errorColor : color,
      }}
    />
  );
}
