import type {
  CorporateInfoRequest,
  FormSubmissionResponse,
  Language,
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
