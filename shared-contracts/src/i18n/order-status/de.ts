/** The `orderStatus` namespace in de: the labels of order statuses (catalogue §4) and payment states. */
export default {
  'status.processing': 'In Bearbeitung',
  'status.transfer_to_packing': 'Unterwegs zur Verpackung',
  'status.ready_for_packing': 'Bereit zum Verpacken',
  'status.skis_in_installation': 'Ski werden montiert',
  'status.shipped': 'Versandt',
  'status.transported_to_pickuplocation': 'Unterwegs zur Abholstelle',
  'status.ready_for_pick_up': 'Abholbereit',
  'status.order_cancellation_requested': 'Stornierung angefragt',
  'status.manual_cancellation': 'Stornierung in Bearbeitung',
  'paymentState.pending': 'Zahlung ausstehend',
  'paymentState.paid': 'Bezahlt',
  'paymentState.cancelled': 'Zahlung abgebrochen',
  'paymentState.failed': 'Zahlung fehlgeschlagen',
  'paymentState.address_required': 'Lieferadresse erforderlich',
};
