import type { ReactNode } from 'react';
import { commonMessages } from './common-messages.js';
import { useMessages } from './define-messages.js';

/** What `QueryView` reads of a TanStack Query result. */
export interface QueryResultLike<Data> {
  readonly status: 'pending' | 'error' | 'success';
  readonly data: Data | undefined;
  readonly error: unknown;
}

/** Renders a query's loading and failure states alike in every remote, and its data. */
export function QueryView<Data>({
  query,
  children,
}: {
  readonly query: QueryResultLike<Data>;
  readonly children: (data: Data) => ReactNode;
}) {
  const { t } = useMessages(commonMessages);
  if (query.status === 'pending') {
    return (
      <p aria-busy="true" className="shop-query-loading">
        {t('loading')}
      </p>
    );
  }
  if (query.status === 'error' || query.data === undefined) {
    return (
      <p role="alert" className="shop-query-error">
        {t('loadFailed')}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
