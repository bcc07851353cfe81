/** The `content-experiences` namespace in en: experiences and their products. */
export default {
  'experiences.title': 'Experiences',
  'experiences.intro': 'Guided trips and courses we run with our partner brands.',
  'experiences.location': 'Where',
  'experiences.duration': 'Duration',
  'experiences.season': 'When',
  'experiences.partner': 'Organised with',
  'experiences.all': 'All experiences',
  'experiences.notFound': 'This experience was not found.',
  'experiences.productsLink': 'Gear from our experience partners',
  'experiences.productsTitle': 'Gear from our experience partners',
  'experiences.productsIntro': 'Products of the brands behind our experiences: {{brands}}.',
  'experiences.noProducts': 'No products to show right now.',
};
