import {
  CARD_IMAGE_WIDTH,
  type Language,
  mediaUrl,
  pathOf,
  ROUTES,
  type Store,
} from '@shop/shared-contracts';
import { Link } from '@shop/shared-contracts/router';
import { StoreServices } from './store-services';

/** A store in the list: its name linking to the store page, address and services. */
export function StoreCard({ store, language }: { store: Store; language: Language }) {
  return (
    <li className="cnt-card" data-testid="store-card">
      <img
        src={mediaUrl(store.image, CARD_IMAGE_WIDTH, 180)}
        alt=""
        width={320}
        height={180}
        loading="lazy"
      />
      <h2>
        <Link to={pathOf(ROUTES.store, language, { store: store.slug })}>{store.name}</Link>
      </h2>
      <p>
        {store.address}, {store.postalCode} {store.city}
      </p>
      <StoreServices store={store} />
    </li>
  );
}
