import { QueryView, useMessages } from '@shop/shared-contracts/react';
import { lazy, Suspense } from 'react';
import { accountOrdersMessages } from '../../lib/account-orders-messages';
import { usePreferences } from './api';

// The form brings zod with the contract's schema: only the account page loads it (0013).
const PreferencesForm = lazy(() =>
  import('./preferences-form').then(({ PreferencesForm }) => ({ default: PreferencesForm })),
);

/** The account page's editable postcode and marketing consent (issue 12 point 3). */
export function PreferencesSection() {
  const { t } = useMessages(accountOrdersMessages);
  const preferences = usePreferences();
  return (
    <section aria-labelledby="acc-preferences">
      <h2 id="acc-preferences">{t('prefs.title')}</h2>
      <QueryView query={preferences}>
        {(data) => (
          <Suspense fallback={<p aria-busy="true" />}>
            <PreferencesForm preferences={data} />
          </Suspense>
        )}
      </QueryView>
    </section>
  );
}
