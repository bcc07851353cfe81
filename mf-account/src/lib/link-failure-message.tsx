import { type Language, pathOf, ROUTES } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import type { LinkFailure } from './link-error';
import { accountMessages } from './messages';

const MESSAGE = { expired: 'link.expired', notFound: 'link.notFound', failed: 'failed' } as const;

/** Why an emailed link did not work, with the way to a new reset link when that helps. */
export function LinkFailureMessage({
  failure,
  language,
  offerNewResetLink = false,
}: {
  readonly failure: LinkFailure;
  readonly language: Language;
  readonly offerNewResetLink?: boolean;
}) {
  const { t } = useMessages(accountMessages);
  return (
    <>
      <p role="alert" className="acc-error" data-testid={`link-${failure}`}>
        {t(MESSAGE[failure])}
      </p>
      {offerNewResetLink && failure !== 'failed' ? (
        <p>
          <Link to={pathOf(ROUTES.passwordReset, language)}>{t('link.requestNew')}</Link>
        </p>
      ) : null}
    </>
  );
}
