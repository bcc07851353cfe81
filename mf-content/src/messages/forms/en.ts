/** The `content-forms` namespace in en: the corporate info form and the newsletter sign-ups. */
export default {
  'corporate.title': 'Corporate deals: request information',
  'corporate.intro':
    'Tell us about your company and our corporate sales will contact you about staff benefits, gift campaigns and team orders.',
  'corporate.field.companyName': 'Company name',
  'corporate.field.vatNumber': 'Business ID or VAT number',
  'corporate.field.contactName': 'Contact person',
  'corporate.field.email': 'Email',
  'corporate.field.phone': 'Phone',
  'corporate.field.message': 'Message',
  'corporate.hint.vatNumber': 'For example 1234567-8 or FI12345678.',
  'corporate.submit': 'Send request',
  'corporate.sent':
    'Thank you! We received your request and will contact you within two business days.',
  'newsletter.corporate.title': 'Corporate newsletter',
  'newsletter.corporate.intro': 'Offers and news for companies a few times a year.',
  'newsletter.forest.title': 'Forest newsletter',
  'newsletter.forest.intro': 'Hiking tips, forest events and news on sustainable gear every month.',
  'newsletter.email': 'Email',
  'newsletter.consent.corporate': 'I agree to receive the corporate newsletter by email.',
  'newsletter.consent.forest': 'I agree to receive the forest newsletter by email.',
  'newsletter.submit': 'Subscribe',
  'newsletter.done': 'Thank you! Confirm your subscription with the link we sent to your email.',
  'newsletter.confirm.title': 'Confirm your newsletter subscription',
  'newsletter.confirm.intro':
    'Confirm that you want to receive the newsletter at this email address.',
  'newsletter.confirm.submit': 'Confirm subscription',
  'newsletter.confirm.done': 'Your subscription is confirmed: {{title}}. Thank you!',
  'newsletter.confirm.notFound': 'This link is not valid or has already been used.',
  'newsletter.confirm.expired': 'This link has expired. Subscribe again to get a new one.',
};
