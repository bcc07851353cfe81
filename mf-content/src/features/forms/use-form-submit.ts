import { type FormSubmissionResponse, shopBus } from '@shop/shared-contracts';
import { useState } from 'react';
import { errorsFromApi, errorsFromIssues, type FieldErrors } from './field-errors';

/** Where a form is: being filled, sending, answered, or failed for a reason not the input's. */
export type SubmitState =
  | { readonly status: 'idle' | 'sending' | 'failed' }
  | { readonly status: 'done'; readonly result: FormSubmissionResponse['status'] };

/** What the form needs of a zod schema (shared-contracts' own), without depending on zod here. */
interface FormSchema {
  safeParse(values: unknown):
    | { readonly success: true }
    | {
        readonly success: false;
        readonly error: { readonly issues: readonly { readonly path: readonly PropertyKey[] }[] };
      };
}

/**
 * Checks the values with the schema the server uses, then sends them. Field errors come from
 * the check or from the server's 400; any other failure is logged and shown as one message.
 */
export function useFormSubmit<Body>(
  schema: FormSchema,
  send: (body: Body) => Promise<FormSubmissionResponse>,
  failureMessage: string,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  const submit = async (values: Record<string, unknown>) => {
    const checked = schema.safeParse(values);
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues, values));
      return;
    }
    setErrors({});
    setState({ status: 'sending' });
    try {
      const { status } = await send(values as Body);
      setState({ status: 'done', result: status });
    } catch (error) {
      const fieldErrors = errorsFromApi(error, values);
      if (fieldErrors) {
        setErrors(fieldErrors);
        setState({ status: 'idle' });
        return;
      }
      console.error('Sending a form failed', error);
      shopBus.emit('shell:toast-requested', { message: failureMessage, kind: 'error' });
      setState({ status: 'failed' });
    }
  };
  return { errors, state, submit };
}
