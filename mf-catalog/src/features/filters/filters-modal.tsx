import {
  clampRange,
  clearFilters,
  type FacetValue,
  isOffered,
  type Language,
  type NumberRange,
  type PropertyFilterValue,
  SET_FILTERS,
  type SetFilter,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import type { CardMarket } from '../../lib/use-price-market';
import { catalogMessages } from '../../messages/catalog-messages';
import type { ListFiltering } from './use-listing';

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
export default function FiltersModal({ filtering, onClose }: ModalProps) {
  const { t } = useMessages(catalogMessages);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { filters, facets, setFilters } = filtering;
  const count = useDebounced(filtering.matched, COUNT_DEBOUNCE_MS);
  const latest = useRef(filtering);
  latest.current = filtering;
  // One function for every render, so only the fieldset a change touches renders again.
  const toggleValue = useCallback((name: SetFilter, value: string) => {
    const { filters: current, setFilters: apply } = latest.current;
    const next = current[name].includes(value)
      ? current[name].filter((other) => other !== value)
      : [...current[name], value];
    apply({ ...current, [name]: next });
  }, []);

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
          {facets.price && isOffered(facets, 'price') ? (
            <RangeFilter
              legend={t('filters.price')}
              testId="filter-price"
              span={facets.price}
              value={filters.price}
              onApply={(price) => setFilters({ ...filters, price }, { replace: true })}
            />
          ) : null}
          {SET_FILTERS.filter((name) => isOffered(facets, name)).map((name) => (
            <ValueFilter
              key={name}
              name={name}
              facets={facets[name]}
              chosen={filters[name]}
              onToggle={toggleValue}
            />
          ))}
          <PropertyFilters filtering={filtering} />
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
            {t('filters.show', { shown: count, count: filtering.total })}
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

interface RangeFilterProps {
  readonly legend: string;
  /** `filter-price`, `filter-weight`: the fieldset's test id, and its inputs' with -min, -max. */
  readonly testId: string;
  readonly span: NumberRange;
  /** The range in effect; null when the filter is off. */
  readonly value: NumberRange | null;
  /** Sets the filter (null: off); typing replaces the history entry. */
  readonly onApply: (next: NumberRange | null) => void;
}

/**
 * A range filter (catalogue §5): two number inputs, applied 300 ms after typing stops and on
 * blur coerced to numbers and clamped to the floor of the minimum and ceiling of the maximum.
 */
function RangeFilter({ legend, testId, span, value, onApply }: RangeFilterProps) {
  const { t } = useMessages(catalogMessages);
  const shown = value ?? span;
  const [draft, setDraft] = useState({ min: String(shown.min), max: String(shown.max) });
  const settled = useDebounced(draft, RANGE_DEBOUNCE_MS);
  const latest = useRef({ span, value, onApply });
  latest.current = { span, value, onApply };
  useEffect(() => {
    applyRange(latest.current, settled);
  }, [settled]);
  const onBlur = () => {
    const next = applyRange(latest.current, draft) ?? latest.current.span;
    setDraft({ min: String(next.min), max: String(next.max) });
  };
  // A chip or clear-all turned the filter off: the inputs show the whole span again.
  useEffect(() => {
    if (value === null) setDraft({ min: String(span.min), max: String(span.max) });
  }, [value, span]);
  return (
    <fieldset className="cat-filter-group" data-testid={testId}>
      <legend>{legend}</legend>
      <div className="cat-filter-range">
        {(['min', 'max'] as const).map((end) => (
          <label key={end}>
            {t(end === 'min' ? 'filters.priceMin' : 'filters.priceMax')}
            <input
              type="number"
              inputMode="numeric"
              data-testid={`${testId}-${end}`}
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

/** Applies typed bounds clamped into the span (the whole span is no filter); the range in effect. */
function applyRange(
  { span, value, onApply }: Pick<RangeFilterProps, 'span' | 'value' | 'onApply'>,
  typed: { readonly min: string; readonly max: string },
): NumberRange | null {
  const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));
  const next = clampRange({ min: toNumber(typed.min), max: toNumber(typed.max) }, span);
  const same = next === null ? value === null : value?.min === next.min && value?.max === next.max;
  if (!same) onApply(next);
  return next;
}

/** The list's property filters: a range, or a checkbox for a yes/no property. */
function PropertyFilters({ filtering }: { readonly filtering: ListFiltering }) {
  const { filters, facets, setFilters } = filtering;
  const setProperty = (slug: string, next: PropertyFilterValue | null, replace: boolean) => {
    const { [slug]: _previous, ...others } = filters.properties;
    setFilters(
      { ...filters, properties: next === null ? others : { ...others, [slug]: next } },
      { replace },
    );
  };
  return facets.properties.map((facet) => {
    const value = filters.properties[facet.slug];
    if (facet.filter === 'range') {
      return (
        <RangeFilter
          key={facet.slug}
          legend={facet.name}
          testId={`filter-${facet.slug}`}
          span={facet.span}
          value={value === undefined || value === true ? null : value}
          onApply={(next) => setProperty(facet.slug, next, true)}
        />
      );
    }
    return (
      <fieldset key={facet.slug} className="cat-filter-group" data-testid={`filter-${facet.slug}`}>
        <legend className="cat-visually-hidden">{facet.name}</legend>
        <label className="cat-filter-value">
          <input
            type="checkbox"
            checked={value === true}
            onChange={() => setProperty(facet.slug, value === true ? null : true, false)}
          />
          {facet.name} <span className="cat-muted">({facet.count})</span>
        </label>
      </fieldset>
    );
  });
}

interface ValueFilterProps {
  readonly name: SetFilter;
  readonly facets: readonly FacetValue[];
  /** The values chosen. */
  readonly chosen: readonly string[];
  readonly onToggle: (name: SetFilter, value: string) => void;
}

/**
 * One value filter's checkboxes. A click shows its box at once, in a render of that box alone,
 * and applies the filter after that frame is painted (issue 10: the next paint of a click
 * within 50 ms with hundreds of brands and the grid behind); the boxes follow the filters
 * again whenever they change.
 */
const ValueFilter = memo(function ValueFilter({
  name,
  facets,
  chosen,
  onToggle,
}: ValueFilterProps) {
  const { t } = useMessages(catalogMessages);
  const [shown, setShown] = useState({ from: chosen, values: chosen });
  if (shown.from !== chosen) setShown({ from: chosen, values: chosen });
  const isChosen = new Set(shown.values);
  const toggle = useCallback(
    (value: string) => {
      setShown((current) => ({
        from: current.from,
        values: current.values.includes(value)
          ? current.values.filter((other) => other !== value)
          : [...current.values, value],
      }));
      afterNextPaint(() => onToggle(name, value));
    },
    [name, onToggle],
  );
  return (
    <fieldset className="cat-filter-group" data-testid={`filter-${name}`}>
      <legend>{t(`filters.${name}`)}</legend>
      <ul
        className={
          name === 'size' ? 'cat-filter-values cat-filter-values--inline' : 'cat-filter-values'
        }
      >
        {facets.map((facet) => (
          <FilterValue
            key={facet.value}
            facet={facet}
            isChosen={isChosen.has(facet.value)}
            onToggle={toggle}
          />
        ))}
      </ul>
    </fieldset>
  );
});

const FilterValue = memo(function FilterValue({
  facet,
  isChosen,
  onToggle,
}: {
  readonly facet: FacetValue;
  readonly isChosen: boolean;
  readonly onToggle: (value: string) => void;
}) {
  return (
    <li>
      <label className="cat-filter-value">
        <input
          type="checkbox"
          value={facet.value}
          checked={isChosen}
          onChange={() => onToggle(facet.value)}
        />
        {facet.hex ? (
          <span
            className="cat-filter-swatch"
            style={{ background: facet.hex }}
            aria-hidden="true"
          />
        ) : null}
        {facet.label} <span className="cat-muted">({facet.count})</span>
      </label>
    </li>
  );
});
