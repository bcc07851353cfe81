import {
  ApiError,
  type Language,
  PASSWORD_MIN_LENGTH,
  registrationRequestSchema,
} from '@shop/shared-contracts';
import { commonMessages, useContractForm, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { useId } from 'react';
import { InputField } from '../../lib/form-field';
import { loginHref } from '../../lib/return-path';
import {
  isCommonPasswordError,
  rejectedFields,
  setServerFieldErrors,
} from '../../lib/server-field-errors';
import { useJoinClub } from './api';
import { joinMessages } from './messages';
import { joinPasswordError } from './password-error';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'postcode',
  'marketingConsent',
  'acceptTerms',
] as const;

/**
 * The club sign-up (issue 12): validated with the contract's schema, the api's own. After sending
 * it only says to check the mailbox: whether the address already had an account is never shown.
 */
export function JoinForm({ language }: { readonly language: Language }) {
  const { t } = useMessages(joinMessages);
  const common = useMessages(commonMessages);
  const rulesId = useId();
  const termsId = useId();
  const join = useJoinClub();
  const { register, handleSubmit, setError, formState, watch } = useContractForm(
    registrationRequestSchema,
    {
      namespace: joinMessages.namespace,
      defaultValues: {
        firstName: '',
        lastName: '',
        email: '',
        password: '',
        postcode: '',
        marketingConsent: false,
        lang: language,
      },
    },
  );
  const submit = handleSubmit((request) =>
    join.mutate(request, {
      onError: (error) =>
        isCommonPasswordError(error)
          ? setError('password', { type: 'server', message: t('password.common') })
          : setServerFieldErrors(error, FIELDS, setError, common.t('form.invalid')),
    }),
  );
  if (join.isSuccess) {
    return (
      <div role="status" data-testid="join-sent">
        <h2>{t('sent.title')}</h2>
        <p>{t('sent', { email: join.data.email })}</p>
      </div>
    );
  }
  const { errors } = formState;
  const isThrottled = join.error instanceof ApiError && join.error.status === 429;
  const hasUnnamedFailure = join.isError && rejectedFields(join.error, FIELDS).length === 0;
  return (
    <form className="acc-form" onSubmit={submit} noValidate aria-busy={join.isPending}>
      <InputField
        label={t('firstName')}
        error={errors.firstName?.message}
        autoComplete="given-name"
        testId="join-first-name"
        {...register('firstName')}
      />
      <InputField
        label={t('lastName')}
        error={errors.lastName?.message}
        autoComplete="family-name"
        testId="join-last-name"
        {...register('lastName')}
      />
      <InputField
        label={t('email')}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        testId="join-email"
        {...register('email')}
      />
      <p id={rulesId}>{t('passwordRules', { count: PASSWORD_MIN_LENGTH })}</p>
      <InputField
        label={t('password')}
        error={joinPasswordError(watch('password') ?? '', errors.password?.message, t)}
        hintId={rulesId}
        type="password"
        autoComplete="new-password"
        testId="join-password"
        {...register('password')}
      />
      <InputField
        label={t('postcode')}
        error={errors.postcode?.message}
        autoComplete="postal-code"
        testId="join-postcode"
        {...register('postcode')}
      />
      <label>
        <input type="checkbox" data-testid="join-marketing" {...register('marketingConsent')} />{' '}
        {t('marketing')}
      </label>
      <label>
        <input
          type="checkbox"
          data-testid="join-terms"
          aria-invalid={errors.acceptTerms !== undefined}
          aria-describedby={errors.acceptTerms ? termsId : undefined}
          {...register('acceptTerms')}
        />{' '}
        {t('terms')}
      </label>
      {errors.acceptTerms ? (
        <p id={termsId} className="acc-error" data-testid="join-terms-error">
          {t('error.terms')}
        </p>
      ) : null}
      {hasUnnamedFailure ? (
        <p role="alert" className="acc-error" data-testid="join-failed">
          {isThrottled ? t('tooMany') : t('failed')}
        </p>
      ) : null}
      <button type="submit" disabled={join.isPending} data-testid="join-submit">
        {join.isPending ? t('sending') : t('submit')}
      </button>
      <p>
        {t('haveAccount')} <Link to={loginHref(language)}>{t('login')}</Link>
      </p>
    </form>
  );
}
