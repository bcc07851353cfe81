import { type Language, mediaUrl, pathOf, ROUTES, type Store } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { storesMessages } from '../../messages/messages';
import { OpeningHours } from './opening-hours';
import { StoreServices } from './store-services';

/** One store's page: picture, description, contact details, opening hours and services. */
export function StoreDetails({ store, language }: { store: Store; language: Language }) {
  const { t } = useMessages(storesMessages);
  return (
    <article className="cnt-store" data-testid="store-details">
      <h1>{store.name}</h1>
      <img
        className="cnt-wide-image"
        src={mediaUrl(store.image, 960, 400)}
        alt=""
        width={960}
        height={400}
      />
      <p>{store.description}</p>
      <StoreServices store={store} />
      <div className="cnt-columns">
        <section>
          <h2>{t('stores.contact')}</h2>
          <address>
            {store.address}
            <br />
            {store.postalCode} {store.city}
            <br />
            <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{store.phone}</a>
            <br />
            <a href={`mailto:${store.email}`}>{store.email}</a>
          </address>
        </section>
        <section>
          <h2>{t('stores.openingHours')}</h2>
          <OpeningHours hours={store.openingHours} />
        </section>
      </div>
      <p>
        <Link to={pathOf(ROUTES.stores, language)}>{t('stores.allStores')}</Link>
      </p>
    </article>
  );
}
