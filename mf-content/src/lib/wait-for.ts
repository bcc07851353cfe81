import { act } from 'react';

/** For component tests: polls inside act until `find` gives a value (messages load, calls answer). */
export async function waitFor<Value>(find: () => Value | null | undefined): Promise<Value> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = find();
    if (found) return found;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error('Not found in time');
}
