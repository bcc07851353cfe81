import {
  clashingChoices,
  type Language,
  localisePath,
  type MarketState,
} from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { sendAddToCartTracking, trackedProduct } from '../../lib/add-to-cart-tracking';
import { REFUSAL_MESSAGES, requestCartAdd, useCartRefusal } from '../../lib/cart-requests';
import { productMessages } from '../../messages/product-messages';
import { wizardMessages } from '../../messages/wizard/wizard-messages';
import { WIZARD_STEPS, type WizardStep } from './wizard-groups';
import { WizardPriceView } from './wizard-product';
import {
  type ChosenProduct,
  choiceFits,
  type WizardSelection,
  withChoice,
} from './wizard-selection';

/** Asks the cart's owner to add one of the chosen size (catalogue §4 add to cart), with tags. */
function addChoiceToCart(
  chosen: ChosenProduct,
  categoryName: string,
  market: MarketState | undefined,
): void {
  const refused = requestCartAdd({
    line: { variantId: chosen.variantId, modelId: chosen.modelId, amount: 1 },
    openModal: true,
    display: {
      name: chosen.name,
      variantText: chosen.variantLabel,
      ...(chosen.image ? { image: chosen.image } : {}),
    },
  });
  if (refused !== undefined) return;
  const names = {
    name: chosen.name,
    manufacturer: { name: chosen.brand },
    mainGroup: { name: categoryName },
  };
  sendAddToCartTracking(
    trackedProduct(names, String(chosen.modelId), chosen.price.active, market),
    market,
  );
}

function ChosenLine({
  step,
  chosen,
  isClashing,
  categoryName,
  language,
  format,
  onRemove,
}: {
  readonly step: WizardStep;
  readonly chosen: ChosenProduct;
  readonly isClashing: boolean;
  readonly categoryName: string;
  readonly language: Language;
  readonly format: (cents: number) => string;
  readonly onRemove: () => void;
}) {
  const { t } = useMessages(wizardMessages);
  const { t: tProduct } = useMessages(productMessages);
  const market = useBusState('market:changed');
  const { refusal, clear } = useCartRefusal(chosen.variantId);
  return (
    <li className="skw-chosen" data-testid="wizard-chosen" data-step={step}>
      <span className="skw-muted">{tProduct(`wizard.${step}`)}</span>
      <Link to={localisePath(chosen.path, language)}>{chosen.name}</Link>
      {chosen.variantLabel ? <span>{chosen.variantLabel}</span> : null}
      <WizardPriceView price={chosen.price} format={format} />
      {isClashing ? (
        <p className="skw-incompatible" data-testid="wizard-incompatible">
          {t('ski.incompatible')}
        </p>
      ) : null}
      <div className="skw-actions">
        <button
          type="button"
          className="prd-button prd-button-primary"
          data-testid="wizard-add-to-cart"
          onClick={() => {
            clear();
            addChoiceToCart(chosen, categoryName, market);
          }}
        >
          {t('ski.addToCart')}
        </button>
        <button type="button" className="prd-button" onClick={onRemove}>
          {t('ski.remove')}
        </button>
      </div>
      {refusal ? (
        <p role="alert" className="prd-warning">
          {tProduct(REFUSAL_MESSAGES[refusal])}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The sport's selection, step by step, each choice with its price and a button that puts it in
 * the cart; a kept choice that no longer fits the others says so (catalogue §5).
 */
export function WizardSummary({
  selection,
  onSelect,
  categoryNames,
  language,
  format,
}: {
  readonly selection: WizardSelection;
  readonly onSelect: (next: WizardSelection) => void;
  /** The catalogue's name of each step's group, for the tags. */
  readonly categoryNames: Partial<Readonly<Record<WizardStep, string>>>;
  readonly language: Language;
  readonly format: (cents: number) => string;
}) {
  const { t } = useMessages(wizardMessages);
  const { t: tProduct } = useMessages(productMessages);
  const clashing = clashingChoices(choiceFits(selection));
  const chosenSteps = WIZARD_STEPS.filter((step) => selection[step] !== undefined);
  return (
    <aside className="skw-summary" data-testid="wizard-selection">
      <h2>{t('ski.selection')}</h2>
      {chosenSteps.length === 0 ? (
        <p className="skw-muted">{t('ski.nothingChosen')}</p>
      ) : (
        <ul className="skw-chosen-list">
          {chosenSteps.map((step) => {
            const chosen = selection[step];
            if (!chosen) return null;
            return (
              <ChosenLine
                key={step}
                step={step}
                chosen={chosen}
                isClashing={clashing.includes(step)}
                categoryName={categoryNames[step] ?? tProduct(`wizard.${step}`)}
                language={language}
                format={format}
                onRemove={() => onSelect(withChoice(selection, step, null))}
              />
            );
          })}
        </ul>
      )}
    </aside>
  );
}
