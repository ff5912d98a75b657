import type { DemoContentLanguage } from './language.ts';

/** German: the shopper is addressed as Sie. */
export const deDE: DemoContentLanguage = {
  locale: 'de-DE',
  blogCollections: { guides: 'Ratgeber', journal: 'Journal', living: 'Wohnen & Leben' },
  blogCollectionDescriptions: {
    guides: 'So wählen, tragen und pflegen Sie, was Sie kaufen.',
    journal: 'Wo unsere Dinge entstehen und wer sie macht.',
    living: 'Kleine Rituale für zu Hause und unterwegs.',
  },
  posts: {
    'caring-for-linen': {
      title: 'Leinen richtig pflegen',
      paragraphs: [
        'Leinen wird mit jeder Wäsche schöner, wenn man es lässt. Kühl waschen, keinen Weichspüler, flach im Schatten trocknen.',
        'Knitter gehören zu seinem Charme. Wer es glatt mag, bügelt es noch leicht feucht auf links.',
      ],
    },
    'a-capsule-wardrobe-in-ten-pieces': {
      title: 'Eine Capsule Wardrobe in zehn Teilen',
      paragraphs: [
        'Zehn Teile, dreißig Outfits: zwei T-Shirts, ein Hemd, gerade Jeans, Chinos, ein Strickteil, ein Mantel, Sneaker, Stiefel und ein Shopper.',
        'Wählen Sie eine neutrale Farbfamilie und eine Akzentfarbe, und jedes Teil passt zu jedem anderen.',
      ],
    },
    'how-our-sneakers-are-made': {
      title: 'So entstehen unsere Sneaker',
      paragraphs: [
        'Jedes Paar geht in einer Familienwerkstatt in Portugal durch vierzig Hände, vom Zuschnitt des Leders bis zur Naht der Sohle.',
        'Wir sind zweimal im Jahr vor Ort und veröffentlichen, was wir zahlen, damit Sie wissen, wohin Ihr Geld geht.',
      ],
    },
    'choosing-the-right-frame': {
      title: 'Die richtige Brillenfassung für Ihr Gesicht',
      paragraphs: [
        'Runde Gesichter tragen gern eckige Fassungen; eckige Gesichter werden mit runden weicher. Ovalen Gesichtern steht fast alles.',
        'Sie bestellen Korrektionsgläser? Halten Sie die Stärken für links und rechts bereit: Sie wählen jede auf der Produktseite.',
      ],
    },
    'slow-mornings-at-home': {
      title: 'Entspannte Morgen zu Hause',
      paragraphs: [
        'Ein guter Becher, eine Kerze und zehn Minuten, bevor der Tag beginnt: Kleine Rituale machen ein Zuhause.',
        'Unser Steinzeug wird von Hand gedreht, deshalb gleicht kein Becher dem anderen.',
      ],
    },
    'packing-light-for-a-weekend': {
      title: 'Leicht packen fürs Wochenende',
      paragraphs: [
        'Rollen statt falten, die klobigsten Schuhe anziehen und eine Schicht mehr einpacken, als die Vorhersage sagt.',
        'Alles auf dieser Liste passt in unseren weichen Handgepäckkoffer, mit Platz für das, was Sie mitbringen.',
      ],
    },
  },
  policies: {
    'refund-policy': {
      title: 'Rückerstattungsrichtlinie',
      paragraphs: [
        'Senden Sie ungetragene Artikel innerhalb von 30 Tagen nach der Lieferung zurück und erhalten Sie den vollen Betrag erstattet. Die Erstattung erfolgt innerhalb von 5 Werktagen nach Eingang der Rücksendung auf das ursprüngliche Zahlungsmittel.',
        'Korrektionsgläser werden auf Bestellung gefertigt und nur bei einem Mangel erstattet.',
      ],
    },
    'privacy-policy': {
      title: 'Datenschutzerklärung',
      paragraphs: [
        'Wir erheben, was wir für die Lieferung Ihrer Bestellung brauchen, und nicht mehr: Ihren Namen, Ihre Adresse, Ihre E-Mail-Adresse und was Sie gekauft haben. Wir verkaufen Ihre Daten niemals.',
        'Analyse- und Werbe-Cookies werden nur mit Ihrer Einwilligung gesetzt. Sie können jederzeit eine Kopie Ihrer Daten oder deren Löschung verlangen.',
      ],
    },
    'terms-of-service': {
      title: 'Allgemeine Geschäftsbedingungen',
      paragraphs: [
        'Mit Ihrer Bestellung stimmen Sie diesen Bedingungen zu. Die Preise enthalten die Mehrwertsteuer, wo sie anfällt, und werden an der Kasse bestätigt.',
        'Wir können eine Bestellung stornieren, wenn ein Artikel nicht mehr vorrätig ist; Sie erhalten dann den vollen Betrag zurück.',
      ],
    },
    'shipping-policy': {
      title: 'Versandrichtlinie',
      paragraphs: [
        'Bestellungen verlassen unser Lager innerhalb von zwei Werktagen. Die Standardlieferung dauert 3 bis 7 Werktage, die Expresslieferung 1 bis 2.',
        'Innerhalb des Landes ist der Versand ab einem Bestellwert von {money:75} kostenlos.',
      ],
    },
  },
  faqTopics: {
    'Orders and shipping': 'Bestellung und Versand',
    Returns: 'Rücksendungen',
    'Products and care': 'Produkte und Pflege',
  },
  faq: {
    'How long does delivery take?': {
      question: 'Wie lange dauert die Lieferung?',
      answer: [
        'Bestellungen, die bis 14 Uhr eingehen, verlassen unser Lager am selben Werktag. Die Lieferung dauert im Inland 2 bis 4 Werktage, ins Ausland 5 bis 10.',
        'Artikel mit dem Hinweis <strong>Versand aus unserem Lager im Ausland</strong> kommen aus dem Lager unseres Partners und brauchen ein paar Tage länger.',
      ],
    },
    'Can I change or cancel my order?': {
      question: 'Kann ich meine Bestellung ändern oder stornieren?',
      answer: [
        'Schreiben Sie uns innerhalb einer Stunde nach der Bestellung mit Ihrer Bestellnummer, dann ändern oder stornieren wir sie. Danach ist sie womöglich schon unterwegs – zurücksenden können Sie sie trotzdem.',
      ],
    },
    'Which currencies can I pay in?': {
      question: 'In welchen Währungen kann ich bezahlen?',
      answer: [
        'Die Preise erscheinen in der Währung, die Sie oben auf der Seite wählen, umgerechnet zum Tageskurs. Bezahlt wird in der Währung des Shops; die Umrechnung übernimmt Ihre Bank.',
      ],
    },
    'What is your return policy?': {
      question: 'Was gilt für Rücksendungen?',
      answer: [
        'Sie haben ab der Lieferung 30 Tage Zeit, ungetragene und ungewaschene Artikel mit Etikett zurückzusenden. Einzelheiten finden Sie in unserer <a href="/policies/refund-policy">Rückerstattungsrichtlinie</a>.',
      ],
    },
    'When will I get my money back?': {
      question: 'Wann bekomme ich mein Geld zurück?',
      answer: [
        'Innerhalb von 5 Werktagen, nachdem die Rücksendung bei uns eingegangen ist, auf die Karte oder das Konto, mit dem Sie bezahlt haben.',
      ],
    },
    'How do I find my size?': {
      question: 'Wie finde ich meine Größe?',
      answer: [
        'Zu jedem Kleidungsstück mit Größen gibt es auf der Produktseite neben der Größenauswahl eine Größentabelle. Liegen Sie zwischen zwei Größen, wählen Sie für eine lockere Passform die größere.',
      ],
    },
    'How should I wash linen?': {
      question: 'Wie wasche ich Leinen?',
      answer: [
        'Bei 30\u00a0°C im Schonwaschgang, mit einem milden Waschmittel und ohne Weichspüler. Liegend oder auf der Leine trocknen lassen und leicht feucht bügeln.',
      ],
    },
    'Do you restock sold-out items?': {
      question: 'Kommen ausverkaufte Artikel wieder?',
      answer: [
        'Die meisten unserer Stücke kommen jede Saison wieder. Eine ausverkaufte Größe ist auf der Produktseite als solche gekennzeichnet, bis sie wieder da ist.',
      ],
    },
  },
  videos: {
    'the-linen-edit': {
      title: 'Unsere Leinen-Auswahl',
      description:
        'Fünf Arten, Leinen von morgens bis abends zu tragen – und wie es mit jeder Wäsche weicher wird.',
    },
    'made-by-hand': {
      title: 'Von Hand gefertigt',
      description:
        'Ein Tag in der Werkstatt, in der unsere Ledertaschen zugeschnitten, genäht und veredelt werden.',
    },
    'packing-light': {
      title: 'Leicht packen für eine Woche',
      description: 'Eine Tasche, sieben Tage: was wir mitnehmen und wie wir es falten.',
    },
    'caring-for-wool': {
      title: 'Wolle richtig pflegen',
      description: 'Lüften, bürsten, richtig aufbewahren: So hält Strick viele Jahre.',
    },
  },
};
