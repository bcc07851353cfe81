import type { Messages } from '@shop/shared-contracts/react';

export type ShoeWizardKey =
  | 'shoe.title'
  | 'shoe.intro'
  | 'shoe.step'
  | 'shoe.activity'
  | 'shoe.kind'
  | 'shoe.result'
  | 'shoe.show'
  | 'shoe.back'
  | 'shoe.restart'
  | 'shoe.unknownStep'
  | 'shoe.unavailable';

export const shoeWizardMessages: Messages<ShoeWizardKey> = {
  en: {
    'shoe.title': 'Shoe finder',
    'shoe.intro': 'Find the right footwear in a couple of steps.',
    'shoe.step': 'Step {{number}} of {{total}}',
    'shoe.activity': 'What will you use them for?',
    'shoe.kind': 'Which kind suits you?',
    'shoe.result': 'Your footwear: {{name}}',
    'shoe.show': 'Show {{name}}',
    'shoe.back': 'Back',
    'shoe.restart': 'Start over',
    'shoe.unknownStep': 'This step does not exist. Start over to find your footwear.',
    'shoe.unavailable': 'The shoe finder is not available right now.',
  },
  fi: {
    'shoe.title': 'Kenkävelho',
    'shoe.intro': 'Löydä sopivat jalkineet muutamalla valinnalla.',
    'shoe.step': 'Vaihe {{number}}/{{total}}',
    'shoe.activity': 'Mihin käytät kenkiä?',
    'shoe.kind': 'Millaiset sopivat sinulle?',
    'shoe.result': 'Jalkineesi: {{name}}',
    'shoe.show': 'Näytä {{name}}',
    'shoe.back': 'Takaisin',
    'shoe.restart': 'Aloita alusta',
    'shoe.unknownStep': 'Tätä vaihetta ei ole. Aloita alusta löytääksesi jalkineesi.',
    'shoe.unavailable': 'Kenkävelho ei ole juuri nyt käytettävissä.',
  },
  sv: {
    'shoe.title': 'Skoguide',
    'shoe.intro': 'Hitta rätt skor med några få val.',
    'shoe.step': 'Steg {{number}} av {{total}}',
    'shoe.activity': 'Vad ska du använda dem till?',
    'shoe.kind': 'Vilken sort passar dig?',
    'shoe.result': 'Dina skor: {{name}}',
    'shoe.show': 'Visa {{name}}',
    'shoe.back': 'Tillbaka',
    'shoe.restart': 'Börja om',
    'shoe.unknownStep': 'Det här steget finns inte. Börja om för att hitta dina skor.',
    'shoe.unavailable': 'Skoguiden är inte tillgänglig just nu.',
  },
  de: {
    'shoe.title': 'Schuh-Assistent',
    'shoe.intro': 'Finden Sie in wenigen Schritten das passende Schuhwerk.',
    'shoe.step': 'Schritt {{number}} von {{total}}',
    'shoe.activity': 'Wofür brauchen Sie sie?',
    'shoe.kind': 'Welche Art passt zu Ihnen?',
    'shoe.result': 'Ihr Schuhwerk: {{name}}',
    'shoe.show': '{{name}} anzeigen',
    'shoe.back': 'Zurück',
    'shoe.restart': 'Neu beginnen',
    'shoe.unknownStep': 'Diesen Schritt gibt es nicht. Beginnen Sie neu.',
    'shoe.unavailable': 'Der Schuh-Assistent ist gerade nicht verfügbar.',
  },
  fr: {
    'shoe.title': 'Assistant chaussures',
    'shoe.intro': 'Trouvez les bonnes chaussures en quelques étapes.',
    'shoe.step': 'Étape {{number}} sur {{total}}',
    'shoe.activity': 'Pour quelle activité ?',
    'shoe.kind': 'Quel type vous convient ?',
    'shoe.result': 'Vos chaussures : {{name}}',
    'shoe.show': 'Voir {{name}}',
    'shoe.back': 'Retour',
    'shoe.restart': 'Recommencer',
    'shoe.unknownStep': 'Cette étape n’existe pas. Recommencez pour trouver vos chaussures.',
    'shoe.unavailable': 'L’assistant chaussures n’est pas disponible pour le moment.',
  },
  ru: {
    'shoe.title': 'Подбор обуви',
    'shoe.intro': 'Подберите подходящую обувь за пару шагов.',
    'shoe.step': 'Шаг {{number}} из {{total}}',
    'shoe.activity': 'Для чего вам обувь?',
    'shoe.kind': 'Какой вид вам подходит?',
    'shoe.result': 'Ваша обувь: {{name}}',
    'shoe.show': 'Показать: {{name}}',
    'shoe.back': 'Назад',
    'shoe.restart': 'Начать заново',
    'shoe.unknownStep': 'Такого шага нет. Начните заново, чтобы подобрать обувь.',
    'shoe.unavailable': 'Подбор обуви сейчас недоступен.',
  },
};
