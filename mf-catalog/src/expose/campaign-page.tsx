import type { PageProps } from '@shop/shared-contracts';
import { useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { CatalogNotFound } from '../features/page-state/catalog-not-found';
import { ProductList } from '../features/product-list/product-list';
import { api } from '../lib/api';
import { CATALOG_NAMESPACE } from '../lib/messages';
import '../features/catalog.css';

/** `/campaigns/{campaignSlug}/` (platform §2), `club-offers` included: heading and grid. */
export default function CampaignPage({ params, language }: PageProps) {
  const { t } = useTranslation(CATALOG_NAMESPACE);
  const slug = (params.campaignSlug ?? '').toLowerCase();
  const campaign = useApiQuery(`campaign|${slug}|${language}`, (signal) =>
    api.campaign(slug, language, signal),
  );
  const data = campaign.status === 'success' ? campaign.data : undefined;
  usePageViewed(data?.name, 'campaign');
  if (campaign.status === 'loading') return <div data-boundary="mf-catalog" aria-busy="true" />;
  if (!data) return <CatalogNotFound message={t('campaign.notFound')} language={language} />;
  const endsAt = new Date(data.endsAt);
  const hasEnded = endsAt.getTime() < Date.now();
  return (
    <div data-boundary="mf-catalog" data-testid="campaign-page">
      {data.image ? (
        <img className="cat-campaign-image" src={`${data.image}?w=1200&h=400`} alt="" />
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
