import {
  deleteAccountConfirmRequestSchema,
  type Language,
  pathOf,
  ROUTES,
  shopBus,
} from '@shop/shared-contracts';
import { useBusState, useContractForm, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { toLinkFailure } from '../../lib/link-error';
import { LinkFailureMessage } from '../../lib/link-failure-message';
import { accountMessages } from '../../lib/messages';
import { useConfirmAccountDeletion } from './api';

/**
 * The emailed deletion link asks once more before deleting: opening a link (or a mail scanner
 * fetching it) must never delete an account by itself.
 */
export function DeleteAccountConfirm({
  token,
  language,
}: {
  readonly token: string;
  readonly language: Language;
}) {
  const { t } = useMessages(accountMessages);
  const auth = useBusState('auth:changed');
  const deletion = useConfirmAccountDeletion();
  const form = useContractForm(deleteAccountConfirmRequestSchema, {
    namespace: accountMessages.namespace,
    defaultValues: { token },
  });
  const submit = form.handleSubmit((values) =>
    deletion.mutate(values.token, {
      // The api revoked every login of the account; end this page's session too.
      onSuccess: () => {
        if (auth?.user.isAuthenticated) shopBus.emit('auth:logout-requested', undefined);
      },
    }),
  );
  if (deletion.isSuccess) {
    return (
      <p role="status" data-testid="delete-done">
        {t('delete.done')}
      </p>
    );
  }
  // A link whose token the contract refuses was never sent by the shop.
  if (form.formState.errors.token)
    return <LinkFailureMessage failure="notFound" language={language} />;
  const failure = deletion.isError ? toLinkFailure(deletion.error) : null;
  if (failure === 'expired' || failure === 'notFound') {
    return <LinkFailureMessage failure={failure} language={language} />;
  }
  return (
    <>
      <p>{t('delete.confirmText')}</p>
      <form onSubmit={submit} noValidate>
        <button
          type="submit"
          className="acc-danger"
          disabled={deletion.isPending}
          data-testid="delete-confirm"
        >
          {deletion.isPending ? t('form.sending') : t('delete.confirm')}
        </button>
      </form>
      {failure === 'failed' ? (
        <>
          <p role="alert" className="acc-error" data-testid="delete-failed">
            {t('delete.failed')}
          </p>
          {auth?.user.isAuthenticated ? (
            <Link to={pathOf(ROUTES.account, language)}>{t('account.title')}</Link>
          ) : null}
        </>
      ) : null}
    </>
  );
}
