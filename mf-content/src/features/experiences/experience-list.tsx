import { type Language, routeHref } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { CONTENT_NAMESPACE } from '../../lib/messages';
import { ExperienceFacts } from './experience-facts';

/** `/experiences/`: every experience, with a link to the gear of our partner brands. */
export function ExperienceList({ language }: { language: Language }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const list = useApiQuery(`experiences|${language}`, (signal) =>
    api.experiences(language, signal),
  );
  usePageViewed(t('experiences.title'), 'other');
  return (
    <>
      <h1>{t('experiences.title')}</h1>
      <p>{t('experiences.intro')}</p>
      <QueryView state={list}>
        {({ experiences }) => (
          <ul className="cnt-card-grid">
            {experiences.map((experience) => (
              <li key={experience.slug} className="cnt-card" data-testid="experience-card">
                <img src={experience.image} alt="" width={320} height={180} loading="lazy" />
                <h2>
                  <Link to={routeHref('experiences', language, { '*': experience.slug })}>
                    {experience.title}
                  </Link>
                </h2>
                <p>{experience.summary}</p>
                <ExperienceFacts experience={experience} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <p>
        <Link to={routeHref('experiences-products', language)}>
          {t('experiences.productsLink')}
        </Link>
      </p>
    </>
  );
}
