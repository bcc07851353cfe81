/** The `content-rental` namespace in ru: rental info and booking. */
export default {
  'rental.book': 'Забронировать прокат',
  'rental.bookingTitle': 'Бронирование проката',
  'rental.bookingClosed':
    'Онлайн-бронирование сейчас недоступно. Наши магазины выдают снаряжение на месте, пока оно есть в наличии.',
  'rental.stores': 'Забронируйте в ближайшем магазине',
  'rental.backToRental': 'Назад к прокату',
};
