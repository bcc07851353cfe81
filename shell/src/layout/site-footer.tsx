import type { Language } from '@shop/shared-contracts';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { Link } from '@shop/shared-contracts/router';
import { footerSections } from './footer-links';

/** Platform §1: pay-later checkout, two card brands and a wallet are shown as icons. */
const PAYMENT_METHODS = ['Klarna', 'Visa', 'Mastercard', 'PayPal'] as const;

export function SiteFooter({ language }: { readonly language: Language }) {
  const { t } = useTranslation('shell');
  return (
    <footer className="shell-footer">
      <nav className="shell-footer-nav" aria-label={t('footer.label')}>
        {footerSections(language).map((section) => (
          <section key={section.id} className="shell-footer-section">
            <h2 className="shell-footer-heading">{t(section.key)}</h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.id}>
                  <Link to={link.href} data-testid={`footer-${link.id}`}>
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
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
