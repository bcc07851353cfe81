import type { Language } from '@shop/shared-contracts';

interface CodeEmailText {
  readonly subject: string;
  /** `{number}`, `{code}` and `{minutes}` are filled in. */
  readonly body: string;
}

/** The lookup-code email in the six shop languages (platform §1). */
const LOOKUP_CODE: Record<Language, CodeEmailText> = {
  fi: {
    subject: 'Tilauksen {number} tarkistuskoodi',
    body: 'Tilauksen {number} tarkistuskoodi on {code}. Se on voimassa {minutes} minuuttia ja toimii kerran. Jos et pyytänyt koodia, voit jättää tämän viestin huomiotta.',
  },
  sv: {
    subject: 'Verifieringskod för order {number}',
    body: 'Verifieringskoden för order {number} är {code}. Den gäller i {minutes} minuter och kan användas en gång. Om du inte bad om koden kan du bortse från meddelandet.',
  },
  en: {
    subject: 'Your code for order {number}',
    body: 'The code to view order {number} is {code}. It is valid for {minutes} minutes and works once. If you did not ask for it, you can ignore this message.',
  },
  de: {
    subject: 'Ihr Code für Bestellung {number}',
    body: 'Der Code zum Anzeigen der Bestellung {number} lautet {code}. Er gilt {minutes} Minuten und funktioniert einmal. Wenn Sie ihn nicht angefordert haben, können Sie diese Nachricht ignorieren.',
  },
  fr: {
    subject: 'Votre code pour la commande {number}',
    body: 'Le code pour consulter la commande {number} est {code}. Il est valable {minutes} minutes et ne sert qu’une fois. Si vous ne l’avez pas demandé, ignorez ce message.',
  },
  ru: {
    subject: 'Код для заказа {number}',
    body: 'Код для просмотра заказа {number}: {code}. Он действует {minutes} минут и срабатывает один раз. Если вы его не запрашивали, просто проигнорируйте это письмо.',
  },
};

/** The subject and body of a lookup-code email in `language`. */
export function lookupCodeEmail(
  language: Language,
  values: { number: string; code: string; minutes: number },
): { subject: string; body: string } {
  const text = LOOKUP_CODE[language];
  const fill = (template: string) =>
    template
      .replaceAll('{number}', values.number)
      .replaceAll('{code}', values.code)
      .replaceAll('{minutes}', String(values.minutes));
  return { subject: fill(text.subject), body: fill(text.body) };
}
