import type { PageProps } from '@shop/shared-contracts';
import { RentalBooking } from '../features/rental/rental-booking';
import { RentalInfo } from '../features/rental/rental-info';
import '../features/content.css';

/** `/rental/` (rental info) and `/rental/rentle/` (booking, in the shell's rentle layout). */
export default function RentalPage({ routeId, language }: PageProps) {
  return (
    <div data-boundary="mf-content" data-testid="rental-page">
      {routeId === 'rental-rentle' ? (
        <RentalBooking language={language} />
      ) : (
        <RentalInfo language={language} />
      )}
    </div>
  );
}
