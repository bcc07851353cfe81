/** Swedish messages of order details, view-order and the payment outcome pages. */
export default {
  'order.number': 'Ordernummer',
  'order.date': 'Orderdatum',
  'order.status': 'Orderstatus',
  'order.payment': 'Betalning',
  'order.recipient': 'Mottagare',
  'order.notFound':
    'Ordern hittades inte. Kontrollera e-postadressen och ordernumret i din orderbekräftelse.',
  'order.continue': 'Fortsätt handla',
  'order.lookUp': 'Sök en order',
  'viewOrder.title': 'Visa order',
  'viewOrder.intro': 'Ange e-postadressen du beställde med och ordernumret i din orderbekräftelse.',
  'viewOrder.email': 'E-postadress',
  'viewOrder.orderNumber': 'Ordernummer',
  'viewOrder.submit': 'Visa order',
  'viewOrder.orderNumberInvalid': 'Ordernumret har 4–12 siffror.',
  'viewOrder.codeRequired':
    'För att skydda din order behöver vi kontrollera att det är du: vi kan mejla en engångskod till adressen ordern lades med.',
  'viewOrder.sendCode': 'Mejla mig en kod',
  'viewOrder.codeSent':
    'Om e-postadressen och ordernumret matchar en order är en sexsiffrig kod på väg. Ange den nedan och visa ordern.',
  'viewOrder.code': 'Kod från mejlet',
  'viewOrder.codeInvalid': 'Koden har 6 siffror.',
  'viewOrder.sendCodeFailed': 'Koden kunde inte skickas. Försök igen senare.',
  'viewOrder.failed': 'Ordern kunde inte hämtas. Försök igen senare.',
  'outcome.ok.title': 'Tack för din beställning!',
  'outcome.ok.text': 'Vi har tagit emot din betalning och skickat en bekräftelse till din e-post.',
  'outcome.cancelled.title': 'Betalningen avbröts',
  'outcome.cancelled.text': 'Betalningen avbröts, så ordern slutfördes inte och inget debiterades.',
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
  'outcome.unknown.title': 'Beställningen hittades inte',
  'outcome.failed.title': 'Beställningen kunde inte visas',
};
