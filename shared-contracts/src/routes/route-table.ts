import type { Language } from '../market/languages.js';
import type { PageModuleKey } from '../modules/exposed-modules.js';
import type { RemotePackage } from '../remotes/registry.js';

/** Localised path variants by language (platform §2: fi, sv, ru, de and fr). */
export type LocalizedPaths = Readonly<Partial<Record<Exclude<Language, 'en'>, string>>>;

/** The frames a page can sit in; the error screen brings its own. */
export type RouteLayout = 'default' | 'rentle';

/** Who renders a route: the shell itself or one remote's exposed page module. */
export type RouteOwner = 'shell' | RemotePackage;

interface RouteBase {
  readonly id: string;
  /**
   * Canonical pattern in react-router syntax (`:param`, a final `*` for the rest of the path),
   * without language prefix or trailing slash.
   */
  readonly path: string;
  /**
   * Platform §2: localised variants of the path for fi, sv, ru, de and fr. Links use the
   * variant of the current language; the canonical path stays valid in every language.
   */
  readonly localized?: LocalizedPaths;
  /** Platform §2 layouts: the default frame, or the bare one of the rental booking (`rentle`). */
  readonly layout?: RouteLayout;
}

/** A route rendered by a remote: `module` must be one the remote exposes (checked by tsc). */
export type RemoteRouteDefinition = {
  readonly [Remote in RemotePackage]: RouteBase & {
    readonly owner: Remote;
    readonly module: PageModuleKey<Remote>;
  };
}[RemotePackage];

/** One fixed route of platform §2. */
export type RouteDefinition = RemoteRouteDefinition | (RouteBase & { readonly owner: 'shell' });

/**
 * The fixed routes of platform §2, most specific first, each with its owner (architecture: who
 * owns what). The shell's router, the api's preload hints and the e2e page objects all read it.
 * The catch-all `/{slug...}` of §2 is the dynamic route table (`dynamic-routes.ts`).
 */
export const FIXED_ROUTES = [
  { id: 'home', path: '/', owner: 'mf-content', module: './HomePage' },
  {
    id: 'static-page',
    path: '/page/*',
    owner: 'mf-content',
    module: './StaticPage',
    localized: { fi: '/sivu/*', sv: '/sida/*', de: '/seite/*', fr: '/page/*', ru: '/stranitsa/*' },
  },
  {
    id: 'static-preview',
    path: '/static',
    owner: 'mf-content',
    module: './StaticPage',
    localized: { fi: '/sisalto', sv: '/innehall', de: '/inhalt', fr: '/contenu', ru: '/kontent' },
  },
  {
    id: 'static-with-tabs-preview',
    path: '/static-with-tabs',
    owner: 'mf-content',
    module: './TabbedStaticPage',
    localized: {
      fi: '/sisalto-valilehdet',
      sv: '/innehall-flikar',
      de: '/inhalt-tabs',
      fr: '/contenu-onglets',
      ru: '/kontent-vkladki',
    },
  },
  {
    id: 'account',
    path: '/accounts',
    owner: 'mf-account',
    module: './AccountPage',
    localized: { fi: '/tili', sv: '/konto', de: '/konto', fr: '/compte', ru: '/akkaunt' },
  },
  {
    id: 'login',
    path: '/accounts/login',
    owner: 'mf-account',
    module: './LoginPage',
    localized: {
      fi: '/tili/kirjaudu',
      sv: '/konto/logga-in',
      de: '/konto/anmelden',
      fr: '/compte/connexion',
      ru: '/akkaunt/vkhod',
    },
  },
  {
    id: 'account-activate',
    path: '/accounts/activate/:hash',
    owner: 'mf-account',
    module: './ActivateAccountPage',
    localized: {
      fi: '/tili/aktivoi/:hash',
      sv: '/konto/aktivera/:hash',
      de: '/konto/aktivieren/:hash',
      fr: '/compte/activer/:hash',
      ru: '/akkaunt/aktivatsiya/:hash',
    },
  },
  {
    id: 'newsletter-confirm',
    path: '/newsletter/confirm/:hash',
    owner: 'mf-content',
    module: './NewsletterConfirmPage',
    localized: {
      fi: '/uutiskirje/vahvista/:hash',
      sv: '/nyhetsbrev/bekrafta/:hash',
      de: '/newsletter/bestaetigen/:hash',
      fr: '/newsletter/confirmer/:hash',
      ru: '/rassylka/podtverzhdenie/:hash',
    },
  },
  {
    id: 'join-club',
    path: '/join',
    owner: 'mf-account',
    module: './JoinClubPage',
    localized: {
      fi: '/liity',
      sv: '/bli-medlem',
      de: '/mitglied-werden',
      fr: '/adherer',
      ru: '/vstupit',
    },
  },
  {
    id: 'account-delete',
    path: '/accounts/delete-account/:token',
    owner: 'mf-account',
    module: './DeleteAccountPage',
    localized: {
      fi: '/tili/poista-tili/:token',
      sv: '/konto/radera-konto/:token',
      de: '/konto/konto-loeschen/:token',
      fr: '/compte/supprimer-compte/:token',
      ru: '/akkaunt/udalenie/:token',
    },
  },
  {
    id: 'password-reset-confirm',
    path: '/accounts/password/reset/confirm/:hash',
    owner: 'mf-account',
    module: './PasswordResetConfirmPage',
    localized: {
      fi: '/tili/salasana/vahvista/:hash',
      sv: '/konto/losenord/bekrafta/:hash',
      de: '/konto/passwort/bestaetigen/:hash',
      fr: '/compte/mot-de-passe/confirmer/:hash',
      ru: '/akkaunt/parol/podtverzhdenie/:hash',
    },
  },
  {
    id: 'password-reset',
    path: '/accounts/reset-password',
    owner: 'mf-account',
    module: './PasswordResetRequestPage',
    localized: {
      fi: '/tili/unohtunut-salasana',
      sv: '/konto/glomt-losenord',
      de: '/konto/passwort-vergessen',
      fr: '/compte/mot-de-passe-oublie',
      ru: '/akkaunt/sbros-parolya',
    },
  },
  {
    id: 'stop-reminders',
    path: '/accounts/stop_reminders/:email',
    owner: 'mf-account',
    module: './StopRemindersPage',
    localized: {
      fi: '/tili/lopeta-muistutukset/:email',
      sv: '/konto/stoppa-paminnelser/:email',
      de: '/konto/erinnerungen-stoppen/:email',
      fr: '/compte/arreter-rappels/:email',
      ru: '/akkaunt/otpiska/:email',
    },
  },
  {
    id: 'ask',
    path: '/ask',
    owner: 'mf-account',
    module: './AskPage',
    localized: { fi: '/kysy', sv: '/fraga', de: '/fragen', fr: '/question', ru: '/vopros' },
  },
  {
    id: 'reclamation',
    path: '/reclamation',
    owner: 'mf-account',
    module: './ReclamationPage',
    localized: {
      fi: '/reklamaatio',
      sv: '/reklamation',
      de: '/reklamation',
      fr: '/reclamation',
      ru: '/reklamatsiya',
    },
  },
  {
    id: 'wishlist',
    path: '/wishlist',
    owner: 'mf-account',
    module: './WishlistPage',
    localized: {
      fi: '/toivelista',
      sv: '/onskelista',
      de: '/wunschliste',
      fr: '/liste-envies',
      ru: '/izbrannoe',
    },
  },
  {
    id: 'history',
    path: '/history',
    owner: 'mf-account',
    module: './ViewedProductsPage',
    localized: {
      fi: '/katsotut',
      sv: '/historik',
      de: '/verlauf',
      fr: '/historique',
      ru: '/istoriya',
    },
  },
  {
    id: 'campaign',
    path: '/campaigns/:campaignSlug',
    owner: 'mf-catalog',
    module: './CampaignPage',
    localized: {
      fi: '/kampanjat/:campaignSlug',
      sv: '/kampanjer/:campaignSlug',
      de: '/aktionen/:campaignSlug',
      fr: '/promotions/:campaignSlug',
      ru: '/aktsii/:campaignSlug',
    },
  },
  {
    id: 'catalog',
    path: '/catalog',
    owner: 'mf-catalog',
    module: './CatalogPage',
    localized: {
      fi: '/tuotteet',
      sv: '/produkter',
      de: '/produkte',
      fr: '/produits',
      ru: '/tovary',
    },
  },
  {
    id: 'search',
    path: '/search',
    owner: 'mf-catalog',
    module: './SearchPage',
    localized: { fi: '/haku', sv: '/sok', de: '/suche', fr: '/recherche', ru: '/poisk' },
  },
  {
    id: 'brands',
    path: '/manufacturers',
    owner: 'mf-catalog',
    module: './BrandsPage',
    localized: { fi: '/merkit', sv: '/varumarken', de: '/marken', fr: '/marques', ru: '/brendy' },
  },
  {
    id: 'brands-alias',
    path: '/manufacturer',
    owner: 'mf-catalog',
    module: './BrandsPage',
    localized: { fi: '/merkki', sv: '/varumarke', de: '/marke', fr: '/marque', ru: '/brend' },
  },
  {
    id: 'newest',
    path: '/newest',
    owner: 'mf-catalog',
    module: './NewestPage',
    localized: {
      fi: '/uutuudet',
      sv: '/nyheter',
      de: '/neuheiten',
      fr: '/nouveautes',
      ru: '/novinki',
    },
  },
  {
    id: 'second-hand',
    path: '/second-hand',
    owner: 'mf-catalog',
    module: './SecondHandPage',
    localized: {
      fi: '/kaytetyt',
      sv: '/begagnat',
      de: '/gebraucht',
      fr: '/seconde-main',
      ru: '/sekond-hend',
    },
  },
  {
    id: 'product-group',
    path: '/product-group',
    owner: 'mf-catalog',
    module: './ProductGroupPage',
    localized: {
      fi: '/tuoteryhma',
      sv: '/produktgrupp',
      de: '/produktgruppe',
      fr: '/groupe-produits',
      ru: '/gruppa-tovarov',
    },
  },
  {
    id: 'womens-and-mens-shoes',
    path: '/womens-and-mens-shoes',
    owner: 'mf-catalog',
    module: './ShoesLandingPage',
    localized: {
      fi: '/naisten-ja-miesten-kengat',
      sv: '/dam-och-herrskor',
      de: '/damen-und-herrenschuhe',
      fr: '/chaussures-femme-homme',
      ru: '/zhenskaya-i-muzhskaya-obuv',
    },
  },
  {
    id: 'product-new',
    path: '/product-new',
    owner: 'mf-product',
    module: './ProductPage',
    localized: {
      fi: '/tuote-uusi',
      sv: '/produkt-ny',
      de: '/produkt-neu',
      fr: '/produit-nouveau',
      ru: '/tovar-novyi',
    },
  },
  {
    id: 'product-old',
    path: '/product-old',
    owner: 'mf-product',
    module: './ProductPage',
    localized: {
      fi: '/tuote-vanha',
      sv: '/produkt-gammal',
      de: '/produkt-alt',
      fr: '/produit-ancien',
      ru: '/tovar-staryi',
    },
  },
  {
    id: 'removed-new-product-page',
    path: '/removed-new-product-page/*',
    owner: 'mf-product',
    module: './ProductPage',
    localized: {
      fi: '/poistettu-tuotesivu/*',
      sv: '/borttagen-produktsida/*',
      de: '/entfernte-produktseite/*',
      fr: '/page-produit-supprimee/*',
      ru: '/udalennaya-stranitsa-tovara/*',
    },
  },
  {
    id: 'gift-cards',
    path: '/service-products/giftcards',
    owner: 'mf-product',
    module: './GiftCardsPage',
    localized: {
      fi: '/palvelutuotteet/lahjakortit',
      sv: '/servicetjanster/presentkort',
      de: '/serviceprodukte/geschenkkarten',
      fr: '/services/cartes-cadeaux',
      ru: '/uslugi/podarochnye-karty',
    },
  },
  {
    id: 'ski-wizard',
    path: '/ski-wizard',
    owner: 'mf-product',
    module: './SkiWizardPage',
    localized: {
      fi: '/suksivelho',
      sv: '/skidguide',
      de: '/ski-assistent',
      fr: '/assistant-ski',
      ru: '/podbor-lyzh',
    },
  },
  {
    id: 'ski-wizard-sport',
    path: '/ski-wizard/:sport',
    owner: 'mf-product',
    module: './SkiWizardPage',
    localized: {
      fi: '/suksivelho/:sport',
      sv: '/skidguide/:sport',
      de: '/ski-assistent/:sport',
      fr: '/assistant-ski/:sport',
      ru: '/podbor-lyzh/:sport',
    },
  },
  {
    id: 'shoe-wizard',
    path: '/shoe-wizard/*',
    owner: 'mf-product',
    module: './ShoeWizardPage',
    localized: {
      fi: '/kenkavelho/*',
      sv: '/skoguide/*',
      de: '/schuh-assistent/*',
      fr: '/assistant-chaussures/*',
      ru: '/podbor-obuvi/*',
    },
  },
  {
    id: 'checkout',
    path: '/checkout',
    owner: 'mf-checkout',
    module: './CartPage',
    localized: { fi: '/kassa', sv: '/kassa', de: '/kasse', fr: '/caisse', ru: '/korzina' },
  },
  {
    id: 'checkout-club-info',
    path: '/checkout/club-info',
    owner: 'mf-checkout',
    module: './ClubInfoPage',
    localized: {
      fi: '/kassa/kanta-asiakas',
      sv: '/kassa/klubbinfo',
      de: '/kasse/club-info',
      fr: '/caisse/club',
      ru: '/korzina/klub',
    },
  },
  {
    id: 'checkout-payment',
    path: '/checkout/payment',
    owner: 'mf-checkout',
    module: './PaymentPage',
    localized: {
      fi: '/kassa/maksu',
      sv: '/kassa/betalning',
      de: '/kasse/zahlung',
      fr: '/caisse/paiement',
      ru: '/korzina/oplata',
    },
  },
  {
    id: 'pay-later-confirm',
    path: '/checkout/:provider/confirm',
    owner: 'mf-checkout',
    module: './PayLaterConfirmPage',
    localized: {
      fi: '/kassa/:provider/vahvista',
      sv: '/kassa/:provider/bekrafta',
      de: '/kasse/:provider/bestaetigen',
      fr: '/caisse/:provider/confirmer',
      ru: '/korzina/:provider/podtverzhdenie',
    },
  },
  {
    id: 'payment-ok',
    path: '/order/payment_ok/*',
    owner: 'mf-checkout',
    module: './OrderOutcomePage',
    localized: {
      fi: '/tilaus/maksu-ok/*',
      sv: '/order/betalning-ok/*',
      de: '/bestellung/zahlung-ok/*',
      fr: '/commande/paiement-ok/*',
      ru: '/zakaz/oplata-ok/*',
    },
  },
  {
    id: 'payment-cancelled',
    path: '/order/payment_cancelled/*',
    owner: 'mf-checkout',
    module: './OrderOutcomePage',
    localized: {
      fi: '/tilaus/maksu-peruttu/*',
      sv: '/order/betalning-avbruten/*',
      de: '/bestellung/zahlung-abgebrochen/*',
      fr: '/commande/paiement-annule/*',
      ru: '/zakaz/oplata-otmenena/*',
    },
  },
  {
    id: 'payment-error',
    path: '/order/payment_error/*',
    owner: 'mf-checkout',
    module: './OrderOutcomePage',
    localized: {
      fi: '/tilaus/maksuvirhe/*',
      sv: '/order/betalningsfel/*',
      de: '/bestellung/zahlungsfehler/*',
      fr: '/commande/erreur-paiement/*',
      ru: '/zakaz/oshibka-oplaty/*',
    },
  },
  {
    id: 'payment-address',
    path: '/order/payment_address/*',
    owner: 'mf-checkout',
    module: './OrderOutcomePage',
    localized: {
      fi: '/tilaus/maksu-osoite/*',
      sv: '/order/betalning-adress/*',
      de: '/bestellung/zahlung-adresse/*',
      fr: '/commande/paiement-adresse/*',
      ru: '/zakaz/oplata-adres/*',
    },
  },
  {
    id: 'order-process',
    path: '/order/process',
    owner: 'mf-checkout',
    module: './OrderProcessPage',
    localized: {
      fi: '/tilaus/kasittely',
      sv: '/order/behandling',
      de: '/bestellung/verarbeitung',
      fr: '/commande/traitement',
      ru: '/zakaz/obrabotka',
    },
  },
  {
    id: 'view-order',
    path: '/view-order',
    owner: 'mf-checkout',
    module: './ViewOrderPage',
    localized: {
      fi: '/nayta-tilaus',
      sv: '/visa-order',
      de: '/bestellung-ansehen',
      fr: '/voir-commande',
      ru: '/prosmotr-zakaza',
    },
  },
  {
    id: 'enterprise',
    path: '/enterprise',
    owner: 'mf-checkout',
    module: './EnterpriseOrderPage',
    localized: {
      fi: '/yritystilaus',
      sv: '/foretagsbestallning',
      de: '/firmenbestellung',
      fr: '/commande-entreprise',
      ru: '/korporativnyi-zakaz',
    },
  },
  {
    id: 'corporate-info-form',
    path: '/corporate-info-form',
    owner: 'mf-content',
    module: './CorporateFormPage',
    localized: {
      fi: '/yritystiedot-lomake',
      sv: '/foretagsinfo-formular',
      de: '/firmeninfo-formular',
      fr: '/formulaire-entreprise',
      ru: '/forma-kompanii',
    },
  },
  {
    id: 'corporate-newsletter',
    path: '/corporate-newsletter',
    owner: 'mf-content',
    module: './CorporateFormPage',
    localized: {
      fi: '/yritysuutiskirje',
      sv: '/foretagsnyhetsbrev',
      de: '/firmen-newsletter',
      fr: '/newsletter-entreprise',
      ru: '/korporativnaya-rassylka',
    },
  },
  {
    id: 'forest-newsletter',
    path: '/forest-newsletter',
    owner: 'mf-content',
    module: './CorporateFormPage',
    localized: {
      fi: '/metsauutiskirje',
      sv: '/skogsnyhetsbrev',
      de: '/wald-newsletter',
      fr: '/newsletter-foret',
      ru: '/lesnaya-rassylka',
    },
  },
  {
    id: 'experiences-products',
    path: '/experiences/products',
    owner: 'mf-content',
    module: './ExperiencesPage',
    localized: {
      fi: '/elamykset/tuotteet',
      sv: '/upplevelser/produkter',
      de: '/erlebnisse/produkte',
      fr: '/experiences/produits',
      ru: '/vpechatleniya/tovary',
    },
  },
  {
    id: 'experiences',
    path: '/experiences/*',
    owner: 'mf-content',
    module: './ExperiencesPage',
    localized: {
      fi: '/elamykset/*',
      sv: '/upplevelser/*',
      de: '/erlebnisse/*',
      fr: '/experiences/*',
      ru: '/vpechatleniya/*',
    },
  },
  {
    id: 'faq-questions',
    path: '/faq/frequently-asked-questions',
    owner: 'mf-content',
    module: './FaqPage',
    localized: {
      fi: '/ukk/usein-kysytyt-kysymykset',
      sv: '/vanliga-fragor/fragor-och-svar',
      de: '/haeufige-fragen/fragen-und-antworten',
      fr: '/questions-frequentes/faq',
      ru: '/voprosy/chasto-zadavaemye',
    },
  },
  {
    id: 'faq',
    path: '/faq',
    owner: 'mf-content',
    module: './FaqPage',
    localized: {
      fi: '/ukk',
      sv: '/vanliga-fragor',
      de: '/haeufige-fragen',
      fr: '/questions-frequentes',
      ru: '/voprosy',
    },
  },
  {
    id: 'gift-campaign-category',
    path: '/giftcampaigns/:category',
    owner: 'mf-content',
    module: './GiftCampaignCategoryPage',
    localized: {
      fi: '/lahjakampanjat/:category',
      sv: '/presentkampanjer/:category',
      de: '/geschenkaktionen/:category',
      fr: '/campagnes-cadeaux/:category',
      ru: '/podarochnye-aktsii/:category',
    },
  },
  {
    id: 'blog-post',
    path: '/life-outdoors/blog/:slug',
    owner: 'mf-content',
    module: './BlogPage',
    localized: {
      fi: '/ulkoilu-elama/blogi/:slug',
      sv: '/livet-ute/blogg/:slug',
      de: '/leben-draussen/blog/:slug',
      fr: '/vie-en-plein-air/blog/:slug',
      ru: '/zhizn-na-prirode/blog/:slug',
    },
  },
  {
    id: 'blogger',
    path: '/life-outdoors/bloggers/:blogger',
    owner: 'mf-content',
    module: './BlogPage',
    localized: {
      fi: '/ulkoilu-elama/bloggaajat/:blogger',
      sv: '/livet-ute/bloggare/:blogger',
      de: '/leben-draussen/blogger/:blogger',
      fr: '/vie-en-plein-air/blogueurs/:blogger',
      ru: '/zhizn-na-prirode/blogery/:blogger',
    },
  },
  {
    id: 'blog',
    path: '/life-outdoors/blog',
    owner: 'mf-content',
    module: './BlogPage',
    localized: {
      fi: '/ulkoilu-elama/blogi',
      sv: '/livet-ute/blogg',
      de: '/leben-draussen/blog',
      fr: '/vie-en-plein-air/blog',
      ru: '/zhizn-na-prirode/blog',
    },
  },
  {
    id: 'bloggers',
    path: '/life-outdoors/bloggers',
    owner: 'mf-content',
    module: './BlogPage',
    localized: {
      fi: '/ulkoilu-elama/bloggaajat',
      sv: '/livet-ute/bloggare',
      de: '/leben-draussen/blogger',
      fr: '/vie-en-plein-air/blogueurs',
      ru: '/zhizn-na-prirode/blogery',
    },
  },
  {
    id: 'life-outdoors-post',
    path: '/life-outdoors/:post',
    owner: 'mf-content',
    module: './BlogPage',
    localized: {
      fi: '/ulkoilu-elama/:post',
      sv: '/livet-ute/:post',
      de: '/leben-draussen/:post',
      fr: '/vie-en-plein-air/:post',
      ru: '/zhizn-na-prirode/:post',
    },
  },
  {
    id: 'life-outdoors',
    path: '/life-outdoors',
    owner: 'mf-content',
    module: './BlogPage',
    localized: {
      fi: '/ulkoilu-elama',
      sv: '/livet-ute',
      de: '/leben-draussen',
      fr: '/vie-en-plein-air',
      ru: '/zhizn-na-prirode',
    },
  },
  {
    id: 'rental-rentle',
    path: '/rental/rentle',
    owner: 'mf-content',
    module: './RentalPage',
    layout: 'rentle',
    localized: {
      fi: '/vuokraus/rentle',
      sv: '/uthyrning/rentle',
      de: '/verleih/rentle',
      fr: '/location/rentle',
      ru: '/prokat/rentle',
    },
  },
  {
    id: 'rental',
    path: '/rental',
    owner: 'mf-content',
    module: './RentalPage',
    localized: {
      fi: '/vuokraus',
      sv: '/uthyrning',
      de: '/verleih',
      fr: '/location',
      ru: '/prokat',
    },
  },
  {
    id: 'responsibility',
    path: '/responsibility',
    owner: 'mf-content',
    module: './InfoPage',
    localized: {
      fi: '/vastuullisuus',
      sv: '/ansvar',
      de: '/verantwortung',
      fr: '/responsabilite',
      ru: '/otvetstvennost',
    },
  },
  {
    id: 'returns',
    path: '/returns',
    owner: 'mf-content',
    module: './InfoPage',
    localized: {
      fi: '/palautukset',
      sv: '/returer',
      de: '/ruecksendungen',
      fr: '/retours',
      ru: '/vozvrat',
    },
  },
  {
    id: 'pikanouto',
    path: '/pikanouto',
    owner: 'mf-content',
    module: './InfoPage',
    localized: {
      fi: '/pikanouto',
      sv: '/expresshamtning',
      de: '/expressabholung',
      fr: '/retrait-express',
      ru: '/ekspress-vyvoz',
    },
  },
  {
    id: 'store',
    path: '/stores/:store',
    owner: 'mf-content',
    module: './StorePage',
    localized: {
      fi: '/myymalat/:store',
      sv: '/butiker/:store',
      de: '/geschaefte/:store',
      fr: '/magasins/:store',
      ru: '/magaziny/:store',
    },
  },
  {
    id: 'stores',
    path: '/stores',
    owner: 'mf-content',
    module: './StoresPage',
    localized: {
      fi: '/myymalat',
      sv: '/butiker',
      de: '/geschaefte',
      fr: '/magasins',
      ru: '/magaziny',
    },
  },
  {
    id: 'style-guide',
    path: '/style-guide',
    owner: 'shell',
    localized: {
      fi: '/tyyliopas',
      sv: '/stilguide',
      de: '/styleguide',
      fr: '/guide-de-style',
      ru: '/stil',
    },
  },
  // Issue 14 point 8: the staff release page (the shell shows it to staff and admins only).
  {
    id: 'releases',
    path: '/releases',
    owner: 'shell',
    localized: {
      fi: '/julkaisut',
      sv: '/publiceringar',
      de: '/releases',
      fr: '/versions',
      ru: '/relizy',
    },
  },
  {
    id: 'menu',
    path: '/menu',
    owner: 'shell',
    localized: { fi: '/valikko', sv: '/meny', de: '/menue', fr: '/menu', ru: '/menyu' },
  },
  {
    id: 'menu-group',
    path: '/menu/:slug',
    owner: 'shell',
    localized: {
      fi: '/valikko/:slug',
      sv: '/meny/:slug',
      de: '/menue/:slug',
      fr: '/menu/:slug',
      ru: '/menyu/:slug',
    },
  },
] as const satisfies readonly RouteDefinition[];

export type FixedRouteId = (typeof FIXED_ROUTES)[number]['id'];
