/** The shop's home clock: offers end by it, whatever the shopper's time zone (catalogue §4). */
export const SHOP_TIME_ZONE = 'Europe/Helsinki';

/**
 * Made on the first use, not when the code loads: a page's first date format costs a phone some
 * 100 ms of its main thread (time zone data), and the api sends the shop's time already.
 */
let shopClockParts: Intl.DateTimeFormat | undefined;

/** An instant as the shop's wall clock, `YYYY-MM-DDTHH:mm` (the api's `priceEndingShopTime`). */
export function shopClockTime(instant: Date): string {
  shopClockParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = shopClockParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

const SHOP_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A shop-clock time as the shop writes it in every language, DD.MM.YYYY HH:mm (catalogue §4
 * Price ending), or null when it is not `YYYY-MM-DDTHH:mm`.
 */
export function formatShopTime(shopTime: string): string | null {
  const match = SHOP_TIME.exec(shopTime);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  return `${day}.${month}.${year} ${hour}:${minute}`;
}
