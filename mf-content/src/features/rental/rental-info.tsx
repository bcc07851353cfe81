import { type Language, pathOf, ROUTES } from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { rentalMessages } from '../../messages/messages';
import { bookingAvailability, RENTAL_INFO_SLUG } from './rental-content';
import { RentalPageContent } from './rental-page-content';

/** `/rental/`: what we rent and, when rental_enabled, the way into booking. */
export function RentalInfo({ language }: { language: Language }) {
  const { t } = useMessages(rentalMessages);
  const availability = bookingAvailability(useBusState('settings:changed'));
  return (
    <>
      <RentalPageContent slug={RENTAL_INFO_SLUG} language={language} />
      {availability === 'open' && (
        <Link
          className="cnt-button"
          to={pathOf(ROUTES.rentalRentle, language)}
          data-testid="rental-book"
        >
          {t('rental.book')}
        </Link>
      )}
      {availability === 'closed' && (
        <p role="status" data-testid="rental-closed">
          {t('rental.bookingClosed')}
        </p>
      )}
    </>
  );
}
