/** The `content-gift` namespace in en: gift campaign categories. */
export default {
  'gift.howTo': 'How to redeem your gift',
  'gift.step1': 'Choose one product below and open it.',
  'gift.step2': 'Pick the size and colour, then enter the gift code you received.',
  'gift.step3': 'Confirm the delivery at checkout; the gift costs you nothing.',
  'gift.choose': 'Choose your gift',
  'gift.noProducts': 'This gift category has no products at the moment.',
  'gift.notFound': 'Campaign not found',
};
