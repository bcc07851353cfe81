/** The `orderStatus` namespace in en: the labels of order statuses (catalogue §4) and payment states. */
export default {
  'status.processing': 'Processing',
  'status.transfer_to_packing': 'In transit to packing',
  'status.ready_for_packing': 'Ready for packing',
  'status.skis_in_installation': 'Skis in installation',
  'status.shipped': 'Dispatched',
  'status.transported_to_pickuplocation': 'On its way to the pickup location',
  'status.ready_for_pick_up': 'Ready for pickup',
  'status.order_cancellation_requested': 'Cancellation requested',
  'status.manual_cancellation': 'Cancellation pending',
  'paymentState.pending': 'Awaiting payment',
  'paymentState.paid': 'Paid',
  'paymentState.cancelled': 'Payment cancelled',
  'paymentState.failed': 'Payment failed',
  'paymentState.address_required': 'Delivery address required',
};
