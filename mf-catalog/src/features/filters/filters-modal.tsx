import type { Language } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CardMarket } from '../../lib/use-price-market';
import { catalogMessages } from '../../messages/catalog-messages';
import { isOffered } from './facets';
import { clampRange } from './filter-query';
import { clearFilters, type NumberRange, SET_FILTERS, type SetFilter } from './list-filters';
import type { ListFiltering } from './use-list-filters';

/** Catalogue §9 debounces. */
const TEXT_DEBOUNCE_MS = 500;
const RANGE_DEBOUNCE_MS = 300;
const COUNT_DEBOUNCE_MS = 300;

/** `value`, changing only once it has stayed the same for `delay` ms. */
function useDebounced<Value>(value: Value, delay: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

interface ModalProps {
  readonly filtering: ListFiltering;
  readonly total: number;
  readonly language: Language;
  readonly market: CardMarket | undefined;
  readonly onClose: () => void;
}

/**
 * The filters modal (catalogue §2, §4, §5): a right-side panel over the listing. Every change
 * applies at once (the grid behind follows the URL); the footer button closes it and reads
 * 'N / total X products', recounted 300 ms after the last change. A native modal dialog: focus
 * stays inside, Escape closes, and focus goes back to the Filter button.
 */
export default function FiltersModal({ filtering, total, onClose }: ModalProps) {
  const { t } = useMessages(catalogMessages);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { filters, facets, setFilters } = filtering;
  const count = useDebounced(filtering.cards.length, COUNT_DEBOUNCE_MS);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively.
    <dialog
      ref={dialog}
      className="cat-filters-modal"
      aria-labelledby={titleId}
      data-testid="filters-modal"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="cat-filters-panel">
        <header className="cat-filters-header">
          <h2 id={titleId}>{t('filters.title')}</h2>
          <button
            type="button"
            className="cat-link-button"
            data-testid="filters-close"
            onClick={onClose}
          >
            {t('filters.close')}
          </button>
        </header>
        <div className="cat-filters-body">
          {filtering.hasTextFilter ? <TextFilter filtering={filtering} /> : null}
          {isOffered(facets, 'price') ? <PriceFilter filtering={filtering} /> : null}
          {SET_FILTERS.filter((name) => isOffered(facets, name)).map((name) => (
            <ValueFilter key={name} name={name} filtering={filtering} />
          ))}
        </div>
        <footer className="cat-filters-footer">
          <button
            type="button"
            className="cat-link-button"
            data-testid="filters-clear"
            onClick={() => setFilters(clearFilters(filters))}
          >
            {t('filters.clearAll')}
          </button>
          <button type="button" className="cat-button" data-testid="filters-show" onClick={onClose}>
            {t('filters.show', { shown: count, count: total })}
          </button>
        </footer>
      </div>
    </dialog>
  );
}

function TextFilter({ filtering }: { readonly filtering: ListFiltering }) {
  const { t } = useMessages(catalogMessages);
  const { filters, setFilters } = filtering;
  const [text, setText] = useState(filters.text);
  const settled = useDebounced(text, TEXT_DEBOUNCE_MS);
  const latest = useRef(filtering);
  latest.current = filtering;
  useEffect(() => {
    const current = latest.current.filters;
    if (settled.trim() !== current.text) {
      // Typing is one change: a single history entry, not one per pause.
      latest.current.setFilters(
        { ...current, text: settled.trim() },
        { replace: current.text !== '' },
      );
    }
  }, [settled]);
  // A chip or clear-all emptied the filter: the field follows.
  useEffect(() => {
    if (filters.text === '') setText((current) => (current.trim() === '' ? current : ''));
  }, [filters.text]);
  return (
    <label className="cat-filter-field">
      {t('filters.text')}
      <input
        type="search"
        data-testid="filter-text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') setFilters({ ...filters, text: text.trim() });
        }}
      />
    </label>
  );
}

function PriceFilter({ filtering }: { readonly filtering: ListFiltering }) {
  const { t } = useMessages(catalogMessages);
  const { filters, facets } = filtering;
  const span = facets.price;
  const shown = filters.price ?? span;
  const [draft, setDraft] = useState({
    min: String(shown?.min ?? ''),
    max: String(shown?.max ?? ''),
  });
  const settled = useDebounced(draft, RANGE_DEBOUNCE_MS);
  const latest = useRef(filtering);
  latest.current = filtering;
  useEffect(() => {
    applyPrice(latest.current, settled);
  }, [settled]);
  // Catalogue §5: on blur the values are coerced to numbers and clamped into the prices.
  const onBlur = () => {
    const next = applyPrice(latest.current, draft) ?? latest.current.facets.price;
    if (next) setDraft({ min: String(next.min), max: String(next.max) });
  };
  useEffect(() => {
    if (filters.price === null && span) setDraft({ min: String(span.min), max: String(span.max) });
  }, [filters.price, span]);
  if (!span) return null;
  return (
    <fieldset className="cat-filter-group" data-testid="filter-price">
      <legend>{t('filters.price')}</legend>
      <div className="cat-filter-range">
        {(['min', 'max'] as const).map((end) => (
          <label key={end}>
            {t(end === 'min' ? 'filters.priceMin' : 'filters.priceMax')}
            <input
              type="number"
              inputMode="numeric"
              data-testid={`filter-price-${end}`}
              min={span.min}
              max={span.max}
              value={draft[end]}
              onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
              onBlur={onBlur}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Applies typed price bounds, clamped into the list's prices (a range covering them all is no
 * filter); typing replaces the history entry. Returns the range in effect.
 */
function applyPrice(
  filtering: ListFiltering,
  values: { readonly min: string; readonly max: string },
): NumberRange | null {
  const { filters, facets, setFilters } = filtering;
  const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));
  const next = clampRange({ min: toNumber(values.min), max: toNumber(values.max) }, facets.price);
  const same =
    next === null
      ? filters.price === null
      : filters.price?.min === next.min && filters.price?.max === next.max;
  if (!same) setFilters({ ...filters, price: next }, { replace: true });
  return next;
}

function ValueFilter({
  name,
  filtering,
}: {
  readonly name: SetFilter;
  readonly filtering: ListFiltering;
}) {
  const { t } = useMessages(catalogMessages);
  const { filters, facets, setFilters } = filtering;
  const chosen = new Set(filters[name]);
  const toggle = (value: string) => {
    const next = chosen.has(value)
      ? filters[name].filter((other) => other !== value)
      : [...filters[name], value];
    setFilters({ ...filters, [name]: next });
  };
  return (
    <fieldset className="cat-filter-group" data-testid={`filter-${name}`}>
      <legend>{t(`filters.${name}`)}</legend>
      <ul
        className={
          name === 'size' ? 'cat-filter-values cat-filter-values--inline' : 'cat-filter-values'
        }
      >
        {facets[name].map((facet) => (
          <li key={facet.value}>
            <label className="cat-filter-value">
              <input
                type="checkbox"
                value={facet.value}
                checked={chosen.has(facet.value)}
                onChange={() => toggle(facet.value)}
              />
              {facet.hex ? (
                <span className="cat-swatch" style={{ background: facet.hex }} aria-hidden="true" />
              ) : null}
              {facet.label} <span className="cat-muted">({facet.count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
