import type { ContentTranslations } from './contract.ts';

const paragraphs = (...ps: string[]) => ps.map((p) => `<p>${p}</p>`).join('');

/**
 * The demo blog and policies in German, and a few in Hebrew (right-to-left). The blog
 * collections' descriptions stay in English: the pages show the default language where a
 * translation has no text for a field.
 */
export const DEMO_CONTENT_TRANSLATIONS: ContentTranslations = {
  blog_collections: [
    { slug: 'guides', locale: 'de-DE', title: 'Ratgeber' },
    { slug: 'journal', locale: 'de-DE', title: 'Journal' },
    { slug: 'living', locale: 'de-DE', title: 'Wohnen & Leben' },
    { slug: 'guides', locale: 'he-IL', title: 'מדריכים' },
    { slug: 'living', locale: 'he-IL', title: 'בית וחיים' },
  ],
  blog_posts: [
    {
      slug: 'caring-for-linen',
      locale: 'de-DE',
      title: 'Leinen richtig pflegen',
      excerpt:
        'Leinen wird mit jeder Wäsche schöner, wenn man es lässt. Kühl waschen, keinen Weichspüler, flach im Schatten trocknen.',
      body_html: paragraphs(
        'Leinen wird mit jeder Wäsche schöner, wenn man es lässt. Kühl waschen, keinen Weichspüler, flach im Schatten trocknen.',
        'Knitter gehören zu seinem Charme. Wer es glatt mag, bügelt es noch leicht feucht auf links.',
      ),
    },
    {
      slug: 'a-capsule-wardrobe-in-ten-pieces',
      locale: 'de-DE',
      title: 'Eine Capsule Wardrobe in zehn Teilen',
      excerpt:
        'Zehn Teile, dreißig Outfits: zwei T-Shirts, ein Hemd, gerade Jeans, Chinos, ein Strickteil, ein Mantel, Sneaker, Stiefel und ein Shopper.',
      body_html: paragraphs(
        'Zehn Teile, dreißig Outfits: zwei T-Shirts, ein Hemd, gerade Jeans, Chinos, ein Strickteil, ein Mantel, Sneaker, Stiefel und ein Shopper.',
        'Wählen Sie eine neutrale Farbfamilie und eine Akzentfarbe, und jedes Teil passt zu jedem anderen.',
      ),
    },
    {
      slug: 'how-our-sneakers-are-made',
      locale: 'de-DE',
      title: 'So entstehen unsere Sneaker',
      excerpt:
        'Jedes Paar geht in einer Familienwerkstatt in Portugal durch vierzig Hände, vom Zuschnitt des Leders bis zur Naht der Sohle.',
      body_html: paragraphs(
        'Jedes Paar geht in einer Familienwerkstatt in Portugal durch vierzig Hände, vom Zuschnitt des Leders bis zur Naht der Sohle.',
        'Wir sind zweimal im Jahr vor Ort und veröffentlichen, was wir zahlen, damit Sie wissen, wohin Ihr Geld geht.',
      ),
    },
    {
      slug: 'choosing-the-right-frame',
      locale: 'de-DE',
      title: 'Die richtige Brillenfassung für Ihr Gesicht',
      excerpt:
        'Runde Gesichter tragen gern eckige Fassungen; eckige Gesichter werden mit runden weicher. Ovalen Gesichtern steht fast alles.',
      body_html: paragraphs(
        'Runde Gesichter tragen gern eckige Fassungen; eckige Gesichter werden mit runden weicher. Ovalen Gesichtern steht fast alles.',
        'Sie bestellen Korrektionsgläser? Halten Sie die Stärken für links und rechts bereit: Sie wählen jede auf der Produktseite.',
      ),
    },
    {
      slug: 'slow-mornings-at-home',
      locale: 'de-DE',
      title: 'Entspannte Morgen zu Hause',
      excerpt:
        'Ein guter Becher, eine Kerze und zehn Minuten, bevor der Tag beginnt: Kleine Rituale machen ein Zuhause.',
      body_html: paragraphs(
        'Ein guter Becher, eine Kerze und zehn Minuten, bevor der Tag beginnt: Kleine Rituale machen ein Zuhause.',
        'Unser Steinzeug wird von Hand gedreht, deshalb gleicht kein Becher dem anderen.',
      ),
    },
    {
      slug: 'packing-light-for-a-weekend',
      locale: 'de-DE',
      title: 'Leicht packen fürs Wochenende',
      excerpt:
        'Rollen statt falten, die klobigsten Schuhe anziehen und eine Schicht mehr einpacken, als die Vorhersage sagt.',
      body_html: paragraphs(
        'Rollen statt falten, die klobigsten Schuhe anziehen und eine Schicht mehr einpacken, als die Vorhersage sagt.',
        'Alles auf dieser Liste passt in unseren weichen Handgepäckkoffer, mit Platz für das, was Sie mitbringen.',
      ),
    },
    {
      slug: 'caring-for-linen',
      locale: 'he-IL',
      title: 'איך לטפל בפשתן',
      excerpt: 'פשתן משתבח עם כל כביסה. כבסו במים קרירים, בלי מרכך, וייבשו שטוח בצל.',
      body_html: paragraphs(
        'פשתן משתבח עם כל כביסה. כבסו במים קרירים, בלי מרכך, וייבשו שטוח בצל.',
        'הקמטים הם חלק מהקסם שלו. אם אתם מעדיפים אותו חלק, גהצו אותו כשהוא עדיין מעט לח, מהצד ההפוך.',
      ),
    },
  ],
  policies: [
    {
      handle: 'refund-policy',
      locale: 'de-DE',
      title: 'Rückerstattungsrichtlinie',
      body_html: paragraphs(
        'Senden Sie ungetragene Artikel innerhalb von 30 Tagen nach der Lieferung zurück und erhalten Sie den vollen Betrag erstattet. Die Erstattung erfolgt innerhalb von 5 Werktagen nach Eingang der Rücksendung auf das ursprüngliche Zahlungsmittel.',
        'Korrektionsgläser werden auf Bestellung gefertigt und nur bei einem Mangel erstattet.',
      ),
    },
    {
      handle: 'privacy-policy',
      locale: 'de-DE',
      title: 'Datenschutzerklärung',
      body_html: paragraphs(
        'Wir erheben, was wir für die Lieferung Ihrer Bestellung brauchen, und nicht mehr: Ihren Namen, Ihre Adresse, Ihre E-Mail-Adresse und was Sie gekauft haben. Wir verkaufen Ihre Daten niemals.',
        'Analyse- und Werbe-Cookies werden nur mit Ihrer Einwilligung gesetzt. Sie können jederzeit eine Kopie Ihrer Daten oder deren Löschung verlangen.',
      ),
    },
    {
      handle: 'terms-of-service',
      locale: 'de-DE',
      title: 'Allgemeine Geschäftsbedingungen',
      body_html: paragraphs(
        'Mit Ihrer Bestellung stimmen Sie diesen Bedingungen zu. Die Preise enthalten die Mehrwertsteuer, wo sie anfällt, und werden an der Kasse bestätigt.',
        'Wir können eine Bestellung stornieren, wenn ein Artikel nicht mehr vorrätig ist; Sie erhalten dann den vollen Betrag zurück.',
      ),
    },
    {
      handle: 'shipping-policy',
      locale: 'de-DE',
      title: 'Versandrichtlinie',
      body_html: paragraphs(
        'Bestellungen verlassen unser Lager innerhalb von zwei Werktagen. Die Standardlieferung dauert 3 bis 7 Werktage, die Expresslieferung 1 bis 2.',
        'Innerhalb des Landes ist der Versand ab einem Bestellwert von {money:75} kostenlos.',
      ),
    },
    {
      handle: 'refund-policy',
      locale: 'he-IL',
      title: 'מדיניות החזרים',
      body_html: paragraphs(
        'ניתן להחזיר כל פריט שלא נלבש בתוך 30 יום מהמסירה ולקבל החזר מלא. ההחזר יועבר לאמצעי התשלום המקורי בתוך 5 ימי עסקים מרגע שההחזרה הגיעה אלינו.',
        'עדשות מרשם מיוצרות לפי הזמנה וניתן לקבל עליהן החזר רק אם הן פגומות.',
      ),
    },
    { handle: 'privacy-policy', locale: 'he-IL', title: 'מדיניות פרטיות' },
    { handle: 'terms-of-service', locale: 'he-IL', title: 'תנאי שימוש' },
    { handle: 'shipping-policy', locale: 'he-IL', title: 'מדיניות משלוחים' },
  ],
};
