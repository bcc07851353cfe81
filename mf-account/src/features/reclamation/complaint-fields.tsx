import type {
  ComplaintFields,
  ComplaintOrder,
  ComplaintRequest,
  ResourcesResponse,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { InputField, TextAreaField } from '../../lib/form-field';
import { NOT_FROM_ORDER, prefillFromRow } from './complaint-prefill';
import { complaintMessages } from './messages';
import { OrderRowChoice } from './order-row-choice';
import { toStoreOptions } from './store-options';

type Form = UseFormReturn<ComplaintRequest, unknown, ComplaintFields>;

const toStoreId = (value: string) => (value === '' ? null : Number(value));

/** Where and when it was bought: sales channel and store, order or receipt, date and price. */
export function ComplaintPurchaseFields({
  form,
  stores,
  isLoggedIn,
}: {
  readonly form: Form;
  /** By name (`storesByName`). */
  readonly stores: ResourcesResponse['stores'];
  readonly isLoggedIn: boolean;
}) {
  const { t } = useMessages(complaintMessages);
  const { register, setValue, watch, formState } = form;
  const { errors } = formState;
  const storeId = useId();
  const targetId = useId();
  const [salesChannel, store, rowId] = watch(['salesChannel', 'store', 'rowId']);
  const isPrefilled = rowId !== null;
  const options = toStoreOptions(stores, t('channelWeb'));
  const physical = options.filter((option) => option.channel === 'store');
  const chosen = salesChannel === 'S' ? options.find((o) => o.channel === 'S')?.value : store;
  const fill = (values: Partial<ComplaintRequest>) => {
    for (const [key, value] of Object.entries(values)) {
      setValue(key as keyof ComplaintRequest, value as never, { shouldValidate: false });
    }
  };
  const onRow = (choice: { order: ComplaintOrder; rowId: number } | null) =>
    fill((choice && prefillFromRow(choice.order, choice.rowId)) ?? NOT_FROM_ORDER);

  return (
    <fieldset>
      <legend>{t('purchase')}</legend>
      {isLoggedIn ? <OrderRowChoice onRow={onRow} /> : null}
      {isPrefilled ? <p data-testid="complaint-prefilled">{t('prefilled')}</p> : null}
      {/* Platform §3: the web shop is sales channel 'S', any other choice a physical store. */}
      <label htmlFor={storeId}>{t('salesChannel')}</label>
      <select
        id={storeId}
        value={chosen === undefined || chosen === null ? '' : String(chosen)}
        disabled={isPrefilled}
        aria-invalid={errors.store !== undefined}
        data-testid="reclamation-store"
        onChange={(event) => {
          const option = options.find((candidate) => candidate.value === event.target.value);
          setValue('salesChannel', option?.channel === 'store' ? 'store' : 'S');
          setValue('store', option?.channel === 'store' ? toStoreId(option.value) : null);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} data-channel={option.channel}>
            {option.channel === 'S' ? option.label : `${t('channelStore')}: ${option.label}`}
          </option>
        ))}
      </select>
      {errors.store?.message ? <p className="acc-error">{errors.store.message}</p> : null}
      <label htmlFor={targetId}>{t('targetStore')}</label>
      <select
        id={targetId}
        data-testid="complaint-targetStore"
        {...register('targetStore', { setValueAs: (value) => toStoreId(String(value ?? '')) })}
      >
        <option value="">{t('targetStoreNone')}</option>
        {physical.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <InputField
        label={t('orderNumber')}
        error={errors.orderNumber?.message}
        readOnly={isPrefilled}
        testId="complaint-orderNumber"
        {...register('orderNumber')}
      />
      <InputField
        label={t('receipt')}
        error={errors.receipt?.message}
        testId="complaint-receipt"
        {...register('receipt')}
      />
      <InputField
        label={t('timeOfPurchase')}
        error={errors.timeOfPurchase?.message}
        type="date"
        readOnly={isPrefilled}
        testId="complaint-timeOfPurchase"
        {...register('timeOfPurchase')}
      />
      {isPrefilled ? (
        <InputField
          label={t('orderDate')}
          error={errors.orderDate?.message}
          readOnly
          testId="complaint-orderDate"
          {...register('orderDate')}
        />
      ) : null}
      <InputField
        label={t('price')}
        error={errors.price?.message}
        inputMode="decimal"
        readOnly={isPrefilled}
        testId="complaint-price"
        {...register('price')}
      />
      <InputField
        label={watch('calculatedDiscount') ? t('calculatedDiscount') : t('unitDiscount')}
        error={errors.unitDiscount?.message}
        inputMode="decimal"
        readOnly={isPrefilled}
        testId="complaint-unitDiscount"
        {...register('unitDiscount')}
      />
    </fieldset>
  );
}

/** What was bought and what is wrong with it. */
export function ComplaintProductFields({ form }: { readonly form: Form }) {
  const { t } = useMessages(complaintMessages);
  const { register, watch, formState } = form;
  const { errors } = formState;
  const noSize = watch('noSize');
  const check = (name: 'used' | 'noSize') => (
    <label>
      <input type="checkbox" data-testid={`complaint-${name}`} {...register(name)} /> {t(name)}
    </label>
  );
  const text = (name: 'manufacturer' | 'model' | 'color' | 'size') => (
    <InputField
      label={t(name)}
      error={errors[name]?.message}
      readOnly={name === 'size' && noSize}
      testId={`complaint-${name}`}
      {...register(name)}
    />
  );
  return (
    <fieldset>
      <legend>{t('product')}</legend>
      {text('manufacturer')}
      {text('model')}
      {text('color')}
      {text('size')}
      {check('noSize')}
      {check('used')}
      <TextAreaField
        label={t('complaint')}
        error={errors.complaint?.message}
        rows={6}
        testId="complaint-complaint"
        {...register('complaint')}
      />
    </fieldset>
  );
}
