import { type Language, pathOf, ROUTES } from '@shop/shared-contracts';
import { QueryView, useBusState, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { rentalMessages } from '../../messages/messages';
import { useRentalStores } from './api';
import { bookingAvailability, RENTAL_BOOKING_SLUG } from './rental-content';
import { RentalPageContent } from './rental-page-content';

/**
 * `/rental/rentle/` (layout rentle): how booking works and the stores that hand out rentals,
 * each with the contacts a booking is made with. No booking is taken here: the shop has no
 * rental system of its own to take one.
 */
export function RentalBooking({ language }: { language: Language }) {
  const { t } = useMessages(rentalMessages);
  const availability = bookingAvailability(useBusState('settings:changed'));
  const stores = useRentalStores(language);
  if (availability === 'unknown') return <div aria-busy="true" />;
  if (availability === 'closed') {
    return (
      <>
        <h1>{t('rental.bookingTitle')}</h1>
        <p role="status" data-testid="rental-closed">
          {t('rental.bookingClosed')}
        </p>
        <Link to={pathOf(ROUTES.rental, language)}>{t('rental.backToRental')}</Link>
      </>
    );
  }
  return (
    <>
      <RentalPageContent slug={RENTAL_BOOKING_SLUG} language={language} />
      <h2>{t('rental.stores')}</h2>
      <QueryView query={stores}>
        {(data) => (
          <ul className="cnt-card-grid" data-testid="rental-stores">
            {data.stores
              .filter((store) => store.nouto)
              .map((store) => (
                <li key={store.slug} className="cnt-card">
                  <h3>{store.name}</h3>
                  <p>
                    {store.address}, {store.city}
                  </p>
                  <p>
                    <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{store.phone}</a>
                    <br />
                    <a href={`mailto:${store.email}`}>{store.email}</a>
                  </p>
                </li>
              ))}
          </ul>
        )}
      </QueryView>
      <Link to={pathOf(ROUTES.rental, language)}>{t('rental.backToRental')}</Link>
    </>
  );
}
