import { formatShopTime, shopClockTime } from '@shop/shared-contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the current offer ends, as the api sends it (catalogue §4 Price ending). */
export interface OfferEnd {
  /** The instant (ISO 8601, UTC). */
  readonly priceEnding?: string | null;
  /** The same instant on the shop's clock, `YYYY-MM-DDTHH:mm`; an older api sends none. */
  readonly priceEndingShopTime?: string | null;
}

/**
 * When the current offer ends, DD.MM.YYYY HH:mm on the shop's clock, if the note shows
 * (catalogue §4 Price ending): only for an end that is still ahead and within `maxDays`
 * (general setting price_ending_max_days) of now. The api's shop time is written as it comes;
 * only for an older api is the instant converted here (a date format of the page's own).
 */
export function offerEndNote(offer: OfferEnd, now: Date, maxDays: number): string | null {
  if (!offer.priceEnding) return null;
  const end = new Date(offer.priceEnding);
  const ahead = end.getTime() - now.getTime();
  if (Number.isNaN(ahead) || ahead <= 0 || ahead > maxDays * DAY_MS) return null;
  return formatShopTime(offer.priceEndingShopTime ?? shopClockTime(end));
}
