import type { DemoContentLanguage } from './language.ts';

/** Dutch: the shopper is addressed as je. Post bodies stay in English. */
export const nlNL: DemoContentLanguage = {
  locale: 'nl-NL',
  blogCollections: { guides: 'Tips & advies', journal: 'Verhalen', living: 'Wonen & leven' },
  blogCollectionDescriptions: {
    guides: 'Zo kies, draag en verzorg je wat je koopt.',
    journal: 'Waar onze producten worden gemaakt, en door wie.',
    living: 'Kleine rituelen voor thuis en onderweg.',
  },
  posts: {
    'caring-for-linen': { title: 'Zo verzorg je linnen' },
    'a-capsule-wardrobe-in-ten-pieces': { title: 'Een capsulegarderobe in tien items' },
    'how-our-sneakers-are-made': { title: 'Zo worden onze sneakers gemaakt' },
    'choosing-the-right-frame': { title: 'Het juiste montuur voor jouw gezicht' },
    'slow-mornings-at-home': { title: 'Rustige ochtenden thuis' },
    'packing-light-for-a-weekend': { title: 'Licht inpakken voor een weekendje weg' },
  },
  policies: {
    'refund-policy': {
      title: 'Terugbetalingsbeleid',
      paragraphs: [
        'Ongedragen artikelen kun je binnen 30 dagen na ontvangst terugsturen; je krijgt dan het volledige bedrag terug. De terugbetaling gaat naar de oorspronkelijke betaalmethode, binnen 5 werkdagen nadat je retour bij ons binnen is.',
        'Glazen op sterkte worden op bestelling gemaakt en kunnen alleen worden terugbetaald als ze defect zijn.',
      ],
    },
    'privacy-policy': {
      title: 'Privacybeleid',
      paragraphs: [
        'We verzamelen wat we nodig hebben om je bestelling te bezorgen, en niets meer: je naam, adres, e-mailadres en wat je hebt gekocht. We verkopen je gegevens nooit.',
        'Analytische en advertentiecookies plaatsen we alleen met je toestemming. Je kunt ons altijd om een kopie van je gegevens vragen, of om ze te verwijderen.',
      ],
    },
    'terms-of-service': {
      title: 'Algemene voorwaarden',
      paragraphs: [
        'Door een bestelling te plaatsen ga je akkoord met deze voorwaarden. Prijzen zijn inclusief btw waar die van toepassing is en worden bij het afrekenen bevestigd.',
        'We kunnen een bestelling annuleren als een artikel niet meer op voorraad blijkt te zijn; je krijgt dan het volledige bedrag terug.',
      ],
    },
    'shipping-policy': {
      title: 'Verzendbeleid',
      paragraphs: [
        'Bestellingen verlaten ons magazijn binnen twee werkdagen. Standaardbezorging duurt 3 tot 7 werkdagen, expresbezorging 1 tot 2.',
        'Bestellingen boven {money:75} verzenden we in het binnenland gratis.',
      ],
    },
  },
  faqTopics: {
    'Orders and shipping': 'Bestellen en verzenden',
    Returns: 'Retourneren',
    'Products and care': 'Producten en onderhoud',
  },
  faq: {
    'How long does delivery take?': {
      question: 'Hoe lang duurt de bezorging?',
      answer: [
        'Bestellingen die vóór 14.00 uur binnen zijn, verlaten ons magazijn dezelfde werkdag. De bezorging duurt 2 tot 4 werkdagen in het binnenland en 5 tot 10 naar het buitenland.',
        'Artikelen met de vermelding <strong>Wordt verzonden vanuit ons magazijn in het buitenland</strong> komen uit het magazijn van onze partner en doen er een paar dagen langer over.',
      ],
    },
    'Can I change or cancel my order?': {
      question: 'Kan ik mijn bestelling wijzigen of annuleren?',
      answer: [
        'Stuur ons binnen een uur na je bestelling een bericht met je bestelnummer, dan wijzigen of annuleren we hem. Daarna kan hij al onderweg zijn, maar retourneren kan altijd.',
      ],
    },
    'Which currencies can I pay in?': {
      question: 'In welke valuta kan ik betalen?',
      answer: [
        'Prijzen worden getoond in de valuta die je bovenaan de pagina kiest, omgerekend tegen de dagkoers. Je betaalt in de valuta van de winkel; je bank rekent het om.',
      ],
    },
    'What is your return policy?': {
      question: 'Wat is jullie retourbeleid?',
      answer: [
        'Je hebt 30 dagen na ontvangst om ongedragen en ongewassen artikelen met label terug te sturen. Alle details lees je in ons <a href="/policies/refund-policy">terugbetalingsbeleid</a>.',
      ],
    },
    'When will I get my money back?': {
      question: 'Wanneer krijg ik mijn geld terug?',
      answer: [
        'Binnen 5 werkdagen nadat je retour bij ons binnen is, op de kaart of rekening waarmee je hebt betaald.',
      ],
    },
    'How do I find my size?': {
      question: 'Hoe vind ik mijn maat?',
      answer: [
        'Bij elk kledingstuk met maten staat op de productpagina een maattabel naast de maatkeuze. Twijfel je tussen twee maten, kies dan de grootste voor een ruimere pasvorm.',
      ],
    },
    'How should I wash linen?': {
      question: 'Hoe was ik linnen?',
      answer: [
        'Op 30 °C met een fijnwasprogramma, een mild wasmiddel en zonder wasverzachter. Laat het plat of aan de lijn drogen en strijk het als het nog wat vochtig is.',
      ],
    },
    'Do you restock sold-out items?': {
      question: 'Komen uitverkochte artikelen terug?',
      answer: [
        'De meeste van onze items komen elk seizoen terug. Een uitverkochte maat staat als uitverkocht op de productpagina tot hij weer op voorraad is.',
      ],
    },
  },
  videos: {
    'the-linen-edit': {
      title: 'De linnenselectie',
      description:
        'Vijf manieren om linnen van ochtend tot avond te dragen, en hoe het bij elke wasbeurt zachter wordt.',
    },
    'made-by-hand': {
      title: 'Met de hand gemaakt',
      description:
        'Een dag in het atelier waar onze leren tassen worden gesneden, gestikt en afgewerkt.',
    },
    'packing-light': {
      title: 'Licht inpakken voor een week weg',
      description: 'Eén tas, zeven dagen: wat we meenemen en hoe we het opvouwen.',
    },
    'caring-for-wool': {
      title: 'Wol verzorgen',
      description: 'Luchten, borstelen en goed opbergen, zodat breigoed jaren meegaat.',
    },
  },
};
