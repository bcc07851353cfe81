import type { Language } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withAccountTables } from './account.table.js';
import { queueEmail } from './outbox.js';

export interface Question {
  readonly name: string;
  readonly email: string;
  readonly question: string;
  readonly reference?: string | undefined;
  readonly lang: Language;
}

/** Saves a question for customer service and mails the asker its number as a receipt. */
export async function saveQuestion(db: Kysely<Database>, question: Question) {
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
  await queueEmail(db, {
    to: question.email,
    kind: 'question-received',
    language: question.lang,
    id,
  });
  return { id };
}
