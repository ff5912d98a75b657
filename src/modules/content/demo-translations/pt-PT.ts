import type { DemoContentLanguage } from './language.ts';

/** European Portuguese: the shopper is addressed formally. Post bodies stay in English. */
export const ptPT: DemoContentLanguage = {
  locale: 'pt-PT',
  blogCollections: { guides: 'Guias', journal: 'Diário', living: 'Viver' },
  blogCollectionDescriptions: {
    guides: 'Como escolher, usar e cuidar do que compra.',
    journal: 'Onde são feitas as nossas peças, e por quem.',
    living: 'Pequenos rituais em casa e em viagem.',
  },
  posts: {
    'caring-for-linen': { title: 'Como cuidar do linho' },
    'a-capsule-wardrobe-in-ten-pieces': { title: 'Um guarda-roupa cápsula em dez peças' },
    'how-our-sneakers-are-made': { title: 'Como são feitas as nossas sapatilhas' },
    'choosing-the-right-frame': { title: 'Escolher a armação certa para o seu rosto' },
    'slow-mornings-at-home': { title: 'Manhãs sem pressa em casa' },
    'packing-light-for-a-weekend': { title: 'Viajar leve num fim de semana fora' },
  },
  policies: {
    'refund-policy': {
      title: 'Política de reembolso',
      paragraphs: [
        'Tem 30 dias a contar da entrega para devolver qualquer artigo que não tenha sido usado e receber o reembolso total. O reembolso é feito através do método de pagamento original, no prazo de 5 dias úteis após recebermos a devolução.',
        'As lentes graduadas são feitas por encomenda e só podem ser reembolsadas se tiverem defeito.',
      ],
    },
    'privacy-policy': {
      title: 'Política de privacidade',
      paragraphs: [
        'Recolhemos aquilo de que precisamos para entregar a sua encomenda e nada mais: o seu nome, a sua morada, o seu e-mail e o que comprou. Nunca vendemos os seus dados.',
        'Os cookies de análise e de publicidade só são instalados com o seu consentimento. Pode pedir-nos, a qualquer momento, uma cópia dos seus dados ou a sua eliminação.',
      ],
    },
    'terms-of-service': {
      title: 'Termos e condições',
      paragraphs: [
        'Ao fazer uma encomenda, aceita estes termos. Os preços incluem IVA, quando aplicável, e são confirmados na finalização da compra.',
        'Podemos cancelar uma encomenda se um artigo estiver, afinal, esgotado; nesse caso, recebe o reembolso total.',
      ],
    },
    'shipping-policy': {
      title: 'Política de envio',
      paragraphs: [
        'As encomendas saem do nosso armazém no prazo de dois dias úteis. A entrega standard demora 3 a 7 dias úteis; a entrega expressa, 1 a 2.',
        'O envio é gratuito em encomendas acima de {money:75} em território nacional.',
      ],
    },
  },
  faqTopics: {
    'Orders and shipping': 'Encomendas e envios',
    Returns: 'Devoluções',
    'Products and care': 'Produtos e cuidados',
  },
  faq: {
    'How long does delivery take?': {
      question: 'Quanto tempo demora a entrega?',
      answer: [
        'As encomendas feitas até às 14h saem do nosso armazém no mesmo dia útil. A entrega demora 2 a 4 dias úteis em território nacional e 5 a 10 para o estrangeiro.',
        'Os artigos assinalados com <strong>Enviado a partir do nosso armazém no estrangeiro</strong> saem do armazém do nosso parceiro e demoram mais alguns dias.',
      ],
    },
    'Can I change or cancel my order?': {
      question: 'Posso alterar ou cancelar a minha encomenda?',
      answer: [
        'Na primeira hora após a compra, escreva-nos com o número da encomenda e nós alteramo-la ou cancelamo-la. Depois disso, poderá já estar a caminho, mas pode sempre devolvê-la.',
      ],
    },
    'Which currencies can I pay in?': {
      question: 'Em que moedas posso pagar?',
      answer: [
        'Os preços são apresentados na moeda que escolher no topo da página, convertidos ao câmbio do dia. O pagamento é feito na moeda da loja; o seu banco faz a conversão.',
      ],
    },
    'What is your return policy?': {
      question: 'Qual é a vossa política de devoluções?',
      answer: [
        'Tem 30 dias a contar da entrega para devolver qualquer artigo que não tenha sido usado nem lavado, com as etiquetas. Consulte todos os pormenores na nossa <a href="/policies/refund-policy">política de reembolso</a>.',
      ],
    },
    'When will I get my money back?': {
      question: 'Quando recebo o meu reembolso?',
      answer: [
        'No prazo de 5 dias úteis após recebermos a devolução, no cartão ou na conta com que pagou.',
      ],
    },
    'How do I find my size?': {
      question: 'Como encontro o meu tamanho?',
      answer: [
        'Todas as peças com tamanhos têm uma tabela de tamanhos junto à escolha do tamanho, na página do produto. Se estiver entre dois tamanhos, escolha o maior para um ajuste mais descontraído.',
      ],
    },
    'How should I wash linen?': {
      question: 'Como devo lavar o linho?',
      answer: [
        'A 30 °C num programa delicado, com um detergente suave e sem amaciador. Seque na horizontal ou no estendal e passe a ferro ainda ligeiramente húmido.',
      ],
    },
    'Do you restock sold-out items?': {
      question: 'Os artigos esgotados voltam a estar disponíveis?',
      answer: [
        'A maioria das nossas peças volta em cada estação. Um tamanho esgotado aparece como tal na página do produto até voltar a estar disponível.',
      ],
    },
  },
  videos: {
    'the-linen-edit': {
      title: 'O linho do dia a dia',
      description:
        'Cinco formas de usar linho da manhã à noite, e como fica mais macio a cada lavagem.',
    },
    'made-by-hand': {
      title: 'Feito à mão',
      description:
        'Um dia na oficina onde as nossas malas de pele são cortadas, cosidas e rematadas.',
    },
    'packing-light': {
      title: 'Viajar leve durante uma semana',
      description: 'Uma mala, sete dias: o que levamos e como dobramos a roupa.',
    },
    'caring-for-wool': {
      title: 'Cuidar da lã',
      description: 'Arejar, escovar e guardar as malhas para que durem anos.',
    },
  },
};
