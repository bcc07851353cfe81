import { createMemoryStorage } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  parseSelectedCustomer,
  readSelectedCustomer,
  SELECTED_CUSTOMER_KEY,
  selectedCustomerSnapshot,
  subscribeSelectedCustomer,
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

  it('tells its readers of every write, and parses only the shape it wrote', () => {
    const storage = createMemoryStorage();
    let writes = 0;
    const unsubscribe = subscribeSelectedCustomer(() => {
      writes += 1;
    });
    writeSelectedCustomer({ id: 4, email: 'b@example.com' }, storage);
    expect(parseSelectedCustomer(selectedCustomerSnapshot(storage))).toEqual({
      id: 4,
      email: 'b@example.com',
    });
    writeSelectedCustomer(null, storage);
    unsubscribe();
    writeSelectedCustomer({ id: 5, email: 'c@example.com' }, storage);
    expect(writes).toBe(2);
    expect(parseSelectedCustomer('not json')).toBeNull();
    expect(parseSelectedCustomer(null)).toBeNull();
  });
});
