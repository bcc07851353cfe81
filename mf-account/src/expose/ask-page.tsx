import type { PageProps } from '@shop/shared-contracts';
import { useBusState, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { AskForm } from '../features/ask/ask-form';
import { ACCOUNT_NAMESPACE } from '../lib/messages';
import '../features/account.css';

/** `/ask/`: a question to customer service, saved with a receipt to the asker. */
export default function AskPage({ language }: PageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
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
