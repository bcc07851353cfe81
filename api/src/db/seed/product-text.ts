import type { I18n, Lang } from '../schema.js';
import { FEATURES, TAGLINES } from './data/features.js';
import type { LeafSpec } from './data/group-types.js';
import { PITCHES } from './data/pitches.js';
import type { Random } from './prng.js';
import { capitalise, mapI18n, same, tr } from './text.js';

type Gender = 'men' | 'women' | 'kids';

const GENDER_WORDS: Record<Gender, I18n> = {
  men: tr('miesten', 'herr', "men's", 'Herren', 'homme', 'для мужчин'),
  women: tr('naisten', 'dam', "women's", 'Damen', 'femme', 'для женщин'),
  kids: tr('lasten', 'barn', "kids'", 'Kinder', 'enfant', 'для детей'),
};

/**
 * The product name in each language's word order: Finnish and English put the gender before
 * the noun, Swedish and German after it, French and Russian start with the noun.
 */
export function productName(model: string, noun: I18n, gender: Gender | null): I18n {
  const g = gender ? GENDER_WORDS[gender] : same('');
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return mapI18n(noun, (word, lang: Lang) => {
    switch (lang) {
      case 'fi':
      case 'en':
        return join(model, g[lang], word);
      case 'sv':
      case 'de':
        return join(model, word, g[lang]);
      default:
        return join(capitalise(word), model, g[lang]);
    }
  });
}

/** Texts of a model page: tagline, short and long description, meta description. */
export interface ProductTexts {
  tagline: I18n;
  shortDescription: I18n;
  longDescriptionHtml: I18n;
  metaDescription: I18n;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Builds descriptions from the kind's pitch and the top group's feature sentences. */
export function productTexts(
  random: Random,
  leaf: LeafSpec,
  top: string,
  brand: string,
  name: I18n,
): ProductTexts {
  const pitch = PITCHES[leaf.kind];
  const features = random.sample(FEATURES[top] ?? [], 4);
  const [lead, ...bullets] = features;
  const tagline = random.pick(TAGLINES);
  const longDescriptionHtml = mapI18n(name, (title, lang) => {
    const list = bullets.map((feature) => `<li>${escapeHtml(feature[lang])}</li>`).join('');
    return [
      `<p><strong>${escapeHtml(`${brand} ${title}`)}</strong> – ${escapeHtml(pitch[lang])}</p>`,
      lead ? `<p>${escapeHtml(lead[lang])}</p>` : '',
      list ? `<ul>${list}</ul>` : '',
    ].join('');
  });
  return {
    tagline,
    shortDescription: pitch,
    longDescriptionHtml,
    metaDescription: mapI18n(name, (title, lang) => `${brand} ${title}. ${pitch[lang]}`),
  };
}
