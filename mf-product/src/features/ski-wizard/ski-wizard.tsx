import { formatPrice, type Language } from '@shop/shared-contracts';
import { useBusState } from '@shop/shared-contracts/react';
import { useSearchParams } from '@shop/shared-contracts/router';
import { useWizardGroups } from './api';
import { useWizardSelection } from './use-wizard-selection';
import { type SkiSport, stepOfQuery, WIZARD_STEPS, type WizardStep } from './wizard-groups';
import { WizardProducts } from './wizard-products';
import { WizardSteps } from './wizard-steps';
import { WizardSummary } from './wizard-summary';

/**
 * A sport's ski wizard (platform §3 Ski wizard): skis, then bindings and boots, with the step the
 * `group` query names open; the selection is the sport's own, kept in local storage.
 */
export function SkiWizard({
  sport,
  language,
}: {
  readonly sport: SkiSport;
  readonly language: Language;
}) {
  const [search] = useSearchParams();
  const step = stepOfQuery(search.get('group'));
  const [selection, setSelection] = useWizardSelection(sport);
  const market = useBusState('market:changed');
  const groups = useWizardGroups(language, sport);
  // Before the shell has told the market, the default one: Finland, euros (platform §3).
  const format = (cents: number) =>
    formatPrice(cents, {
      currencyCode: market?.currencyCode ?? 'EUR',
      currencyRate: market?.currencyRate ?? 1,
      language,
    });
  const categoryNames: Partial<Record<WizardStep, string>> = {};
  for (const name of WIZARD_STEPS) {
    const group = groups.data?.[name];
    if (group) categoryNames[name] = group.name;
  }
  return (
    <div className="skw-wizard" data-testid="ski-wizard" data-sport={sport}>
      <WizardSteps step={step} selection={selection} />
      <div className="skw-layout">
        <WizardProducts
          key={step}
          sport={sport}
          step={step}
          selection={selection}
          onSelect={setSelection}
          language={language}
          taxAreaId={market?.taxAreaId ?? 1}
          format={format}
        />
        <WizardSummary
          selection={selection}
          onSelect={setSelection}
          categoryNames={categoryNames}
          language={language}
          format={format}
        />
      </div>
    </div>
  );
}
