import { tr } from '../text.js';

/** General settings (platform §3); text settings hold a JSON object by language. */
export const GENERAL_SETTINGS: Record<string, unknown> = {
  search_bar_placeholder: tr(
    'Hae tuotteita, merkkejä ja oppaita',
    'Sök produkter, märken och guider',
    'Search products, brands and guides',
    'Produkte, Marken und Ratgeber suchen',
    'Rechercher produits, marques et guides',
    'Поиск товаров, брендов и статей',
  ),
  frontpage_title: tr(
    'Ulkoilu-, hiihto- ja retkeilyvarusteet',
    'Frilufts-, skid- och campingutrustning',
    'Outdoor, ski and camping gear',
    'Outdoor-, Ski- und Campingausrüstung',
    'Matériel outdoor, ski et camping',
    'Снаряжение для активного отдыха, лыж и кемпинга',
  ),
  frontpage_meta_description: tr(
    'Laaja valikoima ulkoilu-, laskettelu-, hiihto- ja retkeilyvarusteita. Nopea toimitus ja 100 päivän palautusoikeus.',
    'Brett sortiment av frilufts-, alpin-, längd- och campingutrustning. Snabb leverans och 100 dagars returrätt.',
    'A wide range of outdoor, alpine, cross-country and camping gear. Fast delivery and a 100-day return period.',
    'Große Auswahl an Outdoor-, Alpin-, Langlauf- und Campingausrüstung. Schnelle Lieferung und 100 Tage Rückgaberecht.',
    'Un large choix de matériel outdoor, ski alpin, ski de fond et camping. Livraison rapide et 100 jours pour retourner.',
    'Большой выбор снаряжения для отдыха, горных и беговых лыж и кемпинга. Быстрая доставка и 100 дней на возврат.',
  ),
  blog_category_order: ['guides', 'product-tests', 'stories', 'events'],
  price_ending_max_days: '30',
  rental_enabled: 'true',
  part_delivery_mode: 'ask',
  experience_manufacturer_list: ['nordvik', 'korpi', 'revontuli'],
  auto_translations_disabled: 'false',
  blocked_stock_text: tr(
    'Tuote on varattu myymälän tilaukselle.',
    'Produkten är reserverad för en butiksorder.',
    'This item is reserved for a store order.',
    'Dieser Artikel ist für eine Filialbestellung reserviert.',
    'Cet article est réservé pour une commande en magasin.',
    'Товар зарезервирован для заказа магазина.',
  ),
  quick_add_products: [1412, 2427],
  feature_flags: { deliveryMethodLookup: true, instalmentTeaser: true, recommendations: false },
  default_search_engine: 'internal',
  hidden_dynamic_page_menu_items: [],
  // Platform §3 delivery country config: days added to a variant's dispatch range, keyed by
  // that range ('0-2' covers shipping-time numbers 0 to 2), plus the ski-bundle extra days.
  target_country_delivery_added_days: {
    countries: [
      {
        delivery_country_code: 'no',
        is_enabled: true,
        delivery_days: {
          ski_bundle_days: { start: 3, end: 5 },
          '0-2': { start: 2, end: 3 },
          '3-29': { start: 2, end: 4 },
        },
      },
      {
        delivery_country_code: 'is',
        is_enabled: true,
        delivery_days: {
          ski_bundle_days: { start: 5, end: 8 },
          '0-2': { start: 4, end: 6 },
          '3-29': { start: 4, end: 8 },
        },
      },
    ],
  },
  frosmo_search_sort_by: 'most-popular',
  frosmo_category_strategy: 'sort-product-group',
};
