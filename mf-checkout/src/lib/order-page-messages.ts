import { addTranslations, type Messages } from '@shop/shared-contracts/react';
import { CHECKOUT_NAMESPACE } from './messages';

type OrderPageKey =
  | 'viewOrder.title'
  | 'viewOrder.intro'
  | 'viewOrder.email'
  | 'viewOrder.orderNumber'
  | 'viewOrder.submit'
  | 'viewOrder.emailRequired'
  | 'viewOrder.emailInvalid'
  | 'viewOrder.orderNumberRequired'
  | 'viewOrder.orderNumberInvalid'
  | 'viewOrder.failed'
  | 'outcome.ok.title'
  | 'outcome.ok.text'
  | 'outcome.cancelled.title'
  | 'outcome.cancelled.text'
  | 'outcome.error.title'
  | 'outcome.error.text'
  | 'outcome.address.title'
  | 'outcome.address.text'
  | 'outcome.toCart'
  | 'process.title'
  | 'process.waiting'
  | 'process.slow'
  | 'payLater.title'
  | 'payLater.waiting'
  | 'payLater.missingId'
  | 'payLater.notFound'
  | 'payLater.failed';

const messages: Messages<OrderPageKey> = {
  en: {
    'viewOrder.title': 'View order',
    'viewOrder.intro':
      'Enter the email address you ordered with and the order number from your confirmation email.',
    'viewOrder.email': 'Email address',
    'viewOrder.orderNumber': 'Order number',
    'viewOrder.submit': 'Show order',
    'viewOrder.emailRequired': 'Enter your email address.',
    'viewOrder.emailInvalid': 'Enter a valid email address.',
    'viewOrder.orderNumberRequired': 'Enter the order number.',
    'viewOrder.orderNumberInvalid': 'The order number has 4 to 12 digits.',
    'viewOrder.failed': 'The order could not be fetched. Please try again later.',
    'outcome.ok.title': 'Thank you for your order!',
    'outcome.ok.text': 'We have received your payment and sent a confirmation to your email.',
    'outcome.cancelled.title': 'Payment cancelled',
    'outcome.cancelled.text':
      'The payment was cancelled, so the order was not completed and nothing was charged.',
    'outcome.error.title': 'Payment failed',
    'outcome.error.text':
      'The payment could not be completed and nothing was charged. Please try again or choose another payment method.',
    'outcome.address.title': 'Delivery address needed',
    'outcome.address.text':
      'The payment service needs a complete delivery address before the order can be completed. Check your address and pay again.',
    'outcome.toCart': 'Back to the cart',
    'process.title': 'Processing your order',
    'process.waiting': 'Please wait, we are confirming your payment…',
    'process.slow':
      'Confirming your payment is taking longer than usual. We will email you as soon as the order is confirmed, and you can check it on the order page.',
    'payLater.title': 'Confirming your payment',
    'payLater.waiting': 'Please wait, we are confirming your payment…',
    'payLater.missingId':
      'The payment service did not send an order reference, so this payment cannot be confirmed here.',
    'payLater.notFound':
      'We could not find an order for this payment. If you were charged, please contact our customer service.',
    'payLater.failed': 'Confirming the payment failed. Please reload the page in a moment.',
  },
  fi: {
    'viewOrder.title': 'Näytä tilaus',
    'viewOrder.intro':
      'Anna sähköpostiosoite, jolla tilasit, ja tilausvahvistuksessa oleva tilausnumero.',
    'viewOrder.email': 'Sähköpostiosoite',
    'viewOrder.orderNumber': 'Tilausnumero',
    'viewOrder.submit': 'Näytä tilaus',
    'viewOrder.emailRequired': 'Anna sähköpostiosoitteesi.',
    'viewOrder.emailInvalid': 'Anna kelvollinen sähköpostiosoite.',
    'viewOrder.orderNumberRequired': 'Anna tilausnumero.',
    'viewOrder.orderNumberInvalid': 'Tilausnumerossa on 4–12 numeroa.',
    'viewOrder.failed': 'Tilausta ei voitu hakea. Yritä myöhemmin uudelleen.',
    'outcome.ok.title': 'Kiitos tilauksestasi!',
    'outcome.ok.text': 'Maksusi on vastaanotettu, ja lähetimme tilausvahvistuksen sähköpostiisi.',
    'outcome.cancelled.title': 'Maksu peruttu',
    'outcome.cancelled.text': 'Maksu peruttiin, joten tilausta ei tehty eikä mitään veloitettu.',
    'outcome.error.title': 'Maksu epäonnistui',
    'outcome.error.text':
      'Maksua ei voitu suorittaa eikä mitään veloitettu. Yritä uudelleen tai valitse toinen maksutapa.',
    'outcome.address.title': 'Toimitusosoite tarvitaan',
    'outcome.address.text':
      'Maksupalvelu tarvitsee täydellisen toimitusosoitteen ennen kuin tilaus voidaan tehdä. Tarkista osoitteesi ja maksa uudelleen.',
    'outcome.toCart': 'Takaisin ostoskoriin',
    'process.title': 'Tilaustasi käsitellään',
    'process.waiting': 'Odota hetki, vahvistamme maksuasi…',
    'process.slow':
      'Maksun vahvistaminen kestää tavallista kauemmin. Lähetämme sähköpostia heti, kun tilaus on vahvistettu, ja voit tarkistaa sen tilaussivulta.',
    'payLater.title': 'Maksua vahvistetaan',
    'payLater.waiting': 'Odota hetki, vahvistamme maksuasi…',
    'payLater.missingId':
      'Maksupalvelu ei lähettänyt tilausviitettä, joten maksua ei voi vahvistaa tässä.',
    'payLater.notFound':
      'Tälle maksulle ei löytynyt tilausta. Jos sinua on veloitettu, ota yhteyttä asiakaspalveluumme.',
    'payLater.failed': 'Maksun vahvistaminen epäonnistui. Lataa sivu hetken kuluttua uudelleen.',
  },
  sv: {
    'viewOrder.title': 'Visa order',
    'viewOrder.intro':
      'Ange e-postadressen du beställde med och ordernumret i din orderbekräftelse.',
    'viewOrder.email': 'E-postadress',
    'viewOrder.orderNumber': 'Ordernummer',
    'viewOrder.submit': 'Visa order',
    'viewOrder.emailRequired': 'Ange din e-postadress.',
    'viewOrder.emailInvalid': 'Ange en giltig e-postadress.',
    'viewOrder.orderNumberRequired': 'Ange ordernumret.',
    'viewOrder.orderNumberInvalid': 'Ordernumret har 4–12 siffror.',
    'viewOrder.failed': 'Ordern kunde inte hämtas. Försök igen senare.',
    'outcome.ok.title': 'Tack för din beställning!',
    'outcome.ok.text':
      'Vi har tagit emot din betalning och skickat en bekräftelse till din e-post.',
    'outcome.cancelled.title': 'Betalningen avbröts',
    'outcome.cancelled.text':
      'Betalningen avbröts, så ordern slutfördes inte och inget debiterades.',
    'outcome.error.title': 'Betalningen misslyckades',
    'outcome.error.text':
      'Betalningen kunde inte genomföras och inget debiterades. Försök igen eller välj ett annat betalsätt.',
    'outcome.address.title': 'Leveransadress behövs',
    'outcome.address.text':
      'Betaltjänsten behöver en fullständig leveransadress innan ordern kan slutföras. Kontrollera adressen och betala igen.',
    'outcome.toCart': 'Tillbaka till varukorgen',
    'process.title': 'Din order behandlas',
    'process.waiting': 'Vänta, vi bekräftar din betalning…',
    'process.slow':
      'Det tar längre tid än vanligt att bekräfta betalningen. Vi mejlar dig så snart ordern är bekräftad, och du kan kontrollera den på ordersidan.',
    'payLater.title': 'Betalningen bekräftas',
    'payLater.waiting': 'Vänta, vi bekräftar din betalning…',
    'payLater.missingId':
      'Betaltjänsten skickade ingen orderreferens, så betalningen kan inte bekräftas här.',
    'payLater.notFound':
      'Vi hittade ingen order för den här betalningen. Om du har debiterats, kontakta vår kundtjänst.',
    'payLater.failed': 'Betalningen kunde inte bekräftas. Ladda om sidan om en stund.',
  },
  de: {
    'viewOrder.title': 'Bestellung ansehen',
    'viewOrder.intro':
      'Geben Sie die E-Mail-Adresse Ihrer Bestellung und die Bestellnummer aus der Bestellbestätigung ein.',
    'viewOrder.email': 'E-Mail-Adresse',
    'viewOrder.orderNumber': 'Bestellnummer',
    'viewOrder.submit': 'Bestellung anzeigen',
    'viewOrder.emailRequired': 'Geben Sie Ihre E-Mail-Adresse ein.',
    'viewOrder.emailInvalid': 'Geben Sie eine gültige E-Mail-Adresse ein.',
    'viewOrder.orderNumberRequired': 'Geben Sie die Bestellnummer ein.',
    'viewOrder.orderNumberInvalid': 'Die Bestellnummer hat 4 bis 12 Ziffern.',
    'viewOrder.failed':
      'Die Bestellung konnte nicht abgerufen werden. Bitte später erneut versuchen.',
    'outcome.ok.title': 'Vielen Dank für Ihre Bestellung!',
    'outcome.ok.text':
      'Wir haben Ihre Zahlung erhalten und eine Bestätigung an Ihre E-Mail-Adresse gesendet.',
    'outcome.cancelled.title': 'Zahlung abgebrochen',
    'outcome.cancelled.text':
      'Die Zahlung wurde abgebrochen, die Bestellung wurde daher nicht abgeschlossen und nichts berechnet.',
    'outcome.error.title': 'Zahlung fehlgeschlagen',
    'outcome.error.text':
      'Die Zahlung konnte nicht abgeschlossen werden, es wurde nichts berechnet. Bitte erneut versuchen oder eine andere Zahlungsart wählen.',
    'outcome.address.title': 'Lieferadresse erforderlich',
    'outcome.address.text':
      'Der Zahlungsdienst benötigt eine vollständige Lieferadresse, bevor die Bestellung abgeschlossen werden kann. Prüfen Sie Ihre Adresse und zahlen Sie erneut.',
    'outcome.toCart': 'Zurück zum Warenkorb',
    'process.title': 'Ihre Bestellung wird bearbeitet',
    'process.waiting': 'Bitte warten, wir bestätigen Ihre Zahlung…',
    'process.slow':
      'Die Bestätigung Ihrer Zahlung dauert länger als üblich. Wir senden Ihnen eine E-Mail, sobald die Bestellung bestätigt ist; Sie können sie auch auf der Bestellseite prüfen.',
    'payLater.title': 'Zahlung wird bestätigt',
    'payLater.waiting': 'Bitte warten, wir bestätigen Ihre Zahlung…',
    'payLater.missingId':
      'Der Zahlungsdienst hat keine Bestellreferenz gesendet, daher kann die Zahlung hier nicht bestätigt werden.',
    'payLater.notFound':
      'Zu dieser Zahlung wurde keine Bestellung gefunden. Falls Ihnen etwas berechnet wurde, wenden Sie sich bitte an unseren Kundenservice.',
    'payLater.failed':
      'Die Zahlung konnte nicht bestätigt werden. Bitte laden Sie die Seite gleich neu.',
  },
  fr: {
    'viewOrder.title': 'Voir une commande',
    'viewOrder.intro':
      'Saisissez l’adresse e-mail de votre commande et le numéro de commande de l’e-mail de confirmation.',
    'viewOrder.email': 'Adresse e-mail',
    'viewOrder.orderNumber': 'Numéro de commande',
    'viewOrder.submit': 'Afficher la commande',
    'viewOrder.emailRequired': 'Saisissez votre adresse e-mail.',
    'viewOrder.emailInvalid': 'Saisissez une adresse e-mail valide.',
    'viewOrder.orderNumberRequired': 'Saisissez le numéro de commande.',
    'viewOrder.orderNumberInvalid': 'Le numéro de commande comporte 4 à 12 chiffres.',
    'viewOrder.failed': 'La commande n’a pas pu être récupérée. Veuillez réessayer plus tard.',
    'outcome.ok.title': 'Merci pour votre commande !',
    'outcome.ok.text':
      'Nous avons bien reçu votre paiement et envoyé une confirmation à votre adresse e-mail.',
    'outcome.cancelled.title': 'Paiement annulé',
    'outcome.cancelled.text':
      'Le paiement a été annulé : la commande n’a pas été finalisée et rien n’a été débité.',
    'outcome.error.title': 'Échec du paiement',
    'outcome.error.text':
      'Le paiement n’a pas pu aboutir et rien n’a été débité. Réessayez ou choisissez un autre moyen de paiement.',
    'outcome.address.title': 'Adresse de livraison requise',
    'outcome.address.text':
      'Le service de paiement a besoin d’une adresse de livraison complète pour finaliser la commande. Vérifiez votre adresse et payez à nouveau.',
    'outcome.toCart': 'Retour au panier',
    'process.title': 'Traitement de votre commande',
    'process.waiting': 'Veuillez patienter, nous confirmons votre paiement…',
    'process.slow':
      'La confirmation de votre paiement prend plus de temps que d’habitude. Nous vous enverrons un e-mail dès que la commande sera confirmée ; vous pouvez aussi la consulter sur la page de commande.',
    'payLater.title': 'Confirmation de votre paiement',
    'payLater.waiting': 'Veuillez patienter, nous confirmons votre paiement…',
    'payLater.missingId':
      'Le service de paiement n’a pas transmis de référence de commande : ce paiement ne peut pas être confirmé ici.',
    'payLater.notFound':
      'Aucune commande ne correspond à ce paiement. Si vous avez été débité, contactez notre service client.',
    'payLater.failed': 'La confirmation du paiement a échoué. Rechargez la page dans un instant.',
  },
  ru: {
    'viewOrder.title': 'Просмотр заказа',
    'viewOrder.intro':
      'Введите адрес электронной почты, указанный при заказе, и номер заказа из письма-подтверждения.',
    'viewOrder.email': 'Электронная почта',
    'viewOrder.orderNumber': 'Номер заказа',
    'viewOrder.submit': 'Показать заказ',
    'viewOrder.emailRequired': 'Введите адрес электронной почты.',
    'viewOrder.emailInvalid': 'Введите корректный адрес электронной почты.',
    'viewOrder.orderNumberRequired': 'Введите номер заказа.',
    'viewOrder.orderNumberInvalid': 'Номер заказа состоит из 4–12 цифр.',
    'viewOrder.failed': 'Не удалось загрузить заказ. Повторите попытку позже.',
    'outcome.ok.title': 'Спасибо за заказ!',
    'outcome.ok.text': 'Мы получили оплату и отправили подтверждение на вашу электронную почту.',
    'outcome.cancelled.title': 'Оплата отменена',
    'outcome.cancelled.text':
      'Оплата была отменена, поэтому заказ не оформлен и деньги не списаны.',
    'outcome.error.title': 'Оплата не прошла',
    'outcome.error.text':
      'Не удалось провести оплату, деньги не списаны. Повторите попытку или выберите другой способ оплаты.',
    'outcome.address.title': 'Нужен адрес доставки',
    'outcome.address.text':
      'Платёжному сервису нужен полный адрес доставки, чтобы завершить заказ. Проверьте адрес и оплатите снова.',
    'outcome.toCart': 'Вернуться в корзину',
    'process.title': 'Обработка заказа',
    'process.waiting': 'Подождите, мы подтверждаем оплату…',
    'process.slow':
      'Подтверждение оплаты занимает больше времени, чем обычно. Мы пришлём письмо, как только заказ будет подтверждён; проверить его можно и на странице заказа.',
    'payLater.title': 'Подтверждение оплаты',
    'payLater.waiting': 'Подождите, мы подтверждаем оплату…',
    'payLater.missingId':
      'Платёжный сервис не передал номер заказа, поэтому оплату нельзя подтвердить здесь.',
    'payLater.notFound':
      'Заказ для этой оплаты не найден. Если деньги были списаны, обратитесь в нашу службу поддержки.',
    'payLater.failed': 'Не удалось подтвердить оплату. Обновите страницу через минуту.',
  },
};

addTranslations(CHECKOUT_NAMESPACE, messages);
