import { addTranslations, type Messages } from '@shop/shared-contracts/react';

type CheckoutKey =
  | 'cart.title'
  | 'cart.empty'
  | 'cart.browse'
  | 'cart.pickup'
  | 'cart.total'
  | 'cart.badge';

const messages: Messages<CheckoutKey> = {
  en: {
    'cart.title': 'Shopping cart',
    'cart.badge': 'Shopping cart, {{count}} items',
    'cart.total': 'Total {{total}}',
    'cart.empty': 'Your shopping cart is empty.',
    'cart.browse': 'Browse products',
    'cart.pickup': 'Collect your order free of charge from our stores:',
  },
  fi: {
    'cart.title': 'Ostoskori',
    'cart.badge': 'Ostoskori, {{count}} tuotetta',
    'cart.total': 'Yhteensä {{total}}',
    'cart.empty': 'Ostoskorisi on tyhjä.',
    'cart.browse': 'Selaa tuotteita',
    'cart.pickup': 'Nouda tilauksesi maksutta myymälöistämme:',
  },
  sv: {
    'cart.title': 'Varukorg',
    'cart.badge': 'Varukorg, {{count}} artiklar',
    'cart.total': 'Totalt {{total}}',
    'cart.empty': 'Din varukorg är tom.',
    'cart.browse': 'Bläddra bland produkter',
    'cart.pickup': 'Hämta din beställning kostnadsfritt i våra butiker:',
  },
  de: {
    'cart.title': 'Warenkorb',
    'cart.badge': 'Warenkorb, {{count}} Artikel',
    'cart.total': 'Gesamt {{total}}',
    'cart.empty': 'Ihr Warenkorb ist leer.',
    'cart.browse': 'Produkte ansehen',
    'cart.pickup': 'Holen Sie Ihre Bestellung kostenlos in unseren Filialen ab:',
  },
  fr: {
    'cart.title': 'Panier',
    'cart.badge': 'Panier, {{count}} articles',
    'cart.total': 'Total {{total}}',
    'cart.empty': 'Votre panier est vide.',
    'cart.browse': 'Voir les produits',
    'cart.pickup': 'Retirez gratuitement votre commande dans nos magasins :',
  },
  ru: {
    'cart.title': 'Корзина',
    'cart.badge': 'Корзина, товаров: {{count}}',
    'cart.total': 'Итого {{total}}',
    'cart.empty': 'Ваша корзина пуста.',
    'cart.browse': 'Перейти к товарам',
    'cart.pickup': 'Бесплатный самовывоз из наших магазинов:',
  },
};

export const CHECKOUT_NAMESPACE = 'checkout';
addTranslations(CHECKOUT_NAMESPACE, messages);
