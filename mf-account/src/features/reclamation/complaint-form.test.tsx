// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  byTestId,
  choose,
  renderForm,
  setUpFormTests,
  submit as submitForm,
  type,
} from '../../test-support/form-test-kit';
import { ComplaintForm } from './complaint-form';
import { complaintMessages } from './messages';

const STORES = [
  { id: 20, slug: 'web', name: 'Verkkokauppa', type: 'web' as const, isWeb: true },
  { id: 2, slug: 'espoo', name: 'Espoo', type: 'retail' as const, isWeb: false },
];

setUpFormTests(complaintMessages);

const render = () =>
  renderForm(<ComplaintForm language="fi" stores={STORES} email="" isLoggedIn={false} />);
const submit = () => submitForm('complaint-submit');

describe('ComplaintForm (platform §3)', () => {
  it('shows an error per field in the shopper’s language and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render();
    type('complaint-phone', 'soita');
    await submit();
    expect(byTestId('complaint-customerName-error')?.textContent).toBe(
      'Tämä kenttä on pakollinen.',
    );
    expect(byTestId('complaint-phone-error')?.textContent).toBe('Anna puhelinnumero');
    expect(byTestId('complaint-orderNumber-error')?.textContent).toBe('Anna tilausnumero');
    expect(byTestId('complaint-size-error')?.textContent).toBe(
      'Anna koko tai valitse, ettei tuotteella ole kokoa',
    );
    expect(byTestId('complaint-price-error')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a store purchase and shows the complaint number', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ id: 7, number: 'R000007' }, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetch);
    render();
    for (const [field, value] of [
      ['customerName', 'Aino Asiakas'],
      ['email', 'aino@example.com'],
      ['phone', '040 123 4567'],
      ['address', 'Mannerheimintie 1'],
      ['postNumber', '00100'],
      ['city', 'Helsinki'],
      ['receipt', 'K-1'],
      ['timeOfPurchase', '2026-01-15'],
      ['price', '49,90'],
      ['manufacturer', 'Fjällräven'],
      ['model', 'Keb'],
      ['size', 'M'],
      ['complaint', 'Vetoketju hajosi heti.'],
    ] as const) {
      type(`complaint-${field}`, value);
    }
    choose('reclamation-store', '2');
    await submit();
    const sent = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(sent).toMatchObject({ salesChannel: 'store', store: 2, price: '49,90', photos: [] });
    expect(byTestId('complaint-number')?.textContent).toBe('R000007');
  });
});
