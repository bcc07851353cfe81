import { createMemoryStorage } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  readSelectedCustomer,
  SELECTED_CUSTOMER_KEY,
  writeSelectedCustomer,
} from './selected-customer';

describe('the staff user’s selected customer (platform §6)', () => {
  it('keeps only the id and email, and clears with null', () => {
    const storage = createMemoryStorage();
    expect(readSelectedCustomer(storage)).toBeNull();
    writeSelectedCustomer(
      { id: 3, email: 'asiakas@example.com', ...{ postcode: '00100' } },
      storage,
    );
    expect(JSON.parse(storage.getItem(SELECTED_CUSTOMER_KEY) ?? '')).toEqual({
      id: 3,
      email: 'asiakas@example.com',
    });
    expect(readSelectedCustomer(storage)).toEqual({ id: 3, email: 'asiakas@example.com' });
    writeSelectedCustomer(null, storage);
    expect(readSelectedCustomer(storage)).toBeNull();
  });

  it('ignores a stored value of another shape', () => {
    const storage = createMemoryStorage();
    storage.setItem(SELECTED_CUSTOMER_KEY, '{"id":"3"}');
    expect(readSelectedCustomer(storage)).toBeNull();
  });
});
