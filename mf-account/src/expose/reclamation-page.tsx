import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useBusState, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { useStores } from '../features/reclamation/api';
import { ComplaintForm } from '../features/reclamation/complaint-form';
import { complaintMessages } from '../features/reclamation/messages';
import '../features/account.css';

// The form is the page: the server renders it and the browser hydrates it with the page, so it
// answers as soon as the page does (zod still comes with the first focus, decision 0013).

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
          // Remounted once a logged-in customer's session has loaded, with their email.
          <ComplaintForm
            key={email}
            language={language}
            stores={list}
            email={email}
            isLoggedIn={isLoggedIn}
          />
        )}
      </QueryView>
    </div>
  );
}
