import {
  type Language,
  localisePath,
  type ProductGroupNode,
  routeHref,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { productMessages } from '../../messages/product-messages';
import { resolveShoeStep, stepPathOf } from './shoe-steps';

const wizardHref = (language: Language, stepPath: string) =>
  routeHref('shoe-wizard', language, { '*': stepPath });

/** One step of the shoe wizard: the choices, or the resulting group with a link to it. */
export function ShoeWizardView({
  footwear,
  stepPath,
  language,
}: {
  readonly footwear: ProductGroupNode;
  readonly stepPath: string;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const step = resolveShoeStep(footwear, stepPath);
  if (!step) {
    return (
      <p role="alert" data-testid="shoe-wizard-unknown">
        {t('shoe.unknownStep')} <Link to={wizardHref(language, '')}>{t('shoe.restart')}</Link>
      </p>
    );
  }
  const back = stepPathOf(step.trail.slice(0, -1));
  return (
    <section className="prd-shoe-step" data-testid="shoe-wizard-step" data-step={step.number}>
      <p className="prd-muted">{t('shoe.step', { number: step.number, total: step.total })}</p>
      {step.isResult ? (
        <>
          <h2>{t('shoe.result', { name: step.current.name })}</h2>
          <Link
            className="prd-sport"
            data-testid="shoe-wizard-result"
            to={localisePath(`/${step.current.path}/`, language)}
          >
            {t('shoe.show', { name: step.current.name })}
          </Link>
        </>
      ) : (
        <>
          <h2>{step.trail.length === 0 ? t('shoe.activity') : t('shoe.kind')}</h2>
          <nav className="prd-sports">
            {step.current.children.map((child) => (
              <Link
                key={child.id}
                className="prd-sport"
                data-testid="shoe-wizard-choice"
                to={wizardHref(language, stepPathOf(step.trail, child))}
              >
                {child.name}
              </Link>
            ))}
          </nav>
        </>
      )}
      {step.trail.length > 0 ? (
        <p className="prd-wizard-nav">
          <Link to={wizardHref(language, back)}>{t('shoe.back')}</Link>{' '}
          <Link to={wizardHref(language, '')}>{t('shoe.restart')}</Link>
        </p>
      ) : null}
    </section>
  );
}
