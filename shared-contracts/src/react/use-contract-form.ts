import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { commonMessages } from './common-messages.js';
import { contractResolver, type LazySchema } from './contract-form.js';
import { useMessages } from './define-messages.js';

export interface ContractFormOptions<Schema extends z.ZodType<unknown, FieldValues>>
  extends Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> {
  /** The form's namespace, where the schema's `custom` issues find their text. */
  readonly namespace?: string;
}

/**
 * The one form helper: react-hook-form driven by the contract's zod schema, with every message
 * in the shopper's language. Validates on submit, then again on each change of a shown error.
 * A form that is a page's main content takes a `lazySchema`, so the page paints without zod.
 */
export function useContractForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema | LazySchema<Schema>,
  { namespace, ...options }: ContractFormOptions<Schema> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const { t } = useMessages(commonMessages);
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: contractResolver(schema, { namespace, t }),
  });
}
