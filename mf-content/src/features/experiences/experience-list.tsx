import { CARD_IMAGE_WIDTH, type Language, mediaUrl, pathOf, ROUTES } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { experiencesMessages } from '../../messages/messages';
import { useExperiences } from './api';
import { ExperienceFacts } from './experience-facts';

/** `/experiences/`: every experience, with a link to the gear of our partner brands. */
export function ExperienceList({ language }: { language: Language }) {
  const { t } = useMessages(experiencesMessages);
  const list = useExperiences(language);
  usePageViewed(t('experiences.title'), 'other');
  return (
    <>
      <h1>{t('experiences.title')}</h1>
      <p>{t('experiences.intro')}</p>
      <QueryView query={list}>
        {({ experiences }) => (
          <ul className="cnt-card-grid">
            {experiences.map((experience) => (
              <li key={experience.slug} className="cnt-card" data-testid="experience-card">
                <img
                  src={mediaUrl(experience.image, CARD_IMAGE_WIDTH, 180)}
                  alt=""
                  width={320}
                  height={180}
                  loading="lazy"
                />
                <h2>
                  <Link to={pathOf(ROUTES.experiences, language, { '*': experience.slug })}>
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
        <Link to={pathOf(ROUTES.experiencesProducts, language)}>
          {t('experiences.productsLink')}
        </Link>
      </p>
    </>
  );
}
