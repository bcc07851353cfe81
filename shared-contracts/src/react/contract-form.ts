import i18next, { type TFunction } from 'i18next';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A zod issue as the form helper localises it. */
export type FormIssue = z.core.$ZodIssue;

/**
 * Turns a contract issue into text in the shopper's language. A `custom` issue names its text by
 * `params.messageKey` (a key of the form's namespace), so the schema the server also runs never
 * carries browser wording; the rest map by code to the `common` namespace's `form.*` messages.
 */
export function localiseIssue(issue: FormIssue, t: TFunction, namespace?: string): string {
  const params = issue.code === 'custom' ? (issue as z.core.$ZodIssueCustom).params : undefined;
  const key = params?.messageKey;
  if (typeof key === 'string' && namespace) return t(`${namespace}:${key}`, params);
  switch (issue.code) {
    case 'invalid_type':
      return t(
        issue.input === undefined || issue.input === null
          ? 'common:form.required'
          : 'common:form.invalid',
      );
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? t('common:form.required')
          : t('common:form.tooShort', { count: Number(issue.minimum) });
      }
      if (issue.origin === 'number' || issue.origin === 'int') {
        return t('common:form.tooSmall', { minimum: issue.minimum });
      }
      return t('common:form.required');
    case 'too_big':
      if (issue.origin === 'string')
        return t('common:form.tooLong', { count: Number(issue.maximum) });
      return t('common:form.tooBig', { maximum: issue.maximum });
    case 'invalid_format':
      // The contracts check emails with their own pattern: a pattern on an `email` field is one.
      return t(isEmailIssue(issue) ? 'common:form.email' : 'common:form.invalid');
    case 'invalid_value':
      return t(
        issue.values.length === 1 && issue.values[0] === true
          ? 'common:form.required'
          : 'common:form.invalid',
      );
    default:
      return t('common:form.invalid');
  }
}

function isEmailIssue(issue: z.core.$ZodIssueInvalidStringFormat): boolean {
  return issue.format === 'email' || (issue.format === 'regex' && issue.path.at(-1) === 'email');
}

export interface ContractResolverOptions {
  /** The form's namespace, where `custom` issues find their `params.messageKey`. */
  readonly namespace?: string;
  /** The translate function; the page's i18next instance by default. */
  readonly t?: TFunction;
}

/**
 * A contract schema imported when the form first needs it: the form paints without zod and
 * its validation code comes with the shopper's first focus in the form (or the first submit),
 * where the form is the page's main content (decision 0013). Call `load` from the form's
 * `onFocus`; the resolver awaits the same promise.
 */
export interface LazySchema<Schema> {
  load(): Promise<Schema>;
}

/** Wraps a dynamic import of a module holding the schema; a failed import is tried again later. */
export function lazySchema<Schema>(importSchema: () => Promise<Schema>): LazySchema<Schema> {
  let loading: Promise<Schema> | undefined;
  return {
    load() {
      loading ??= importSchema().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

function isLazySchema<Schema>(source: Schema | LazySchema<Schema>): source is LazySchema<Schema> {
  return typeof (source as Partial<LazySchema<Schema>>).load === 'function';
}

/**
 * A react-hook-form resolver that validates with the contract's zod schema (the one the api
 * validates the same request with) and reports each field's first issue in the shopper's
 * language. Values are the schema's output (trimmed, defaulted) when valid. A lazy schema that
 * cannot be loaded (the network dropped) lets the values through: the api validates them with
 * the same schema and its 400 names the fields.
 */
export function contractResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  source: Schema | LazySchema<Schema>,
  options: ContractResolverOptions = {},
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values) => {
    const t = options.t ?? i18next.t;
    let schema: Schema;
    try {
      schema = isLazySchema(source) ? await source.load() : source;
    } catch (error) {
      console.error('The form validation could not be loaded; the server validates', error);
      return { values: values as z.output<Schema>, errors: {} };
    }
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as z.output<Schema>, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.') || 'root';
      if (errors[path]) continue;
      errors[path] = { type: issue.code, message: localiseIssue(issue, t, options.namespace) };
    }
    return { values: {}, errors: toNested(errors) as FieldErrors<z.input<Schema>> };
  };
}

/** react-hook-form reads errors nested by path (`address.street`), not by dotted key. */
function toNested(flat: Record<string, FieldError>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.');
    let target = nested;
    for (const part of parts.slice(0, -1)) {
      target[part] = (target[part] as Record<string, unknown> | undefined) ?? {};
      target = target[part] as Record<string, unknown>;
    }
    target[parts[parts.length - 1] ?? path] = error;
  }
  return nested;
}
