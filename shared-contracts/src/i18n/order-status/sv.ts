/** The `orderStatus` namespace in sv: the labels of order statuses (catalogue §4) and payment states. */
export default {
  'status.processing': 'Behandlas',
  'status.transfer_to_packing': 'På väg till packning',
  'status.ready_for_packing': 'Klar för packning',
  'status.skis_in_installation': 'Skidorna monteras',
  'status.shipped': 'Skickad',
  'status.transported_to_pickuplocation': 'På väg till utlämningsstället',
  'status.ready_for_pick_up': 'Klar att hämtas',
  'status.order_cancellation_requested': 'Avbeställning begärd',
  'status.manual_cancellation': 'Avbeställning behandlas',
  'paymentState.pending': 'Väntar på betalning',
  'paymentState.paid': 'Betald',
  'paymentState.cancelled': 'Betalningen avbröts',
  'paymentState.failed': 'Betalningen misslyckades',
  'paymentState.address_required': 'Leveransadress saknas',
};
