import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

/** A render error outside any remote's boundary lands on the error screen. */
function RouteError({ error }: { readonly error: unknown }) {
  const { t } = useTranslation('shell');
  return <ErrorScreen status={500} message={t('error.unexpected')} data={String(error)} />;
}

interface RouteErrorBoundaryProps {
  /** A navigation to another path leaves the error screen. */
  readonly pathname: string;
  readonly children: ReactNode;
}

interface RouteErrorBoundaryState {
  readonly error: unknown;
  readonly pathname: string;
  readonly hasError: boolean;
}

/** Around the routes: the frame and the page are replaced by the error screen until the next path. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = {
    error: null,
    pathname: this.props.pathname,
    hasError: false,
  };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (props.pathname === state.pathname) return null;
    return { pathname: props.pathname, hasError: false, error: null };
  }

  override render() {
    return this.state.hasError ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
