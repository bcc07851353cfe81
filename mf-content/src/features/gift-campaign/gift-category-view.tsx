import {
  type GiftCampaignCategoryResponse,
  type Language,
  localisePath,
} from '@shop/shared-contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_NAMESPACE } from '../../lib/messages';

interface GiftCategoryViewProps {
  readonly category: GiftCampaignCategoryResponse;
  readonly language: Language;
}

/**
 * A gift category a company bought codes for: how to redeem and the products to choose from,
 * each linking to its gift-campaign product page where the code is entered (catalogue §4).
 */
export function GiftCategoryView({ category, language }: GiftCategoryViewProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <>
      <h1>{category.name}</h1>
      <img className="cnt-wide-image" src={category.image} alt="" width={960} height={400} />
      <p>{category.description}</p>
      <section className="cnt-howto" data-testid="gift-redeem-steps">
        <h2>{t('gift.howTo')}</h2>
        <ol>
          <li>{t('gift.step1')}</li>
          <li>{t('gift.step2')}</li>
          <li>{t('gift.step3')}</li>
        </ol>
      </section>
      <h2>{t('gift.choose')}</h2>
      {category.models.length === 0 ? (
        <p>{t('gift.noProducts')}</p>
      ) : (
        <ul className="cnt-card-grid" data-testid="gift-models">
          {category.models.map((model) => (
            <li key={model.id} className="cnt-card" data-testid="gift-model">
              <img src={model.image} alt="" width={320} height={320} loading="lazy" />
              <p className="cnt-muted">{model.manufacturer}</p>
              <h3>
                <Link to={localisePath(model.path, language)}>{model.name}</Link>
              </h3>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
