import {
  catalogueApi,
  catalogueKeys,
  type Language,
  localisePath,
  type ProductModel,
  pathOf,
  ROUTES,
} from '@shop/shared-contracts';
import { HtmlContent } from '@shop/shared-contracts/html';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { useQuery } from '@tanstack/react-query';
import {
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { productMessages } from '../../messages/product-messages';
import { ProductGuides } from '../guides/product-guides';
import { useProductGuides } from '../guides/use-product-guides';
import { type AvailabilityMark, availabilityTable } from './availability-table';
import { ProductDescription, ProductProperties } from './product-details';
import { type ProductTab, productTabs, tabOfHash } from './product-tab-list';
import type { Selection } from './variant-selection';

// The reviews load (code and data) when their tab is first shown; the staff's stock table only
// for staff, whose model carries `staffStock` (issue 9: no code a first load does not use).
const ProductReviews = lazy(() =>
  import('../reviews/product-reviews').then((module) => ({ default: module.ProductReviews })),
);
const StaffStock = lazy(() =>
  import('./staff-stock').then((module) => ({ default: module.StaffStock })),
);

const TAB_LABELS = {
  description: 'page.description',
  details: 'page.details',
  availability: 'tabs.availability',
  reviews: 'reviews.title',
  guides: 'tabs.guides',
  brand: 'tabs.brand',
} as const;

/**
 * The product's tabs (catalogue §2): Description, Details, Availability, Reviews and Brand as
 * each applies. Every panel is in the page's markup (search engines read the description and
 * properties from the first response); the hidden ones are `hidden`. `#reviews` in the address
 * (the stars' link) opens the reviews. Arrow keys move between tabs (WAI-ARIA tabs pattern).
 */
export function ProductTabs({
  model,
  language,
  selection,
}: {
  readonly model: ProductModel;
  readonly language: Language;
  readonly selection: Selection;
}) {
  const { t } = useMessages(productMessages);
  const guides = useProductGuides(model, language).data?.posts ?? [];
  const hasGuides = guides.length > 0;
  const tabs = useMemo(() => productTabs(model, hasGuides), [model, hasGuides]);
  const [active, setActive] = useState<ProductTab>('description');
  // Panels load their data the first time they are shown, and keep it.
  const [opened, setOpened] = useState<ReadonlySet<ProductTab>>(() => new Set(['description']));
  const tabRefs = useRef(new Map<ProductTab, HTMLButtonElement>());
  const id = useId();
  const show = useCallback((tab: ProductTab) => {
    setActive(tab);
    setOpened((before) => (before.has(tab) ? before : new Set([...before, tab])));
  }, []);

  useEffect(() => {
    const follow = () => {
      const tab = tabOfHash(window.location.hash, tabs);
      if (!tab) return;
      show(tab);
      tabRefs.current.get(tab)?.scrollIntoView({ block: 'start' });
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [tabs, show]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const at = tabs.indexOf(active);
    let next: ProductTab | undefined;
    if (step !== undefined) next = tabs[(at + step + tabs.length) % tabs.length];
    else if (event.key === 'Home') next = tabs[0];
    else if (event.key === 'End') next = tabs[tabs.length - 1];
    if (!next) return;
    event.preventDefault();
    show(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <section className="prd-tabs" data-testid="product-tabs">
      <div role="tablist" aria-label={model.name} className="prd-tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-controls={`${id}-${tab}`}
            aria-selected={tab === active}
            tabIndex={tab === active ? 0 : -1}
            data-testid={`product-tab-${tab}`}
            onClick={() => show(tab)}
          >
            {t(TAB_LABELS[tab])}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-${tab}`}
          aria-labelledby={`${id}-${tab}-tab`}
          hidden={tab !== active}
          className="prd-tab-panel"
          data-testid={`product-panel-${tab}`}
        >
          {tab === 'description' ? <ProductDescription model={model} language={language} /> : null}
          {tab === 'details' ? (
            <ProductProperties
              model={model}
              language={language}
              withKeywords={opened.has('details')}
            />
          ) : null}
          {tab === 'availability' ? (
            <AvailabilityPanel model={model} selection={selection} language={language} />
          ) : null}
          {tab === 'reviews' && opened.has('reviews') ? (
            <Suspense fallback={<p className="prd-muted">{t('reviews.loading')}</p>}>
              <ProductReviews modelId={model.id} language={language} />
            </Suspense>
          ) : null}
          {tab === 'guides' ? <ProductGuides posts={guides} language={language} /> : null}
          {tab === 'brand' && opened.has('brand') ? (
            <BrandPanel model={model} language={language} />
          ) : null}
        </div>
      ))}
    </section>
  );
}

const MARK_SYMBOLS: Record<AvailabilityMark, string> = {
  'in-stock': '✓',
  'on-order': '○',
  'out-of-stock': '–',
};

const MARK_LABELS = {
  'in-stock': 'availability.inStock',
  'on-order': 'availability.onOrder',
  'out-of-stock': 'availability.outOfStock',
} as const;

/**
 * Where each size of the chosen colour is (catalogue §4): the Web column first, then the
 * stores; a check for stock, a circle for on order, a minus for none.
 */
function AvailabilityPanel({
  model,
  selection,
  language,
}: {
  readonly model: ProductModel;
  readonly selection: Selection;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const colour = selection.color || model.colors[0]?.slug || '';
  const type = selection.type || model.types[0]?.slug || '';
  const table = availabilityTable(model, colour, type);
  const sizeName = new Map(model.sizes.map((size) => [size.slug, size.name]));
  const colourName = model.colors.find((candidate) => candidate.slug === colour)?.name ?? '';
  return (
    <div className="prd-availability" data-testid="availability-table">
      <table>
        <caption>{t('availability.caption', { colour: colourName })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('page.size')}</th>
            {table.columns.map((column) => {
              if (column.kind === 'web') {
                return (
                  <th scope="col" key="web" data-column="web">
                    {t('availability.web')}
                  </th>
                );
              }
              if (column.kind === 'external') {
                return (
                  <th scope="col" key="external" data-column="external">
                    <abbr title={t('availability.externalTitle')}>
                      {t('availability.external')}
                    </abbr>
                  </th>
                );
              }
              return (
                <th scope="col" key={column.store.slug} data-column={column.store.slug}>
                  <Link to={pathOf(ROUTES.store, language, { store: column.store.slug })}>
                    {column.store.name}
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.variantId} data-size={row.sizeSlug}>
              <th scope="row">{sizeName.get(row.sizeSlug) || row.sizeSlug}</th>
              {row.marks.map((mark, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table.
                  key={index}
                  data-mark={mark}
                  title={t(MARK_LABELS[mark])}
                >
                  <span aria-hidden="true">{MARK_SYMBOLS[mark]}</span>
                  <span className="prd-visually-hidden">{t(MARK_LABELS[mark])}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="prd-availability-legend">
        {(['in-stock', 'on-order', 'out-of-stock'] as const).map((mark) => (
          <span key={mark}>
            <span aria-hidden="true">{MARK_SYMBOLS[mark]}</span> {t(MARK_LABELS[mark])}
          </span>
        ))}
      </p>
      {model.staffStock ? (
        <Suspense fallback={null}>
          <StaffStock model={model} variantIds={table.rows.map((row) => row.variantId)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The brand's story and a link to its products; loaded when the tab is first opened. */
function BrandPanel({
  model,
  language,
}: {
  readonly model: ProductModel;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const slug = model.manufacturer.slug;
  const brand = useQuery({
    queryKey: catalogueKeys.manufacturer(slug, language),
    queryFn: ({ signal }) => catalogueApi.manufacturer(slug, language, signal),
  });
  return (
    <div className="prd-brand-panel" data-testid="brand-panel" aria-busy={brand.isPending}>
      <img
        src={model.manufacturer.logo}
        alt={model.manufacturer.name}
        width={70}
        height={35}
        loading="lazy"
      />
      {brand.data?.description ? (
        <HtmlContent html={brand.data.description} className="prd-brand-description" />
      ) : null}
      {brand.isError ? <p role="status">{t('tabs.brandFailed')}</p> : null}
      <Link className="prd-brand-link" to={localisePath(`/${slug}/`, language)}>
        {t('page.brandProducts', { brand: model.manufacturer.name })}
      </Link>
    </div>
  );
}
