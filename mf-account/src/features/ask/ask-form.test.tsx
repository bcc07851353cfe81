// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../../lib/messages';
import {
  byTestId,
  renderForm,
  setUpFormTests,
  submit as submitForm,
  type,
} from '../../test-support/form-test-kit';
import { AskForm } from './ask-form';

setUpFormTests(accountMessages);

const render = () => renderForm(<AskForm language="fi" initialEmail="" />);
const submit = () => submitForm('ask-submit');

describe('AskForm', () => {
  it('shows the contract’s field errors in the shopper’s language, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render();
    type('ask-question', 'Miksi?');
    await submit();
    expect(byTestId('ask-name-error')?.textContent).toBe('Tämä kenttä on pakollinen.');
    expect(byTestId('ask-question-error')?.textContent).toBe('Kirjoita vähintään 10 merkkiä.');
    expect(byTestId('ask-name')?.getAttribute('aria-invalid')).toBe('true');
    expect(byTestId('ask-reference-error')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts a field the api rejected onto that field, in the shopper’s language', async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid body',
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'reference', message: 'is not a known order' }],
    };
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(body, { status: 400 }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render();
    type('ask-name', 'Matti');
    type('ask-email', 'matti@example.com');
    type('ask-question', 'Sopivatko nämä kengät kapeille jaloille?');
    type('ask-reference', '10001');
    await submit();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      email: 'matti@example.com',
      reference: '10001',
      lang: 'fi',
    });
    expect(byTestId('ask-reference-error')?.textContent).toBe('Tarkista tämä kenttä.');
    expect(byTestId('ask-failed')).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });
});
