import type { Language } from '@shop/shared-contracts';
import { QueryView, useMessages } from '@shop/shared-contracts/react';
import { productMessages } from '../../messages/product-messages';
import { useWizardGroups } from './api';
import { type SkiSport, WIZARD_STEPS } from './wizard-groups';

/** The three steps of a sport's wizard, each with the catalogue's group for it. */
export function WizardSteps({
  sport,
  language,
}: {
  readonly sport: SkiSport;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const groups = useWizardGroups(language, sport);
  return (
    <QueryView query={groups}>
      {(found) => (
        <ol className="prd-wizard-steps">
          {WIZARD_STEPS.map((step, index) => (
            <li key={step} data-testid="wizard-step">
              <span className="prd-muted">{t('wizard.step', { number: index + 1 })}</span>
              <strong>{t(`wizard.${step}`)}</strong>
              {found[step] ? <span>{found[step].name}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </QueryView>
  );
}
