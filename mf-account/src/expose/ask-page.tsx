import type { PageProps } from '@shop/shared-contracts';
import { useBusState, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { AskForm } from '../features/ask/ask-form';
import { accountMessages } from '../lib/messages';
import '../features/account.css';

/** `/ask/`: a question to customer service, saved with a receipt to the asker. */
export default function AskPage({ language }: PageProps) {
  const { t } = useMessages(accountMessages);
  const auth = useBusState('auth:changed');
  usePageViewed(t('ask.title'), 'other');
  const email = auth?.user.email ?? '';
  return (
    <div data-boundary="mf-account" className="acc-page">
      <h1>{t('ask.title')}</h1>
      <p>{t('ask.intro')}</p>
      {/* Remounted with the address once a logged-in customer's session has loaded. */}
      <AskForm key={email} language={language} initialEmail={email} />
    </div>
  );
}
