import { deleteAccountRequestSchema, type Language } from '@shop/shared-contracts';
import { useContractForm, useMessages } from '@shop/shared-contracts/react';
import { accountMessages } from '../../lib/messages';
import { useRequestAccountDeletion } from './api';

/** Asks the api to email the deletion link: deleting needs the mailbox as well as the login. */
export function DeleteAccountRequest({ language }: { readonly language: Language }) {
  const { t } = useMessages(accountMessages);
  const request = useRequestAccountDeletion();
  const form = useContractForm(deleteAccountRequestSchema, {
    namespace: accountMessages.namespace,
    defaultValues: { lang: language },
  });
  const submit = form.handleSubmit(({ lang }) => request.mutate(lang));
  return (
    <section aria-labelledby="acc-delete">
      <h2 id="acc-delete">{t('account.deleteTitle')}</h2>
      <p>{t('account.deleteIntro')}</p>
      {request.isSuccess ? (
        <p role="status" data-testid="account-delete-sent">
          {t('account.deleteSent', { email: request.data.email })}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <button
            type="submit"
            className="acc-secondary"
            disabled={request.isPending}
            data-testid="account-delete-request"
          >
            {request.isPending ? t('form.sending') : t('account.deleteRequest')}
          </button>
        </form>
      )}
      {request.isError ? (
        <p role="alert" className="acc-error">
          {t('failed')}
        </p>
      ) : null}
    </section>
  );
}
