/** The `content-rental` namespace in sv: rental info and booking. */
export default {
  'rental.book': 'Boka hyrutrustning',
  'rental.bookingTitle': 'Boka hyra',
  'rental.bookingClosed':
    'Bokning på nätet är inte tillgänglig just nu. Våra butiker hyr ut utrustning på plats så länge lagret räcker.',
  'rental.stores': 'Boka hos en butik nära dig',
  'rental.backToRental': 'Tillbaka till uthyrning',
};
