import type { DemoContentLanguage } from './language.ts';

/** French: the shopper is addressed as vous; French spacing before : ; ? (as the UI writes it). */
export const frFR: DemoContentLanguage = {
  locale: 'fr-FR',
  blogCollections: { guides: 'Conseils', journal: 'Carnet', living: 'Art de vivre' },
  blogCollectionDescriptions: {
    guides: 'Bien choisir, porter et entretenir vos achats.',
    journal: 'Où sont fabriqués nos produits, et par qui.',
    living: 'Petits rituels pour la maison et le voyage.',
  },
  posts: {
    'caring-for-linen': {
      title: 'Bien entretenir le lin',
      paragraphs: [
        'Le lin s’embellit à chaque lavage, pour peu qu’on le laisse faire. Lavez-le à basse température, sans adoucissant, et faites-le sécher à plat, à l’ombre.',
        'Ses plis font partie de son charme. Si vous le préférez net, repassez-le encore légèrement humide, sur l’envers.',
      ],
    },
    'a-capsule-wardrobe-in-ten-pieces': {
      title: 'Une garde-robe capsule en dix pièces',
      paragraphs: [
        'Dix pièces, trente tenues\u00a0: commencez par deux t-shirts, une chemise, un jean droit, un chino, une maille, un manteau, des baskets, des bottes et un cabas.',
        'Choisissez une famille de tons neutres et une couleur d’accent, et chaque pièce s’accordera avec toutes les autres.',
      ],
    },
    'how-our-sneakers-are-made': {
      title: 'Comment naissent nos baskets',
      paragraphs: [
        'Chaque paire passe entre quarante mains dans un atelier familial au Portugal, de la découpe du cuir à la couture de la semelle.',
        'Nous nous y rendons deux fois par an et publions ce que nous payons, pour que vous sachiez où va votre argent.',
      ],
    },
    'choosing-the-right-frame': {
      title: 'Choisir la monture qui va à votre visage',
      paragraphs: [
        'Les visages ronds s’accordent avec des montures anguleuses\u202f; les visages carrés s’adoucissent avec des formes rondes. Aux visages ovales, presque tout va.',
        'Vous commandez des verres correcteurs\u202f? Gardez à portée de main la correction de chaque œil\u00a0: vous choisissez l’une et l’autre sur la page produit.',
      ],
    },
    'slow-mornings-at-home': {
      title: 'Des matins sans hâte à la maison',
      paragraphs: [
        'Un bon mug, une bougie et dix minutes avant que la journée commence\u00a0: ce sont les petits rituels qui font un chez-soi.',
        'Notre grès est tourné à la main\u00a0: il n’y a pas deux mugs tout à fait pareils.',
      ],
    },
    'packing-light-for-a-weekend': {
      title: 'Voyager léger le temps d’un week-end',
      paragraphs: [
        'Roulez vos vêtements au lieu de les plier, portez vos chaussures les plus encombrantes et prévoyez une couche de plus que ce qu’annonce la météo.',
        'Tout ce qui figure sur cette liste tient dans notre valise cabine souple, avec de la place pour ce que vous rapporterez.',
      ],
    },
  },
  policies: {
    'refund-policy': {
      title: 'Politique de remboursement',
      paragraphs: [
        'Renvoyez tout article non porté dans les 30\u00a0jours suivant la livraison pour être intégralement remboursé. Le remboursement est effectué sur le moyen de paiement d’origine dans les 5\u00a0jours ouvrés suivant la réception du retour.',
        'Les verres correcteurs étant fabriqués sur commande, ils ne sont remboursés qu’en cas de défaut.',
      ],
    },
    'privacy-policy': {
      title: 'Politique de confidentialité',
      paragraphs: [
        'Nous collectons ce dont nous avons besoin pour livrer votre commande, et rien de plus\u00a0: votre nom, votre adresse, votre e-mail et vos achats. Nous ne vendons jamais vos données.',
        'Les cookies de mesure d’audience et de publicité ne sont déposés qu’avec votre consentement. Vous pouvez à tout moment nous demander une copie de vos données ou leur suppression.',
      ],
    },
    'terms-of-service': {
      title: 'Conditions générales de vente',
      paragraphs: [
        'En passant commande, vous acceptez les présentes conditions. Les prix s’entendent TVA comprise, le cas échéant, et sont confirmés lors du paiement.',
        'Nous pouvons annuler une commande si un article se révèle indisponible\u202f; vous êtes alors intégralement remboursé.',
      ],
    },
    'shipping-policy': {
      title: 'Conditions de livraison',
      paragraphs: [
        'Les commandes quittent notre entrepôt sous deux jours ouvrés. La livraison standard prend de 3 à 7\u00a0jours ouvrés, la livraison express de 1 à 2.',
        'La livraison est offerte dès {money:75} d’achat pour toute commande livrée dans le pays.',
      ],
    },
  },
  faqTopics: {
    'Orders and shipping': 'Commandes et livraison',
    Returns: 'Retours',
    'Products and care': 'Produits et entretien',
  },
  faq: {
    'How long does delivery take?': {
      question: 'Quel est le délai de livraison\u202f?',
      answer: [
        'Les commandes passées avant 14\u00a0h quittent notre entrepôt le jour ouvré même. La livraison prend de 2 à 4\u00a0jours ouvrés dans le pays et de 5 à 10 à l’étranger.',
        'Les articles marqués <strong>Expédié depuis notre entrepôt à l’étranger</strong> partent de l’entrepôt de notre partenaire et mettent quelques jours de plus.',
      ],
    },
    'Can I change or cancel my order?': {
      question: 'Puis-je modifier ou annuler ma commande\u202f?',
      answer: [
        'Dans l’heure qui suit votre commande, écrivez-nous en indiquant votre numéro de commande\u00a0: nous la modifions ou l’annulons. Passé ce délai, elle est peut-être déjà en route, mais vous pourrez toujours nous la retourner.',
      ],
    },
    'Which currencies can I pay in?': {
      question: 'Dans quelles devises puis-je payer\u202f?',
      answer: [
        'Les prix s’affichent dans la devise choisie en haut de la page, convertis au cours du jour. Vous payez dans la devise de la boutique\u202f; votre banque se charge de la conversion.',
      ],
    },
    'What is your return policy?': {
      question: 'Quelle est votre politique de retour\u202f?',
      answer: [
        'Vous disposez de 30\u00a0jours à compter de la livraison pour nous retourner tout article non porté et non lavé, avec ses étiquettes. Tous les détails figurent dans notre <a href="/policies/refund-policy">politique de remboursement</a>.',
      ],
    },
    'When will I get my money back?': {
      question: 'Quand serai-je remboursé\u202f?',
      answer: [
        'Dans les 5\u00a0jours ouvrés suivant la réception de votre retour, sur la carte ou le compte utilisés pour le paiement.',
      ],
    },
    'How do I find my size?': {
      question: 'Comment trouver ma taille\u202f?',
      answer: [
        'Chaque vêtement proposé en plusieurs tailles a son guide des tailles à côté du choix de la taille, sur la page produit. Si vous hésitez entre deux tailles, prenez la plus grande pour une coupe plus ample.',
      ],
    },
    'How should I wash linen?': {
      question: 'Comment laver le lin\u202f?',
      answer: [
        'À 30\u00a0°C en cycle délicat, avec une lessive douce et sans adoucissant. Faites-le sécher à plat ou sur un fil, et repassez-le légèrement humide.',
      ],
    },
    'Do you restock sold-out items?': {
      question: 'Les articles épuisés reviennent-ils\u202f?',
      answer: [
        'La plupart de nos pièces reviennent chaque saison. Une taille épuisée est signalée comme telle sur la page produit jusqu’à son retour.',
      ],
    },
  },
  videos: {
    'the-linen-edit': {
      title: 'Le lin au quotidien',
      description:
        'Cinq façons de porter le lin du matin au soir, et comment il s’assouplit à chaque lavage.',
    },
    'made-by-hand': {
      title: 'Fait main',
      description: 'Une journée à l’atelier où nos sacs en cuir sont coupés, cousus et finis.',
    },
    'packing-light': {
      title: 'Voyager léger pour une semaine',
      description: 'Un sac, sept jours\u00a0: ce que nous emportons et comment nous le plions.',
    },
    'caring-for-wool': {
      title: 'Prendre soin de la laine',
      description: 'Aérer, brosser et ranger la maille pour qu’elle dure des années.',
    },
  },
};
