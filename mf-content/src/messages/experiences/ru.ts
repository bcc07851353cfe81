/** The `content-experiences` namespace in ru: experiences and their products. */
export default {
  'experiences.title': 'Впечатления',
  'experiences.intro': 'Походы с гидом и курсы, которые мы проводим с брендами-партнёрами.',
  'experiences.location': 'Где',
  'experiences.duration': 'Длительность',
  'experiences.season': 'Когда',
  'experiences.partner': 'Совместно с',
  'experiences.all': 'Все впечатления',
  'experiences.notFound': 'Впечатление не найдено.',
  'experiences.productsLink': 'Снаряжение наших партнёров',
  'experiences.productsTitle': 'Снаряжение наших партнёров',
  'experiences.productsIntro': 'Товары брендов, с которыми мы проводим программы: {{brands}}.',
  'experiences.noProducts': 'Сейчас нет товаров для показа.',
};
