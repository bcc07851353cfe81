import { useTranslation } from '@shop/shared-contracts/react-i18next';

/** Platform §1: pay-later checkout, two card brands and a wallet are shown as icons. */
const PAYMENT_METHODS = ['Klarna', 'Visa', 'Mastercard', 'PayPal'] as const;

export function SiteFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className="shell-footer">
      <ul className="shell-payments" aria-label={t('footer.payments')}>
        {PAYMENT_METHODS.map((method) => (
          <li key={method} className="shell-payment-icon">
            {method}
          </li>
        ))}
      </ul>
      <p>{t('footer.rights')}</p>
    </footer>
  );
}
