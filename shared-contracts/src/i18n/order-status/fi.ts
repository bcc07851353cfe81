/** The `orderStatus` namespace in fi: the labels of order statuses (catalogue §4) and payment states. */
export default {
  'status.processing': 'Käsittelyssä',
  'status.transfer_to_packing': 'Matkalla pakattavaksi',
  'status.ready_for_packing': 'Valmis pakattavaksi',
  'status.skis_in_installation': 'Suksia asennetaan',
  'status.shipped': 'Lähetetty',
  'status.transported_to_pickuplocation': 'Matkalla noutopisteeseen',
  'status.ready_for_pick_up': 'Noudettavissa',
  'status.order_cancellation_requested': 'Peruutuspyyntö vastaanotettu',
  'status.manual_cancellation': 'Peruutus käsittelyssä',
  'paymentState.pending': 'Odottaa maksua',
  'paymentState.paid': 'Maksettu',
  'paymentState.cancelled': 'Maksu peruttu',
  'paymentState.failed': 'Maksu epäonnistui',
  'paymentState.address_required': 'Toimitusosoite puuttuu',
};
