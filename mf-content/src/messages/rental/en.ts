/** The `content-rental` namespace in en: rental info and booking. */
export default {
  'rental.book': 'Book rental gear',
  'rental.bookingTitle': 'Booking a rental',
  'rental.bookingClosed':
    'Online booking is not available right now. Our stores rent gear on the spot while stocks last.',
  'rental.stores': 'Book with a store near you',
  'rental.backToRental': 'Back to rental',
};
