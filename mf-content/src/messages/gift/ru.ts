/** The `content-gift` namespace in ru: gift campaign categories. */
export default {
  'gift.howTo': 'Как получить подарок',
  'gift.step1': 'Выберите один товар ниже и откройте его.',
  'gift.step2': 'Выберите размер и цвет и введите полученный подарочный код.',
  'gift.step3': 'Подтвердите доставку при оформлении; подарок для вас бесплатный.',
  'gift.choose': 'Выберите подарок',
  'gift.noProducts': 'В этой категории подарков сейчас нет товаров.',
  'gift.notFound': 'Кампания не найдена',
};
