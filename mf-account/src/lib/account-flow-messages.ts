import type { Messages } from '@shop/shared-contracts/react';

/** Keys of the account flows (account, password reset, activation, deletion, reminders, ask, lists). */
export type AccountFlowKey =
  | 'loginFirst'
  | 'loginLink'
  | 'failed'
  | 'link.expired'
  | 'link.notFound'
  | 'link.requestNew'
  | 'form.sending'
  | 'account.title'
  | 'account.details'
  | 'account.email'
  | 'account.club'
  | 'account.clubMember'
  | 'account.orgUser'
  | 'account.yes'
  | 'account.no'
  | 'account.postcode'
  | 'account.noPostcode'
  | 'account.staffUser'
  | 'account.shortcuts'
  | 'account.wishlist'
  | 'account.history'
  | 'account.reclamation'
  | 'account.ask'
  | 'account.changePassword'
  | 'account.logout'
  | 'account.deleteTitle'
  | 'account.deleteIntro'
  | 'account.deleteRequest'
  | 'account.deleteSent'
  | 'login.forgot'
  | 'reset.title'
  | 'reset.intro'
  | 'reset.email'
  | 'reset.submit'
  | 'reset.invalidEmail'
  | 'reset.sent'
  | 'resetConfirm.title'
  | 'resetConfirm.rules'
  | 'resetConfirm.password'
  | 'resetConfirm.repeat'
  | 'resetConfirm.submit'
  | 'resetConfirm.done'
  | 'password.tooShort'
  | 'password.tooLong'
  | 'password.needsLetter'
  | 'password.needsDigit'
  | 'password.mismatch'
  | 'activate.title'
  | 'activate.busy'
  | 'activate.done'
  | 'activate.already'
  | 'delete.title'
  | 'delete.confirmText'
  | 'delete.confirm'
  | 'delete.done'
  | 'delete.failed'
  | 'reminders.title'
  | 'reminders.busy'
  | 'reminders.done'
  | 'reminders.failed'
  | 'ask.title'
  | 'ask.intro'
  | 'ask.name'
  | 'ask.email'
  | 'ask.question'
  | 'ask.reference'
  | 'ask.submit'
  | 'ask.sent'
  | 'ask.another'
  | 'ask.failed'
  | 'ask.error.required'
  | 'ask.error.invalidEmail'
  | 'ask.error.tooShort'
  | 'ask.error.tooLong'
  | 'ask.error.invalid'
  | 'wishlist.title'
  | 'wishlist.empty'
  | 'history.title'
  | 'history.empty'
  | 'history.browse';

/** The account flows' texts in every shop language. */
export const accountFlowMessages: Messages<AccountFlowKey> = {
  en: {
    loginFirst: 'You need to login first',
    loginLink: 'Log in',
    failed: 'An unexpected error has occurred. Try again later.',
    'link.expired': 'The request has expired. Please ask for a new link.',
    'link.notFound': 'This link is not valid. Check that you copied the whole link.',
    'link.requestNew': 'Ask for a new link',
    'form.sending': 'Sending…',
    'account.title': 'My account',
    'account.details': 'Your details',
    'account.email': 'Email',
    'account.club': 'Club membership',
    'account.clubMember': 'Member: club prices apply while you are logged in',
    'account.orgUser': 'Organisation user',
    'account.yes': 'Yes',
    'account.no': 'No',
    'account.postcode': 'Postcode',
    'account.noPostcode': 'Not given',
    'account.staffUser': 'Staff user',
    'account.shortcuts': 'Your shop',
    'account.wishlist': 'Wishlist',
    'account.history': 'Viewed products',
    'account.reclamation': 'Make a complaint',
    'account.ask': 'Ask customer service',
    'account.changePassword': 'Change password',
    'account.logout': 'Sign out',
    'account.deleteTitle': 'Delete account',
    'account.deleteIntro':
      'We will email you a link that deletes your account and your personal data for good.',
    'account.deleteRequest': 'Email me the deletion link',
    'account.deleteSent': 'We sent the link to {{email}}. It works for 24 hours.',
    'login.forgot': 'Forgot your password?',
    'reset.title': 'Reset your password',
    'reset.intro': 'Enter your email address and we will send you a link to set a new password.',
    'reset.email': 'Email',
    'reset.submit': 'Send the link',
    'reset.invalidEmail': 'Enter a valid email address.',
    'reset.sent':
      'If an account exists for {{email}}, we have sent it a link. The link works for an hour.',
    'resetConfirm.title': 'Set a new password',
    'resetConfirm.rules':
      'Your password needs at least 10 characters, including a letter and a digit.',
    'resetConfirm.password': 'New password',
    'resetConfirm.repeat': 'Repeat the new password',
    'resetConfirm.submit': 'Save the password',
    'resetConfirm.done': 'Your password has been changed. Log in with your new password.',
    'password.tooShort': 'The password is shorter than 10 characters.',
    'password.tooLong': 'The password is longer than 128 characters.',
    'password.needsLetter': 'The password needs a letter.',
    'password.needsDigit': 'The password needs a digit.',
    'password.mismatch': 'The passwords do not match.',
    'activate.title': 'Account activation',
    'activate.busy': 'Activating your account…',
    'activate.done': 'Your account {{email}} is now active. Welcome to the club!',
    'activate.already': 'Username already activated, try logging in',
    'delete.title': 'Delete account',
    'delete.confirmText':
      'Deleting your account removes your personal data, wishlist and saved cart. This cannot be undone.',
    'delete.confirm': 'Delete my account',
    'delete.done': 'Your account has been deleted.',
    'delete.failed': 'Failed to delete account.',
    'reminders.title': 'Stop reminders',
    'reminders.busy': 'Stopping reminders…',
    'reminders.done': 'We will send no more reminders to {{email}}.',
    'reminders.failed': 'Failed to stop reminders.',
    'ask.title': 'Ask us',
    'ask.intro': 'Customer service answers within two working days.',
    'ask.name': 'Name',
    'ask.email': 'Email',
    'ask.question': 'Your question',
    'ask.reference': 'Product or order number (optional)',
    'ask.submit': 'Send the question',
    'ask.sent': 'Thank you! Your question #{{id}} has been sent and we have emailed you a receipt.',
    'ask.another': 'Ask another question',
    'ask.failed': 'Sending the message failed. Try again later.',
    'ask.error.required': 'This field is required.',
    'ask.error.invalidEmail': 'Enter a valid email address.',
    'ask.error.tooShort': 'Write at least 10 characters.',
    'ask.error.tooLong': 'This is too long.',
    'ask.error.invalid': 'Check this field.',
    'wishlist.title': 'Wishlist',
    'wishlist.empty':
      'Your wishlist is empty. Tap the heart on a product page to save the product here.',
    'history.title': 'Viewed products',
    'history.empty': 'You have not viewed any products yet.',
    'history.browse': 'Browse the catalogue',
  },
  fi: {
    loginFirst: 'Sinun täytyy kirjautua ensin sisään',
    loginLink: 'Kirjaudu sisään',
    failed: 'Tapahtui odottamaton virhe. Yritä myöhemmin uudelleen.',
    'link.expired': 'Pyyntö on vanhentunut. Pyydä uusi linkki.',
    'link.notFound': 'Linkki ei kelpaa. Tarkista, että kopioit koko linkin.',
    'link.requestNew': 'Pyydä uusi linkki',
    'form.sending': 'Lähetetään…',
    'account.title': 'Oma tili',
    'account.details': 'Tietosi',
    'account.email': 'Sähköposti',
    'account.club': 'Kerhojäsenyys',
    'account.clubMember': 'Jäsen: kerhohinnat ovat voimassa, kun olet kirjautunut',
    'account.orgUser': 'Organisaatiokäyttäjä',
    'account.yes': 'Kyllä',
    'account.no': 'Ei',
    'account.postcode': 'Postinumero',
    'account.noPostcode': 'Ei annettu',
    'account.staffUser': 'Henkilökunta',
    'account.shortcuts': 'Sinun kauppasi',
    'account.wishlist': 'Toivelista',
    'account.history': 'Katsotut tuotteet',
    'account.reclamation': 'Tee reklamaatio',
    'account.ask': 'Kysy asiakaspalvelulta',
    'account.changePassword': 'Vaihda salasana',
    'account.logout': 'Kirjaudu ulos tililtä',
    'account.deleteTitle': 'Poista tili',
    'account.deleteIntro':
      'Lähetämme sähköpostiisi linkin, jolla tilisi ja henkilötietosi poistetaan pysyvästi.',
    'account.deleteRequest': 'Lähetä poistolinkki',
    'account.deleteSent': 'Lähetimme linkin osoitteeseen {{email}}. Se on voimassa 24 tuntia.',
    'login.forgot': 'Unohditko salasanasi?',
    'reset.title': 'Salasanan palautus',
    'reset.intro': 'Anna sähköpostiosoitteesi, niin lähetämme linkin uuden salasanan asettamiseen.',
    'reset.email': 'Sähköposti',
    'reset.submit': 'Lähetä linkki',
    'reset.invalidEmail': 'Anna kelvollinen sähköpostiosoite.',
    'reset.sent':
      'Jos osoitteella {{email}} on tili, lähetimme siihen linkin. Linkki on voimassa tunnin.',
    'resetConfirm.title': 'Aseta uusi salasana',
    'resetConfirm.rules':
      'Salasanassa on oltava vähintään 10 merkkiä, joista yksi kirjain ja yksi numero.',
    'resetConfirm.password': 'Uusi salasana',
    'resetConfirm.repeat': 'Toista uusi salasana',
    'resetConfirm.submit': 'Tallenna salasana',
    'resetConfirm.done': 'Salasanasi on vaihdettu. Kirjaudu sisään uudella salasanalla.',
    'password.tooShort': 'Salasana on alle 10 merkkiä pitkä.',
    'password.tooLong': 'Salasana on yli 128 merkkiä pitkä.',
    'password.needsLetter': 'Salasanassa on oltava kirjain.',
    'password.needsDigit': 'Salasanassa on oltava numero.',
    'password.mismatch': 'Salasanat eivät täsmää.',
    'activate.title': 'Tilin aktivointi',
    'activate.busy': 'Aktivoidaan tiliäsi…',
    'activate.done': 'Tilisi {{email}} on nyt aktiivinen. Tervetuloa kerhoon!',
    'activate.already': 'Käyttäjätunnus on jo aktivoitu, kokeile kirjautua sisään',
    'delete.title': 'Tilin poisto',
    'delete.confirmText':
      'Tilin poisto poistaa henkilötietosi, toivelistasi ja tallennetun ostoskorisi. Poistoa ei voi perua.',
    'delete.confirm': 'Poista tilini',
    'delete.done': 'Tilisi on poistettu.',
    'delete.failed': 'Tilin poistaminen epäonnistui.',
    'reminders.title': 'Muistutusten lopetus',
    'reminders.busy': 'Lopetetaan muistutuksia…',
    'reminders.done': 'Emme lähetä enää muistutuksia osoitteeseen {{email}}.',
    'reminders.failed': 'Muistutusten lopettaminen epäonnistui.',
    'ask.title': 'Kysy meiltä',
    'ask.intro': 'Asiakaspalvelu vastaa kahden arkipäivän kuluessa.',
    'ask.name': 'Nimi',
    'ask.email': 'Sähköposti',
    'ask.question': 'Kysymyksesi',
    'ask.reference': 'Tuote- tai tilausnumero (valinnainen)',
    'ask.submit': 'Lähetä kysymys',
    'ask.sent':
      'Kiitos! Kysymyksesi #{{id}} on lähetetty, ja saat siitä kuittauksen sähköpostiisi.',
    'ask.another': 'Kysy uusi kysymys',
    'ask.failed': 'Viestin lähettäminen epäonnistui. Yritä myöhemmin uudelleen.',
    'ask.error.required': 'Tämä kenttä on pakollinen.',
    'ask.error.invalidEmail': 'Anna kelvollinen sähköpostiosoite.',
    'ask.error.tooShort': 'Kirjoita vähintään 10 merkkiä.',
    'ask.error.tooLong': 'Teksti on liian pitkä.',
    'ask.error.invalid': 'Tarkista tämä kenttä.',
    'wishlist.title': 'Toivelista',
    'wishlist.empty': 'Toivelistasi on tyhjä. Tallenna tuote tänne tuotesivun sydämestä.',
    'history.title': 'Katsotut tuotteet',
    'history.empty': 'Et ole vielä katsonut yhtään tuotetta.',
    'history.browse': 'Selaa valikoimaa',
  },
  sv: {
    loginFirst: 'Du måste logga in först',
    loginLink: 'Logga in',
    failed: 'Ett oväntat fel inträffade. Försök igen senare.',
    'link.expired': 'Begäran har gått ut. Be om en ny länk.',
    'link.notFound': 'Länken är ogiltig. Kontrollera att du kopierade hela länken.',
    'link.requestNew': 'Be om en ny länk',
    'form.sending': 'Skickar…',
    'account.title': 'Mitt konto',
    'account.details': 'Dina uppgifter',
    'account.email': 'E-post',
    'account.club': 'Klubbmedlemskap',
    'account.clubMember': 'Medlem: klubbpriser gäller när du är inloggad',
    'account.orgUser': 'Organisationsanvändare',
    'account.yes': 'Ja',
    'account.no': 'Nej',
    'account.postcode': 'Postnummer',
    'account.noPostcode': 'Inte angivet',
    'account.staffUser': 'Personal',
    'account.shortcuts': 'Din butik',
    'account.wishlist': 'Önskelista',
    'account.history': 'Visade produkter',
    'account.reclamation': 'Gör en reklamation',
    'account.ask': 'Fråga kundtjänst',
    'account.changePassword': 'Byt lösenord',
    'account.logout': 'Logga ut från kontot',
    'account.deleteTitle': 'Radera kontot',
    'account.deleteIntro':
      'Vi mejlar dig en länk som raderar ditt konto och dina personuppgifter permanent.',
    'account.deleteRequest': 'Skicka länken för radering',
    'account.deleteSent': 'Vi skickade länken till {{email}}. Den gäller i 24 timmar.',
    'login.forgot': 'Glömt lösenordet?',
    'reset.title': 'Återställ lösenordet',
    'reset.intro': 'Ange din e-postadress så skickar vi en länk för att välja ett nytt lösenord.',
    'reset.email': 'E-post',
    'reset.submit': 'Skicka länken',
    'reset.invalidEmail': 'Ange en giltig e-postadress.',
    'reset.sent':
      'Om det finns ett konto för {{email}} har vi skickat en länk dit. Länken gäller i en timme.',
    'resetConfirm.title': 'Välj ett nytt lösenord',
    'resetConfirm.rules': 'Lösenordet måste ha minst 10 tecken, varav en bokstav och en siffra.',
    'resetConfirm.password': 'Nytt lösenord',
    'resetConfirm.repeat': 'Upprepa det nya lösenordet',
    'resetConfirm.submit': 'Spara lösenordet',
    'resetConfirm.done': 'Ditt lösenord har ändrats. Logga in med det nya lösenordet.',
    'password.tooShort': 'Lösenordet är kortare än 10 tecken.',
    'password.tooLong': 'Lösenordet är längre än 128 tecken.',
    'password.needsLetter': 'Lösenordet måste innehålla en bokstav.',
    'password.needsDigit': 'Lösenordet måste innehålla en siffra.',
    'password.mismatch': 'Lösenorden stämmer inte överens.',
    'activate.title': 'Aktivering av konto',
    'activate.busy': 'Ditt konto aktiveras…',
    'activate.done': 'Ditt konto {{email}} är nu aktivt. Välkommen till klubben!',
    'activate.already': 'Användarnamnet är redan aktiverat, försök logga in',
    'delete.title': 'Radera kontot',
    'delete.confirmText':
      'När kontot raderas tas dina personuppgifter, din önskelista och din sparade varukorg bort. Det går inte att ångra.',
    'delete.confirm': 'Radera mitt konto',
    'delete.done': 'Ditt konto har raderats.',
    'delete.failed': 'Det gick inte att radera kontot.',
    'reminders.title': 'Stoppa påminnelser',
    'reminders.busy': 'Påminnelserna stoppas…',
    'reminders.done': 'Vi skickar inga fler påminnelser till {{email}}.',
    'reminders.failed': 'Det gick inte att stoppa påminnelserna.',
    'ask.title': 'Fråga oss',
    'ask.intro': 'Kundtjänsten svarar inom två arbetsdagar.',
    'ask.name': 'Namn',
    'ask.email': 'E-post',
    'ask.question': 'Din fråga',
    'ask.reference': 'Produkt- eller ordernummer (valfritt)',
    'ask.submit': 'Skicka frågan',
    'ask.sent': 'Tack! Din fråga #{{id}} har skickats och vi har mejlat dig ett kvitto.',
    'ask.another': 'Ställ en ny fråga',
    'ask.failed': 'Det gick inte att skicka meddelandet. Försök igen senare.',
    'ask.error.required': 'Fältet är obligatoriskt.',
    'ask.error.invalidEmail': 'Ange en giltig e-postadress.',
    'ask.error.tooShort': 'Skriv minst 10 tecken.',
    'ask.error.tooLong': 'Texten är för lång.',
    'ask.error.invalid': 'Kontrollera fältet.',
    'wishlist.title': 'Önskelista',
    'wishlist.empty':
      'Din önskelista är tom. Tryck på hjärtat på en produktsida för att spara produkten här.',
    'history.title': 'Visade produkter',
    'history.empty': 'Du har inte tittat på några produkter ännu.',
    'history.browse': 'Bläddra i sortimentet',
  },
  de: {
    loginFirst: 'Sie müssen sich zuerst anmelden',
    loginLink: 'Anmelden',
    failed: 'Ein unerwarteter Fehler ist aufgetreten. Bitte später erneut versuchen.',
    'link.expired': 'Die Anfrage ist abgelaufen. Bitte fordern Sie einen neuen Link an.',
    'link.notFound': 'Dieser Link ist ungültig. Prüfen Sie, ob Sie den ganzen Link kopiert haben.',
    'link.requestNew': 'Neuen Link anfordern',
    'form.sending': 'Wird gesendet…',
    'account.title': 'Mein Konto',
    'account.details': 'Ihre Angaben',
    'account.email': 'E-Mail',
    'account.club': 'Clubmitgliedschaft',
    'account.clubMember': 'Mitglied: Clubpreise gelten, solange Sie angemeldet sind',
    'account.orgUser': 'Organisationsnutzer',
    'account.yes': 'Ja',
    'account.no': 'Nein',
    'account.postcode': 'Postleitzahl',
    'account.noPostcode': 'Nicht angegeben',
    'account.staffUser': 'Mitarbeiter',
    'account.shortcuts': 'Ihr Shop',
    'account.wishlist': 'Wunschliste',
    'account.history': 'Angesehene Produkte',
    'account.reclamation': 'Reklamation einreichen',
    'account.ask': 'Kundendienst fragen',
    'account.changePassword': 'Passwort ändern',
    'account.logout': 'Vom Konto abmelden',
    'account.deleteTitle': 'Konto löschen',
    'account.deleteIntro':
      'Wir senden Ihnen einen Link, mit dem Ihr Konto und Ihre persönlichen Daten endgültig gelöscht werden.',
    'account.deleteRequest': 'Löschlink senden',
    'account.deleteSent': 'Wir haben den Link an {{email}} gesendet. Er gilt 24 Stunden.',
    'login.forgot': 'Passwort vergessen?',
    'reset.title': 'Passwort zurücksetzen',
    'reset.intro':
      'Geben Sie Ihre E-Mail-Adresse ein; wir senden Ihnen einen Link für ein neues Passwort.',
    'reset.email': 'E-Mail',
    'reset.submit': 'Link senden',
    'reset.invalidEmail': 'Geben Sie eine gültige E-Mail-Adresse ein.',
    'reset.sent':
      'Falls für {{email}} ein Konto besteht, haben wir einen Link gesendet. Er gilt eine Stunde.',
    'resetConfirm.title': 'Neues Passwort festlegen',
    'resetConfirm.rules':
      'Das Passwort braucht mindestens 10 Zeichen, darunter einen Buchstaben und eine Ziffer.',
    'resetConfirm.password': 'Neues Passwort',
    'resetConfirm.repeat': 'Neues Passwort wiederholen',
    'resetConfirm.submit': 'Passwort speichern',
    'resetConfirm.done': 'Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen Passwort an.',
    'password.tooShort': 'Das Passwort ist kürzer als 10 Zeichen.',
    'password.tooLong': 'Das Passwort ist länger als 128 Zeichen.',
    'password.needsLetter': 'Das Passwort braucht einen Buchstaben.',
    'password.needsDigit': 'Das Passwort braucht eine Ziffer.',
    'password.mismatch': 'Die Passwörter stimmen nicht überein.',
    'activate.title': 'Kontoaktivierung',
    'activate.busy': 'Ihr Konto wird aktiviert…',
    'activate.done': 'Ihr Konto {{email}} ist jetzt aktiv. Willkommen im Club!',
    'activate.already': 'Benutzername bereits aktiviert, versuchen Sie sich anzumelden',
    'delete.title': 'Konto löschen',
    'delete.confirmText':
      'Beim Löschen werden Ihre persönlichen Daten, Ihre Wunschliste und Ihr gespeicherter Warenkorb entfernt. Das lässt sich nicht rückgängig machen.',
    'delete.confirm': 'Mein Konto löschen',
    'delete.done': 'Ihr Konto wurde gelöscht.',
    'delete.failed': 'Das Konto konnte nicht gelöscht werden.',
    'reminders.title': 'Erinnerungen abbestellen',
    'reminders.busy': 'Erinnerungen werden abbestellt…',
    'reminders.done': 'Wir senden keine Erinnerungen mehr an {{email}}.',
    'reminders.failed': 'Die Erinnerungen konnten nicht abbestellt werden.',
    'ask.title': 'Fragen Sie uns',
    'ask.intro': 'Der Kundendienst antwortet innerhalb von zwei Werktagen.',
    'ask.name': 'Name',
    'ask.email': 'E-Mail',
    'ask.question': 'Ihre Frage',
    'ask.reference': 'Produkt- oder Bestellnummer (optional)',
    'ask.submit': 'Frage senden',
    'ask.sent':
      'Vielen Dank! Ihre Frage #{{id}} wurde gesendet; eine Bestätigung ist per E-Mail unterwegs.',
    'ask.another': 'Weitere Frage stellen',
    'ask.failed': 'Die Nachricht konnte nicht gesendet werden. Bitte später erneut versuchen.',
    'ask.error.required': 'Dieses Feld ist erforderlich.',
    'ask.error.invalidEmail': 'Geben Sie eine gültige E-Mail-Adresse ein.',
    'ask.error.tooShort': 'Schreiben Sie mindestens 10 Zeichen.',
    'ask.error.tooLong': 'Der Text ist zu lang.',
    'ask.error.invalid': 'Bitte prüfen Sie dieses Feld.',
    'wishlist.title': 'Wunschliste',
    'wishlist.empty':
      'Ihre Wunschliste ist leer. Tippen Sie auf einer Produktseite auf das Herz, um das Produkt hier zu speichern.',
    'history.title': 'Angesehene Produkte',
    'history.empty': 'Sie haben sich noch keine Produkte angesehen.',
    'history.browse': 'Sortiment durchstöbern',
  },
  fr: {
    loginFirst: 'Vous devez d’abord vous connecter',
    loginLink: 'Se connecter',
    failed: 'Une erreur inattendue s’est produite. Réessayez plus tard.',
    'link.expired': 'La demande a expiré. Demandez un nouveau lien.',
    'link.notFound': 'Ce lien n’est pas valide. Vérifiez que vous avez copié le lien en entier.',
    'link.requestNew': 'Demander un nouveau lien',
    'form.sending': 'Envoi…',
    'account.title': 'Mon compte',
    'account.details': 'Vos informations',
    'account.email': 'E-mail',
    'account.club': 'Adhésion au club',
    'account.clubMember': 'Membre : les prix club s’appliquent quand vous êtes connecté',
    'account.orgUser': 'Utilisateur d’organisation',
    'account.yes': 'Oui',
    'account.no': 'Non',
    'account.postcode': 'Code postal',
    'account.noPostcode': 'Non renseigné',
    'account.staffUser': 'Personnel',
    'account.shortcuts': 'Votre boutique',
    'account.wishlist': 'Liste d’envies',
    'account.history': 'Produits consultés',
    'account.reclamation': 'Faire une réclamation',
    'account.ask': 'Contacter le service client',
    'account.changePassword': 'Changer le mot de passe',
    'account.logout': 'Se déconnecter du compte',
    'account.deleteTitle': 'Supprimer le compte',
    'account.deleteIntro':
      'Nous vous envoyons un lien qui supprime définitivement votre compte et vos données personnelles.',
    'account.deleteRequest': 'M’envoyer le lien de suppression',
    'account.deleteSent': 'Nous avons envoyé le lien à {{email}}. Il est valable 24 heures.',
    'login.forgot': 'Mot de passe oublié ?',
    'reset.title': 'Réinitialiser le mot de passe',
    'reset.intro':
      'Saisissez votre adresse e-mail et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    'reset.email': 'E-mail',
    'reset.submit': 'Envoyer le lien',
    'reset.invalidEmail': 'Saisissez une adresse e-mail valide.',
    'reset.sent':
      'Si un compte existe pour {{email}}, nous y avons envoyé un lien. Il est valable une heure.',
    'resetConfirm.title': 'Choisir un nouveau mot de passe',
    'resetConfirm.rules':
      'Le mot de passe doit comporter au moins 10 caractères, dont une lettre et un chiffre.',
    'resetConfirm.password': 'Nouveau mot de passe',
    'resetConfirm.repeat': 'Répétez le nouveau mot de passe',
    'resetConfirm.submit': 'Enregistrer le mot de passe',
    'resetConfirm.done':
      'Votre mot de passe a été modifié. Connectez-vous avec le nouveau mot de passe.',
    'password.tooShort': 'Le mot de passe fait moins de 10 caractères.',
    'password.tooLong': 'Le mot de passe dépasse 128 caractères.',
    'password.needsLetter': 'Le mot de passe doit contenir une lettre.',
    'password.needsDigit': 'Le mot de passe doit contenir un chiffre.',
    'password.mismatch': 'Les mots de passe ne correspondent pas.',
    'activate.title': 'Activation du compte',
    'activate.busy': 'Activation de votre compte…',
    'activate.done': 'Votre compte {{email}} est maintenant actif. Bienvenue au club !',
    'activate.already': 'Identifiant déjà activé, essayez de vous connecter',
    'delete.title': 'Supprimer le compte',
    'delete.confirmText':
      'La suppression efface vos données personnelles, votre liste d’envies et votre panier enregistré. C’est irréversible.',
    'delete.confirm': 'Supprimer mon compte',
    'delete.done': 'Votre compte a été supprimé.',
    'delete.failed': 'La suppression du compte a échoué.',
    'reminders.title': 'Arrêter les rappels',
    'reminders.busy': 'Arrêt des rappels…',
    'reminders.done': 'Nous n’enverrons plus de rappels à {{email}}.',
    'reminders.failed': 'L’arrêt des rappels a échoué.',
    'ask.title': 'Posez-nous une question',
    'ask.intro': 'Le service client répond sous deux jours ouvrés.',
    'ask.name': 'Nom',
    'ask.email': 'E-mail',
    'ask.question': 'Votre question',
    'ask.reference': 'Référence produit ou numéro de commande (facultatif)',
    'ask.submit': 'Envoyer la question',
    'ask.sent':
      'Merci ! Votre question n°{{id}} a été envoyée et un accusé de réception vous a été envoyé par e-mail.',
    'ask.another': 'Poser une autre question',
    'ask.failed': 'L’envoi du message a échoué. Réessayez plus tard.',
    'ask.error.required': 'Ce champ est obligatoire.',
    'ask.error.invalidEmail': 'Saisissez une adresse e-mail valide.',
    'ask.error.tooShort': 'Écrivez au moins 10 caractères.',
    'ask.error.tooLong': 'Le texte est trop long.',
    'ask.error.invalid': 'Vérifiez ce champ.',
    'wishlist.title': 'Liste d’envies',
    'wishlist.empty':
      'Votre liste d’envies est vide. Touchez le cœur sur une fiche produit pour l’enregistrer ici.',
    'history.title': 'Produits consultés',
    'history.empty': 'Vous n’avez encore consulté aucun produit.',
    'history.browse': 'Parcourir le catalogue',
  },
  ru: {
    loginFirst: 'Сначала войдите в аккаунт',
    loginLink: 'Войти',
    failed: 'Произошла непредвиденная ошибка. Повторите попытку позже.',
    'link.expired': 'Срок действия запроса истёк. Запросите новую ссылку.',
    'link.notFound': 'Ссылка недействительна. Проверьте, что скопировали её полностью.',
    'link.requestNew': 'Запросить новую ссылку',
    'form.sending': 'Отправка…',
    'account.title': 'Мой аккаунт',
    'account.details': 'Ваши данные',
    'account.email': 'Эл. почта',
    'account.club': 'Членство в клубе',
    'account.clubMember': 'Участник: клубные цены действуют, пока вы в аккаунте',
    'account.orgUser': 'Пользователь организации',
    'account.yes': 'Да',
    'account.no': 'Нет',
    'account.postcode': 'Почтовый индекс',
    'account.noPostcode': 'Не указан',
    'account.staffUser': 'Сотрудник',
    'account.shortcuts': 'Ваш магазин',
    'account.wishlist': 'Избранное',
    'account.history': 'Просмотренные товары',
    'account.reclamation': 'Оформить рекламацию',
    'account.ask': 'Вопрос в службу поддержки',
    'account.changePassword': 'Сменить пароль',
    'account.logout': 'Выйти из аккаунта',
    'account.deleteTitle': 'Удалить аккаунт',
    'account.deleteIntro':
      'Мы отправим вам ссылку, которая навсегда удалит аккаунт и ваши личные данные.',
    'account.deleteRequest': 'Отправить ссылку для удаления',
    'account.deleteSent': 'Мы отправили ссылку на {{email}}. Она действует 24 часа.',
    'login.forgot': 'Забыли пароль?',
    'reset.title': 'Сброс пароля',
    'reset.intro': 'Введите адрес эл. почты, и мы пришлём ссылку для нового пароля.',
    'reset.email': 'Эл. почта',
    'reset.submit': 'Отправить ссылку',
    'reset.invalidEmail': 'Введите корректный адрес эл. почты.',
    'reset.sent':
      'Если для {{email}} есть аккаунт, мы отправили на него ссылку. Она действует час.',
    'resetConfirm.title': 'Новый пароль',
    'resetConfirm.rules':
      'Пароль должен содержать не менее 10 символов, в том числе букву и цифру.',
    'resetConfirm.password': 'Новый пароль',
    'resetConfirm.repeat': 'Повторите новый пароль',
    'resetConfirm.submit': 'Сохранить пароль',
    'resetConfirm.done': 'Пароль изменён. Войдите с новым паролем.',
    'password.tooShort': 'Пароль короче 10 символов.',
    'password.tooLong': 'Пароль длиннее 128 символов.',
    'password.needsLetter': 'В пароле должна быть буква.',
    'password.needsDigit': 'В пароле должна быть цифра.',
    'password.mismatch': 'Пароли не совпадают.',
    'activate.title': 'Активация аккаунта',
    'activate.busy': 'Активируем аккаунт…',
    'activate.done': 'Аккаунт {{email}} активирован. Добро пожаловать в клуб!',
    'activate.already': 'Учётная запись уже активирована, попробуйте войти',
    'delete.title': 'Удаление аккаунта',
    'delete.confirmText':
      'Удаление аккаунта сотрёт ваши личные данные, избранное и сохранённую корзину. Отменить это нельзя.',
    'delete.confirm': 'Удалить мой аккаунт',
    'delete.done': 'Ваш аккаунт удалён.',
    'delete.failed': 'Не удалось удалить аккаунт.',
    'reminders.title': 'Отписка от напоминаний',
    'reminders.busy': 'Отключаем напоминания…',
    'reminders.done': 'Мы больше не будем отправлять напоминания на {{email}}.',
    'reminders.failed': 'Не удалось отключить напоминания.',
    'ask.title': 'Задайте вопрос',
    'ask.intro': 'Служба поддержки отвечает в течение двух рабочих дней.',
    'ask.name': 'Имя',
    'ask.email': 'Эл. почта',
    'ask.question': 'Ваш вопрос',
    'ask.reference': 'Номер товара или заказа (необязательно)',
    'ask.submit': 'Отправить вопрос',
    'ask.sent': 'Спасибо! Ваш вопрос №{{id}} отправлен, подтверждение пришло на эл. почту.',
    'ask.another': 'Задать ещё вопрос',
    'ask.failed': 'Не удалось отправить сообщение. Повторите попытку позже.',
    'ask.error.required': 'Это поле обязательно.',
    'ask.error.invalidEmail': 'Введите корректный адрес эл. почты.',
    'ask.error.tooShort': 'Напишите не менее 10 символов.',
    'ask.error.tooLong': 'Слишком длинный текст.',
    'ask.error.invalid': 'Проверьте это поле.',
    'wishlist.title': 'Избранное',
    'wishlist.empty':
      'В избранном пусто. Нажмите на сердечко на странице товара, чтобы сохранить его здесь.',
    'history.title': 'Просмотренные товары',
    'history.empty': 'Вы ещё не просматривали товары.',
    'history.browse': 'Перейти в каталог',
  },
};
