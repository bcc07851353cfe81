import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** The six shop languages (platform §1); every translated column holds all of them. */
export type Lang = 'fi' | 'sv' | 'en' | 'de' | 'fr' | 'ru';

/** A text in every shop language, stored as jsonb `{fi,sv,en,de,fr,ru}`. */
export type I18n = Record<Lang, string>;

/**
 * A jsonb column: selected as parsed JSON, written as a JSON string because node-postgres
 * would turn a JS array parameter into a Postgres array, not JSON.
 */
export type Json<T> = ColumnType<T, string, string>;

/** A `numeric` column: both drivers return it as a string to keep precision. */
export type Numeric = ColumnType<string, number | string, number | string>;

/** A `timestamptz` column. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A jsonb column with a database default, so inserts may leave it out. */
export type JsonDefault<T> = ColumnType<T, string | undefined, string>;

/** Product-group tree node (catalogue §3); `path` is the slugs joined by '/'. */
export interface ProductGroupTable {
  id: Generated<number>;
  parent_id: number | null;
  slug: string;
  path: string;
  depth: number;
  /** The silhouette the media route draws for products in this group. */
  kind: string;
  sort_order: Generated<number>;
  show_in_menu: Generated<boolean>;
  is_navigation: Generated<boolean>;
  name: Json<I18n>;
  short_name: Json<I18n>;
  description: Json<I18n>;
  meta_title: Json<I18n>;
  meta_description: Json<I18n>;
  /** Property slugs offered as filters on this group's page. */
  filterable_properties: JsonDefault<string[]>;
  /** Default sort key of the group page (catalogue §9 sort options). */
  group_sorting: Generated<string>;
  /** The group's part in the ski or shoe wizard, if any (migration 0008). */
  wizard_role: WizardRole | null;
}

/**
 * Parts of the wizards a group can have (platform §3 Ski wizard): a sport's top-level group
 * (`alpine`, `nordic`), its step groups (`alpine-skis`...), and the shoe wizard's `footwear`.
 */
export type WizardRole =
  | 'alpine'
  | 'alpine-skis'
  | 'alpine-bindings'
  | 'alpine-boots'
  | 'nordic'
  | 'nordic-skis'
  | 'nordic-bindings'
  | 'nordic-boots'
  | 'footwear';

/** Link tiles on a navigation page; `slug` is the target path without slashes. */
export interface ProductGroupLinkTable {
  id: Generated<number>;
  group_id: number;
  slug: string;
  title: Json<I18n>;
  image: string;
  sort_order: Generated<number>;
}

/** Brand (catalogue §3 Manufacturer). */
export interface ManufacturerTable {
  id: Generated<number>;
  slug: string;
  name: string;
  logo: string;
  title: Json<I18n>;
  description: Json<I18n>;
  meta_description: Json<I18n>;
  promo_images: JsonDefault<string[]>;
  country_code: string;
}

/** Colour of variants and filters (platform §3 Resources colors). */
export interface ColorTable {
  id: Generated<number>;
  slug: string;
  name: Json<I18n>;
  hex: string;
}

/** Tag styles shown on cards and product pages (platform §3 Resources propertyTypes). */
export interface PropertyTypeTable {
  id: Generated<number>;
  slug: string;
  name: Json<I18n>;
  bg_color: string;
  text_color: string;
}

/** A filterable property (catalogue §3 properties: range or checkbox). */
export interface PropertyTable {
  id: Generated<number>;
  slug: string;
  name: Json<I18n>;
  unit: string | null;
  filter: 'range' | 'checkbox';
  property_type_id: number | null;
  sort_order: Generated<number>;
}

/** A property value of a model; checkbox properties hold `true`. */
export interface ModelPropertyTable {
  model_id: number;
  property_id: number;
  value: string;
}

/** Store (catalogue §3 Store); id 20 is the web store and main warehouse, 99 supplier stock. */
export interface StoreTable {
  id: Generated<number>;
  slug: string;
  name: string;
  type: 'retail' | 'web' | 'outlet' | 'external';
  city: string;
  address: string;
  postal_code: string;
  phone: string;
  email: string;
  /** Weekday and weekend opening hours as display strings. */
  opening_hours: Json<{ weekdays: string; saturday: string; sunday: string }>;
  description: Json<I18n>;
  image: string;
  pikanouto: Generated<boolean>;
  nouto: Generated<boolean>;
  stock_display_order: Generated<number>;
  is_web: Generated<boolean>;
}

/** Tax area; id 1 is Finland, the default (platform §9). */
export interface TaxAreaTable {
  id: Generated<number>;
  name: string;
}

/** VAT percentage of a tax class in a tax area (class 1 standard, 0 gift cards). */
export interface TaxRateTable {
  tax_area_id: number;
  tax_class: number;
  rate_percent: Numeric;
}

/** Range of business days, e.g. `{ start: 2, end: 4 }`. */
export interface DayRange {
  start: number;
  end: number;
}

/** Delivery country config (platform §3): ski_bundle_days plus keys by range string. */
export type DeliveryDays = Record<string, DayRange>;

/** Delivery country (platform §3 Market config and Delivery country config); lower-case ISO2. */
export interface CountryTable {
  code: string;
  name: Json<I18n>;
  currency_code: string;
  tax_area_id: number;
  is_eu_member: boolean;
  is_enabled: boolean;
  delivery_days: Json<DeliveryDays>;
  /** Customs acknowledgement required at checkout (catalogue §5: UK, CH, CA). */
  requires_customs_ack: Generated<boolean>;
  sort_order: Generated<number>;
}

/** Display currency; lower-case ISO code, prices are stored in EUR cents. */
export interface CurrencyTable {
  code: string;
  /** Multiplier from EUR. */
  rate: Numeric;
  /** Display template, `{amount}` replaced by the formatted number. */
  format: string;
  decimals: number;
}

/**
 * Ski-wizard membership of a model (platform §3 Ski wizard; `laskettelu` alpine, `murto`
 * nordic). Compatibility (catalogue §5) is by norm: a binding lists in `fits` the norms of the
 * skis and boots it takes, so skis and boots are compatible with a binding when
 * `binding.fits` contains their `norm`.
 */
export interface SkiWizardInfo {
  sport: 'laskettelu' | 'murto';
  group: 'skis' | 'bindings' | 'boots';
  /** Interface of skis and boots, e.g. 'alpine', 'alpine-walk', 'junior', 'nnn-classic'. */
  norm: string;
  /** Bindings only: the norms of the skis and boots this binding takes. */
  fits: string[];
}

/** Product quote block (catalogue §2, fi only). */
export interface ProductQuote {
  text: I18n;
  name: string;
  image: string;
}

/** Product model (catalogue §3). Money lives in `prices`, per variant and tax area. */
export interface ProductModelTable {
  id: Generated<number>;
  slug: string;
  uuid: string;
  model_number: string;
  manufacturer_id: number;
  main_group_id: number;
  name: Json<I18n>;
  tagline: Json<I18n>;
  short_description: Json<I18n>;
  long_description_html: Json<I18n>;
  meta_description: Json<I18n>;
  model_notice: Json<I18n> | null;
  /** Language the descriptions were written in; the rest are machine translations. */
  original_language: Generated<Lang>;
  is_machine_translated: Generated<boolean>;
  tax_class: Generated<number>;
  is_public: Generated<boolean>;
  is_bundle: Generated<boolean>;
  campaign_only: Generated<boolean>;
  belongs_to_outlet: Generated<boolean>;
  is_extended_range: Generated<boolean>;
  is_multi_color: Generated<boolean>;
  is_gift_card: Generated<boolean>;
  /** A gift card that asks for the recipient's name (catalogue §5; migration 0008). */
  needs_recipient: Generated<boolean>;
  is_second_hand: Generated<boolean>;
  second_hand_parent_id: number | null;
  promoted_colour: string | null;
  on_order: Generated<boolean>;
  show_discount_percentage: Generated<boolean>;
  gender: 'men' | 'women' | 'kids' | 'unisex' | null;
  /** Property-type slugs shown as tags/ribbons. */
  tags: JsonDefault<string[]>;
  shelf_codes: JsonDefault<string[]>;
  sizetable_id: number | null;
  quote: Json<ProductQuote> | null;
  /** Delivery limits (catalogue §3): blocked countries and an optional allow-list. */
  blocked_countries: JsonDefault<string[]>;
  allowed_delivery_methods: Json<string[]> | null;
  price_ending: Timestamp | null;
  published_at: Timestamp;
  sold_amount: Generated<number>;
  rating_average: ColumnType<string, number | string | undefined, number | string>;
  rating_count: Generated<number>;
  ski_wizard: Json<SkiWizardInfo> | null;
}

/** Groups a model is listed in: its leaf and every ancestor, plus outlet groups. */
export interface ProductModelGroupTable {
  model_id: number;
  group_id: number;
}

/** Model picture, per colour (null for general pictures); URLs point at the media route. */
export interface ProductImageTable {
  id: Generated<number>;
  model_id: number;
  color_id: number | null;
  sort_order: number;
  url: string;
  caption: Json<I18n>;
}

/** Variant (catalogue §3); shipping_days per catalogue §9 (2, 3–29, 30/60, 999). */
export interface VariantTable {
  id: Generated<number>;
  model_id: number;
  color_id: number;
  size: string;
  size_slug: string;
  size_sort: number;
  type: Generated<string>;
  type_slug: Generated<string>;
  type_sort: Generated<number>;
  teksonumber: string;
  ean: string;
  on_order: Generated<boolean>;
  shipping_days: Generated<number>;
  incoming_date: Timestamp | null;
}

/** Stock of a variant in a store; every variant has a row for store 20. */
export interface StockTable {
  variant_id: number;
  store_id: number;
  quantity: number;
  blocked: Generated<boolean>;
  shelf_code: string | null;
}

/** Prices in cents including VAT of the tax area (catalogue §3 Prices per tax area). */
export interface PriceTable {
  variant_id: number;
  tax_area_id: number;
  regular: number;
  active: number;
  club: number | null;
  discount_value: number | null;
  discount_free: number | null;
  outlet: number | null;
  /** Lowest price in the last 30 days, shown for delivery country fi (catalogue §9). */
  lowest_30d: number | null;
}

/** Review (catalogue §3): rating 0-10 (stars times two), size on the 2-10 fit scale. */
export interface ReviewTable {
  id: Generated<number>;
  model_id: number;
  created_at: Timestamp;
  rating: number;
  visible_name: string;
  comment: string;
  size: number | null;
  language: Lang;
  images: JsonDefault<string[]>;
  votes_up: Generated<number>;
  votes_down: Generated<number>;
}

/** Size-guide table (catalogue §3 Size table). */
export interface SizeTableTable {
  id: Generated<number>;
  name: Json<I18n>;
  product_type: string;
  sizes: Json<string[]>;
  rows: Json<{ name: I18n; unit: string; values: string[] }[]>;
  info_text: Json<I18n>;
  image: string | null;
  hide_image: Generated<boolean>;
}

/** Bundle offer (catalogue §3): the main model sold with `bundle_offer_models` at a discount. */
export interface BundleOfferTable {
  id: Generated<number>;
  main_model_id: number;
  name: Json<I18n>;
  description: Json<I18n>;
  discount_percent: number;
  sort_order: Generated<number>;
}

/** Secondary models of a bundle offer. */
export interface BundleOfferModelTable {
  bundle_id: number;
  model_id: number;
  sort_order: number;
}

/** Campaign page (/campaigns/{slug}); `club-offers` is the club campaign. */
export interface CampaignTable {
  id: Generated<number>;
  slug: string;
  name: Json<I18n>;
  description: Json<I18n>;
  image: string;
  is_club: Generated<boolean>;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

/** Models shown on a campaign page. */
export interface CampaignModelTable {
  campaign_id: number;
  model_id: number;
}

/** Gift campaign category that companies buy redemption codes for (catalogue §1). */
export interface GiftCampaignCategoryTable {
  id: Generated<number>;
  slug: string;
  name: Json<I18n>;
  description: Json<I18n>;
  image: string;
}

/** Products a gift campaign category offers. */
export interface GiftCampaignCategoryModelTable {
  category_id: number;
  model_id: number;
}

/** A redemption code of a gift campaign; redeemed once. */
export interface GiftCampaignCodeTable {
  code: string;
  category_id: number;
  company_name: string;
  expires_at: Timestamp;
  redeemed_at: Timestamp | null;
}

/** Delivery method offered at checkout and by the delivery-method lookup. */
export interface DeliveryMethodTable {
  id: Generated<number>;
  slug: string;
  name: Json<I18n>;
  kind: 'home' | 'pickup-point' | 'store' | 'express' | 'freight';
  /** Cents in EUR including VAT. */
  price: number;
  free_threshold: number | null;
  time_estimate: Json<I18n>;
  store_id: number | null;
  country_codes: JsonDefault<string[]>;
  sort_order: Generated<number>;
}

/** Blogger of the Life outdoors area, keyed by slug. */
export interface BloggerTable {
  slug: string;
  name: string;
  bio: Json<I18n>;
  image: string;
}

/** Blog post (platform §2 /life-outdoors/blog/{slug}). */
export interface BlogPostTable {
  id: Generated<number>;
  slug: string;
  blogger: string;
  category: string;
  title: Json<I18n>;
  excerpt: Json<I18n>;
  body_html: Json<I18n>;
  image: string;
  published_at: Timestamp;
}

/** Guides shown on product pages of these groups (catalogue §2 Guides/blog posts). */
export interface BlogPostGroupTable {
  post_id: number;
  group_id: number;
}

/** Static page (platform §3); `has_tabs` pages are served with their tabs. */
export interface StaticPageTable {
  id: Generated<number>;
  slug: string;
  title: Json<I18n>;
  content: Json<I18n>;
  has_tabs: Generated<boolean>;
}

/** Tab of a tabbed page; a tab with `parent_id` is nested (platform §2). */
export interface StaticPageTabTable {
  id: Generated<number>;
  page_id: number;
  parent_id: number | null;
  slug: string;
  title: Json<I18n>;
  content: Json<I18n>;
  sort_order: Generated<number>;
}

/**
 * Banner (catalogue §3): `sub_text` is a 'background/text' colour spec; `url` and each
 * language of `button_text` are newline-separated lists paired by line.
 */
export interface BannerTable {
  id: Generated<number>;
  kind: 'image' | 'text' | 'dynamic';
  title: string;
  image: string;
  heading: Json<I18n>;
  sub_text: string;
  url: string;
  button_text: Json<I18n>;
  crop_point: Generated<string>;
  sort_order: Generated<number>;
}

/** Keyword popup (catalogue §3): a word in descriptions that opens an explanation. */
export interface KeywordPopupTable {
  id: Generated<number>;
  keyword: Json<I18n>;
  text: Json<I18n>;
  url: string;
}

/** Key/value general settings (platform §3); values are strings, some holding JSON. */
export interface GeneralSettingTable {
  key: string;
  value: string;
}

/** Every table written by the catalogue and content migrations. */
export interface Database {
  product_groups: ProductGroupTable;
  product_group_links: ProductGroupLinkTable;
  manufacturers: ManufacturerTable;
  colors: ColorTable;
  property_types: PropertyTypeTable;
  properties: PropertyTable;
  model_properties: ModelPropertyTable;
  stores: StoreTable;
  tax_areas: TaxAreaTable;
  tax_rates: TaxRateTable;
  countries: CountryTable;
  currencies: CurrencyTable;
  size_tables: SizeTableTable;
  product_models: ProductModelTable;
  product_model_groups: ProductModelGroupTable;
  product_images: ProductImageTable;
  variants: VariantTable;
  stock: StockTable;
  prices: PriceTable;
  reviews: ReviewTable;
  bundle_offers: BundleOfferTable;
  bundle_offer_models: BundleOfferModelTable;
  campaigns: CampaignTable;
  campaign_models: CampaignModelTable;
  gift_campaign_categories: GiftCampaignCategoryTable;
  gift_campaign_category_models: GiftCampaignCategoryModelTable;
  gift_campaign_codes: GiftCampaignCodeTable;
  delivery_methods: DeliveryMethodTable;
  bloggers: BloggerTable;
  blog_posts: BlogPostTable;
  blog_post_groups: BlogPostGroupTable;
  static_pages: StaticPageTable;
  static_page_tabs: StaticPageTabTable;
  banners: BannerTable;
  keyword_popups: KeywordPopupTable;
  general_settings: GeneralSettingTable;
}

/** A product model as selected. */
export type ProductModelRow = Selectable<ProductModelTable>;
/** A product model as inserted. */
export type NewProductModel = Insertable<ProductModelTable>;
/** A variant as selected. */
export type VariantRow = Selectable<VariantTable>;
/** A product group as selected. */
export type ProductGroupRow = Selectable<ProductGroupTable>;
