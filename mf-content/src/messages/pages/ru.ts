/** The `content-pages` namespace in ru: the front page, static and tabbed pages and the preview routes. */
export default {
  'home.title': 'Снаряжение для активного отдыха в любой сезон',
  'home.intro': 'Лыжи, ботинки, одежда и туристическое снаряжение в наших магазинах и онлайн.',
  'home.categories': 'Категории товаров',
  'home.newest': 'Новые товары',
  'home.allNewest': 'Все новинки',
  'home.allCampaign': 'Вся акция',
  'page.copyLink': 'Скопировать ссылку на страницу',
  'page.linkCopied': 'Ссылка скопирована',
  'page.linkCopyFailed': 'Не удалось скопировать ссылку',
  'tabs.label': 'Разделы страницы',
  'preview.title': 'Предпросмотр страницы',
  'preview.missingSlug':
    'Нет страницы для предпросмотра: добавьте slug страницы в адрес, например ?slug=returns.',
};
