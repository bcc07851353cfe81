/** English messages of order details, view-order and the payment outcome pages. */
export default {
  'order.number': 'Order number',
  'order.date': 'Order date',
  'order.status': 'Order status',
  'order.payment': 'Payment',
  'order.recipient': 'Recipient',
  'order.notFound':
    'Order not found. Check the email address and the order number in your confirmation email.',
  'order.continue': 'Continue shopping',
  'order.lookUp': 'Look up an order',
  'viewOrder.title': 'View order',
  'viewOrder.intro':
    'Enter the email address you ordered with and the order number from your confirmation email.',
  'viewOrder.email': 'Email address',
  'viewOrder.orderNumber': 'Order number',
  'viewOrder.submit': 'Show order',
  'viewOrder.orderNumberInvalid': 'The order number has 4 to 12 digits.',
  'viewOrder.codeRequired':
    'To protect your order, we need to check that it is you: we can email a one-time code to the address the order was placed with.',
  'viewOrder.sendCode': 'Email me a code',
  'viewOrder.codeSent':
    'If the email address and order number match an order, a 6-digit code is on its way. Enter it below and show the order.',
  'viewOrder.code': 'Code from the email',
  'viewOrder.codeInvalid': 'The code has 6 digits.',
  'viewOrder.sendCodeFailed': 'The code could not be sent. Please try again later.',
  'viewOrder.failed': 'The order could not be fetched. Please try again later.',
  'outcome.ok.title': 'Thank you for your order!',
  'outcome.ok.text': 'We have received your payment and sent a confirmation to your email.',
  'outcome.cancelled.title': 'Payment cancelled',
  'outcome.cancelled.text':
    'The payment was cancelled, so the order was not completed and nothing was charged.',
  'outcome.error.title': 'Payment failed',
  'outcome.error.text':
    'The payment could not be completed and nothing was charged. Please try again or choose another payment method.',
  'outcome.address.title': 'Delivery address needed',
  'outcome.address.text':
    'The payment service needs a complete delivery address before the order can be completed. Check your address and pay again.',
  'outcome.toCart': 'Back to the cart',
  'process.title': 'Processing your order',
  'process.waiting': 'Please wait, we are confirming your payment…',
  'process.slow':
    'Confirming your payment is taking longer than usual. We will email you as soon as the order is confirmed, and you can check it on the order page.',
  'payLater.title': 'Confirming your payment',
  'payLater.waiting': 'Please wait, we are confirming your payment…',
  'payLater.missingId':
    'The payment service did not send an order reference, so this payment cannot be confirmed here.',
  'payLater.notFound':
    'We could not find an order for this payment. If you were charged, please contact our customer service.',
  'payLater.failed': 'Confirming the payment failed. Please reload the page in a moment.',
  'outcome.unknown.title': 'Order not found',
  'outcome.failed.title': 'The order could not be shown',
};
