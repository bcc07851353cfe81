import type { ComplaintOrder } from '@shop/shared-contracts';
import { QueryView, useMessages } from '@shop/shared-contracts/react';
import { useId, useState } from 'react';
import { useComplaintOrders } from './api';
import { complaintMessages } from './messages';

/**
 * A logged-in customer's choice of one of their orders and a row of it; choosing a row fills
 * price, discount and date (`onRow`), leaving the order choice clears them (`onRow(null)`).
 */
export function OrderRowChoice({
  onRow,
}: {
  readonly onRow: (choice: { order: ComplaintOrder; rowId: number } | null) => void;
}) {
  const orders = useComplaintOrders(true);
  return (
    <QueryView query={orders}>
      {(data) => (data.orders.length === 0 ? null : <Choice orders={data.orders} onRow={onRow} />)}
    </QueryView>
  );
}

function Choice({
  orders,
  onRow,
}: {
  readonly orders: readonly ComplaintOrder[];
  readonly onRow: (choice: { order: ComplaintOrder; rowId: number } | null) => void;
}) {
  const { t } = useMessages(complaintMessages);
  const [orderId, setOrderId] = useState('');
  const orderSelect = useId();
  const rowSelect = useId();
  const order = orders.find((candidate) => String(candidate.id) === orderId);
  return (
    <>
      <label htmlFor={orderSelect}>{t('order')}</label>
      <select
        id={orderSelect}
        value={orderId}
        data-testid="complaint-order"
        onChange={(event) => {
          setOrderId(event.target.value);
          onRow(null);
        }}
      >
        <option value="">{t('orderNone')}</option>
        {orders.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.orderNumber} ({candidate.orderDate})
          </option>
        ))}
      </select>
      {order ? (
        <>
          <label htmlFor={rowSelect}>{t('row')}</label>
          <select
            id={rowSelect}
            defaultValue=""
            data-testid="complaint-row"
            onChange={(event) =>
              onRow(event.target.value ? { order, rowId: Number(event.target.value) } : null)
            }
          >
            <option value="">{t('rowChoose')}</option>
            {order.rows.map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
                {row.variantText ? ` (${row.variantText})` : ''}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </>
  );
}
