import type { Language } from '@shop/shared-contracts';

/** The emails of the account flows, the newsletter sign-up and the back-in-stock notifier. */
export type EmailKind =
  | 'password-reset'
  | 'account-deletion'
  | 'account-activation'
  | 'account-exists'
  | 'question-received'
  | 'wishlist-reminder'
  | 'back-in-stock'
  | 'complaint-received'
  | 'newsletter-confirmation';

interface EmailText {
  readonly subject: string;
  /** `{link}` and `{id}` are filled in. */
  readonly body: string;
}

const TEXTS: Record<EmailKind, Record<Language, EmailText>> = {
  'password-reset': {
    en: {
      subject: 'Reset your password',
      body: 'Set a new password within an hour: {link}\nIf you did not ask for this, ignore this email.',
    },
    fi: {
      subject: 'Salasanan vaihto',
      body: 'Aseta uusi salasana tunnin kuluessa: {link}\nJos et pyytänyt tätä, voit jättää viestin huomiotta.',
    },
    sv: {
      subject: 'Återställ ditt lösenord',
      body: 'Välj ett nytt lösenord inom en timme: {link}\nOm du inte bad om detta kan du ignorera meddelandet.',
    },
    de: {
      subject: 'Passwort zurücksetzen',
      body: 'Legen Sie innerhalb einer Stunde ein neues Passwort fest: {link}\nFalls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      body: 'Choisissez un nouveau mot de passe dans l’heure : {link}\nSi vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
    },
    ru: {
      subject: 'Сброс пароля',
      body: 'Задайте новый пароль в течение часа: {link}\nЕсли вы не запрашивали сброс, просто проигнорируйте письмо.',
    },
  },
  'account-deletion': {
    en: {
      subject: 'Confirm deleting your account',
      body: 'Open this link within 24 hours to delete your account for good: {link}',
    },
    fi: {
      subject: 'Vahvista tilin poisto',
      body: 'Avaa linkki 24 tunnin kuluessa poistaaksesi tilisi pysyvästi: {link}',
    },
    sv: {
      subject: 'Bekräfta att kontot raderas',
      body: 'Öppna länken inom 24 timmar för att radera ditt konto permanent: {link}',
    },
    de: {
      subject: 'Kontolöschung bestätigen',
      body: 'Öffnen Sie diesen Link innerhalb von 24 Stunden, um Ihr Konto endgültig zu löschen: {link}',
    },
    fr: {
      subject: 'Confirmez la suppression de votre compte',
      body: 'Ouvrez ce lien sous 24 heures pour supprimer définitivement votre compte : {link}',
    },
    ru: {
      subject: 'Подтвердите удаление аккаунта',
      body: 'Откройте ссылку в течение 24 часов, чтобы окончательно удалить аккаунт: {link}',
    },
  },
  'account-activation': {
    en: {
      subject: 'Activate your account',
      body: 'Welcome to the club! Activate your account: {link}',
    },
    fi: { subject: 'Aktivoi tilisi', body: 'Tervetuloa kerhoon! Aktivoi tilisi: {link}' },
    sv: {
      subject: 'Aktivera ditt konto',
      body: 'Välkommen till klubben! Aktivera ditt konto: {link}',
    },
    de: {
      subject: 'Konto aktivieren',
      body: 'Willkommen im Club! Aktivieren Sie Ihr Konto: {link}',
    },
    fr: {
      subject: 'Activez votre compte',
      body: 'Bienvenue au club ! Activez votre compte : {link}',
    },
    ru: {
      subject: 'Активируйте аккаунт',
      body: 'Добро пожаловать в клуб! Активируйте аккаунт: {link}',
    },
  },
  // Issue 12: a sign-up with an address that has an account gets this instead of an activation,
  // so the form answers alike and does not tell who has an account.
  'account-exists': {
    en: {
      subject: 'You already have an account',
      body: 'Someone (hopefully you) tried to join the club with this address, but it already has an account. Log in: {link}\nForgot your password? Reset it from the login page. If this was not you, ignore this email.',
    },
    fi: {
      subject: 'Sinulla on jo tili',
      body: 'Joku (toivottavasti sinä) yritti liittyä klubiin tällä osoitteella, mutta sillä on jo tili. Kirjaudu sisään: {link}\nUnohtuiko salasana? Vaihda se kirjautumissivulta. Jos et tehnyt tätä, voit jättää viestin huomiotta.',
    },
    sv: {
      subject: 'Du har redan ett konto',
      body: 'Någon (förhoppningsvis du) försökte gå med i klubben med den här adressen, men den har redan ett konto. Logga in: {link}\nGlömt lösenordet? Återställ det från inloggningssidan. Om det inte var du kan du ignorera meddelandet.',
    },
    de: {
      subject: 'Sie haben bereits ein Konto',
      body: 'Jemand (hoffentlich Sie) wollte mit dieser Adresse dem Club beitreten, aber sie hat bereits ein Konto. Anmelden: {link}\nPasswort vergessen? Setzen Sie es auf der Anmeldeseite zurück. Falls Sie das nicht waren, ignorieren Sie diese E-Mail.',
    },
    fr: {
      subject: 'Vous avez déjà un compte',
      body: 'Quelqu’un (vous, espérons-le) a voulu rejoindre le club avec cette adresse, mais elle a déjà un compte. Connectez-vous : {link}\nMot de passe oublié ? Réinitialisez-le depuis la page de connexion. Si ce n’était pas vous, ignorez cet e-mail.',
    },
    ru: {
      subject: 'У вас уже есть аккаунт',
      body: 'Кто-то (надеемся, вы) пытался вступить в клуб с этим адресом, но у него уже есть аккаунт. Войдите: {link}\nЗабыли пароль? Сбросьте его на странице входа. Если это были не вы, просто проигнорируйте письмо.',
    },
  },
  'question-received': {
    en: {
      subject: 'We received your question #{id}',
      body: 'Thank you! Customer service answers within two working days.',
    },
    fi: {
      subject: 'Kysymyksesi #{id} on vastaanotettu',
      body: 'Kiitos! Asiakaspalvelu vastaa kahden arkipäivän kuluessa.',
    },
    sv: {
      subject: 'Vi har tagit emot din fråga #{id}',
      body: 'Tack! Kundtjänsten svarar inom två arbetsdagar.',
    },
    de: {
      subject: 'Ihre Frage #{id} ist eingegangen',
      body: 'Vielen Dank! Der Kundendienst antwortet innerhalb von zwei Werktagen.',
    },
    fr: {
      subject: 'Nous avons reçu votre question n°{id}',
      body: 'Merci ! Le service client répond sous deux jours ouvrés.',
    },
    ru: {
      subject: 'Ваш вопрос №{id} получен',
      body: 'Спасибо! Служба поддержки ответит в течение двух рабочих дней.',
    },
  },
  'wishlist-reminder': {
    en: {
      subject: 'Your wishlist is waiting',
      body: 'The products on your wishlist are still available.\nNo more reminders: {link}',
    },
    fi: {
      subject: 'Toivelistasi odottaa',
      body: 'Toivelistasi tuotteet ovat yhä saatavilla.\nLopeta muistutukset: {link}',
    },
    sv: {
      subject: 'Din önskelista väntar',
      body: 'Produkterna på din önskelista finns fortfarande.\nInga fler påminnelser: {link}',
    },
    de: {
      subject: 'Ihre Wunschliste wartet',
      body: 'Die Produkte auf Ihrer Wunschliste sind noch erhältlich.\nKeine Erinnerungen mehr: {link}',
    },
    fr: {
      subject: 'Votre liste d’envies vous attend',
      body: 'Les produits de votre liste d’envies sont toujours disponibles.\nPlus de rappels : {link}',
    },
    ru: {
      subject: 'Ваш список избранного ждёт',
      body: 'Товары из вашего избранного всё ещё в продаже.\nОтписаться от напоминаний: {link}',
    },
  },
  'back-in-stock': {
    en: {
      subject: 'Back in stock',
      body: 'The product you asked us to watch can be ordered again: {link}',
    },
    fi: {
      subject: 'Tuote on taas saatavilla',
      body: 'Tuote, josta pyysit ilmoitusta, on taas tilattavissa: {link}',
    },
    sv: {
      subject: 'Finns i lager igen',
      body: 'Produkten du bad oss bevaka kan beställas igen: {link}',
    },
    de: {
      subject: 'Wieder verfügbar',
      body: 'Das Produkt, über das wir Sie informieren sollten, ist wieder bestellbar: {link}',
    },
    fr: {
      subject: 'De retour en stock',
      body: 'Le produit que vous suiviez peut de nouveau être commandé : {link}',
    },
    ru: {
      subject: 'Снова в наличии',
      body: 'Товар, о котором вы просили сообщить, снова можно заказать: {link}',
    },
  },
  'complaint-received': {
    en: {
      subject: 'We received your complaint {id}',
      body: 'Thank you. Your complaint number is {id}; quote it when you contact customer service.',
    },
    fi: {
      subject: 'Reklamaatiosi {id} on vastaanotettu',
      body: 'Kiitos. Reklamaatiosi numero on {id}; mainitse se ottaessasi yhteyttä asiakaspalveluun.',
    },
    sv: {
      subject: 'Vi har tagit emot din reklamation {id}',
      body: 'Tack. Ditt reklamationsnummer är {id}; ange det när du kontaktar kundtjänst.',
    },
    de: {
      subject: 'Ihre Reklamation {id} ist eingegangen',
      body: 'Vielen Dank. Ihre Reklamationsnummer ist {id}; bitte geben Sie sie bei Fragen an den Kundendienst an.',
    },
    fr: {
      subject: 'Nous avons reçu votre réclamation {id}',
      body: 'Merci. Le numéro de votre réclamation est {id} ; indiquez-le lorsque vous contactez le service client.',
    },
    ru: {
      subject: 'Ваша рекламация {id} получена',
      body: 'Спасибо. Номер вашей рекламации {id}; укажите его при обращении в службу поддержки.',
    },
  },
  // Issue 13: the double opt-in of a newsletter sign-up; nobody is on a list until they confirm.
  'newsletter-confirmation': {
    en: {
      subject: 'Confirm your newsletter subscription',
      body: 'Confirm within 7 days that you want our newsletter: {link}\nIf you did not subscribe, ignore this email: you will not be added to the list.',
    },
    fi: {
      subject: 'Vahvista uutiskirjeen tilaus',
      body: 'Vahvista 7 päivän kuluessa, että haluat uutiskirjeemme: {link}\nJos et tilannut sitä, voit jättää viestin huomiotta: sinua ei lisätä listalle.',
    },
    sv: {
      subject: 'Bekräfta din prenumeration på nyhetsbrevet',
      body: 'Bekräfta inom 7 dagar att du vill ha vårt nyhetsbrev: {link}\nOm du inte prenumererade kan du ignorera meddelandet: du läggs inte till på listan.',
    },
    de: {
      subject: 'Bestätigen Sie Ihr Newsletter-Abonnement',
      body: 'Bestätigen Sie innerhalb von 7 Tagen, dass Sie unseren Newsletter erhalten möchten: {link}\nFalls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Sie werden nicht in die Liste aufgenommen.',
    },
    fr: {
      subject: 'Confirmez votre abonnement à la newsletter',
      body: 'Confirmez sous 7 jours que vous souhaitez recevoir notre newsletter : {link}\nSi vous ne vous êtes pas inscrit, ignorez cet e-mail : vous ne serez pas ajouté à la liste.',
    },
    ru: {
      subject: 'Подтвердите подписку на рассылку',
      body: 'Подтвердите в течение 7 дней, что хотите получать нашу рассылку: {link}\nЕсли вы не подписывались, просто проигнорируйте письмо: вас не добавят в список.',
    },
  },
};

/** The subject and body of an email in a language, `{link}` and `{id}` filled in. */
export function composeEmail(
  kind: EmailKind,
  language: Language,
  values: { link?: string; id?: number | string } = {},
): EmailText {
  const text = TEXTS[kind][language];
  const fill = (template: string) =>
    template.replaceAll('{link}', values.link ?? '').replaceAll('{id}', String(values.id ?? ''));
  return { subject: fill(text.subject), body: fill(text.body) };
}
