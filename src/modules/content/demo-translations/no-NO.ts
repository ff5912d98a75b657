import type { DemoContentLanguage } from './language.ts';

/** Norwegian Bokmål: the shopper is addressed as du. Post bodies stay in English. */
export const noNO: DemoContentLanguage = {
  locale: 'no-NO',
  blogCollections: { guides: 'Guider', journal: 'Fortellinger', living: 'Hjem og hverdag' },
  blogCollectionDescriptions: {
    guides: 'Slik velger, bruker og tar du vare på det du kjøper.',
    journal: 'Hvor tingene våre lages, og av hvem.',
    living: 'Små ritualer for hjemmet og på reisen.',
  },
  posts: {
    'caring-for-linen': { title: 'Slik tar du vare på lin' },
    'a-capsule-wardrobe-in-ten-pieces': { title: 'En kapselgarderobe med ti plagg' },
    'how-our-sneakers-are-made': { title: 'Slik lages sneakersene våre' },
    'choosing-the-right-frame': { title: 'Finn brillestellet som passer ansiktet ditt' },
    'slow-mornings-at-home': { title: 'Rolige morgener hjemme' },
    'packing-light-for-a-weekend': { title: 'Pakk lett til en helgetur' },
  },
  policies: {
    'refund-policy': {
      title: 'Refusjonsvilkår',
      paragraphs: [
        'Du kan returnere ubrukte varer innen 30 dager fra levering og få hele beløpet refundert. Pengene betales tilbake til betalingsmåten du brukte, innen 5 virkedager etter at returen har kommet fram til oss.',
        'Brilleglass med styrke lages på bestilling og kan bare refunderes hvis de er defekte.',
      ],
    },
    'privacy-policy': {
      title: 'Personvernerklæring',
      paragraphs: [
        'Vi samler inn det vi trenger for å levere bestillingen din, og ikke noe mer: navnet ditt, adressen din, e-postadressen din og hva du har kjøpt. Vi selger aldri opplysningene dine.',
        'Analyse- og reklamecookies settes bare hvis du samtykker. Du kan når som helst be oss om en kopi av opplysningene dine eller om å slette dem.',
      ],
    },
    'terms-of-service': {
      title: 'Salgsbetingelser',
      paragraphs: [
        'Når du legger inn en bestilling, godtar du disse vilkårene. Prisene er inkludert mva. der det gjelder, og bekreftes i kassen.',
        'Vi kan kansellere en bestilling hvis en vare viser seg å være utsolgt; da får du hele beløpet refundert.',
      ],
    },
    'shipping-policy': {
      title: 'Fraktvilkår',
      paragraphs: [
        'Bestillinger sendes fra lageret vårt innen to virkedager. Standardlevering tar 3–7 virkedager, ekspresslevering 1–2.',
        'Innenlands er frakten gratis på bestillinger over {money:75}.',
      ],
    },
  },
  faqTopics: {
    'Orders and shipping': 'Bestilling og levering',
    Returns: 'Retur',
    'Products and care': 'Produkter og pleie',
  },
  faq: {
    'How long does delivery take?': {
      question: 'Hvor lang tid tar leveringen?',
      answer: [
        'Bestillinger som legges inn før kl. 14, sendes fra lageret vårt samme virkedag. Leveringen tar 2–4 virkedager innenlands og 5–10 til utlandet.',
        'Varer merket <strong>Sendes fra lageret vårt i utlandet</strong> sendes fra lageret til samarbeidspartneren vår og bruker noen dager ekstra.',
      ],
    },
    'Can I change or cancel my order?': {
      question: 'Kan jeg endre eller kansellere bestillingen min?',
      answer: [
        'Skriv til oss med ordrenummeret ditt innen en time etter at du bestilte, så endrer eller kansellerer vi den. Etter det kan den allerede være på vei – men du kan fortsatt returnere den.',
      ],
    },
    'Which currencies can I pay in?': {
      question: 'Hvilke valutaer kan jeg betale i?',
      answer: [
        'Prisene vises i valutaen du velger øverst på siden, regnet om etter dagens kurs. Du betaler i butikkens valuta, og banken din tar seg av omregningen.',
      ],
    },
    'What is your return policy?': {
      question: 'Hvordan fungerer retur?',
      answer: [
        'Du har 30 dager fra levering til å returnere ubrukte og uvaskede varer med merkelappene på. Les alle detaljene i <a href="/policies/refund-policy">refusjonsvilkårene</a> våre.',
      ],
    },
    'When will I get my money back?': {
      question: 'Når får jeg pengene tilbake?',
      answer: [
        'Innen 5 virkedager etter at returen har kommet fram til oss, til kortet eller kontoen du betalte med.',
      ],
    },
    'How do I find my size?': {
      question: 'Hvordan finner jeg størrelsen min?',
      answer: [
        'Alle plagg med størrelser har en størrelsesguide ved siden av størrelsesvalget på produktsiden. Er du mellom to størrelser, velger du den største for en ledigere passform.',
      ],
    },
    'How should I wash linen?': {
      question: 'Hvordan vasker jeg lin?',
      answer: [
        'På 30 °C på skåneprogram, med et mildt vaskemiddel og uten tøymykner. Tørk plagget flatt eller på snora, og stryk det mens det fortsatt er litt fuktig.',
      ],
    },
    'Do you restock sold-out items?': {
      question: 'Kommer utsolgte varer tilbake?',
      answer: [
        'De fleste plaggene våre kommer tilbake hver sesong. En utsolgt størrelse vises som utsolgt på produktsiden til den er tilbake.',
      ],
    },
  },
  videos: {
    'the-linen-edit': {
      title: 'Linguiden',
      description:
        'Fem måter å bruke lin på fra morgen til kveld, og hvordan det blir mykere for hver vask.',
    },
    'made-by-hand': {
      title: 'Håndlaget',
      description:
        'En dag i verkstedet der skinnveskene våre blir skåret til, sydd og ferdigstilt.',
    },
    'packing-light': {
      title: 'Pakk lett til en uke på tur',
      description: 'Én veske, sju dager: hva vi tar med, og hvordan vi bretter det.',
    },
    'caring-for-wool': {
      title: 'Stell av ull',
      description: 'Lufting, børsting og oppbevaring av strikkeplagg, så de varer i mange år.',
    },
  },
};
