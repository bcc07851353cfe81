import type { Language } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Limits } from '../../limits.js';
import { countAttempt } from '../attempts/attempts.repository.js';
import { attemptKey } from '../attempts/attempts.service.js';
import { withAccountTables } from './account.table.js';
import { queueEmail } from './outbox.js';

export interface Question {
  readonly name: string;
  readonly email: string;
  readonly question: string;
  readonly reference?: string | undefined;
  readonly lang: Language;
}

/**
 * Saves a question for customer service and mails the asker its number as a receipt. The form
 * takes any address, so at most `questionReceiptsPerHour` receipts go to one address (issue 13
 * point 2); past that the question is still kept, only unreceipted.
 */
export async function saveQuestion(
  db: Kysely<Database>,
  question: Question,
  limits: Pick<Limits, 'questionReceiptsPerHour'>,
) {
  const { id } = await withAccountTables(db)
    .insertInto('customer_questions')
    .values({
      name: question.name,
      email: question.email,
      question: question.question,
      reference: question.reference || null,
      language: question.lang,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const receipt = await countAttempt(
    db,
    attemptKey('question-receipt', question.email.trim().toLowerCase()),
    {
      max: limits.questionReceiptsPerHour,
      windowMs: 60 * 60_000,
    },
  );
  if (receipt.number > limits.questionReceiptsPerHour) return { id };
  await queueEmail(db, {
    to: question.email,
    kind: 'question-received',
    language: question.lang,
    id,
  });
  return { id };
}
