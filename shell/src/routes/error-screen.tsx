import { customerServiceEmail, localisePath, splitLanguagePrefix } from '@shop/shared-contracts';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { Link, useLocation, useNavigate } from '@shop/shared-contracts/router';
import { useEffect } from 'react';
import { ERROR_REDIRECT_DELAY_MS, resolveErrorRedirect } from '../services/errors/error-redirect';
import { markPageInteractive } from '../services/page-interactive';

interface ErrorScreenProps {
  readonly status: number;
  readonly message: string;
  readonly data?: unknown;
  readonly redirect?: string;
  /** `continue`: 'Continue shopping', redirect after 1 s; `front-page`: 'Go to front page', at once. */
  readonly variant?: 'continue' | 'front-page';
}

/** The error screen of platform §2: status, message, contact address and a way back. */
export function ErrorScreen({
  status,
  message,
  data,
  redirect,
  variant = 'continue',
}: ErrorScreenProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { language } = splitLanguagePrefix(pathname);
  // An error screen is the page: it is interactive once shown (no page view is reported).
  useEffect(() => markPageInteractive(), []);
  useEffect(() => {
    console.error('Error screen', { status, message, data });
    const target = resolveErrorRedirect(redirect, data);
    if (!target) return;
    if (variant === 'front-page') {
      navigate(target, { replace: true });
      return;
    }
    const timer = setTimeout(() => navigate(target, { replace: true }), ERROR_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, message, data, redirect, variant, navigate]);
  return (
    <section className="shell-error" data-status={status} data-testid="error-screen">
      <p className="shell-error-status">{status}</p>
      <h1>{message}</h1>
      <p>{t('error.contact', { email: customerServiceEmail(language) })}</p>
      <Link className="shell-button" to={localisePath('/', language)}>
        {t(variant === 'front-page' ? 'error.frontPage' : 'error.continue')}
      </Link>
    </section>
  );
}
