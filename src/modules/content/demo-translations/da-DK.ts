import type { DemoContentLanguage } from './language.ts';

/** Danish: the shopper is addressed as du. Post bodies stay in English. */
export const daDK: DemoContentLanguage = {
  locale: 'da-DK',
  blogCollections: { guides: 'Guider', journal: 'Fortællinger', living: 'Hjem & hverdag' },
  blogCollectionDescriptions: {
    guides: 'Sådan vælger, bærer og plejer du det, du køber.',
    journal: 'Hvor vores ting bliver lavet, og af hvem.',
    living: 'Små ritualer til hjemmet og på rejsen.',
  },
  posts: {
    'caring-for-linen': { title: 'Sådan plejer du hør' },
    'a-capsule-wardrobe-in-ten-pieces': { title: 'En kapselgarderobe i ti dele' },
    'how-our-sneakers-are-made': { title: 'Sådan bliver vores sneakers lavet' },
    'choosing-the-right-frame': { title: 'Find det brillestel, der klæder dit ansigt' },
    'slow-mornings-at-home': { title: 'Rolige morgener derhjemme' },
    'packing-light-for-a-weekend': { title: 'Pak let til en weekend væk' },
  },
  policies: {
    'refund-policy': {
      title: 'Refusionspolitik',
      paragraphs: [
        'Du kan returnere ubrugte varer inden for 30 dage fra levering og få hele beløbet refunderet. Refusionen sker til den oprindelige betalingsmetode inden for 5 hverdage, efter at returneringen er nået frem til os.',
        'Brilleglas med styrke fremstilles på bestilling og kan kun refunderes, hvis de er defekte.',
      ],
    },
    'privacy-policy': {
      title: 'Privatlivspolitik',
      paragraphs: [
        'Vi indsamler det, vi skal bruge for at levere din ordre, og intet andet: dit navn, din adresse, din e-mail og det, du har købt. Vi sælger aldrig dine data.',
        'Cookies til statistik og markedsføring sættes kun med dit samtykke. Du kan til enhver tid bede os om en kopi af dine data eller om at få dem slettet.',
      ],
    },
    'terms-of-service': {
      title: 'Handelsbetingelser',
      paragraphs: [
        'Når du afgiver en ordre, accepterer du disse betingelser. Priserne er inkl. moms, hvor det er relevant, og bekræftes i kassen.',
        'Vi kan annullere en ordre, hvis en vare viser sig at være udsolgt; i så fald får du hele beløbet refunderet.',
      ],
    },
    'shipping-policy': {
      title: 'Fragt og levering',
      paragraphs: [
        'Ordrer forlader vores lager inden for to hverdage. Standardlevering tager 3–7 hverdage, ekspreslevering 1–2.',
        'Ved levering inden for landet er fragten gratis på ordrer over {money:75}.',
      ],
    },
  },
  faqTopics: {
    'Orders and shipping': 'Ordrer og levering',
    Returns: 'Returnering',
    'Products and care': 'Produkter og pleje',
  },
  faq: {
    'How long does delivery take?': {
      question: 'Hvor lang tid tager leveringen?',
      answer: [
        'Ordrer, der afgives inden kl. 14, forlader vores lager samme hverdag. Leveringen tager 2–4 hverdage indenlands og 5–10 hverdage til udlandet.',
        'Varer mærket <strong>Sendes fra vores lager i udlandet</strong> sendes fra vores samarbejdspartners lager og er et par dage længere undervejs.',
      ],
    },
    'Can I change or cancel my order?': {
      question: 'Kan jeg ændre eller annullere min ordre?',
      answer: [
        'Skriv til os med dit ordrenummer inden for en time efter din bestilling, så ændrer eller annullerer vi den. Derefter kan den allerede være på vej – men du kan stadig returnere den.',
      ],
    },
    'Which currencies can I pay in?': {
      question: 'Hvilke valutaer kan jeg betale i?',
      answer: [
        'Priserne vises i den valuta, du vælger øverst på siden, omregnet til dagens kurs. Du betaler i butikkens valuta, og din bank står for omregningen.',
      ],
    },
    'What is your return policy?': {
      question: 'Hvordan returnerer jeg en vare?',
      answer: [
        'Du har 30 dage fra levering til at returnere ubrugte og uvaskede varer med mærkerne på. Læs alle detaljer i vores <a href="/policies/refund-policy">refusionspolitik</a>.',
      ],
    },
    'When will I get my money back?': {
      question: 'Hvornår får jeg mine penge tilbage?',
      answer: [
        'Inden for 5 hverdage efter, at din returnering er nået frem til os, på det kort eller den konto, du betalte med.',
      ],
    },
    'How do I find my size?': {
      question: 'Hvordan finder jeg min størrelse?',
      answer: [
        'Alle beklædningsdele med størrelser har en størrelsesguide ved siden af størrelsesvalget på produktsiden. Er du mellem to størrelser, så vælg den største for en løsere pasform.',
      ],
    },
    'How should I wash linen?': {
      question: 'Hvordan vasker jeg hør?',
      answer: [
        'Ved 30 °C på skåneprogram med et mildt vaskemiddel og uden skyllemiddel. Tør det liggende eller på snor, og stryg det, mens det stadig er let fugtigt.',
      ],
    },
    'Do you restock sold-out items?': {
      question: 'Kommer udsolgte varer tilbage?',
      answer: [
        'De fleste af vores varer kommer tilbage hver sæson. En udsolgt størrelse står som udsolgt på produktsiden, indtil den er tilbage.',
      ],
    },
  },
  videos: {
    'the-linen-edit': {
      title: 'Hørguiden',
      description:
        'Fem måder at bære hør på fra morgen til aften, og hvordan det bliver blødere for hver vask.',
    },
    'made-by-hand': {
      title: 'Håndlavet',
      description:
        'En dag i værkstedet, hvor vores lædertasker bliver skåret til, syet og færdiggjort.',
    },
    'packing-light': {
      title: 'Pak let til en uge væk',
      description: 'Én taske, syv dage: hvad vi tager med, og hvordan vi folder det.',
    },
    'caring-for-wool': {
      title: 'Pleje af uld',
      description: 'Luftning, børstning og opbevaring af strik, så det holder i mange år.',
    },
  },
};
