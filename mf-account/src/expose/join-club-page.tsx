import type { PageProps } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { lazy, Suspense } from 'react';
import { joinMessages } from '../features/join/messages';
import '../features/account.css';

// The form brings zod and react-hook-form: loaded only once the page shows it (decision 0013).
const JoinForm = lazy(() =>
  import('../features/join/join-form').then((module) => ({ default: module.JoinForm })),
);

/** `/join/` (issue 12): joining the club; the account is made when the emailed link is opened. */
export default function JoinClubPage({ language }: PageProps) {
  const { t } = useMessages(joinMessages);
  usePageViewed(t('title'), 'other');
  return (
    <div data-boundary="mf-account" className="acc-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <Suspense fallback={<p aria-busy="true" />}>
        <JoinForm language={language} />
      </Suspense>
    </div>
  );
}
