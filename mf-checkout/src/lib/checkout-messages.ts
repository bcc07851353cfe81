import { addTranslations, type Messages } from '@shop/shared-contracts/react';
import { CHECKOUT_NAMESPACE } from './messages';

// Spelled out rather than imported from the form's rules: lib does not depend on features.
// The form's test checks that every field and error has a label here.
type FieldKey =
  | 'delivery_method'
  | 'delivery_location'
  | 'seller_name'
  | 'seller_number'
  | 'first_name'
  | 'last_name'
  | 'address'
  | 'postal_code'
  | 'city'
  | 'phone'
  | 'email';
type ErrorKey =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'postalCode'
  | 'postalCodeFi'
  | 'sellerNumber';

type CheckoutKey =
  | `field.${FieldKey}`
  | `error.${ErrorKey}`
  | 'field.choose'
  | 'payment.title'
  | 'payment.contact'
  | 'payment.delivery'
  | 'payment.staff'
  | 'payment.emptyCart'
  | 'payment.free'
  | 'club.title'
  | 'club.what'
  | 'club.loginFirst'
  | 'club.login'
  | 'club.continue'
  | 'club.loggedIn'
  | 'enterprise.title'
  | 'enterprise.staff'
  | 'enterprise.toCart'
  | 'enterprise.info'
  | 'enterprise.login'
  | 'enterprise.corporate';

/** The payment form (platform §3 Checkout form), club info and enterprise pages. */
const messages: Messages<CheckoutKey> = {
  en: {
    'field.delivery_method': 'Delivery method',
    'field.delivery_location': 'Pickup location',
    'field.seller_name': 'Seller name',
    'field.seller_number': 'Seller number',
    'field.first_name': 'First name',
    'field.last_name': 'Last name',
    'field.address': 'Street address',
    'field.postal_code': 'Postal code',
    'field.city': 'City',
    'field.phone': 'Phone',
    'field.email': 'Email',
    'field.choose': 'Choose…',
    'error.required': 'This field is required.',
    'error.tooLong': 'This is too long.',
    'error.email': 'Enter a valid email address.',
    'error.phone': 'Enter a phone number of 7 to 15 digits, e.g. +358 40 123 4567.',
    'error.postalCode': 'Check the postal code.',
    'error.postalCodeFi': 'A Finnish postal code has 5 digits.',
    'error.sellerNumber': 'The seller number has digits only.',
    'payment.title': 'Payment',
    'payment.contact': 'Contact details',
    'payment.delivery': 'Delivery',
    'payment.staff': 'Staff sale',
    'payment.emptyCart': 'Your shopping cart is empty, so there is nothing to pay yet.',
    'payment.free': 'free',
    'club.title': 'Club prices',
    'club.what':
      'Club members pay the club price marked on many products. Joining the club is free and comes with a customer account.',
    'club.loginFirst': 'Log in before paying so that club prices apply to your order.',
    'club.login': 'Log in',
    'club.continue': 'Continue to payment',
    'club.loggedIn': 'You are logged in as {{email}}, so club prices apply to your order.',
    'enterprise.title': 'Enterprise orders',
    'enterprise.staff':
      'Logged in as staff user {{username}}. Enterprise orders for corporate customers are put together in the cart and sent at checkout.',
    'enterprise.toCart': 'Open the cart',
    'enterprise.info':
      'Enterprise orders are placed by our staff on behalf of corporate customers. If your company would like to order, contact our corporate sales.',
    'enterprise.login': 'Staff login',
    'enterprise.corporate': 'Contact corporate sales',
  },
  fi: {
    'field.delivery_method': 'Toimitustapa',
    'field.delivery_location': 'Noutopaikka',
    'field.seller_name': 'Myyjän nimi',
    'field.seller_number': 'Myyjänumero',
    'field.first_name': 'Etunimi',
    'field.last_name': 'Sukunimi',
    'field.address': 'Katuosoite',
    'field.postal_code': 'Postinumero',
    'field.city': 'Postitoimipaikka',
    'field.phone': 'Puhelin',
    'field.email': 'Sähköposti',
    'field.choose': 'Valitse…',
    'error.required': 'Tämä kenttä on pakollinen.',
    'error.tooLong': 'Teksti on liian pitkä.',
    'error.email': 'Anna kelvollinen sähköpostiosoite.',
    'error.phone': 'Anna 7–15-numeroinen puhelinnumero, esim. +358 40 123 4567.',
    'error.postalCode': 'Tarkista postinumero.',
    'error.postalCodeFi': 'Suomalaisessa postinumerossa on 5 numeroa.',
    'error.sellerNumber': 'Myyjänumerossa on vain numeroita.',
    'payment.title': 'Maksu',
    'payment.contact': 'Yhteystiedot',
    'payment.delivery': 'Toimitus',
    'payment.staff': 'Henkilökunnan myynti',
    'payment.emptyCart': 'Ostoskorisi on tyhjä, joten maksettavaa ei vielä ole.',
    'payment.free': 'maksuton',
    'club.title': 'Kanta-asiakashinnat',
    'club.what':
      'Kanta-asiakkaat maksavat monista tuotteista merkityn kanta-asiakashinnan. Liittyminen on maksutonta ja sisältyy asiakastiliin.',
    'club.loginFirst': 'Kirjaudu ennen maksamista, niin kanta-asiakashinnat koskevat tilaustasi.',
    'club.login': 'Kirjaudu',
    'club.continue': 'Jatka maksamaan',
    'club.loggedIn':
      'Olet kirjautunut käyttäjänä {{email}}, joten kanta-asiakashinnat koskevat tilaustasi.',
    'enterprise.title': 'Yritystilaukset',
    'enterprise.staff':
      'Kirjautuneena henkilökunnan käyttäjänä {{username}}. Yritysasiakkaiden tilaukset kootaan ostoskoriin ja lähetetään kassalla.',
    'enterprise.toCart': 'Avaa ostoskori',
    'enterprise.info':
      'Yritystilaukset tekee henkilökuntamme yritysasiakkaiden puolesta. Jos yrityksesi haluaa tilata, ota yhteyttä yritysmyyntiimme.',
    'enterprise.login': 'Henkilökunnan kirjautuminen',
    'enterprise.corporate': 'Ota yhteyttä yritysmyyntiin',
  },
  sv: {
    'field.delivery_method': 'Leveranssätt',
    'field.delivery_location': 'Utlämningsställe',
    'field.seller_name': 'Säljarens namn',
    'field.seller_number': 'Säljarnummer',
    'field.first_name': 'Förnamn',
    'field.last_name': 'Efternamn',
    'field.address': 'Gatuadress',
    'field.postal_code': 'Postnummer',
    'field.city': 'Postort',
    'field.phone': 'Telefon',
    'field.email': 'E-post',
    'field.choose': 'Välj…',
    'error.required': 'Fältet är obligatoriskt.',
    'error.tooLong': 'Texten är för lång.',
    'error.email': 'Ange en giltig e-postadress.',
    'error.phone': 'Ange ett telefonnummer med 7–15 siffror, t.ex. +358 40 123 4567.',
    'error.postalCode': 'Kontrollera postnumret.',
    'error.postalCodeFi': 'Ett finskt postnummer har 5 siffror.',
    'error.sellerNumber': 'Säljarnumret består bara av siffror.',
    'payment.title': 'Betalning',
    'payment.contact': 'Kontaktuppgifter',
    'payment.delivery': 'Leverans',
    'payment.staff': 'Personalförsäljning',
    'payment.emptyCart': 'Din varukorg är tom, så det finns inget att betala ännu.',
    'payment.free': 'gratis',
    'club.title': 'Klubbpriser',
    'club.what':
      'Klubbmedlemmar betalar klubbpriset som visas på många produkter. Medlemskapet är gratis och ingår i kundkontot.',
    'club.loginFirst': 'Logga in innan du betalar så gäller klubbpriserna för din order.',
    'club.login': 'Logga in',
    'club.continue': 'Fortsätt till betalning',
    'club.loggedIn': 'Du är inloggad som {{email}}, så klubbpriserna gäller för din order.',
    'enterprise.title': 'Företagsbeställningar',
    'enterprise.staff':
      'Inloggad som personalanvändare {{username}}. Företagskundernas beställningar sätts ihop i varukorgen och skickas i kassan.',
    'enterprise.toCart': 'Öppna varukorgen',
    'enterprise.info':
      'Företagsbeställningar görs av vår personal för företagskunders räkning. Om ditt företag vill beställa, kontakta vår företagsförsäljning.',
    'enterprise.login': 'Personalinloggning',
    'enterprise.corporate': 'Kontakta företagsförsäljningen',
  },
  de: {
    'field.delivery_method': 'Versandart',
    'field.delivery_location': 'Abholstelle',
    'field.seller_name': 'Name des Verkäufers',
    'field.seller_number': 'Verkäufernummer',
    'field.first_name': 'Vorname',
    'field.last_name': 'Nachname',
    'field.address': 'Straße und Hausnummer',
    'field.postal_code': 'Postleitzahl',
    'field.city': 'Ort',
    'field.phone': 'Telefon',
    'field.email': 'E-Mail',
    'field.choose': 'Bitte wählen…',
    'error.required': 'Dieses Feld ist erforderlich.',
    'error.tooLong': 'Der Text ist zu lang.',
    'error.email': 'Geben Sie eine gültige E-Mail-Adresse ein.',
    'error.phone': 'Geben Sie eine Telefonnummer mit 7 bis 15 Ziffern ein, z. B. +358 40 123 4567.',
    'error.postalCode': 'Prüfen Sie die Postleitzahl.',
    'error.postalCodeFi': 'Eine finnische Postleitzahl hat 5 Ziffern.',
    'error.sellerNumber': 'Die Verkäufernummer besteht nur aus Ziffern.',
    'payment.title': 'Zahlung',
    'payment.contact': 'Kontaktdaten',
    'payment.delivery': 'Lieferung',
    'payment.staff': 'Personalverkauf',
    'payment.emptyCart': 'Ihr Warenkorb ist leer, es gibt also noch nichts zu bezahlen.',
    'payment.free': 'kostenlos',
    'club.title': 'Clubpreise',
    'club.what':
      'Clubmitglieder zahlen den bei vielen Produkten angegebenen Clubpreis. Die Mitgliedschaft ist kostenlos und gehört zum Kundenkonto.',
    'club.loginFirst':
      'Melden Sie sich vor dem Bezahlen an, damit die Clubpreise für Ihre Bestellung gelten.',
    'club.login': 'Anmelden',
    'club.continue': 'Weiter zur Zahlung',
    'club.loggedIn':
      'Sie sind als {{email}} angemeldet, daher gelten die Clubpreise für Ihre Bestellung.',
    'enterprise.title': 'Firmenbestellungen',
    'enterprise.staff':
      'Angemeldet als Mitarbeiter {{username}}. Firmenbestellungen für Geschäftskunden werden im Warenkorb zusammengestellt und an der Kasse gesendet.',
    'enterprise.toCart': 'Warenkorb öffnen',
    'enterprise.info':
      'Firmenbestellungen gibt unser Personal im Auftrag von Geschäftskunden auf. Wenn Ihr Unternehmen bestellen möchte, wenden Sie sich an unseren Firmenvertrieb.',
    'enterprise.login': 'Anmeldung für Mitarbeiter',
    'enterprise.corporate': 'Firmenvertrieb kontaktieren',
  },
  fr: {
    'field.delivery_method': 'Mode de livraison',
    'field.delivery_location': 'Point de retrait',
    'field.seller_name': 'Nom du vendeur',
    'field.seller_number': 'Numéro du vendeur',
    'field.first_name': 'Prénom',
    'field.last_name': 'Nom',
    'field.address': 'Adresse',
    'field.postal_code': 'Code postal',
    'field.city': 'Ville',
    'field.phone': 'Téléphone',
    'field.email': 'E-mail',
    'field.choose': 'Choisir…',
    'error.required': 'Ce champ est obligatoire.',
    'error.tooLong': 'Le texte est trop long.',
    'error.email': 'Saisissez une adresse e-mail valide.',
    'error.phone': 'Saisissez un numéro de 7 à 15 chiffres, par ex. +358 40 123 4567.',
    'error.postalCode': 'Vérifiez le code postal.',
    'error.postalCodeFi': 'Un code postal finlandais comporte 5 chiffres.',
    'error.sellerNumber': 'Le numéro du vendeur ne contient que des chiffres.',
    'payment.title': 'Paiement',
    'payment.contact': 'Coordonnées',
    'payment.delivery': 'Livraison',
    'payment.staff': 'Vente par le personnel',
    'payment.emptyCart': 'Votre panier est vide : il n’y a encore rien à payer.',
    'payment.free': 'gratuit',
    'club.title': 'Prix club',
    'club.what':
      'Les membres du club paient le prix club indiqué sur de nombreux produits. L’adhésion est gratuite et fait partie du compte client.',
    'club.loginFirst': 'Connectez-vous avant de payer pour que les prix club s’appliquent.',
    'club.login': 'Se connecter',
    'club.continue': 'Continuer vers le paiement',
    'club.loggedIn':
      'Vous êtes connecté en tant que {{email}} : les prix club s’appliquent à votre commande.',
    'enterprise.title': 'Commandes entreprise',
    'enterprise.staff':
      'Connecté en tant que membre du personnel {{username}}. Les commandes des clients entreprise sont préparées dans le panier et envoyées à la caisse.',
    'enterprise.toCart': 'Ouvrir le panier',
    'enterprise.info':
      'Les commandes entreprise sont passées par notre personnel pour le compte des clients entreprise. Si votre entreprise souhaite commander, contactez notre service commercial entreprises.',
    'enterprise.login': 'Connexion du personnel',
    'enterprise.corporate': 'Contacter le service entreprises',
  },
  ru: {
    'field.delivery_method': 'Способ доставки',
    'field.delivery_location': 'Пункт выдачи',
    'field.seller_name': 'Имя продавца',
    'field.seller_number': 'Номер продавца',
    'field.first_name': 'Имя',
    'field.last_name': 'Фамилия',
    'field.address': 'Адрес',
    'field.postal_code': 'Почтовый индекс',
    'field.city': 'Город',
    'field.phone': 'Телефон',
    'field.email': 'Электронная почта',
    'field.choose': 'Выберите…',
    'error.required': 'Это поле обязательно.',
    'error.tooLong': 'Слишком длинный текст.',
    'error.email': 'Введите корректный адрес электронной почты.',
    'error.phone': 'Введите номер телефона из 7–15 цифр, например +358 40 123 4567.',
    'error.postalCode': 'Проверьте почтовый индекс.',
    'error.postalCodeFi': 'Финский почтовый индекс состоит из 5 цифр.',
    'error.sellerNumber': 'Номер продавца состоит только из цифр.',
    'payment.title': 'Оплата',
    'payment.contact': 'Контактные данные',
    'payment.delivery': 'Доставка',
    'payment.staff': 'Продажа сотрудником',
    'payment.emptyCart': 'Ваша корзина пуста, поэтому оплачивать пока нечего.',
    'payment.free': 'бесплатно',
    'club.title': 'Клубные цены',
    'club.what':
      'Члены клуба платят клубную цену, указанную у многих товаров. Членство бесплатное и входит в учётную запись покупателя.',
    'club.loginFirst': 'Войдите до оплаты, чтобы к заказу применились клубные цены.',
    'club.login': 'Войти',
    'club.continue': 'Перейти к оплате',
    'club.loggedIn': 'Вы вошли как {{email}}, поэтому к заказу применяются клубные цены.',
    'enterprise.title': 'Корпоративные заказы',
    'enterprise.staff':
      'Вы вошли как сотрудник {{username}}. Заказы корпоративных клиентов собираются в корзине и отправляются при оформлении.',
    'enterprise.toCart': 'Открыть корзину',
    'enterprise.info':
      'Корпоративные заказы оформляют наши сотрудники от имени корпоративных клиентов. Если ваша компания хочет сделать заказ, свяжитесь с отделом корпоративных продаж.',
    'enterprise.login': 'Вход для сотрудников',
    'enterprise.corporate': 'Связаться с корпоративным отделом',
  },
};

export const CHECKOUT_MESSAGES = messages;
addTranslations(CHECKOUT_NAMESPACE, messages);
