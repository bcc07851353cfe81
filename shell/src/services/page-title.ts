import { shopBus } from '@shop/shared-contracts';
import { useEffect } from 'react';

/** A page's title is the page title plus the shop name (platform §2 static page, §9). */
export function usePageTitle(shopName: string): void {
  useEffect(() => {
    document.title = shopName;
    return shopBus.on('page:viewed', ({ title }) => {
      document.title = title ? `${title} | ${shopName}` : shopName;
    });
  }, [shopName]);
}
