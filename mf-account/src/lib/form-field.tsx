import { type ComponentProps, useId } from 'react';

interface FieldProps {
  readonly label: string;
  /** The field's message, already in the shopper's language; undefined when the field is fine. */
  readonly error: string | undefined;
  /** The control's `data-testid`; its message gets `{testId}-error`. */
  readonly testId?: string;
  /** Ids of more text describing the field (e.g. the password rules). */
  readonly hintId?: string;
}

function controlProps(id: string, { error, testId, hintId }: Omit<FieldProps, 'label'>) {
  const describedBy = [hintId, error === undefined ? undefined : `${id}-error`].filter(Boolean);
  return {
    id,
    'aria-invalid': error !== undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    'data-testid': testId,
  };
}

function FieldMessage({ id, error, testId }: { id: string; error?: string; testId?: string }) {
  if (error === undefined) return null;
  return (
    <p id={`${id}-error`} className="acc-error" data-testid={testId && `${testId}-error`}>
      {error}
    </p>
  );
}

/** A labelled input of a contract form with its message, linked for screen readers. */
export function InputField({
  label,
  error,
  testId,
  hintId,
  ...input
}: FieldProps & ComponentProps<'input'>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input {...input} {...controlProps(id, { error, testId, hintId })} />
      <FieldMessage id={id} error={error} testId={testId} />
    </>
  );
}

/** A labelled textarea of a contract form with its message. */
export function TextAreaField({
  label,
  error,
  testId,
  hintId,
  ...textarea
}: FieldProps & ComponentProps<'textarea'>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea {...textarea} {...controlProps(id, { error, testId, hintId })} />
      <FieldMessage id={id} error={error} testId={testId} />
    </>
  );
}
