/** The `content-rental` namespace in fi: rental info and booking. */
export default {
  'rental.book': 'Varaa vuokravälineet',
  'rental.bookingTitle': 'Vuokrausvaraus',
  'rental.bookingClosed':
    'Verkkovaraus ei ole juuri nyt käytössä. Myymälämme vuokraavat välineitä paikan päällä niin kauan kuin niitä riittää.',
  'rental.stores': 'Varaa lähimmästä myymälästä',
  'rental.backToRental': 'Takaisin vuokraukseen',
};
