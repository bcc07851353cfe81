import { ASK_LIMITS, EMAIL_PATTERN } from '@shop/shared-contracts';

export type AskField = 'name' | 'email' | 'question' | 'reference';
export type AskFieldError = 'required' | 'invalidEmail' | 'tooShort' | 'tooLong' | 'invalid';
export type AskErrors = Partial<Record<AskField, AskFieldError>>;

export interface AskValues {
  readonly name: string;
  readonly email: string;
  readonly question: string;
  readonly reference: string;
}

/** The ask form's rules, the same limits the api checks (`ASK_LIMITS`); empty when valid. */
export function validateAskForm(values: AskValues): AskErrors {
  const errors: AskErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const question = values.question.trim();
  if (!name) errors.name = 'required';
  else if (name.length > ASK_LIMITS.nameMax) errors.name = 'tooLong';
  if (!email) errors.email = 'required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'invalidEmail';
  if (!question) errors.question = 'required';
  else if (question.length < ASK_LIMITS.questionMin) errors.question = 'tooShort';
  else if (question.length > ASK_LIMITS.questionMax) errors.question = 'tooLong';
  if (values.reference.trim().length > ASK_LIMITS.referenceMax) errors.reference = 'tooLong';
  return errors;
}

/** Fields a 400 of the api named, for a rule the form did not know of. */
export function toAskErrors(fields: readonly { field: string }[]): AskErrors {
  const errors: AskErrors = {};
  for (const { field } of fields) {
    if (field === 'name' || field === 'email' || field === 'question' || field === 'reference') {
      errors[field] = 'invalid';
    }
  }
  return errors;
}
