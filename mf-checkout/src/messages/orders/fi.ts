/** Finnish messages of order details, view-order and the payment outcome pages. */
export default {
  'order.number': 'Tilausnumero',
  'order.date': 'Tilauspäivä',
  'order.status': 'Tilauksen tila',
  'order.payment': 'Maksu',
  'order.recipient': 'Vastaanottaja',
  'order.notFound':
    'Tilausta ei löytynyt. Tarkista sähköpostiosoite ja tilausvahvistuksen tilausnumero.',
  'order.continue': 'Jatka ostoksia',
  'order.lookUp': 'Hae tilausta',
  'viewOrder.title': 'Näytä tilaus',
  'viewOrder.intro':
    'Anna sähköpostiosoite, jolla tilasit, ja tilausvahvistuksessa oleva tilausnumero.',
  'viewOrder.email': 'Sähköpostiosoite',
  'viewOrder.orderNumber': 'Tilausnumero',
  'viewOrder.submit': 'Näytä tilaus',
  'viewOrder.orderNumberInvalid': 'Tilausnumerossa on 4–12 numeroa.',
  'viewOrder.codeRequired':
    'Tilauksesi suojaamiseksi meidän täytyy varmistaa, että kyse on sinusta: voimme lähettää kertakäyttöisen koodin tilauksen sähköpostiosoitteeseen.',
  'viewOrder.sendCode': 'Lähetä koodi sähköpostiini',
  'viewOrder.codeSent':
    'Jos sähköpostiosoite ja tilausnumero vastaavat tilausta, 6-numeroinen koodi on tulossa. Syötä se alle ja näytä tilaus.',
  'viewOrder.code': 'Sähköpostin koodi',
  'viewOrder.codeInvalid': 'Koodissa on 6 numeroa.',
  'viewOrder.sendCodeFailed': 'Koodia ei voitu lähettää. Yritä myöhemmin uudelleen.',
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
  'outcome.unknown.title': 'Tilausta ei löytynyt',
  'outcome.failed.title': 'Tilausta ei voitu näyttää',
};
