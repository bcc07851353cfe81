import { type FaqResponse, type Language, pathOf, ROUTES } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { faqMessages } from '../../messages/messages';
import { FaqItem } from './faq-item';
import { featuredQuestions } from './filter-faq';

/** `/faq/`: the most asked questions and the topics, each linking to its questions. */
export function FaqOverview({ faq, language }: { faq: FaqResponse; language: Language }) {
  const { t } = useMessages(faqMessages);
  const questionsHref = pathOf(ROUTES.faqQuestions, language);
  return (
    <>
      <section>
        <h2>{t('faq.mostAsked')}</h2>
        {featuredQuestions(faq.categories).map((question) => (
          <FaqItem key={question.id} question={question} />
        ))}
      </section>
      <section>
        <h2>{t('faq.topics')}</h2>
        <ul className="cnt-card-grid">
          {faq.categories.map((category) => (
            <li key={category.slug} data-testid="faq-topic">
              {/* The whole tile is the link: it looks like one and takes the click anywhere. */}
              <Link className="cnt-card cnt-card-link" to={`${questionsHref}#${category.slug}`}>
                <h3>{category.title}</h3>
                <span className="cnt-muted">
                  {t('faq.questionCount', { count: category.questions.length })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <Link className="cnt-button" to={questionsHref} data-testid="faq-all-questions">
          {t('faq.allQuestions')}
        </Link>
      </p>
    </>
  );
}
