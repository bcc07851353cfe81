/** The shop's prices end by the clock of its home, whatever the shopper's time zone. */
const SHOP_TIME_ZONE = 'Europe/Helsinki';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Made on the first offer end shown, not when the page's code loads: the first date format of a
 * page costs a phone some 80 ms of its main thread (time zone data), and most products have no
 * ending offer (issue 9).
 */
let helsinkiParts: Intl.DateTimeFormat | undefined;

/** An instant as Helsinki's wall clock, DD.MM.YYYY HH:mm (catalogue §4 Price ending). */
export function formatShopTime(instant: Date): string {
  helsinkiParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = helsinkiParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

/**
 * When the current offer ends, if the note shows (catalogue §4 Price ending): only for an end
 * that is still ahead and within `maxDays` (general setting price_ending_max_days) of now.
 */
export function offerEndNote(
  priceEnding: string | null | undefined,
  now: Date,
  maxDays: number,
): string | null {
  if (!priceEnding) return null;
  const end = new Date(priceEnding);
  const ahead = end.getTime() - now.getTime();
  if (Number.isNaN(ahead) || ahead <= 0 || ahead > maxDays * DAY_MS) return null;
  return formatShopTime(end);
}
