/** The `content-rental` namespace in fr: rental info and booking. */
export default {
  'rental.book': 'Réserver du matériel',
  'rental.bookingTitle': 'Réserver une location',
  'rental.bookingClosed':
    'La réservation en ligne n’est pas disponible pour le moment. Nos magasins louent sur place dans la limite des stocks.',
  'rental.stores': 'Réservez auprès d’un magasin proche',
  'rental.backToRental': 'Retour à la location',
};
