/** The `content-rental` namespace in de: rental info and booking. */
export default {
  'rental.book': 'Leihausrüstung buchen',
  'rental.bookingTitle': 'Verleih buchen',
  'rental.bookingClosed':
    'Die Online-Buchung ist derzeit nicht verfügbar. Unsere Geschäfte verleihen vor Ort, solange der Vorrat reicht.',
  'rental.stores': 'Bei einem Geschäft in deiner Nähe buchen',
  'rental.backToRental': 'Zurück zum Verleih',
};
