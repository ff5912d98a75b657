import type { DemoContentLanguage } from './language.ts';

/** Swedish: the shopper is addressed as du. Post bodies stay in English. */
export const svSE: DemoContentLanguage = {
  locale: 'sv-SE',
  blogCollections: { guides: 'Guider', journal: 'Berättelser', living: 'Hem & vardag' },
  blogCollectionDescriptions: {
    guides: 'Så väljer, bär och sköter du det du köper.',
    journal: 'Var våra produkter tillverkas, och av vem.',
    living: 'Små ritualer för hemmet och på resan.',
  },
  posts: {
    'caring-for-linen': { title: 'Så sköter du linne' },
    'a-capsule-wardrobe-in-ten-pieces': { title: 'En kapselgarderob i tio plagg' },
    'how-our-sneakers-are-made': { title: 'Så tillverkas våra sneakers' },
    'choosing-the-right-frame': { title: 'Hitta bågen som passar ditt ansikte' },
    'slow-mornings-at-home': { title: 'Lugna morgnar hemma' },
    'packing-light-for-a-weekend': { title: 'Packa lätt för en helg bort' },
  },
  policies: {
    'refund-policy': {
      title: 'Återbetalningspolicy',
      paragraphs: [
        'Returnera oanvända varor inom 30 dagar från leveransen så får du hela beloppet tillbaka. Återbetalningen görs till det ursprungliga betalsättet inom 5 arbetsdagar efter att returen har kommit fram till oss.',
        'Glas med styrka tillverkas på beställning och kan bara återbetalas om de är defekta.',
      ],
    },
    'privacy-policy': {
      title: 'Integritetspolicy',
      paragraphs: [
        'Vi samlar in det vi behöver för att leverera din beställning och inget mer: ditt namn, din adress, din e-postadress och vad du har köpt. Vi säljer aldrig dina uppgifter.',
        'Cookies för analys och annonsering används bara om du samtycker. Du kan när som helst be oss om en kopia av dina uppgifter eller om att vi raderar dem.',
      ],
    },
    'terms-of-service': {
      title: 'Köpvillkor',
      paragraphs: [
        'När du lägger en beställning godkänner du de här villkoren. Priserna inkluderar moms där det gäller och bekräftas i kassan.',
        'Vi kan avbryta en beställning om en vara visar sig vara slut i lager; du får då tillbaka hela beloppet.',
      ],
    },
    'shipping-policy': {
      title: 'Leveranspolicy',
      paragraphs: [
        'Beställningar lämnar vårt lager inom två arbetsdagar. Standardleverans tar 3–7 arbetsdagar och expressleverans 1–2.',
        'Frakten är kostnadsfri inom landet för beställningar över {money:75}.',
      ],
    },
  },
  faqTopics: {
    'Orders and shipping': 'Beställning och leverans',
    Returns: 'Returer',
    'Products and care': 'Produkter och skötsel',
  },
  faq: {
    'How long does delivery take?': {
      question: 'Hur lång är leveranstiden?',
      answer: [
        'Beställningar som läggs före kl. 14 lämnar vårt lager samma arbetsdag. Leveransen tar 2–4 arbetsdagar inom landet och 5–10 till utlandet.',
        'Varor märkta <strong>Skickas från vårt lager utomlands</strong> skickas från vår partners lager och tar några dagar längre.',
      ],
    },
    'Can I change or cancel my order?': {
      question: 'Kan jag ändra eller avbryta min beställning?',
      answer: [
        'Skriv till oss med ditt ordernummer inom en timme efter beställningen, så ändrar eller avbryter vi den. Efter det kan den redan vara på väg – men du kan fortfarande returnera den.',
      ],
    },
    'Which currencies can I pay in?': {
      question: 'Vilka valutor kan jag betala i?',
      answer: [
        'Priserna visas i den valuta du väljer högst upp på sidan, omräknade till dagens kurs. Du betalar i butikens valuta och din bank sköter omräkningen.',
      ],
    },
    'What is your return policy?': {
      question: 'Hur fungerar returer?',
      answer: [
        'Du har 30 dagar från leveransen på dig att returnera oanvända och otvättade varor med etiketterna kvar. Läs alla detaljer i vår <a href="/policies/refund-policy">återbetalningspolicy</a>.',
      ],
    },
    'When will I get my money back?': {
      question: 'När får jag tillbaka mina pengar?',
      answer: [
        'Inom 5 arbetsdagar efter att returen har kommit fram till oss, till kortet eller kontot du betalade med.',
      ],
    },
    'How do I find my size?': {
      question: 'Hur hittar jag rätt storlek?',
      answer: [
        'Alla plagg med storlekar har en storleksguide bredvid storleksvalet på produktsidan. Ligger du mellan två storlekar väljer du den större för en ledigare passform.',
      ],
    },
    'How should I wash linen?': {
      question: 'Hur tvättar jag linne?',
      answer: [
        'I 30 °C på skonprogram, med ett milt tvättmedel och utan sköljmedel. Torka plagget plant eller på lina och stryk det medan det fortfarande är lite fuktigt.',
      ],
    },
    'Do you restock sold-out items?': {
      question: 'Kommer slutsålda varor tillbaka?',
      answer: [
        'De flesta av våra plagg kommer tillbaka varje säsong. En slutsåld storlek visas som slutsåld på produktsidan tills den är tillbaka.',
      ],
    },
  },
  videos: {
    'the-linen-edit': {
      title: 'Linneguiden',
      description:
        'Fem sätt att bära linne från morgon till kväll, och hur det blir mjukare för varje tvätt.',
    },
    'made-by-hand': {
      title: 'Handgjort',
      description: 'En dag i verkstaden där våra läderväskor skärs till, sys och färdigställs.',
    },
    'packing-light': {
      title: 'Packa lätt för en veckas resa',
      description: 'En väska, sju dagar: vad vi tar med och hur vi viker det.',
    },
    'caring-for-wool': {
      title: 'Ta hand om ull',
      description: 'Vädra, borsta och förvara stickat så att det håller i många år.',
    },
  },
};
