import type { Language, PayLaterProvider } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useNavigate } from '@shop/shared-contracts/router';
import { useEffect } from 'react';
import { orderMessages } from '../../messages/order-messages';
import { usePayLaterConfirm } from './api';
import { isUnknownOrder, orderOutcomeHref } from './order-outcome';

/**
 * Resolves the provider's order id and moves (replace) to the order's outcome page, or to the
 * order-process page while the payment is still pending.
 */
export function PayLaterConfirmation({
  provider,
  providerOrderId,
  language,
}: {
  readonly provider: PayLaterProvider;
  readonly providerOrderId: string;
  readonly language: Language;
}) {
  const { t } = useMessages(orderMessages);
  const navigate = useNavigate();
  const confirmed = usePayLaterConfirm(provider, providerOrderId);
  const target = confirmed.data;
  useEffect(() => {
    if (target)
      navigate(orderOutcomeHref(target.outcome, target.slug, language), { replace: true });
  }, [target, language, navigate]);
  if (confirmed.isError) {
    return (
      <p role="alert" className="chk-error" data-testid="pay-later-error">
        {t(isUnknownOrder(confirmed.error) ? 'payLater.notFound' : 'payLater.failed')}
      </p>
    );
  }
  return (
    <p role="status" aria-busy="true">
      {t('payLater.waiting')}
    </p>
  );
}
