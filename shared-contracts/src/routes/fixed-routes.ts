// The fixed routes of platform §2, one export each, so that a remote compiles in only the routes
// it links to (`ROUTES.checkout` with `pathOf`); the shell takes them all (`FIXED_ROUTES`).
import type { RouteDefinition } from './route-table.js';

export const home = {
  id: 'home',
  path: '/',
  owner: 'mf-content',
  module: './HomePage',
} as const satisfies RouteDefinition;

export const staticPage = {
  id: 'static-page',
  path: '/page/*',
  owner: 'mf-content',
  module: './StaticPage',
  localized: { fi: '/sivu/*', sv: '/sida/*', de: '/seite/*', fr: '/page/*', ru: '/stranitsa/*' },
} as const satisfies RouteDefinition;

export const staticPreview = {
  id: 'static-preview',
  path: '/static',
  owner: 'mf-content',
  module: './StaticPage',
  localized: { fi: '/sisalto', sv: '/innehall', de: '/inhalt', fr: '/contenu', ru: '/kontent' },
} as const satisfies RouteDefinition;

export const staticWithTabsPreview = {
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
} as const satisfies RouteDefinition;

export const account = {
  id: 'account',
  path: '/accounts',
  owner: 'mf-account',
  module: './AccountPage',
  localized: { fi: '/tili', sv: '/konto', de: '/konto', fr: '/compte', ru: '/akkaunt' },
} as const satisfies RouteDefinition;

export const login = {
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
} as const satisfies RouteDefinition;

export const accountActivate = {
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
} as const satisfies RouteDefinition;

export const newsletterConfirm = {
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
} as const satisfies RouteDefinition;

export const joinClub = {
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
} as const satisfies RouteDefinition;

export const accountDelete = {
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
} as const satisfies RouteDefinition;

export const passwordResetConfirm = {
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
} as const satisfies RouteDefinition;

export const passwordReset = {
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
} as const satisfies RouteDefinition;

export const stopReminders = {
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
} as const satisfies RouteDefinition;

export const ask = {
  id: 'ask',
  path: '/ask',
  owner: 'mf-account',
  module: './AskPage',
  localized: { fi: '/kysy', sv: '/fraga', de: '/fragen', fr: '/question', ru: '/vopros' },
} as const satisfies RouteDefinition;

export const reclamation = {
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
} as const satisfies RouteDefinition;

export const wishlist = {
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
} as const satisfies RouteDefinition;

export const history = {
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
} as const satisfies RouteDefinition;

export const campaign = {
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
} as const satisfies RouteDefinition;

export const catalog = {
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
} as const satisfies RouteDefinition;

export const search = {
  id: 'search',
  path: '/search',
  owner: 'mf-catalog',
  module: './SearchPage',
  localized: { fi: '/haku', sv: '/sok', de: '/suche', fr: '/recherche', ru: '/poisk' },
} as const satisfies RouteDefinition;

export const brands = {
  id: 'brands',
  path: '/manufacturers',
  owner: 'mf-catalog',
  module: './BrandsPage',
  localized: { fi: '/merkit', sv: '/varumarken', de: '/marken', fr: '/marques', ru: '/brendy' },
} as const satisfies RouteDefinition;

export const brandsAlias = {
  id: 'brands-alias',
  path: '/manufacturer',
  owner: 'mf-catalog',
  module: './BrandsPage',
  localized: { fi: '/merkki', sv: '/varumarke', de: '/marke', fr: '/marque', ru: '/brend' },
} as const satisfies RouteDefinition;

export const newest = {
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
} as const satisfies RouteDefinition;

export const secondHand = {
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
} as const satisfies RouteDefinition;

export const productGroup = {
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
} as const satisfies RouteDefinition;

export const womensAndMensShoes = {
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
} as const satisfies RouteDefinition;

export const productNew = {
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
} as const satisfies RouteDefinition;

export const productOld = {
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
} as const satisfies RouteDefinition;

export const removedNewProductPage = {
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
} as const satisfies RouteDefinition;

export const giftCards = {
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
} as const satisfies RouteDefinition;

export const skiWizard = {
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
} as const satisfies RouteDefinition;

export const skiWizardSport = {
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
} as const satisfies RouteDefinition;

export const shoeWizard = {
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
} as const satisfies RouteDefinition;

export const checkout = {
  id: 'checkout',
  path: '/checkout',
  owner: 'mf-checkout',
  module: './CartPage',
  localized: { fi: '/kassa', sv: '/kassa', de: '/kasse', fr: '/caisse', ru: '/korzina' },
} as const satisfies RouteDefinition;

export const checkoutClubInfo = {
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
} as const satisfies RouteDefinition;

export const checkoutPayment = {
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
} as const satisfies RouteDefinition;

export const payLaterConfirm = {
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
} as const satisfies RouteDefinition;

export const paymentOk = {
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
} as const satisfies RouteDefinition;

export const paymentCancelled = {
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
} as const satisfies RouteDefinition;

export const paymentError = {
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
} as const satisfies RouteDefinition;

export const paymentAddress = {
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
} as const satisfies RouteDefinition;

export const orderProcess = {
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
} as const satisfies RouteDefinition;

export const viewOrder = {
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
} as const satisfies RouteDefinition;

export const enterprise = {
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
} as const satisfies RouteDefinition;

export const corporateInfoForm = {
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
} as const satisfies RouteDefinition;

export const corporateNewsletter = {
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
} as const satisfies RouteDefinition;

export const forestNewsletter = {
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
} as const satisfies RouteDefinition;

export const experiencesProducts = {
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
} as const satisfies RouteDefinition;

export const experiences = {
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
} as const satisfies RouteDefinition;

export const faqQuestions = {
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
} as const satisfies RouteDefinition;

export const faq = {
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
} as const satisfies RouteDefinition;

export const giftCampaignCategory = {
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
} as const satisfies RouteDefinition;

export const blogPost = {
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
} as const satisfies RouteDefinition;

export const blogger = {
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
} as const satisfies RouteDefinition;

export const blog = {
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
} as const satisfies RouteDefinition;

export const bloggers = {
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
} as const satisfies RouteDefinition;

export const lifeOutdoorsPost = {
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
} as const satisfies RouteDefinition;

export const lifeOutdoors = {
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
} as const satisfies RouteDefinition;

export const rentalRentle = {
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
} as const satisfies RouteDefinition;

export const rental = {
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
} as const satisfies RouteDefinition;

export const responsibility = {
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
} as const satisfies RouteDefinition;

export const returns = {
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
} as const satisfies RouteDefinition;

export const pikanouto = {
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
} as const satisfies RouteDefinition;

export const store = {
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
} as const satisfies RouteDefinition;

export const stores = {
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
} as const satisfies RouteDefinition;

export const styleGuide = {
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
} as const satisfies RouteDefinition;

export const releases = // Issue 14 point 8: the staff release page (the shell shows it to staff and admins only).
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
  } as const satisfies RouteDefinition;

export const menu = {
  id: 'menu',
  path: '/menu',
  owner: 'shell',
  localized: { fi: '/valikko', sv: '/meny', de: '/menue', fr: '/menu', ru: '/menyu' },
} as const satisfies RouteDefinition;

export const menuGroup = {
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
} as const satisfies RouteDefinition;
