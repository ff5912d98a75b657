import type { DemoContentLanguage } from './language.ts';

/** European Portuguese: the shopper is addressed formally. Post and policy bodies stay in English. */
export const ptPT: DemoContentLanguage = {
  locale: 'pt-PT',
  blogCollections: { guides: 'Guias', journal: 'Diário', living: 'Viver' },
  posts: {
    'caring-for-linen': { title: 'Como cuidar do linho' },
    'a-capsule-wardrobe-in-ten-pieces': { title: 'Um guarda-roupa cápsula em dez peças' },
    'how-our-sneakers-are-made': { title: 'Como são feitas as nossas sapatilhas' },
    'choosing-the-right-frame': { title: 'Escolher a armação certa para o seu rosto' },
    'slow-mornings-at-home': { title: 'Manhãs sem pressa em casa' },
    'packing-light-for-a-weekend': { title: 'Viajar leve num fim de semana fora' },
  },
  policies: {
    'refund-policy': { title: 'Política de reembolso' },
    'privacy-policy': { title: 'Política de privacidade' },
    'terms-of-service': { title: 'Termos e condições' },
    'shipping-policy': { title: 'Política de envio' },
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
