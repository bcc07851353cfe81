import type { ProductCardProps } from '@shop/shared-contracts';
import { ProductCardView } from '../features/product-list/product-card';
import { usePriceMarket } from '../lib/use-price-market';
import '../features/catalog.css';

/**
 * The shop's one product card (platform §2), for every remote that lists products: load it with
 * `<ExposedComponent remote="mf-catalog" module="./ProductCard" props={{ card, language }} />`.
 * Prices follow the market the shell announces on the bus.
 */
export default function ProductCard(props: ProductCardProps) {
  const market = usePriceMarket(props.language);
  return (
    <div data-boundary="mf-catalog">
      <ProductCardView {...props} market={market} />
    </div>
  );
}
