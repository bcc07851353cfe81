import { localisePath, type PageProps, pathOf, ROUTES } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { useFaq } from '../features/faq/api';
import { FaqOverview } from '../features/faq/faq-overview';
import { FaqQuestions } from '../features/faq/faq-questions';
import { faqMessages } from '../messages/messages';
import '../features/content.css';

/** `/faq/` (most asked and topics) and `/faq/frequently-asked-questions/` (all, searchable). */
export default function FaqPage({ routeId, language }: PageProps) {
  const { t } = useMessages(faqMessages);
  const isQuestions = routeId === 'faq-questions';
  const title = t(isQuestions ? 'faq.questionsTitle' : 'faq.title');
  const faq = useFaq(language);
  usePageViewed(title, 'other');
  return (
    <div data-boundary="mf-content" data-testid="faq-page">
      <h1>{title}</h1>
      {isQuestions && <Link to={pathOf(ROUTES.faq, language)}>{t('faq.backToFaq')}</Link>}
      <QueryView query={faq}>
        {(data) =>
          isQuestions ? <FaqQuestions faq={data} /> : <FaqOverview faq={data} language={language} />
        }
      </QueryView>
      <p className="cnt-muted">
        {t('faq.stillQuestions')}{' '}
        {/* The customer service tabbed page of the seed; its first tab is the contact one. */}
        <Link to={localisePath('/customer-service/', language)}>{t('faq.contactUs')}</Link>
      </p>
    </div>
  );
}
