import type { Language } from '@shop/shared-contracts';
import { addTranslations, type Messages } from '@shop/shared-contracts/react';
import { giftCardMessages } from './messages/gift-card-messages';
import { productPageMessages } from './messages/product-page-messages';
import { shoeWizardMessages } from './messages/shoe-wizard-messages';

type SkiWizardKey =
  | 'wizard.title'
  | 'wizard.intro'
  | 'wizard.alpine'
  | 'wizard.nordic'
  | 'wizard.skis'
  | 'wizard.bindings'
  | 'wizard.boots'
  | 'wizard.step'
  | 'wizard.unknownSport';

const skiWizardMessages: Messages<SkiWizardKey> = {
  en: {
    'wizard.title': 'Ski wizard',
    'wizard.intro': 'Choose skis, bindings and boots that work together.',
    'wizard.alpine': 'Alpine skiing',
    'wizard.nordic': 'Nordic skiing',
    'wizard.skis': 'Skis',
    'wizard.bindings': 'Bindings',
    'wizard.boots': 'Boots',
    'wizard.step': 'Step {{number}}',
    'wizard.unknownSport': 'There is no ski wizard for this sport.',
  },
  fi: {
    'wizard.title': 'Suksivelho',
    'wizard.intro': 'Valitse yhteensopivat sukset, siteet ja monot.',
    'wizard.alpine': 'Laskettelu',
    'wizard.nordic': 'Murtomaahiihto',
    'wizard.skis': 'Sukset',
    'wizard.bindings': 'Siteet',
    'wizard.boots': 'Monot',
    'wizard.step': 'Vaihe {{number}}',
    'wizard.unknownSport': 'Tälle lajille ei ole suksivelhoa.',
  },
  sv: {
    'wizard.title': 'Skidguiden',
    'wizard.intro': 'Välj skidor, bindningar och pjäxor som passar ihop.',
    'wizard.alpine': 'Utförsåkning',
    'wizard.nordic': 'Längdskidåkning',
    'wizard.skis': 'Skidor',
    'wizard.bindings': 'Bindningar',
    'wizard.boots': 'Pjäxor',
    'wizard.step': 'Steg {{number}}',
    'wizard.unknownSport': 'Det finns ingen skidguide för den här sporten.',
  },
  de: {
    'wizard.title': 'Ski-Assistent',
    'wizard.intro': 'Wählen Sie Ski, Bindungen und Schuhe, die zusammenpassen.',
    'wizard.alpine': 'Alpinski',
    'wizard.nordic': 'Langlauf',
    'wizard.skis': 'Ski',
    'wizard.bindings': 'Bindungen',
    'wizard.boots': 'Schuhe',
    'wizard.step': 'Schritt {{number}}',
    'wizard.unknownSport': 'Für diese Sportart gibt es keinen Ski-Assistenten.',
  },
  fr: {
    'wizard.title': 'Assistant ski',
    'wizard.intro': 'Choisissez des skis, fixations et chaussures compatibles.',
    'wizard.alpine': 'Ski alpin',
    'wizard.nordic': 'Ski nordique',
    'wizard.skis': 'Skis',
    'wizard.bindings': 'Fixations',
    'wizard.boots': 'Chaussures',
    'wizard.step': 'Étape {{number}}',
    'wizard.unknownSport': 'Il n’y a pas d’assistant ski pour ce sport.',
  },
  ru: {
    'wizard.title': 'Подбор лыж',
    'wizard.intro': 'Подберите совместимые лыжи, крепления и ботинки.',
    'wizard.alpine': 'Горные лыжи',
    'wizard.nordic': 'Беговые лыжи',
    'wizard.skis': 'Лыжи',
    'wizard.bindings': 'Крепления',
    'wizard.boots': 'Ботинки',
    'wizard.step': 'Шаг {{number}}',
    'wizard.unknownSport': 'Для этого вида спорта подбор лыж недоступен.',
  },
};

const parts: readonly Messages[] = [
  skiWizardMessages,
  productPageMessages,
  giftCardMessages,
  shoeWizardMessages,
];
const inLanguage = (language: Language) =>
  Object.assign({}, ...parts.map((part) => part[language])) as Record<string, string>;

/** Every text of the remote, one file per feature, merged into one namespace. */
const messages: Messages = {
  fi: inLanguage('fi'),
  sv: inLanguage('sv'),
  en: inLanguage('en'),
  de: inLanguage('de'),
  fr: inLanguage('fr'),
  ru: inLanguage('ru'),
};

export const PRODUCT_NAMESPACE = 'product';
addTranslations(PRODUCT_NAMESPACE, messages);
