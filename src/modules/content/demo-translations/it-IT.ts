import type { DemoContentLanguage } from './language.ts';

/** Italian: the shopper is addressed as tu. Post bodies stay in English. */
export const itIT: DemoContentLanguage = {
  locale: 'it-IT',
  blogCollections: { guides: 'Guide', journal: 'Storie', living: 'Vivere' },
  blogCollectionDescriptions: {
    guides: 'Come scegliere, indossare e curare ciò che acquisti.',
    journal: 'Dove nascono i nostri prodotti e chi li realizza.',
    living: 'Piccoli rituali per la casa e per il viaggio.',
  },
  posts: {
    'caring-for-linen': { title: 'Come prendersi cura del lino' },
    'a-capsule-wardrobe-in-ten-pieces': { title: 'Un guardaroba capsula in dieci capi' },
    'how-our-sneakers-are-made': { title: 'Come nascono le nostre sneakers' },
    'choosing-the-right-frame': { title: 'Scegliere la montatura giusta per il tuo viso' },
    'slow-mornings-at-home': { title: 'Mattine lente a casa' },
    'packing-light-for-a-weekend': { title: 'Viaggiare leggeri per un weekend fuori' },
  },
  policies: {
    'refund-policy': {
      title: 'Politica di rimborso',
      paragraphs: [
        'Puoi restituire qualsiasi articolo non indossato entro 30 giorni dalla consegna e ricevere il rimborso completo. Il rimborso viene effettuato sul metodo di pagamento originale entro 5 giorni lavorativi dall’arrivo del reso.',
        'Le lenti graduate sono realizzate su ordinazione e possono essere rimborsate solo se difettose.',
      ],
    },
    'privacy-policy': {
      title: 'Informativa sulla privacy',
      paragraphs: [
        'Raccogliamo ciò che ci serve per consegnare il tuo ordine e nient’altro: nome, indirizzo, e-mail e ciò che hai acquistato. Non vendiamo mai i tuoi dati.',
        'I cookie di analisi e pubblicitari vengono installati solo con il tuo consenso. Puoi chiederci in qualsiasi momento una copia dei tuoi dati o la loro cancellazione.',
      ],
    },
    'terms-of-service': {
      title: 'Condizioni di vendita',
      paragraphs: [
        'Effettuando un ordine accetti queste condizioni. I prezzi includono l’IVA, ove applicabile, e vengono confermati al momento del pagamento.',
        'Possiamo annullare un ordine se un articolo risulta esaurito; in tal caso ti rimborsiamo l’intero importo.',
      ],
    },
    'shipping-policy': {
      title: 'Politica di spedizione',
      paragraphs: [
        'Gli ordini lasciano il nostro magazzino entro due giorni lavorativi. La consegna standard richiede da 3 a 7 giorni lavorativi, quella espressa da 1 a 2.',
        'La spedizione è gratuita per ordini superiori a {money:75} sul territorio nazionale.',
      ],
    },
  },
  faqTopics: {
    'Orders and shipping': 'Ordini e spedizioni',
    Returns: 'Resi',
    'Products and care': 'Prodotti e manutenzione',
  },
  faq: {
    'How long does delivery take?': {
      question: 'Quanto tempo richiede la consegna?',
      answer: [
        'Gli ordini effettuati entro le 14:00 lasciano il nostro magazzino lo stesso giorno lavorativo. La consegna richiede da 2 a 4 giorni lavorativi sul territorio nazionale e da 5 a 10 all’estero.',
        'Gli articoli contrassegnati con <strong>Spedito dal nostro magazzino all’estero</strong> partono dal deposito del nostro partner e impiegano qualche giorno in più.',
      ],
    },
    'Can I change or cancel my order?': {
      question: 'Posso modificare o annullare il mio ordine?',
      answer: [
        'Entro un’ora dall’acquisto, scrivici indicando il numero d’ordine e lo modificheremo o annulleremo. Dopo potrebbe essere già in viaggio, ma potrai sempre restituirlo.',
      ],
    },
    'Which currencies can I pay in?': {
      question: 'In quali valute posso pagare?',
      answer: [
        'I prezzi sono mostrati nella valuta che scegli in cima alla pagina, convertiti al cambio del giorno. Paghi nella valuta del negozio e la conversione la fa la tua banca.',
      ],
    },
    'What is your return policy?': {
      question: 'Come funzionano i resi?',
      answer: [
        'Hai 30 giorni dalla consegna per restituire qualsiasi articolo non indossato e non lavato, con le etichette. Trovi tutti i dettagli nella nostra <a href="/policies/refund-policy">politica di rimborso</a>.',
      ],
    },
    'When will I get my money back?': {
      question: 'Quando riceverò il rimborso?',
      answer: [
        'Entro 5 giorni lavorativi dall’arrivo del reso, sulla carta o sul conto con cui hai pagato.',
      ],
    },
    'How do I find my size?': {
      question: 'Come trovo la mia taglia?',
      answer: [
        'Ogni capo disponibile in più taglie ha una guida alle taglie accanto alla scelta della taglia, nella pagina del prodotto. Se sei tra due taglie, scegli la più grande per una vestibilità più morbida.',
      ],
    },
    'How should I wash linen?': {
      question: 'Come si lava il lino?',
      answer: [
        'A 30 °C con un ciclo delicato, un detersivo delicato e niente ammorbidente. Fallo asciugare steso in piano o sul filo e stiralo quando è ancora leggermente umido.',
      ],
    },
    'Do you restock sold-out items?': {
      question: 'Gli articoli esauriti tornano disponibili?',
      answer: [
        'La maggior parte dei nostri capi torna ogni stagione. Una taglia esaurita resta indicata come tale nella pagina del prodotto finché non torna disponibile.',
      ],
    },
  },
  videos: {
    'the-linen-edit': {
      title: 'Guida al lino',
      description:
        'Cinque modi di indossare il lino dalla mattina alla sera, e come diventa più morbido a ogni lavaggio.',
    },
    'made-by-hand': {
      title: 'Fatto a mano',
      description:
        'Una giornata nel laboratorio dove le nostre borse in pelle vengono tagliate, cucite e rifinite.',
    },
    'packing-light': {
      title: 'Viaggiare leggeri per una settimana',
      description: 'Una borsa, sette giorni: cosa portiamo e come pieghiamo i capi.',
    },
    'caring-for-wool': {
      title: 'Come prendersi cura della lana',
      description: 'Arieggiare, spazzolare e riporre la maglieria perché duri per anni.',
    },
  },
};
