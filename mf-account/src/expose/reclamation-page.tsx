import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useBusState, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { lazy, Suspense } from 'react';
import { useStores } from '../features/reclamation/api';
import { complaintMessages } from '../features/reclamation/messages';
import '../features/account.css';

// The form brings zod and react-hook-form: loaded only once the page shows it (decision 0013).
const ComplaintForm = lazy(() =>
  import('../features/reclamation/complaint-form').then((module) => ({
    default: module.ComplaintForm,
  })),
);

/** `/reclamation/`: the complaint form of platform §3, ending with the complaint number. */
export default function ReclamationPage({ language }: PageProps) {
  const { t } = useMessages(complaintMessages);
  const stores = useStores(language);
  const auth = useBusState('auth:changed');
  usePageViewed(t('title'), 'other');
  const isLoggedIn = auth !== undefined && !auth.isLoading && auth.user.isAuthenticated;
  const email = isLoggedIn ? (auth?.user.email ?? '') : '';
  return (
    <div data-boundary="mf-account" className="acc-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <QueryView query={stores}>
        {(list) => (
          <Suspense fallback={<p aria-busy="true" />}>
            {/* Remounted once a logged-in customer's session has loaded, with their email. */}
            <ComplaintForm
              key={email}
              language={language}
              stores={list}
              email={email}
              isLoggedIn={isLoggedIn}
            />
          </Suspense>
        )}
      </QueryView>
    </div>
  );
}
