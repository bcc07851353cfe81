import type { FaqResponse } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useId, useState } from 'react';
import { useHashScroll } from '../../lib/use-hash-scroll';
import { faqMessages } from '../../messages/messages';
import { FaqItem } from './faq-item';
import { filterFaq } from './filter-faq';

/** `/faq/frequently-asked-questions/`: every question by topic, with a search box. */
export function FaqQuestions({ faq }: { faq: FaqResponse }) {
  const { t } = useMessages(faqMessages);
  const id = useId();
  const [search, setSearch] = useState('');
  // The topic links of /faq/ point at a category's heading by its slug.
  useHashScroll();
  const shown = filterFaq(faq.categories, search);
  return (
    <>
      <label htmlFor={`${id}-search`}>{t('faq.search')}</label>
      <input
        id={`${id}-search`}
        className="cnt-search"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        data-testid="faq-search"
      />
      {shown.length === 0 && <p role="status">{t('faq.noMatches')}</p>}
      {shown.map((category) => (
        <section key={category.slug} id={category.slug} data-testid="faq-category">
          <h2>{category.title}</h2>
          {category.questions.map((question) => (
            <FaqItem key={question.id} question={question} />
          ))}
        </section>
      ))}
    </>
  );
}
