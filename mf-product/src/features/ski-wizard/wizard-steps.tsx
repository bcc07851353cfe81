import type { ProductGroupNode } from '@shop/shared-contracts';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAMESPACE } from '../../lib/messages';
import { findWizardGroups, type SkiSport, WIZARD_STEPS } from './wizard-groups';

/** The three steps of a sport's wizard, each with the catalogue's group for it. */
export function WizardSteps({
  groups,
  sport,
}: {
  readonly groups: readonly ProductGroupNode[];
  readonly sport: SkiSport;
}) {
  const { t } = useTranslation(PRODUCT_NAMESPACE);
  const found = findWizardGroups(groups, sport);
  return (
    <ol className="prd-wizard-steps">
      {WIZARD_STEPS.map((step, index) => (
        <li key={step} data-testid="wizard-step">
          <span className="prd-muted">{t('wizard.step', { number: index + 1 })}</span>
          <strong>{t(`wizard.${step}`)}</strong>
          {found[step] ? <span>{found[step].name}</span> : null}
        </li>
      ))}
    </ol>
  );
}
