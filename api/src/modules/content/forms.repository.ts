import type {
  CorporateInfoRequest,
  FormSubmissionResponse,
  Language,
  NewsletterList,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withContentTables } from './content.table.js';

/** A validated corporate info form, as the schema gives it. */
export type CorporateInfoRequestData = Required<CorporateInfoRequest> & { lang: Language };

/** Keeps a corporate info request for the corporate sales team. */
export async function saveCorporateInfoRequest(
  db: Kysely<Database>,
  request: CorporateInfoRequestData,
): Promise<FormSubmissionResponse> {
  await withContentTables(db)
    .insertInto('corporate_info_requests')
    .values({
      company_name: request.companyName,
      vat_number: request.vatNumber.replace(/\s/g, '').toUpperCase(),
      contact_name: request.contactName,
      email: request.email.toLowerCase(),
      phone: request.phone,
      message: request.message,
      language: request.lang,
    })
    .execute();
  return { status: 'received' };
}

/**
 * Adds the address to the list. Subscribing again is not an error, and it is answered like the
 * first time, so the form does not tell who is on the list (issue 13); the first consent stays
 * the one on record.
 */
export async function subscribeNewsletter(
  db: Kysely<Database>,
  subscription: { list: NewsletterList; email: string; lang: Language },
): Promise<FormSubmissionResponse> {
  await withContentTables(db)
    .insertInto('newsletter_subscriptions')
    .values({
      list: subscription.list,
      email: subscription.email.toLowerCase(),
      language: subscription.lang,
      consented_at: new Date(),
    })
    .onConflict((conflict) => conflict.columns(['list', 'email']).doNothing())
    .execute();
  return { status: 'subscribed' };
}
