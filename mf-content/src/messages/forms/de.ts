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
  'newsletter.done': 'Danke! Du hast den Newsletter abonniert.',
  'newsletter.already': 'Diese E-Mail-Adresse ist bereits angemeldet.',
  'form.failed': 'Senden fehlgeschlagen. Bitte versuche es später erneut.',
};
