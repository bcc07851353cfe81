import type { RemotePackage } from '@shop/shared-contracts';
import { getSessionStorage } from '@shop/shared-contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { claimChunkReload, isChunkLoadError } from '../services/errors/chunk-reload';
import { pageLoadingBar } from '../services/loading-bar/page-loading-bar';
import { RemoteFallback } from './remote-fallback';

interface Props {
  readonly remote: RemotePackage;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
}

/**
 * Keeps a failing remote inside its own box (architecture rule 6): the header, navigation and
 * other remotes stay usable, and the shopper can retry.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remote} failed`, error, info.componentStack);
    pageLoadingBar.error();
    // Platform §8: files replaced by a new deploy; a reload fetches the new ones.
    if (
      isChunkLoadError(error) &&
      claimChunkReload(window.location.pathname, Date.now(), getSessionStorage())
    ) {
      window.location.reload();
    }
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
