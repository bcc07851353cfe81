import { LANGUAGES } from '@shop/shared-contracts';
import { addTranslations, type Messages } from '@shop/shared-contracts/react';
import { type AccountFlowKey, accountFlowMessages } from './account-flow-messages';

type AccountKey =
  | 'reclamation.title'
  | 'reclamation.intro'
  | 'reclamation.store'
  | 'reclamation.web'
  | 'login.title'
  | 'login.email'
  | 'login.password'
  | 'login.submit'
  | 'login.wrongPassword'
  | 'login.failed'
  | 'login.loggedInAs';

const loginAndComplaintMessages: Messages<AccountKey> = {
  en: {
    'reclamation.title': 'Complaint',
    'login.title': 'Log in',
    'login.email': 'Email',
    'login.password': 'Password',
    'login.submit': 'Log in',
    'login.wrongPassword': 'Wrong password.',
    'login.failed': 'Login failed. Try again later.',
    'login.loggedInAs': 'You are logged in as {{email}}.',
    'reclamation.intro':
      'Tell us about a faulty product you bought from us and we will sort it out.',
    'reclamation.store': 'Where did you buy the product?',
    'reclamation.web': 'Online shop',
  },
  fi: {
    'reclamation.title': 'Reklamaatio',
    'login.title': 'Kirjaudu sisään',
    'login.email': 'Sähköposti',
    'login.password': 'Salasana',
    'login.submit': 'Kirjaudu',
    'login.wrongPassword': 'Väärä salasana.',
    'login.failed': 'Kirjautuminen epäonnistui. Yritä myöhemmin uudelleen.',
    'login.loggedInAs': 'Olet kirjautunut käyttäjänä {{email}}.',
    'reclamation.intro': 'Kerro meiltä ostamastasi viallisesta tuotteesta, niin hoidamme asian.',
    'reclamation.store': 'Mistä ostit tuotteen?',
    'reclamation.web': 'Verkkokauppa',
  },
  sv: {
    'reclamation.title': 'Reklamation',
    'login.title': 'Logga in',
    'login.email': 'E-post',
    'login.password': 'Lösenord',
    'login.submit': 'Logga in',
    'login.wrongPassword': 'Fel lösenord.',
    'login.failed': 'Inloggningen misslyckades. Försök igen senare.',
    'login.loggedInAs': 'Du är inloggad som {{email}}.',
    'reclamation.intro': 'Berätta om en felaktig produkt du köpt av oss så ordnar vi det.',
    'reclamation.store': 'Var köpte du produkten?',
    'reclamation.web': 'Webbutik',
  },
  de: {
    'reclamation.title': 'Reklamation',
    'login.title': 'Anmelden',
    'login.email': 'E-Mail',
    'login.password': 'Passwort',
    'login.submit': 'Anmelden',
    'login.wrongPassword': 'Falsches Passwort.',
    'login.failed': 'Anmeldung fehlgeschlagen. Bitte später erneut versuchen.',
    'login.loggedInAs': 'Sie sind angemeldet als {{email}}.',
    'reclamation.intro': 'Melden Sie uns ein fehlerhaftes Produkt, das Sie bei uns gekauft haben.',
    'reclamation.store': 'Wo haben Sie das Produkt gekauft?',
    'reclamation.web': 'Onlineshop',
  },
  fr: {
    'reclamation.title': 'Réclamation',
    'login.title': 'Connexion',
    'login.email': 'E-mail',
    'login.password': 'Mot de passe',
    'login.submit': 'Se connecter',
    'login.wrongPassword': 'Mot de passe incorrect.',
    'login.failed': 'La connexion a échoué. Réessayez plus tard.',
    'login.loggedInAs': 'Vous êtes connecté en tant que {{email}}.',
    'reclamation.intro':
      'Signalez-nous un produit défectueux acheté chez nous et nous nous en occupons.',
    'reclamation.store': 'Où avez-vous acheté le produit ?',
    'reclamation.web': 'Boutique en ligne',
  },
  ru: {
    'reclamation.title': 'Рекламация',
    'login.title': 'Вход',
    'login.email': 'Эл. почта',
    'login.password': 'Пароль',
    'login.submit': 'Войти',
    'login.wrongPassword': 'Неверный пароль.',
    'login.failed': 'Не удалось войти. Повторите попытку позже.',
    'login.loggedInAs': 'Вы вошли как {{email}}.',
    'reclamation.intro': 'Сообщите о неисправном товаре, купленном у нас, и мы всё уладим.',
    'reclamation.store': 'Где вы купили товар?',
    'reclamation.web': 'Интернет-магазин',
  },
};

/** Every text of the remote, one namespace; each part's type demands all six languages. */
const messages = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    { ...loginAndComplaintMessages[language], ...accountFlowMessages[language] },
  ]),
) as Messages<AccountKey | AccountFlowKey>;

export const ACCOUNT_NAMESPACE = 'account';
addTranslations(ACCOUNT_NAMESPACE, messages);
