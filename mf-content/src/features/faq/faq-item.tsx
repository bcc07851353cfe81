import type { FaqQuestion } from '@shop/shared-contracts';
import { HtmlContent } from '@shop/shared-contracts/html';

/** One question that opens to its answer. */
export function FaqItem({ question }: { question: FaqQuestion }) {
  return (
    <details className="cnt-faq-item" data-testid="faq-question">
      <summary>{question.question}</summary>
      <HtmlContent html={question.answer} />
    </details>
  );
}
