/** The `content-forms` namespace in sv: the corporate info form and the newsletter sign-ups. */
export default {
  'corporate.title': 'Företagsförmåner: begär information',
  'corporate.intro':
    'Berätta om ditt företag så kontaktar vår företagsförsäljning dig om personalförmåner, gåvokampanjer och teambeställningar.',
  'corporate.field.companyName': 'Företagets namn',
  'corporate.field.vatNumber': 'FO-nummer eller momsnummer',
  'corporate.field.contactName': 'Kontaktperson',
  'corporate.field.email': 'E-post',
  'corporate.field.phone': 'Telefon',
  'corporate.field.message': 'Meddelande',
  'corporate.hint.vatNumber': 'Till exempel 1234567-8 eller FI12345678.',
  'corporate.submit': 'Skicka förfrågan',
  'corporate.sent': 'Tack! Vi har tagit emot din förfrågan och kontaktar dig inom två vardagar.',
  'newsletter.corporate.title': 'Nyhetsbrev för företag',
  'newsletter.corporate.intro': 'Erbjudanden och nyheter för företag några gånger om året.',
  'newsletter.forest.title': 'Skogsnyhetsbrev',
  'newsletter.forest.intro':
    'Friluftstips, skogsevenemang och nyheter om hållbar utrustning varje månad.',
  'newsletter.email': 'E-post',
  'newsletter.consent.corporate': 'Jag vill få nyhetsbrevet för företag per e-post.',
  'newsletter.consent.forest': 'Jag vill få skogsnyhetsbrevet per e-post.',
  'newsletter.submit': 'Prenumerera',
  'newsletter.done': 'Tack! Du prenumererar nu.',
  'newsletter.already': 'Den här e-postadressen prenumererar redan.',
  'form.failed': 'Det gick inte att skicka. Försök igen senare.',
};
