import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../../lib/messages';
import type { AskFieldError, AskField as Field } from './ask-form-rules';

/** One labelled field of the ask form with its validation message. */
export function AskField({
  formId,
  name,
  error,
  defaultValue = '',
  multiline = false,
  type = 'text',
  autoComplete,
}: {
  readonly formId: string;
  readonly name: Field;
  readonly error: AskFieldError | undefined;
  readonly defaultValue?: string;
  readonly multiline?: boolean;
  readonly type?: 'text' | 'email';
  readonly autoComplete?: string;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const id = `${formId}-${name}`;
  const common = {
    id,
    name,
    defaultValue,
    'aria-invalid': error !== undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'data-testid': `ask-${name}`,
  };
  return (
    <>
      <label htmlFor={id}>{t(`ask.${name}`)}</label>
      {multiline ? (
        <textarea {...common} rows={6} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} />
      )}
      {error ? (
        <p id={`${id}-error`} className="acc-error" data-testid={`ask-${name}-error`}>
          {t(`ask.error.${error}`)}
        </p>
      ) : null}
    </>
  );
}
