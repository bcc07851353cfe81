import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_NAMESPACE } from '../../lib/messages';

interface TextFieldProps {
  readonly name: string;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly multiline?: boolean;
  readonly required?: boolean;
  /** Message key of the field's error. */
  readonly errorKey?: string;
}

/** A labelled input whose error is read out with it. */
export function TextField(props: TextFieldProps) {
  const { name, label, type = 'text', autoComplete, multiline, required, errorKey } = props;
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const id = useId();
  const shared = {
    id,
    name,
    required,
    'aria-invalid': errorKey ? true : undefined,
    'aria-describedby': errorKey ? `${id}-error` : undefined,
  };
  return (
    <div className="cnt-field">
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} maxLength={2000} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} />
      )}
      {errorKey && (
        <p id={`${id}-error`} className="cnt-field-error" data-testid={`error-${name}`}>
          {t(errorKey)}
        </p>
      )}
    </div>
  );
}
