import type { ComplaintRequest, Language, ResourcesResponse } from '@shop/shared-contracts';
import {
  commonMessages,
  lazySchema,
  useContractForm,
  useMessages,
} from '@shop/shared-contracts/react';
import { useCallback, useState } from 'react';
import { InputField } from '../../lib/form-field';
import { rejectedFields, setServerFieldErrors } from '../../lib/server-field-errors';
import { useFileComplaint } from './api';
import { ComplaintProductFields, ComplaintPurchaseFields } from './complaint-fields';
import { emptyComplaint } from './complaint-prefill';
import { complaintMessages } from './messages';
import { type ChosenPhoto, uploadedTokens } from './photo-list';
import { PhotoPicker } from './photo-picker';

/** The fields a 400 of the api may name, shown on their own inputs. */
const FIELDS = Object.keys(emptyComplaint('en')) as (keyof ComplaintRequest)[];

const complaintSchema = lazySchema(() =>
  import('./complaint-schema').then((module) => module.complaintRequestSchema),
);

/**
 * The whole complaint form of platform §3 (zod comes with the first focus, decision 0013):
 * contact, purchase (sales channel, a logged-in customer's order row), product, photos; on
 * success the complaint number.
 */
export function ComplaintForm({
  language,
  stores,
  email,
  isLoggedIn,
}: {
  readonly language: Language;
  readonly stores: ResourcesResponse['stores'];
  readonly email: string;
  readonly isLoggedIn: boolean;
}) {
  const { t } = useMessages(complaintMessages);
  const common = useMessages(commonMessages);
  const file = useFileComplaint();
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const onPhotos = useCallback((chosen: ChosenPhoto[]) => setPhotos(chosen), []);
  const form = useContractForm(complaintSchema, {
    namespace: complaintMessages.namespace,
    defaultValues: emptyComplaint(language, email),
  });
  const { register, handleSubmit, setError, formState } = form;
  const isUploading = photos.some((photo) => photo.state === 'uploading');
  const submit = handleSubmit((values) =>
    file.mutate(
      { ...values, photos: uploadedTokens(photos) },
      {
        onError: (error) => setServerFieldErrors(error, FIELDS, setError, common.t('form.invalid')),
      },
    ),
  );

  if (file.isSuccess) {
    return (
      <section role="status" data-testid="complaint-sent">
        <p>{t('sent', { number: file.data.number })}</p>
        <p data-testid="complaint-number">{file.data.number}</p>
        <p>{t('sentIntro')}</p>
      </section>
    );
  }
  const { errors } = formState;
  const text = (name: 'customerName' | 'email' | 'phone' | 'address' | 'postNumber' | 'city') => (
    <InputField
      label={t(name)}
      error={errors[name]?.message}
      testId={`complaint-${name}`}
      {...register(name)}
    />
  );
  return (
    <form
      className="acc-form"
      onSubmit={submit}
      onFocus={() => void complaintSchema.load()}
      noValidate
      aria-busy={file.isPending}
    >
      <fieldset>
        <legend>{t('contact')}</legend>
        {text('customerName')}
        {text('email')}
        {text('phone')}
        {text('address')}
        {text('postNumber')}
        {text('city')}
      </fieldset>
      <ComplaintPurchaseFields form={form} stores={stores} isLoggedIn={isLoggedIn} />
      <ComplaintProductFields form={form} />
      <PhotoPicker onChange={onPhotos} />
      {file.isError && rejectedFields(file.error, FIELDS).length === 0 ? (
        <p role="alert" className="acc-error" data-testid="complaint-failed">
          {t('failed')}
        </p>
      ) : null}
      <button type="submit" disabled={file.isPending || isUploading} data-testid="complaint-submit">
        {file.isPending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
