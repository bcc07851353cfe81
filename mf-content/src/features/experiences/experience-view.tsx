import { type Language, localisePath, routeHref } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { HtmlContent } from '../../lib/html-content';
import { CONTENT_NAMESPACE } from '../../lib/messages';
import { isNotFound } from '../../lib/not-found-error';
import { ExperienceFacts } from './experience-facts';

/** `/experiences/{slug}/`: one experience and the brand that runs it with us. */
export function ExperienceView({ slug, language }: { slug: string; language: Language }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const experience = useApiQuery(`experience|${slug}|${language}`, (signal) =>
    api.experience(slug, language, signal),
  );
  usePageViewed(
    experience.status === 'success' ? experience.data.title : undefined,
    'dynamic-page',
  );
  if (isNotFound(experience)) {
    return (
      <p role="alert" data-testid="content-not-found">
        {t('experiences.notFound')}
      </p>
    );
  }
  return (
    <QueryView state={experience}>
      {(data) => (
        <article data-testid="experience">
          <h1>{data.title}</h1>
          <p>{data.summary}</p>
          <img className="cnt-wide-image" src={data.image} alt="" width={960} height={400} />
          <ExperienceFacts experience={data} />
          <HtmlContent html={data.contentHtml} />
          {data.partner && (
            <p>
              {t('experiences.partner')}{' '}
              {/* A brand's page is its slug alone (platform §2 dynamic manufacturer pages). */}
              <Link to={localisePath(`/${data.partner.slug}/`, language)}>{data.partner.name}</Link>
            </p>
          )}
          <p>
            <Link to={routeHref('experiences', language)}>{t('experiences.all')}</Link>
          </p>
        </article>
      )}
    </QueryView>
  );
}
