import { QueryView, useMessages } from '@shop/shared-contracts/react';
import { useMyComplaints } from './api';
import { complaintMessages } from './messages';

/**
 * The logged-in customer's complaints with their status, newest first; for the account page.
 * Mount it only for a logged-in customer (the call needs the login).
 */
export function ComplaintList() {
  const { t } = useMessages(complaintMessages);
  const complaints = useMyComplaints();
  return (
    <section data-testid="complaint-list">
      <h2>{t('list.title')}</h2>
      <QueryView query={complaints}>
        {({ complaints: list }) =>
          list.length === 0 ? (
            <p>{t('list.empty')}</p>
          ) : (
            <ul>
              {list.map((complaint) => (
                <li key={complaint.id} data-testid="complaint-list-item">
                  {t('list.item', { number: complaint.number })} – {complaint.manufacturer}{' '}
                  {complaint.model}:{' '}
                  <strong data-status={complaint.status}>{t(`status.${complaint.status}`)}</strong>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
