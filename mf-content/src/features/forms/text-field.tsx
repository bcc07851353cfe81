import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps {
  readonly registration: UseFormRegisterReturn;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly multiline?: boolean;
  readonly required?: boolean;
  /** What a valid value looks like, read out with the field. */
  readonly hint?: string;
  /** The field's error in the shopper's language. */
  readonly error?: string;
}

/** A labelled input whose hint and error are read out with it. */
export function TextField(props: TextFieldProps) {
  const {
    registration,
    label,
    type = 'text',
    autoComplete,
    multiline,
    required,
    hint,
    error,
  } = props;
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const shared = {
    ...registration,
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="cnt-field">
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="cnt-muted">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          className="cnt-field-error"
          data-testid={`error-${registration.name}`}
        >
          {error}
        </p>
      )}
    </div>
  );
}
