import { contractResolver } from '@shop/shared-contracts/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../lib/messages';
import { newPasswordFormSchema, passwordErrorText } from './new-password-form';

const ru = () => i18next.getFixedT('ru', accountMessages.namespace);

const resolve = (values: { password: string; repeat: string }) =>
  contractResolver(newPasswordFormSchema, {
    namespace: accountMessages.namespace,
    t: i18next.getFixedT('ru'),
  })(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the new-password form', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'ru', fallbackLng: false, resources: {} });
    await accountMessages.load('ru');
  });

  it('names every contract rule the password breaks in the shopper’s language', async () => {
    const { errors } = await resolve({ password: 'lumi', repeat: 'lumi' });
    const text = passwordErrorText('lumi', errors.password?.message, ru());
    expect(text).toBe('Пароль короче 10 символов.');
  });

  it('tells a mistyped repeat in the shopper’s language', async () => {
    const { errors } = await resolve({ password: 'Tunturi2027', repeat: 'Tunturi2028' });
    expect(errors.password).toBeUndefined();
    expect(errors.repeat?.message).toBe('Пароли не совпадают.');
  });

  it('accepts a password the api accepts, typed the same twice', async () => {
    const { errors, values } = await resolve({ password: 'ääkköset12', repeat: 'ääkköset12' });
    expect(errors).toEqual({});
    expect(values).toEqual({ password: 'ääkköset12', repeat: 'ääkköset12' });
  });

  it('keeps the message of an issue that is not a password rule', () => {
    expect(passwordErrorText('Tunturi2027', 'Проверьте', ru())).toBe('Проверьте');
    expect(passwordErrorText('x', undefined, ru())).toBeUndefined();
  });
});
