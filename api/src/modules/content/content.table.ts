import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, I18n, Json } from '../../db/schema.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

// Type aliases, not interfaces: `withTables` wants tables that have an index signature.
/** `corporate_info_requests` (migration 0007): one submitted corporate info form. */
export type CorporateInfoRequestsTable = {
  id: Generated<number>;
  company_name: string;
  vat_number: string;
  contact_name: string;
  email: string;
  phone: string;
  message: Generated<string>;
  language: string;
  created_at: CreatedAt;
};

/**
 * `newsletter_subscriptions` (migrations 0007, 0024): one address on one list; email lower case.
 * Only a confirmed row is a subscriber.
 */
export type NewsletterSubscriptionsTable = {
  id: Generated<number>;
  list: 'corporate' | 'forest';
  email: string;
  language: string;
  consented_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
  /** Double opt-in (migration 0024): null until the emailed link is opened. */
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** SHA-256 hex of the newest confirmation link's token; only the raw token is mailed. */
  confirm_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  confirm_expires_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
};

/** `faq_categories` (migration 0007). */
export type FaqCategoriesTable = {
  slug: string;
  title: Json<I18n>;
  sort_order: Generated<number>;
};

/** `faq_questions` (migration 0007); `answer` is HTML. */
export type FaqQuestionsTable = {
  id: Generated<number>;
  category: string;
  question: Json<I18n>;
  answer: Json<I18n>;
  is_featured: Generated<boolean>;
  sort_order: Generated<number>;
};

/** `experiences` (migration 0007); `content` is HTML, the partner a brand of the shop. */
export type ExperiencesTable = {
  id: Generated<number>;
  slug: string;
  title: Json<I18n>;
  summary: Json<I18n>;
  content: Json<I18n>;
  location: Json<I18n>;
  duration: Json<I18n>;
  season: Json<I18n>;
  image: string;
  partner_manufacturer_id: number | null;
  sort_order: Generated<number>;
};

/** `blog_categories` (migration 0008): the name of each `blog_posts.category`. */
export type BlogCategoriesTable = {
  slug: string;
  name: Json<I18n>;
};

export type ContentTables = {
  corporate_info_requests: CorporateInfoRequestsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  faq_categories: FaqCategoriesTable;
  faq_questions: FaqQuestionsTable;
  experiences: ExperiencesTable;
  blog_categories: BlogCategoriesTable;
};

/** The content area's tables live beside the catalogue schema; add them to the builder's view. */
export function withContentTables(db: Kysely<Database>) {
  return db.withTables<ContentTables>();
}
