import type { I18n } from '../../schema.js';
import { mapI18n, same } from '../text.js';

/** One block of a content page: an optional heading, paragraphs and an optional list. */
export interface Section {
  heading?: I18n;
  paragraphs?: I18n[];
  list?: I18n[];
}

/** Renders sections to HTML in every language. */
export function html(...sections: Section[]): I18n {
  return mapI18n(same(''), (_, lang) =>
    sections
      .map((section) =>
        [
          section.heading ? `<h2>${section.heading[lang]}</h2>` : '',
          ...(section.paragraphs ?? []).map((paragraph) => `<p>${paragraph[lang]}</p>`),
          section.list
            ? `<ul>${section.list.map((item) => `<li>${item[lang]}</li>`).join('')}</ul>`
            : '',
        ].join(''),
      )
      .join(''),
  );
}
