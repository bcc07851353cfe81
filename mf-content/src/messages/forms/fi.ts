/** The `content-forms` namespace in fi: the corporate info form and the newsletter sign-ups. */
export default {
  'corporate.title': 'Yritysedut: pyydä tietoja',
  'corporate.intro':
    'Kerro yrityksestäsi, niin yritysmyyntimme ottaa yhteyttä henkilöstöeduista, lahjakampanjoista ja tiimitilauksista.',
  'corporate.field.companyName': 'Yrityksen nimi',
  'corporate.field.vatNumber': 'Y-tunnus tai ALV-numero',
  'corporate.field.contactName': 'Yhteyshenkilö',
  'corporate.field.email': 'Sähköposti',
  'corporate.field.phone': 'Puhelin',
  'corporate.field.message': 'Viesti',
  'corporate.hint.vatNumber': 'Esimerkiksi 1234567-8 tai FI12345678.',
  'corporate.submit': 'Lähetä pyyntö',
  'corporate.sent': 'Kiitos! Saimme pyyntösi ja otamme yhteyttä kahden arkipäivän kuluessa.',
  'newsletter.corporate.title': 'Yritysuutiskirje',
  'newsletter.corporate.intro': 'Tarjouksia ja uutisia yrityksille muutaman kerran vuodessa.',
  'newsletter.forest.title': 'Metsäuutiskirje',
  'newsletter.forest.intro':
    'Retkivinkkejä, metsätapahtumia ja uutisia vastuullisista varusteista kuukausittain.',
  'newsletter.email': 'Sähköposti',
  'newsletter.consent.corporate': 'Haluan vastaanottaa yritysuutiskirjeen sähköpostiini.',
  'newsletter.consent.forest': 'Haluan vastaanottaa metsäuutiskirjeen sähköpostiini.',
  'newsletter.submit': 'Tilaa',
  'newsletter.done': 'Kiitos! Vahvista tilaus sähköpostiisi lähettämämme linkin kautta.',
  'newsletter.confirm.title': 'Vahvista uutiskirjeen tilaus',
  'newsletter.confirm.intro':
    'Vahvista, että haluat tilata uutiskirjeen tähän sähköpostiosoitteeseen.',
  'newsletter.confirm.submit': 'Vahvista tilaus',
  'newsletter.confirm.done': 'Tilaus on vahvistettu: {{title}}. Kiitos!',
  'newsletter.confirm.notFound': 'Linkki ei ole voimassa tai sitä on jo käytetty.',
  'newsletter.confirm.expired':
    'Linkki on vanhentunut. Tilaa uutiskirje uudelleen, niin saat uuden linkin.',
};
