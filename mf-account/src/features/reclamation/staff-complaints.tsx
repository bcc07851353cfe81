import {
  type ComplaintDetail,
  type ComplaintStaffSummary,
  type Language,
  toNumberLocale,
} from '@shop/shared-contracts';
import { QueryView, useMessages } from '@shop/shared-contracts/react';
import { Fragment, useEffect, useId, useState } from 'react';
import { formatOrderDate } from '../orders/order-detail';
import { useSelectedCustomer } from '../staff-customer/use-selected-customer';
import { useComplaintDetail, useComplaintPhoto, useStaffComplaints, useStores } from './api';
import { complaintMessages } from './messages';

/**
 * Staff: the complaints, newest first, each opening in place with every field and its photos.
 * With a customer selected (platform §6 admin context) only that customer's are listed.
 */
export default function StaffComplaints({ language }: { language: Language }) {
  const { t } = useMessages(complaintMessages);
  const id = useId();
  const [selected] = useSelectedCustomer();
  const complaints = useStaffComplaints(selected?.id ?? null);
  return (
    <section aria-labelledby={`${id}-title`} data-testid="staff-complaints">
      <h2 id={`${id}-title`}>{t('staff.title')}</h2>
      <p className="acc-wrap">
        {selected ? t('staff.forCustomer', { email: selected.email }) : t('staff.all')}
      </p>
      <QueryView query={complaints}>
        {({ complaints: list }) =>
          list.length === 0 ? (
            <p>{t('staff.empty')}</p>
          ) : (
            <ul className="acc-staff-complaints">
              {list.map((complaint) => (
                <StaffComplaintItem key={complaint.id} complaint={complaint} language={language} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

function StaffComplaintItem({
  complaint,
  language,
}: {
  complaint: ComplaintStaffSummary;
  language: Language;
}) {
  const { t } = useMessages(complaintMessages);
  const [open, setOpen] = useState(false);
  const detailId = `complaint-${complaint.id}`;
  return (
    <li data-testid="staff-complaint">
      <p className="acc-wrap">
        <strong>{t('list.item', { number: complaint.number })}</strong>{' '}
        <time dateTime={complaint.createdAt}>{formatOrderDate(complaint.createdAt, language)}</time>{' '}
        – {complaint.customerName} ({complaint.email}) – {complaint.manufacturer} {complaint.model}:{' '}
        <strong data-status={complaint.status}>{t(`status.${complaint.status}`)}</strong>
      </p>
      <button
        type="button"
        className="acc-secondary"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {open ? t('staff.hide') : t('staff.show')}
      </button>
      {open ? (
        <div id={detailId}>
          <StaffComplaintDetail id={complaint.id} language={language} />
        </div>
      ) : null}
    </li>
  );
}

function StaffComplaintDetail({ id, language }: { id: number; language: Language }) {
  const detail = useComplaintDetail(id);
  return (
    <QueryView query={detail}>
      {(complaint) => <ComplaintFieldsList complaint={complaint} language={language} />}
    </QueryView>
  );
}

function ComplaintFieldsList({
  complaint,
  language,
}: {
  complaint: ComplaintDetail;
  language: Language;
}) {
  const { t } = useMessages(complaintMessages);
  const stores = useStores(language).data ?? [];
  const storeName = (storeId: number | null) =>
    storeId === null ? '' : (stores.find((store) => store.id === storeId)?.name ?? String(storeId));
  const euros = (cents: number) =>
    new Intl.NumberFormat(toNumberLocale(language), { style: 'currency', currency: 'EUR' }).format(
      cents / 100,
    );
  const yesNo = (value: boolean) => (value ? t('staff.yes') : t('staff.no'));
  const fields: [string, string][] = [
    [t('customerName'), complaint.customerName],
    [t('email'), complaint.email],
    [t('phone'), complaint.phone],
    [t('address'), complaint.address],
    [t('postNumber'), complaint.postNumber],
    [t('city'), complaint.city],
    [t('salesChannel'), complaint.salesChannel === 'S' ? t('channelWeb') : t('channelStore')],
    [t('store'), storeName(complaint.store)],
    [t('targetStore'), storeName(complaint.targetStore) || t('targetStoreNone')],
    [t('orderNumber'), complaint.orderNumber],
    [t('receipt'), complaint.receipt],
    [t('timeOfPurchase'), complaint.timeOfPurchase],
    [t('orderDate'), complaint.orderDate],
    [t('price'), euros(complaint.priceCents)],
    [t('unitDiscount'), euros(complaint.unitDiscountCents)],
    [t('calculatedDiscount'), yesNo(complaint.calculatedDiscount)],
    [t('used'), yesNo(complaint.used)],
    [t('manufacturer'), complaint.manufacturer],
    [t('model'), complaint.model],
    [t('color'), complaint.color],
    [t('size'), complaint.noSize ? t('noSize') : complaint.size],
    [t('complaint'), complaint.complaint],
  ];
  return (
    <>
      <dl className="acc-details" data-testid="staff-complaint-detail">
        {fields
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd className="acc-wrap">{value}</dd>
            </Fragment>
          ))}
      </dl>
      {complaint.photos.length === 0 ? (
        <p>{t('staff.noPhotos')}</p>
      ) : (
        <ul className="acc-complaint-photos">
          {complaint.photos.map((photo, index) => (
            <li key={photo.id}>
              <ComplaintPhoto url={photo.url} alt={t('photoAlt', { position: index + 1 })} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A photo fetched with the login, shown from an object URL revoked when it unmounts. */
function ComplaintPhoto({ url, alt }: { url: string; alt: string }) {
  const { t } = useMessages(complaintMessages);
  const photo = useComplaintPhoto(url);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data) return;
    const objectUrl = URL.createObjectURL(photo.data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.data]);
  if (photo.isError) return <p className="acc-error">{t('staff.photoFailed')}</p>;
  return src ? (
    <a href={src} target="_blank" rel="noreferrer">
      <img src={src} alt={alt} width={160} height={160} loading="lazy" />
    </a>
  ) : (
    <span aria-busy="true" className="acc-photo-placeholder" />
  );
}
