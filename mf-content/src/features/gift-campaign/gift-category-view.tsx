import {
  CARD_IMAGE_WIDTH,
  type GiftCampaignCategoryResponse,
  type Language,
  localisePath,
  mediaUrl,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { giftMessages } from '../../messages/messages';

interface GiftCategoryViewProps {
  readonly category: GiftCampaignCategoryResponse;
  readonly language: Language;
}

/**
 * A gift category a company bought codes for: how to redeem and the products to choose from,
 * each linking to its gift-campaign product page where the code is entered (catalogue §4).
 */
export function GiftCategoryView({ category, language }: GiftCategoryViewProps) {
  const { t } = useMessages(giftMessages);
  return (
    <>
      <h1>{category.name}</h1>
      <img
        className="cnt-wide-image"
        src={mediaUrl(category.image, 960, 400)}
        alt=""
        width={960}
        height={400}
      />
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
              <img
                src={mediaUrl(model.image, CARD_IMAGE_WIDTH, 320)}
                alt=""
                width={320}
                height={320}
                loading="lazy"
              />
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
