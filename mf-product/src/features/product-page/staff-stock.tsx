import type { ProductModel } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { productMessages } from '../../messages/product-messages';

/**
 * Staff only (catalogue §1, §2): the stock of each size of the chosen colour in every store,
 * with its shelf code. The api sends `staffStock` to staff alone; nothing shows for others.
 */
export function StaffStock({
  model,
  variantIds,
}: {
  readonly model: ProductModel;
  /** The rows of the availability table: the chosen colour's variants, in size order. */
  readonly variantIds: readonly number[];
}) {
  const { t } = useMessages(productMessages);
  if (!model.staffStock) return null;
  const byVariant = new Map(model.staffStock.map((entry) => [entry.variantId, entry.stores]));
  const sizeOf = new Map(
    model.variants.map((variant) => [
      variant.variantId,
      model.sizes.find((size) => size.slug === variant.sizeSlug)?.name ?? variant.sizeSlug,
    ]),
  );
  return (
    <div className="prd-availability" data-testid="staff-stock">
      <table>
        <caption>{t('staffStock.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('page.size')}</th>
            <th scope="col">{t('staffStock.store')}</th>
            <th scope="col">{t('staffStock.quantity')}</th>
            <th scope="col">{t('staffStock.shelf')}</th>
          </tr>
        </thead>
        <tbody>
          {variantIds.flatMap((variantId) =>
            (byVariant.get(variantId) ?? []).map((row) => (
              <tr key={`${variantId}-${row.storeId}`} data-variant-id={variantId}>
                <th scope="row">{sizeOf.get(variantId)}</th>
                <td>{row.storeName}</td>
                <td>{row.quantity}</td>
                <td>{row.shelfCode ?? '–'}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
