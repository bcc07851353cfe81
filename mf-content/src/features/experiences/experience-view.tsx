import { type Language, localisePath, mediaUrl, pathOf, ROUTES } from '@shop/shared-contracts';
import { HtmlContent } from '@shop/shared-contracts/html';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { isNotFound } from '../../lib/not-found-error';
import { experiencesMessages } from '../../messages/messages';
import { useExperience } from './api';
import { ExperienceFacts } from './experience-facts';

/** `/experiences/{slug}/`: one experience and the brand that runs it with us. */
export function ExperienceView({ slug, language }: { slug: string; language: Language }) {
  const { t } = useMessages(experiencesMessages);
  const experience = useExperience(slug, language);
  usePageViewed(experience.data?.title, 'dynamic-page');
  if (isNotFound(experience.error)) {
    return (
      <p role="alert" data-testid="content-not-found">
        {t('experiences.notFound')}
      </p>
    );
  }
  return (
    <QueryView query={experience}>
      {(data) => (
        <article data-testid="experience">
          <h1>{data.title}</h1>
          <p>{data.summary}</p>
          <img
            className="cnt-wide-image"
            src={mediaUrl(data.image, 960, 400)}
            alt=""
            width={960}
            height={400}
          />
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
            <Link to={pathOf(ROUTES.experiences, language)}>{t('experiences.all')}</Link>
          </p>
        </article>
      )}
    </QueryView>
  );
}
