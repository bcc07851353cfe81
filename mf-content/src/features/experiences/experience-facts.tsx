import type { ExperienceSummary } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { experiencesMessages } from '../../messages/messages';

/** Where, how long and when an experience runs. */
export function ExperienceFacts({ experience }: { experience: ExperienceSummary }) {
  const { t } = useMessages(experiencesMessages);
  return (
    <dl className="cnt-facts">
      <div>
        <dt>{t('experiences.location')}</dt>
        <dd>{experience.location}</dd>
      </div>
      <div>
        <dt>{t('experiences.duration')}</dt>
        <dd>{experience.duration}</dd>
      </div>
      <div>
        <dt>{t('experiences.season')}</dt>
        <dd>{experience.season}</dd>
      </div>
    </dl>
  );
}
