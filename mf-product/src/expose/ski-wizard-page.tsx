import { type PageProps, pathOf, ROUTES } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { SkiWizard } from '../features/ski-wizard/ski-wizard';
import { SKI_SPORTS, skiSportOf } from '../features/ski-wizard/wizard-groups';
import { productMessages } from '../messages/product-messages';
import '../features/product.css';
import '../features/ski-wizard/ski-wizard.css';

/**
 * `/ski-wizard/` picks the sport; `/ski-wizard/{sport}/` walks that sport's steps: skis, then
 * bindings and boots (`?group=bindings|boots` opens those), with real products that fit.
 */
export default function SkiWizardPage({ params, language }: PageProps) {
  const { t } = useMessages(productMessages);
  const sport = skiSportOf(params.sport);
  usePageViewed(t('wizard.title'), 'other');
  return (
    <div data-boundary="mf-product">
      <h1>{t('wizard.title')}</h1>
      <p>{t('wizard.intro')}</p>
      {params.sport === undefined ? (
        <nav className="prd-sports">
          {Object.keys(SKI_SPORTS).map((name) => (
            <Link
              key={name}
              className="prd-sport"
              to={pathOf(ROUTES.skiWizardSport, language, { sport: name })}
            >
              {t(`wizard.${name}`)}
            </Link>
          ))}
        </nav>
      ) : sport ? (
        <>
          <h2>{t(`wizard.${sport}`)}</h2>
          <SkiWizard sport={sport} language={language} />
        </>
      ) : (
        <p role="alert">{t('wizard.unknownSport')}</p>
      )}
    </div>
  );
}
