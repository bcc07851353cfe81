/** German messages of order details, view-order and the payment outcome pages. */
export default {
  'order.number': 'Bestellnummer',
  'order.date': 'Bestelldatum',
  'order.status': 'Bestellstatus',
  'order.payment': 'Zahlung',
  'order.recipient': 'Empfänger',
  'order.notFound':
    'Bestellung nicht gefunden. Prüfen Sie die E-Mail-Adresse und die Bestellnummer aus Ihrer Bestellbestätigung.',
  'order.continue': 'Weiter einkaufen',
  'order.lookUp': 'Bestellung suchen',
  'viewOrder.title': 'Bestellung ansehen',
  'viewOrder.intro':
    'Geben Sie die E-Mail-Adresse Ihrer Bestellung und die Bestellnummer aus der Bestellbestätigung ein.',
  'viewOrder.email': 'E-Mail-Adresse',
  'viewOrder.orderNumber': 'Bestellnummer',
  'viewOrder.submit': 'Bestellung anzeigen',
  'viewOrder.orderNumberInvalid': 'Die Bestellnummer hat 4 bis 12 Ziffern.',
  'viewOrder.codeRequired':
    'Zum Schutz Ihrer Bestellung müssen wir prüfen, dass Sie es sind: Wir können einen Einmalcode an die Adresse senden, mit der bestellt wurde.',
  'viewOrder.sendCode': 'Code per E-Mail senden',
  'viewOrder.codeSent':
    'Wenn E-Mail-Adresse und Bestellnummer zu einer Bestellung passen, ist ein 6-stelliger Code unterwegs. Geben Sie ihn unten ein und zeigen Sie die Bestellung an.',
  'viewOrder.code': 'Code aus der E-Mail',
  'viewOrder.codeInvalid': 'Der Code hat 6 Ziffern.',
  'viewOrder.sendCodeFailed':
    'Der Code konnte nicht gesendet werden. Bitte später erneut versuchen.',
  'viewOrder.failed':
    'Die Bestellung konnte nicht abgerufen werden. Bitte später erneut versuchen.',
  'outcome.ok.title': 'Vielen Dank für Ihre Bestellung!',
  'outcome.ok.text':
    'Wir haben Ihre Zahlung erhalten und eine Bestätigung an Ihre E-Mail-Adresse gesendet.',
  'outcome.cancelled.title': 'Zahlung abgebrochen',
  'outcome.cancelled.text':
    'Die Zahlung wurde abgebrochen, die Bestellung wurde daher nicht abgeschlossen und nichts berechnet.',
  'outcome.error.title': 'Zahlung fehlgeschlagen',
  'outcome.error.text':
    'Die Zahlung konnte nicht abgeschlossen werden, es wurde nichts berechnet. Bitte erneut versuchen oder eine andere Zahlungsart wählen.',
  'outcome.address.title': 'Lieferadresse erforderlich',
  'outcome.address.text':
    'Der Zahlungsdienst benötigt eine vollständige Lieferadresse, bevor die Bestellung abgeschlossen werden kann. Prüfen Sie Ihre Adresse und zahlen Sie erneut.',
  'outcome.toCart': 'Zurück zum Warenkorb',
  'process.title': 'Ihre Bestellung wird bearbeitet',
  'process.waiting': 'Bitte warten, wir bestätigen Ihre Zahlung…',
  'process.slow':
    'Die Bestätigung Ihrer Zahlung dauert länger als üblich. Wir senden Ihnen eine E-Mail, sobald die Bestellung bestätigt ist; Sie können sie auch auf der Bestellseite prüfen.',
  'payLater.title': 'Zahlung wird bestätigt',
  'payLater.waiting': 'Bitte warten, wir bestätigen Ihre Zahlung…',
  'payLater.missingId':
    'Der Zahlungsdienst hat keine Bestellreferenz gesendet, daher kann die Zahlung hier nicht bestätigt werden.',
  'payLater.notFound':
    'Zu dieser Zahlung wurde keine Bestellung gefunden. Falls Ihnen etwas berechnet wurde, wenden Sie sich bitte an unseren Kundenservice.',
  'payLater.failed':
    'Die Zahlung konnte nicht bestätigt werden. Bitte laden Sie die Seite gleich neu.',
  'outcome.unknown.title': 'Bestellung nicht gefunden',
  'outcome.failed.title': 'Die Bestellung konnte nicht angezeigt werden',
};
