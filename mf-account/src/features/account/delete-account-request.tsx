import type { Language } from '@shop/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { ACCOUNT_NAMESPACE } from '../../lib/messages';

type RequestState = { kind: 'idle' | 'busy' | 'failed' } | { kind: 'sent'; email: string };

/** Asks the api to email the deletion link: deleting needs the mailbox as well as the login. */
export function DeleteAccountRequest({ language }: { readonly language: Language }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [state, setState] = useState<RequestState>({ kind: 'idle' });
  const request = async () => {
    setState({ kind: 'busy' });
    try {
      const { email } = await api.requestAccountDeletion(language);
      setState({ kind: 'sent', email });
    } catch (error) {
      console.error('Requesting the account deletion link failed', error);
      setState({ kind: 'failed' });
    }
  };
  return (
    <section aria-labelledby="acc-delete">
      <h2 id="acc-delete">{t('account.deleteTitle')}</h2>
      <p>{t('account.deleteIntro')}</p>
      {state.kind === 'sent' ? (
        <p role="status" data-testid="account-delete-sent">
          {t('account.deleteSent', { email: state.email })}
        </p>
      ) : (
        <button
          type="button"
          className="acc-secondary"
          onClick={request}
          disabled={state.kind === 'busy'}
          data-testid="account-delete-request"
        >
          {state.kind === 'busy' ? t('form.sending') : t('account.deleteRequest')}
        </button>
      )}
      {state.kind === 'failed' ? (
        <p role="alert" className="acc-error">
          {t('failed')}
        </p>
      ) : null}
    </section>
  );
}
