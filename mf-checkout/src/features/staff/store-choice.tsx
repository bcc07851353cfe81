import type { ResourcesResponse } from '@shop/shared-contracts';

type Store = ResourcesResponse['stores'][number];

/**
 * One side of a transfer request: a checkbox per store. A store chosen on the other side is
 * disabled, so goods never go from a store to itself.
 */
export function StoreChoice({
  legend,
  stores,
  chosen,
  taken,
  testId,
  onChange,
}: {
  readonly legend: string;
  readonly stores: readonly Store[];
  readonly chosen: readonly number[];
  readonly taken: readonly number[];
  readonly testId: string;
  readonly onChange: (storeIds: readonly number[]) => void;
}) {
  const toggle = (storeId: number, isChosen: boolean) =>
    onChange(isChosen ? [...chosen, storeId] : chosen.filter((id) => id !== storeId));
  return (
    <fieldset data-testid={testId}>
      <legend>{legend}</legend>
      {stores.map((store) => (
        <p key={store.id} className="chk-check">
          <label>
            <input
              type="checkbox"
              checked={chosen.includes(store.id)}
              disabled={taken.includes(store.id)}
              data-testid={`${testId}-${store.id}`}
              onChange={(event) => toggle(store.id, event.target.checked)}
            />{' '}
            {store.name}
          </label>
        </p>
      ))}
    </fieldset>
  );
}
