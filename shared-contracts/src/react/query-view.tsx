import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '../i18n/add-translations.js';
import { commonMessages } from '../i18n/common-messages.js';
import type { QueryState } from './use-api-query.js';

addTranslations('common', commonMessages);

/** Renders a query's loading and failure states alike in every remote, and its data. */
export function QueryView<Data>({
  state,
  children,
}: {
  readonly state: QueryState<Data>;
  readonly children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('common');
  if (state.status === 'loading') {
    return (
      <p aria-busy="true" className="shop-query-loading">
        {t('loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="alert" className="shop-query-error">
        {t('loadFailed')}
      </p>
    );
  }
  return <>{children(state.data)}</>;
}
