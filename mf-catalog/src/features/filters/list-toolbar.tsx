import {
  clearFilters,
  countApplied,
  formatPrice,
  GRID_SIZES,
  type GridSize,
  type Language,
  type ListFilters,
  SET_FILTERS,
  SORT_OPTIONS,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { lazy, memo, Suspense, useCallback, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import type { CardMarket } from '../../lib/use-price-market';
import { catalogMessages } from '../../messages/catalog-messages';
import type { ListFiltering } from './use-listing';

// Behind the Filter button: no listing's first load carries the modal (issue 9).
const FiltersModal = lazy(() => import('./filters-modal'));

interface ToolbarProps {
  readonly filtering: ListFiltering;
  readonly language: Language;
  readonly market: CardMarket | undefined;
  readonly gridSize: GridSize;
  readonly onGridSize: (size: GridSize) => void;
}

/**
 * Above a listing's grid (catalogue §2, §4): the Filter button, the sort, and the applied
 * filters as chips that each remove their filter.
 */
export const ListToolbar = memo(function ListToolbar({
  filtering,
  language,
  market,
  gridSize,
  onGridSize,
}: ToolbarProps) {
  const { t } = useMessages(catalogMessages);
  const { filters } = filtering;
  const [isOpen, setOpen] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const applied = countApplied(filtering.applied);
  const latest = useRef(filtering);
  latest.current = filtering;
  const setSort = useCallback((sort: ListFilters['sort']) => {
    const { filters: current, setFilters: apply } = latest.current;
    apply({ ...current, sort });
  }, []);
  const close = () => {
    setOpen(false);
    filterButton.current?.focus();
  };
  return (
    <div className="cat-toolbar" data-testid="list-toolbar">
      <div className="cat-toolbar-row">
        <button
          ref={filterButton}
          type="button"
          className="cat-button"
          data-testid="filter-open"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {applied > 0 ? t('filters.openApplied', { count: applied }) : t('filters.open')}
        </button>
        <SortSelect sort={filters.sort} onSort={setSort} />
        <fieldset className="cat-grid-size" data-testid="grid-size">
          <legend className="cat-visually-hidden">{t('grid.sizeLabel')}</legend>
          {GRID_SIZES.map((size) => (
            <button
              key={size}
              type="button"
              className="cat-link-button"
              aria-pressed={gridSize === size}
              data-testid={`grid-size-${size}`}
              onClick={() => onGridSize(size)}
            >
              {t(size === 'default' ? 'grid.sizeDefault' : 'grid.sizeExtended')}
            </button>
          ))}
        </fieldset>
      </div>
      <AppliedChips filtering={filtering} market={market} />
      {isOpen ? (
        <Suspense fallback={null}>
          <FiltersModal filtering={filtering} language={language} market={market} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
});

/**
 * The filters the grid shows, as chips. A chip removes its filter from the filters the controls
 * show, so a change not yet in the URL is kept.
 */
/**
 * The sort (catalogue §9): a change shows in a render of the select alone and applies after
 * that frame is painted, so the next paint of the choice does not wait for the grid (issue 10).
 */
const SortSelect = memo(function SortSelect({
  sort,
  onSort,
}: {
  readonly sort: ListFilters['sort'];
  readonly onSort: (sort: ListFilters['sort']) => void;
}) {
  const { t } = useMessages(catalogMessages);
  const [shown, setShown] = useState({ from: sort, value: sort });
  if (shown.from !== sort) setShown({ from: sort, value: sort });
  return (
    <label className="cat-sort">
      {t('sort.label')}{' '}
      <select
        data-testid="sort-select"
        value={shown.value}
        onChange={(event) => {
          const next = event.target.value as ListFilters['sort'];
          setShown({ from: sort, value: next });
          afterNextPaint(() => onSort(next));
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.key} value={option.key}>
            {t(`sort.${option.key}`)}
          </option>
        ))}
      </select>
    </label>
  );
});

function AppliedChips({ filtering, market }: Pick<ToolbarProps, 'filtering' | 'market'>) {
  const { t } = useMessages(catalogMessages);
  const { applied, facets, setFilters } = filtering;
  const filters = filtering.filters;
  const chips: { key: string; label: string; remove: () => void }[] = [];
  if (applied.text) {
    chips.push({
      key: 'text',
      label: `“${applied.text}”`,
      remove: () => setFilters({ ...filters, text: '' }),
    });
  }
  if (applied.price) {
    const { min, max } = applied.price;
    const money = (value: number) =>
      market ? formatPrice(Math.round((value * 100) / market.currencyRate), market) : String(value);
    chips.push({
      key: 'price',
      label: `${t('filters.price')} ${money(min)}–${money(max)}`,
      remove: () => setFilters({ ...filters, price: null }),
    });
  }
  for (const name of SET_FILTERS) {
    for (const value of applied[name]) {
      const label = facets[name].find((facet) => facet.value === value)?.label ?? value;
      chips.push({
        key: `${name}:${value}`,
        label,
        remove: () =>
          setFilters({ ...filters, [name]: filters[name].filter((other) => other !== value) }),
      });
    }
  }
  for (const facet of facets.properties) {
    const value = applied.properties[facet.slug];
    if (value === undefined) continue;
    const unit = facet.unit ? ` ${facet.unit}` : '';
    const { [facet.slug]: _removed, ...others } = filters.properties;
    chips.push({
      key: `property:${facet.slug}`,
      label: value === true ? facet.name : `${facet.name} ${value.min}–${value.max}${unit}`,
      remove: () => setFilters({ ...filters, properties: others }),
    });
  }
  if (chips.length === 0) return null;
  return (
    <ul className="cat-chips" aria-label={t('filters.applied')} data-testid="filter-chips">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="cat-chip"
            data-testid="filter-chip"
            aria-label={t('filters.remove', { name: chip.label })}
            onClick={chip.remove}
          >
            {chip.label} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <button
            type="button"
            className="cat-link-button"
            data-testid="filter-clear-all"
            onClick={() => setFilters(clearFilters(filters))}
          >
            {t('filters.clearAll')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
