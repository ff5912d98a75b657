import type { DemoContentLanguage } from './language.ts';

/** Finnish: the shopper is addressed as sinä. Post bodies stay in English. */
export const fiFI: DemoContentLanguage = {
  locale: 'fi-FI',
  blogCollections: { guides: 'Oppaat', journal: 'Tarinat', living: 'Koti ja arki' },
  blogCollectionDescriptions: {
    guides: 'Näin valitset, käytät ja hoidat ostamiasi tuotteita.',
    journal: 'Missä tuotteemme tehdään ja kuka ne tekee.',
    living: 'Pieniä rituaaleja kotiin ja matkalle.',
  },
  posts: {
    'caring-for-linen': { title: 'Näin hoidat pellavaa' },
    'a-capsule-wardrobe-in-ten-pieces': { title: 'Kapselivaatekaappi kymmenestä vaatteesta' },
    'how-our-sneakers-are-made': { title: 'Näin tennarimme syntyvät' },
    'choosing-the-right-frame': { title: 'Löydä kasvoillesi sopivat kehykset' },
    'slow-mornings-at-home': { title: 'Kiireettömiä aamuja kotona' },
    'packing-light-for-a-weekend': { title: 'Kevyesti pakaten viikonloppumatkalle' },
  },
  policies: {
    'refund-policy': {
      title: 'Hyvityskäytäntö',
      paragraphs: [
        'Voit palauttaa käyttämättömät tuotteet 30 päivän kuluessa toimituksesta ja saat koko summan takaisin. Hyvitys maksetaan alkuperäiselle maksutavalle 5 arkipäivän kuluessa siitä, kun palautus on saapunut meille.',
        'Vahvuuslinssit valmistetaan tilauksesta, joten ne hyvitetään vain, jos niissä on vika.',
      ],
    },
    'privacy-policy': {
      title: 'Tietosuojaseloste',
      paragraphs: [
        'Keräämme vain sen, mitä tarvitsemme tilauksesi toimittamiseen: nimesi, osoitteesi, sähköpostiosoitteesi ja tiedot ostoksistasi. Emme koskaan myy tietojasi.',
        'Analytiikka- ja mainosevästeet otetaan käyttöön vain suostumuksellasi. Voit milloin tahansa pyytää meiltä kopion tiedoistasi tai niiden poistamista.',
      ],
    },
    'terms-of-service': {
      title: 'Myyntiehdot',
      paragraphs: [
        'Tekemällä tilauksen hyväksyt nämä ehdot. Hinnat sisältävät mahdollisen arvonlisäveron, ja ne vahvistetaan kassalla.',
        'Voimme perua tilauksen, jos tuotetta ei olekaan varastossa; saat silloin koko summan takaisin.',
      ],
    },
    'shipping-policy': {
      title: 'Toimitusehdot',
      paragraphs: [
        'Tilaukset lähtevät varastostamme kahden arkipäivän kuluessa. Vakiotoimitus kestää 3–7 arkipäivää ja pikatoimitus 1–2.',
        'Kotimaan toimitus on maksuton, kun tilauksen arvo on yli {money:75}.',
      ],
    },
  },
  faqTopics: {
    'Orders and shipping': 'Tilaukset ja toimitus',
    Returns: 'Palautukset',
    'Products and care': 'Tuotteet ja hoito',
  },
  faq: {
    'How long does delivery take?': {
      question: 'Kuinka kauan toimitus kestää?',
      answer: [
        'Ennen klo 14 tehdyt tilaukset lähtevät varastostamme samana arkipäivänä. Toimitus kestää kotimaassa 2–4 arkipäivää ja ulkomaille 5–10 arkipäivää.',
        'Tuotteet, joissa on merkintä <strong>Lähetetään ulkomaisesta varastostamme</strong>, lähtevät yhteistyökumppanimme varastosta ja ovat perillä muutamaa päivää myöhemmin.',
      ],
    },
    'Can I change or cancel my order?': {
      question: 'Voinko muuttaa tai perua tilaukseni?',
      answer: [
        'Kirjoita meille tunnin kuluessa tilauksesta ja kerro tilausnumerosi, niin muutamme tai perumme tilauksen. Sen jälkeen se voi olla jo matkalla – voit kuitenkin aina palauttaa sen.',
      ],
    },
    'Which currencies can I pay in?': {
      question: 'Millä valuutoilla voin maksaa?',
      answer: [
        'Hinnat näytetään sivun yläreunasta valitsemassasi valuutassa päivän kurssilla muunnettuina. Maksat kaupan valuutassa, ja pankkisi hoitaa muunnoksen.',
      ],
    },
    'What is your return policy?': {
      question: 'Miten palautus toimii?',
      answer: [
        'Sinulla on 30 päivää toimituksesta aikaa palauttaa käyttämättömät ja pesemättömät tuotteet lappuineen. Lue lisää <a href="/policies/refund-policy">hyvityskäytännöstämme</a>.',
      ],
    },
    'When will I get my money back?': {
      question: 'Milloin saan rahani takaisin?',
      answer: [
        '5 arkipäivän kuluessa siitä, kun palautus on saapunut meille, sille kortille tai tilille, jolla maksoit.',
      ],
    },
    'How do I find my size?': {
      question: 'Miten löydän oikean koon?',
      answer: [
        'Jokaisen kokoja sisältävän vaatteen tuotesivulla on kokotaulukko kokovalinnan vieressä. Jos olet kahden koon välissä, valitse isompi, niin istuvuus on väljempi.',
      ],
    },
    'How should I wash linen?': {
      question: 'Miten pellavaa pestään?',
      answer: [
        '30 asteessa hienopesuohjelmalla, miedolla pesuaineella ja ilman huuhteluainetta. Kuivaa tasolla tai narulla ja silitä hieman kosteana.',
      ],
    },
    'Do you restock sold-out items?': {
      question: 'Tuleeko loppuunmyytyjä tuotteita takaisin?',
      answer: [
        'Useimmat tuotteemme palaavat joka kausi. Loppuunmyyty koko näkyy tuotesivulla loppuunmyytynä, kunnes sitä on taas saatavilla.',
      ],
    },
  },
  videos: {
    'the-linen-edit': {
      title: 'Pellava aamusta iltaan',
      description:
        'Viisi tapaa pukeutua pellavaan aamusta iltaan – ja miten se pehmenee pesu pesulta.',
    },
    'made-by-hand': {
      title: 'Käsin tehty',
      description: 'Päivä verstaalla, jossa nahkalaukkumme leikataan, ommellaan ja viimeistellään.',
    },
    'packing-light': {
      title: 'Kevyesti matkaan viikoksi',
      description:
        'Yksi laukku, seitsemän päivää: mitä otamme mukaan ja miten taittelemme vaatteet.',
    },
    'caring-for-wool': {
      title: 'Villan hoito',
      description: 'Neuleiden tuuletus, harjaus ja säilytys, jotta ne kestävät vuosia.',
    },
  },
};
