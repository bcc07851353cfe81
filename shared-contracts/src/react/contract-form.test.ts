import * as z from '@shop/shared-contracts/zod';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import fi from '../i18n/common/fi.js';
import ru from '../i18n/common/ru.js';
import { contractResolver, lazySchema } from './contract-form.js';

const askSchema = z.object({
  name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(5, 'is too long'),
  email: z.string().regex(/^[^@\s]+@[^@\s]+$/, 'is not an email'),
  age: z.number().int().min(18),
  consent: z.literal(true, { error: 'must be given' }),
  password: z.string().superRefine((value, context) => {
    if (value.length < 8) {
      context.addIssue({
        code: 'custom',
        message: 'is too short',
        params: { messageKey: 'password.minLength', count: 8 },
      });
    }
  }),
});

beforeAll(async () => {
  await i18next.init({
    lng: 'fi',
    resources: {
      fi: { common: fi, form: { 'password.minLength': 'Vähintään {{count}} merkkiä' } },
      ru: { common: ru },
    },
  });
});

async function errorsOf(values: Record<string, unknown>, lng: 'fi' | 'ru' = 'fi') {
  const resolve = contractResolver(askSchema, { namespace: 'form', t: i18next.getFixedT(lng) });
  const result = await resolve(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [
      field,
      (error as { message: string }).message,
    ]),
  );
}

describe('contractResolver (the form helper, 0008)', () => {
  it('returns the schema output when the values are valid', async () => {
    const resolve = contractResolver(askSchema);
    const result = await resolve(
      { name: ' Aino ', email: 'a@b.fi', age: 20, consent: true, password: 'long enough' } as never,
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Aino' });
  });

  it('names each field’s first issue in the shopper’s language, by issue code', async () => {
    expect(
      await errorsOf({ name: '', email: 'nope', age: 12, consent: false, password: 'x' }),
    ).toEqual({
      name: 'Tämä kenttä on pakollinen.',
      email: 'Anna kelvollinen sähköpostiosoite.',
      age: 'Anna vähintään 18.',
      consent: 'Tämä kenttä on pakollinen.',
      password: 'Vähintään 8 merkkiä',
    });
  });

  it('uses the plural form of the language for lengths', async () => {
    const errors = await errorsOf(
      { name: 'Liian pitkä', email: 'a@b.fi', age: 20, consent: true, password: 'long enough' },
      'ru',
    );
    expect(errors).toEqual({ name: 'Введите не более 5 символов.' });
  });

  it('imports a lazy schema once, on the first validation or load', async () => {
    const importSchema = vi.fn(async () => askSchema);
    const schema = lazySchema(importSchema);
    const resolve = contractResolver(schema);
    expect(importSchema).not.toHaveBeenCalled();
    const options = { fields: {}, shouldUseNativeValidation: false };
    const result = await resolve({ name: '' } as never, undefined, options);
    expect(Object.keys(result.errors)).toContain('name');
    await schema.load();
    await resolve({ name: 'x' } as never, undefined, options);
    expect(importSchema).toHaveBeenCalledTimes(1);
  });

  it('lets the values through for the server to check when a lazy schema cannot load', async () => {
    const importSchema = vi
      .fn<() => Promise<typeof askSchema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(askSchema);
    const resolve = contractResolver(lazySchema(importSchema));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const options = { fields: {}, shouldUseNativeValidation: false };
    const passed = await resolve({ name: '' } as never, undefined, options);
    expect(passed).toEqual({ values: { name: '' }, errors: {} });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    // The next validation tries the import again.
    const checked = await resolve({ name: '' } as never, undefined, options);
    expect(Object.keys(checked.errors)).toContain('name');
  });
});
