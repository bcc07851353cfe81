import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { productMessages } from '../../messages/product-messages';
import { wizardMessages } from '../../messages/wizard/wizard-messages';
import { stepSearch, WIZARD_STEPS, type WizardStep } from './wizard-groups';
import type { WizardSelection } from './wizard-selection';

/**
 * The three steps of a sport's wizard (skis, then bindings and boots), each a link that opens it
 * (`?group=`, platform §2) and naming what was chosen there.
 */
export function WizardSteps({
  step,
  selection,
}: {
  readonly step: WizardStep;
  readonly selection: WizardSelection;
}) {
  const { t } = useMessages(productMessages);
  const { t: tWizard } = useMessages(wizardMessages);
  return (
    <nav aria-label={tWizard('ski.steps')}>
      <ol className="prd-wizard-steps">
        {WIZARD_STEPS.map((name, index) => {
          const chosen = selection[name];
          return (
            <li
              key={name}
              data-testid="wizard-step"
              className={name === step ? 'skw-step-current' : undefined}
            >
              <Link
                to={{ search: stepSearch(name) }}
                aria-current={name === step ? 'step' : undefined}
                data-testid={`wizard-step-${name}`}
              >
                <span className="prd-muted">{t('wizard.step', { number: index + 1 })}</span>{' '}
                <strong>{t(`wizard.${name}`)}</strong>
              </Link>
              {chosen ? (
                <span className="skw-muted" data-testid="wizard-step-choice">
                  {chosen.name}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
