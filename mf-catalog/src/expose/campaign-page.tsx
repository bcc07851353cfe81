import { mediaUrl, type PageProps } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { useCampaign } from '../features/campaign/api';
import { CatalogNotFound } from '../features/page-state/catalog-not-found';
import { ProductList } from '../features/product-list/product-list';
import { catalogMessages } from '../messages/catalog-messages';
import '../features/catalog.css';

/** The campaign banner's frame. */
const CAMPAIGN_IMAGE = { width: 1200, height: 400 } as const;

/** `/campaigns/{campaignSlug}/` (platform §2), `club-offers` included: heading and grid. */
export default function CampaignPage({ params, language }: PageProps) {
  const { t } = useMessages(catalogMessages);
  const slug = (params.campaignSlug ?? '').toLowerCase();
  const campaign = useCampaign(slug, language);
  const data = campaign.data;
  usePageViewed(data?.name, 'campaign');
  if (slug && campaign.isPending) return <div data-boundary="mf-catalog" aria-busy="true" />;
  if (!data) return <CatalogNotFound message={t('campaign.notFound')} language={language} />;
  const endsAt = new Date(data.endsAt);
  const hasEnded = endsAt.getTime() < Date.now();
  return (
    <div data-boundary="mf-catalog" data-testid="campaign-page">
      {data.image ? (
        <img
          className="cat-campaign-image"
          src={mediaUrl(data.image, CAMPAIGN_IMAGE.width, CAMPAIGN_IMAGE.height)}
          alt=""
        />
      ) : null}
      <h1>{data.name}</h1>
      <p className="cat-lead">{data.description}</p>
      <p className="cat-muted">
        {hasEnded
          ? t('campaign.ended')
          : t('campaign.validUntil', { date: endsAt.toLocaleDateString(language) })}
      </p>
      <ProductList request={{ source: 'Campaign', slug: data.slug }} language={language} />
    </div>
  );
}
