import type { ProductOption } from '@shop/shared-contracts';

/** One option row (colour, size or type) as a group of toggle buttons. */
export function OptionPicker({
  label,
  name,
  options,
  selected,
  states,
  onSelect,
}: {
  readonly label: string;
  readonly name: 'color' | 'size' | 'type';
  readonly options: readonly ProductOption[];
  readonly selected: string | null;
  /** Per slug, a class suffix such as 'unavailable'. */
  readonly states?: ReadonlyMap<string, string>;
  readonly onSelect: (slug: string) => void;
}) {
  const current = options.find((option) => option.slug === selected);
  return (
    <fieldset className="prd-options" data-testid={`options-${name}`}>
      <legend>
        {label}
        {current ? <strong>: {current.name}</strong> : null}
      </legend>
      {options.map((option) => (
        <button
          key={option.slug}
          type="button"
          className={`prd-option prd-option-${states?.get(option.slug) ?? 'orderable'}`}
          aria-pressed={option.slug === selected}
          data-slug={option.slug}
          onClick={() => onSelect(option.slug)}
        >
          {option.name}
        </button>
      ))}
    </fieldset>
  );
}
