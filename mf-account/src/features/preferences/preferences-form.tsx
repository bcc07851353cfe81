import { type PreferencesResponse, updatePreferencesRequestSchema } from '@shop/shared-contracts';
import { useContractForm, useMessages } from '@shop/shared-contracts/react';
import { useId } from 'react';
import { accountOrdersMessages } from '../../lib/account-orders-messages';
import { InputField } from '../../lib/form-field';
import { setServerFieldErrors } from '../../lib/server-field-errors';
import { useUpdatePreferences } from './api';

/**
 * The postcode and marketing-consent form. Loaded lazily with the contract's zod schema, so the
 * account page's first load carries no schema library (decision 0013).
 */
export function PreferencesForm({ preferences }: { readonly preferences: PreferencesResponse }) {
  const { t } = useMessages(accountOrdersMessages);
  const hintId = useId();
  const update = useUpdatePreferences();
  const form = useContractForm(updatePreferencesRequestSchema, {
    namespace: accountOrdersMessages.namespace,
    defaultValues: {
      postcode: preferences.postcode ?? '',
      marketingConsent: preferences.marketingConsent,
    },
  });
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      // The saved values become the form's own, so the form is no longer dirty.
      onSuccess: (saved) =>
        form.reset({ postcode: saved.postcode ?? '', marketingConsent: saved.marketingConsent }),
      onError: (error) =>
        setServerFieldErrors(error, ['postcode'], form.setError, t('prefs.postcodeInvalid')),
    }),
  );
  const postcodeError = form.formState.errors.postcode;
  return (
    <form className="acc-form" onSubmit={submit} noValidate data-testid="account-preferences">
      <InputField
        label={t('prefs.postcode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        hintId={hintId}
        error={postcodeError ? t('prefs.postcodeInvalid') : undefined}
        testId="account-preferences-postcode"
        {...form.register('postcode')}
      />
      <small id={hintId} className="acc-muted">
        {t('prefs.postcodeHint')}
      </small>
      <label className="acc-check">
        <input
          type="checkbox"
          data-testid="account-preferences-marketing"
          {...form.register('marketingConsent')}
        />{' '}
        {t('prefs.marketing')}
      </label>
      <button type="submit" disabled={update.isPending} data-testid="account-preferences-save">
        {update.isPending ? t('prefs.saving') : t('prefs.save')}
      </button>
      {update.isSuccess && !form.formState.isDirty ? (
        <p role="status" data-testid="account-preferences-saved">
          {t('prefs.saved')}
        </p>
      ) : null}
      {update.isError && !postcodeError ? (
        <p role="alert" className="acc-error">
          {t('prefs.failed')}
        </p>
      ) : null}
    </form>
  );
}
