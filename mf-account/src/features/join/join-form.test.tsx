// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  byTestId,
  renderForm,
  setUpFormTests,
  submit as submitForm,
  tick,
  type,
} from '../../test-support/form-test-kit';
import { JoinForm } from './join-form';
import { joinMessages } from './messages';

setUpFormTests(joinMessages);

const render = () => renderForm(<JoinForm language="fi" />);
const submit = () => submitForm('join-submit');

function fillValid() {
  type('join-first-name', 'Ilona');
  type('join-last-name', 'Ilmoittautuja');
  type('join-email', ' Ilona@Example.com ');
  type('join-password', 'Tunturi2027');
  type('join-postcode', '00100');
}

describe('JoinForm', () => {
  it('shows each field’s error in the shopper’s language, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render();
    type('join-email', 'ei-osoite');
    type('join-password', 'lumi');
    type('join-postcode', '!!');
    await submit();
    expect(byTestId('join-first-name-error')?.textContent).toBe('Tämä kenttä on pakollinen.');
    expect(byTestId('join-email-error')?.textContent).toBe('Anna kelvollinen sähköpostiosoite.');
    expect(byTestId('join-password-error')?.textContent).toBe('Salasana on alle 10 merkkiä pitkä.');
    expect(byTestId('join-postcode-error')?.textContent).toBe('Anna kelvollinen postinumero.');
    expect(byTestId('join-terms-error')?.textContent).toBe('Hyväksy klubin ehdot liittyäksesi.');
    expect(byTestId('join-terms')?.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the contract’s request and then only says to check the mailbox', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ email: 'ilona@example.com' }, { status: 202 }),
    );
    vi.stubGlobal('fetch', fetch);
    render();
    fillValid();
    tick('join-terms');
    await submit();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/customer/register/');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      firstName: 'Ilona',
      lastName: 'Ilmoittautuja',
      email: 'ilona@example.com',
      password: 'Tunturi2027',
      postcode: '00100',
      marketingConsent: false,
      acceptTerms: true,
      lang: 'fi',
    });
    expect(byTestId('join-sent')?.textContent).toContain(
      'Tarkista sähköpostisi ja aktivoi tilisi. Lähetimme linkin osoitteeseen ilona@example.com',
    );
  });

  it('says in the shopper’s language that the password is too common', async () => {
    const common = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid request: password is one of the most common passwords',
      code: 'COMMON_PASSWORD',
      fields: [{ field: 'password', message: 'is one of the most common passwords' }],
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(Response.json(common, { status: 400 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render();
    fillValid();
    tick('join-terms');
    await submit();
    expect(byTestId('join-password-error')?.textContent).toBe(
      'Salasana on yleisimpien salasanojen listalla. Valitse toinen.',
    );
    expect(byTestId('join-failed')).toBeNull();
  });

  it('puts a field the api rejected onto that field, and says when it was throttled', async () => {
    const rejected = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid body',
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'postcode', message: 'is not a postcode' }],
    };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json(rejected, { status: 400 }))
      .mockResolvedValueOnce(
        Response.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests' },
          { status: 429 },
        ),
      );
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render();
    fillValid();
    tick('join-terms');
    await submit();
    expect(byTestId('join-postcode-error')?.textContent).toBe('Tarkista tämä kenttä.');
    expect(byTestId('join-failed')).toBeNull();
    await submit();
    expect(byTestId('join-failed')?.textContent).toBe(
      'Liian monta yritystä. Yritä uudelleen minuutin kuluttua.',
    );
  });
});
