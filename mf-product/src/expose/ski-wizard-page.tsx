import { type PageProps, routeHref } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { isSkiSport, SKI_SPORTS } from '../features/ski-wizard/wizard-groups';
import { WizardSteps } from '../features/ski-wizard/wizard-steps';
import { productMessages } from '../messages/product-messages';
import '../features/product.css';

/** `/ski-wizard/` picks the sport; `/ski-wizard/{sport}/` shows that sport's steps. */
export default function SkiWizardPage({ params, language }: PageProps) {
  const { t } = useMessages(productMessages);
  const sport = params.sport;
  usePageViewed(t('wizard.title'), 'other');
  return (
    <div data-boundary="mf-product">
      <h1>{t('wizard.title')}</h1>
      <p>{t('wizard.intro')}</p>
      {sport === undefined ? (
        <nav className="prd-sports">
          {Object.keys(SKI_SPORTS).map((name) => (
            <Link
              key={name}
              className="prd-sport"
              to={routeHref('ski-wizard-sport', language, { sport: name })}
            >
              {t(`wizard.${name}`)}
            </Link>
          ))}
        </nav>
      ) : isSkiSport(sport) ? (
        <>
          <h2>{t(`wizard.${sport}`)}</h2>
          <WizardSteps sport={sport} language={language} />
        </>
      ) : (
        <p role="alert">{t('wizard.unknownSport')}</p>
      )}
    </div>
  );
}
