/** The `orderStatus` namespace in fr: the labels of order statuses (catalogue §4) and payment states. */
export default {
  'status.processing': 'En cours de traitement',
  'status.transfer_to_packing': 'En route vers l’emballage',
  'status.ready_for_packing': 'Prête à être emballée',
  'status.skis_in_installation': 'Skis en cours de montage',
  'status.shipped': 'Expédiée',
  'status.transported_to_pickuplocation': 'En route vers le point de retrait',
  'status.ready_for_pick_up': 'Prête à être retirée',
  'status.order_cancellation_requested': 'Annulation demandée',
  'status.manual_cancellation': 'Annulation en cours',
  'paymentState.pending': 'En attente de paiement',
  'paymentState.paid': 'Payée',
  'paymentState.cancelled': 'Paiement annulé',
  'paymentState.failed': 'Échec du paiement',
  'paymentState.address_required': 'Adresse de livraison requise',
};
