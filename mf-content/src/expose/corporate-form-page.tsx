import type { PageProps } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { CorporateInfoForm } from '../features/forms/corporate-info-form';
import { toFormView } from '../features/forms/form-route';
import { NewsletterForm } from '../features/forms/newsletter-form';
import { formsMessages } from '../messages/messages';
import '../features/content.css';

/** `/corporate-info-form/`, `/corporate-newsletter/` and `/forest-newsletter/`. */
export default function CorporateFormPage({ routeId, language }: PageProps) {
  const { t } = useMessages(formsMessages);
  const view = toFormView(routeId);
  const prefix = view.kind === 'newsletter' ? `newsletter.${view.list}` : 'corporate';
  usePageViewed(t(`${prefix}.title`), 'other');
  return (
    <div data-boundary="mf-content" data-testid="corporate-form-page">
      <h1>{t(`${prefix}.title`)}</h1>
      <p>{t(`${prefix}.intro`)}</p>
      {view.kind === 'newsletter' ? (
        <NewsletterForm key={view.list} list={view.list} language={language} />
      ) : (
        <CorporateInfoForm language={language} />
      )}
    </div>
  );
}
