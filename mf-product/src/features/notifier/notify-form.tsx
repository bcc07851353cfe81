import {
  ApiError,
  availabilityNotifyRequestSchema,
  BACK_IN_STOCK_WAITING_MAX,
  type Language,
  productApi,
  shopBus,
} from '@shop/shared-contracts';
import { useContractForm, useMessages } from '@shop/shared-contracts/react';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { productMessages } from '../../messages/product-messages';

/** The form's one field, with the contract's rule (catalogue §5: type email, required). */
const notifyFormSchema = availabilityNotifyRequestSchema.pick({ email: true });

/**
 * The back-in-stock notifier of an out-of-stock variant (catalogue §4, §8): busy while sending;
 * 'Thank you for ordering notification' and an empty field on success; the server's message
 * for a 400, how many requests an address may have waiting when it has them all, '#6302' for
 * anything else. Loaded only with such a variant (it brings zod).
 */
export function NotifyForm({
  variantId,
  language,
}: {
  readonly variantId: number;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const id = useId();
  const { register, handleSubmit, reset, formState } = useContractForm(notifyFormSchema, {
    namespace: productMessages.namespace,
    defaultValues: { email: '' },
  });
  const notify = useMutation({
    mutationFn: (email: string) =>
      productApi.notifyAvailability({ email, product_id: variantId, lang_code: language }),
  });
  const submit = handleSubmit(({ email }) =>
    notify.mutate(email, {
      onSuccess: () => {
        reset({ email: '' });
        shopBus.emit('shell:toast-requested', { kind: 'success', message: t('notify.thanks') });
      },
      onError: (error) => {
        const serverMessage =
          error instanceof ApiError && error.status === 400
            ? (error.fields[0]?.message ?? error.message)
            : error instanceof ApiError && error.code === 'TOO_MANY_WAITING_REQUESTS'
              ? t('notify.tooMany', { count: BACK_IN_STOCK_WAITING_MAX })
              : undefined;
        if (serverMessage === undefined) console.error('Notification request failed', error);
        shopBus.emit('shell:toast-requested', {
          kind: 'error',
          message: serverMessage ?? t('notify.failed'),
        });
      },
    }),
  );
  const emailError = formState.errors.email?.message;
  return (
    <form
      className="prd-notify"
      data-testid="notify-form"
      noValidate
      onSubmit={submit}
      aria-busy={notify.isPending}
    >
      <label htmlFor={`${id}-email`}>{t('notify.label')}</label>
      <div className="prd-notify-row">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          data-testid="notify-email"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-error` : undefined}
          {...register('email')}
        />
        <button
          type="submit"
          className="prd-button"
          data-testid="notify-submit"
          disabled={notify.isPending}
        >
          {notify.isPending ? t('notify.sending') : t('notify.submit')}
        </button>
      </div>
      {emailError ? (
        <p id={`${id}-error`} className="prd-warning" data-testid="notify-error">
          {emailError}
        </p>
      ) : null}
    </form>
  );
}
