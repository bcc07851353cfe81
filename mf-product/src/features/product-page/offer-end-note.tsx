import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { productMessages } from '../../messages/product-messages';
import { type OfferEnd, offerEndNote } from './offer-end';

/** The general setting's default (catalogue §4 Price ending) until the settings have come. */
const DEFAULT_MAX_DAYS = 30;

/** 'Offer ends DD.MM.YYYY HH:mm' (Helsinki time) when the offer ends within the window. */
export function OfferEndNote({ offer }: { readonly offer: OfferEnd }) {
  const { t } = useMessages(productMessages);
  const maxDays = useBusState('settings:changed')?.settings.priceEndingMaxDays ?? DEFAULT_MAX_DAYS;
  const date = offerEndNote(offer, new Date(), maxDays);
  if (date === null) return null;
  return (
    <p className="prd-offer-end" data-testid="offer-end">
      {t('page.offerEnds', { date })}
    </p>
  );
}
