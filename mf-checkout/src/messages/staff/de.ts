/** German messages of the staff transfer request panel and the enterprise order. */
export default {
  'transfer.title': 'Umlagerungsauftrag',
  'transfer.start': 'Umlagerungsauftrag aus dem Warenkorb erstellen',
  'transfer.from': 'Kommissionierlager',
  'transfer.to': 'Empfangende Geschäfte',
  'transfer.reserve': 'Mengen in den Lagern jetzt reservieren',
  'transfer.highPriority': 'Hohe Priorität',
  'transfer.product': 'Produkt',
  'transfer.amount': 'Menge',
  'transfer.pickIn': 'Kommissioniert in {{store}}',
  'transfer.sendTo': 'Nach {{store}}',
  'transfer.picksShort':
    'Wählen Sie in den Kommissionierlagern genügend Produkte für die Zeile {{product}}',
  'transfer.picksOver': 'Für die Zeile {{product}} ist mehr kommissioniert als nötig',
  'transfer.destinationSum':
    'Die Mengen je Geschäft müssen zusammen die Zeilenmenge von {{product}} ergeben',
  'transfer.chooseStores':
    'Wählen Sie mindestens ein Kommissionierlager und ein empfangendes Geschäft.',
  'transfer.leftOut': 'Sets und Geschenkkarten werden ausgelassen.',
  'transfer.send': 'Umlagerungsauftrag senden',
  'transfer.sending': 'Wird gesendet…',
  'transfer.cancel': 'Umlagerungsauftrag verwerfen',
  'transfer.sent': 'Umlagerungsauftrag {{number}} wurde gesendet.',
  'transfer.outOfStock':
    'Ein Lager hat nicht genug Bestand für die Kommissionierung. Prüfen Sie die Mengen.',
  'transfer.failed': 'Der Umlagerungsauftrag konnte nicht gesendet werden. Bitte erneut versuchen.',
  'enterprise.form': 'Warenkorb für einen Firmenkunden bestellen',
  'enterprise.customer': 'E-Mail des Firmenkunden',
  'enterprise.reference': 'Bestellnummer oder Referenz',
  'enterprise.acceptBilling': 'Ich akzeptiere die Abrechnung',
  'enterprise.delivery': 'Lieferung und Kontakt',
  'enterprise.cart_one': 'Der Warenkorb enthält {{count}} Produkt.',
  'enterprise.cart_other': 'Der Warenkorb enthält {{count}} Produkte.',
  'enterprise.emptyCart': 'Der Warenkorb ist leer. Legen Sie zuerst die Produkte hinein.',
  'enterprise.submit': 'Firmenbestellung aufgeben',
  'enterprise.placing': 'Bestellung wird aufgegeben…',
  'enterprise.placed':
    'Bestellung {{number}} wurde für {{customer}} aufgegeben und wird in Rechnung gestellt.',
  'enterprise.total': 'Gesamt {{total}}',
  'enterprise.notOrganisation': 'Zu dieser E-Mail gibt es keinen Firmenkunden.',
  'enterprise.cannotOrder':
    'Einige Produkte können so nicht bestellt werden. Prüfen Sie den Warenkorb.',
  'enterprise.failed': 'Die Bestellung konnte nicht aufgegeben werden. Bitte erneut versuchen.',
};
