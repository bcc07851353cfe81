import { defineMessages } from '../define-messages';

/** Rental info and booking. */
export const rentalMessages = defineMessages(
  {
    'rental.book': 'Book rental gear',
    'rental.bookingTitle': 'Booking a rental',
    'rental.bookingClosed':
      'Online booking is not available right now. Our stores rent gear on the spot while stocks last.',
    'rental.stores': 'Book with a store near you',
    'rental.backToRental': 'Back to rental',
  },
  {
    fi: {
      'rental.book': 'Varaa vuokravälineet',
      'rental.bookingTitle': 'Vuokrausvaraus',
      'rental.bookingClosed':
        'Verkkovaraus ei ole juuri nyt käytössä. Myymälämme vuokraavat välineitä paikan päällä niin kauan kuin niitä riittää.',
      'rental.stores': 'Varaa lähimmästä myymälästä',
      'rental.backToRental': 'Takaisin vuokraukseen',
    },
    sv: {
      'rental.book': 'Boka hyrutrustning',
      'rental.bookingTitle': 'Boka hyra',
      'rental.bookingClosed':
        'Bokning på nätet är inte tillgänglig just nu. Våra butiker hyr ut utrustning på plats så länge lagret räcker.',
      'rental.stores': 'Boka hos en butik nära dig',
      'rental.backToRental': 'Tillbaka till uthyrning',
    },
    de: {
      'rental.book': 'Leihausrüstung buchen',
      'rental.bookingTitle': 'Verleih buchen',
      'rental.bookingClosed':
        'Die Online-Buchung ist derzeit nicht verfügbar. Unsere Geschäfte verleihen vor Ort, solange der Vorrat reicht.',
      'rental.stores': 'Bei einem Geschäft in deiner Nähe buchen',
      'rental.backToRental': 'Zurück zum Verleih',
    },
    fr: {
      'rental.book': 'Réserver du matériel',
      'rental.bookingTitle': 'Réserver une location',
      'rental.bookingClosed':
        'La réservation en ligne n’est pas disponible pour le moment. Nos magasins louent sur place dans la limite des stocks.',
      'rental.stores': 'Réservez auprès d’un magasin proche',
      'rental.backToRental': 'Retour à la location',
    },
    ru: {
      'rental.book': 'Забронировать прокат',
      'rental.bookingTitle': 'Бронирование проката',
      'rental.bookingClosed':
        'Онлайн-бронирование сейчас недоступно. Наши магазины выдают снаряжение на месте, пока оно есть в наличии.',
      'rental.stores': 'Забронируйте в ближайшем магазине',
      'rental.backToRental': 'Назад к прокату',
    },
  },
);
