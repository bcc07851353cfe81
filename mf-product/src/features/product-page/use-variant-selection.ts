import type { ProductModel } from '@shop/shared-contracts';
import { useSearchParams } from '@shop/shared-contracts/router';
import { useState } from 'react';
import { readRememberedSizes, rememberSize } from '../../lib/remembered-sizes';
import { changeSelection, initialSelection, type Selection } from './variant-selection';

/**
 * The chosen colour, size and type: first from the URL (catalogue §2 query parameters), then
 * kept in the query as the shopper picks, so the link names the variant. `select-color` is
 * converted to `color` once a choice is made.
 */
export function useVariantSelection(model: ProductModel) {
  const [search, setSearch] = useSearchParams();
  const [selection, setSelection] = useState<Selection>(() =>
    initialSelection(
      model,
      {
        selectColor: search.get('select-color'),
        color: search.get('color'),
        size: search.get('size'),
        type: search.get('type'),
      },
      readRememberedSizes(),
    ),
  );
  const choose = (change: Partial<Selection>) => {
    const next = changeSelection(model, selection, change);
    setSelection(next);
    if (change.size) rememberSize(change.size);
    setSearch(
      (previous) => {
        const query = new URLSearchParams(previous);
        query.delete('select-color');
        for (const key of ['color', 'size', 'type'] as const) {
          const value = next[key];
          if (value) query.set(key, value);
          else query.delete(key);
        }
        return query;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { selection, choose };
}
