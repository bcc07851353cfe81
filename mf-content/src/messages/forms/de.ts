/** The `content-forms` namespace in de: the corporate info form and the newsletter sign-ups. */
export default {
  'corporate.title': 'Firmenangebote: Informationen anfordern',
  'corporate.intro':
    'Erzähl uns von deinem Unternehmen – unser Firmenkundenvertrieb meldet sich zu Mitarbeitervorteilen, Geschenkaktionen und Teambestellungen.',
  'corporate.field.companyName': 'Firmenname',
  'corporate.field.vatNumber': 'Unternehmenskennung oder USt-IdNr.',
  'corporate.field.contactName': 'Ansprechpartner',
  'corporate.field.email': 'E-Mail',
  'corporate.field.phone': 'Telefon',
  'corporate.field.message': 'Nachricht',
  'corporate.hint.vatNumber': 'Zum Beispiel 1234567-8 oder FI12345678.',
  'corporate.submit': 'Anfrage senden',
  'corporate.sent':
    'Danke! Wir haben deine Anfrage erhalten und melden uns innerhalb von zwei Werktagen.',
  'newsletter.corporate.title': 'Newsletter für Unternehmen',
  'newsletter.corporate.intro': 'Angebote und Neuigkeiten für Unternehmen, einige Male im Jahr.',
  'newsletter.forest.title': 'Wald-Newsletter',
  'newsletter.forest.intro':
    'Tourentipps, Waldveranstaltungen und Neues zu nachhaltiger Ausrüstung jeden Monat.',
  'newsletter.email': 'E-Mail',
  'newsletter.consent.corporate': 'Ich möchte den Newsletter für Unternehmen per E-Mail erhalten.',
  'newsletter.consent.forest': 'Ich möchte den Wald-Newsletter per E-Mail erhalten.',
  'newsletter.submit': 'Abonnieren',
  'newsletter.done':
    'Danke! Bestätigen Sie Ihr Abonnement über den Link, den wir Ihnen per E-Mail geschickt haben.',
  'newsletter.confirm.title': 'Newsletter-Abonnement bestätigen',
  'newsletter.confirm.intro':
    'Bestätigen Sie, dass Sie den Newsletter an diese E-Mail-Adresse erhalten möchten.',
  'newsletter.confirm.submit': 'Abonnement bestätigen',
  'newsletter.confirm.done': 'Ihr Abonnement ist bestätigt: {{title}}. Danke!',
  'newsletter.confirm.notFound': 'Dieser Link ist ungültig oder wurde bereits verwendet.',
  'newsletter.confirm.expired':
    'Dieser Link ist abgelaufen. Abonnieren Sie erneut, um einen neuen zu erhalten.',
};
