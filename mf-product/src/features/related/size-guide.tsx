import type { Language, ProductModel, SizeTable } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useRef } from 'react';
import { productMessages } from '../../messages/product-messages';
import { useProductRelated } from './use-product-related';

/**
 * The size guide button and modal (catalogue §2 Other modals): the model's size tables (the api
 * keeps only tables with sizes and rows, §5). A native modal dialog: focus stays in it, Escape
 * closes it and focus returns to the button. No button while the model has no table.
 */
export function SizeGuide({
  model,
  language,
}: {
  readonly model: ProductModel;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const tables = useProductRelated(model, language).data?.sizetables ?? [];
  if (tables.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className="prd-link-button"
        data-testid="size-guide-open"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {t('sizeGuide.open')}
      </button>
      <dialog
        ref={dialog}
        className="prd-size-guide"
        data-testid="size-guide"
        aria-label={t('sizeGuide.open')}
      >
        <h2>{t('sizeGuide.open')}</h2>
        {tables.map((table) => (
          <SizeGuideTable key={table.id} table={table} />
        ))}
        <form method="dialog">
          <button type="submit" className="prd-button" data-testid="size-guide-close">
            {t('sizeGuide.close')}
          </button>
        </form>
      </dialog>
    </>
  );
}

function SizeGuideTable({ table }: { readonly table: SizeTable }) {
  const { t } = useMessages(productMessages);
  return (
    <section className="prd-size-table">
      <h3>{table.name}</h3>
      {table.infoText ? <p>{table.infoText}</p> : null}
      <div className="prd-size-table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('sizeGuide.size')}</th>
              {table.sizes.map((size) => (
                <th scope="col" key={size}>
                  {size}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.unit ? `${row.name} (${row.unit})` : row.name}</th>
                {row.values.map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a value per fixed size column.
                  <td key={index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.image ? (
        <img src={table.image} alt="" loading="lazy" width={480} height={320} />
      ) : null}
    </section>
  );
}
