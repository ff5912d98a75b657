import type { DemoContentLanguage } from './language.ts';

/** Spanish (Spain): the shopper is addressed as tú (vosotros for the shop's own "you"). */
export const esES: DemoContentLanguage = {
  locale: 'es-ES',
  blogCollections: { guides: 'Guías', journal: 'Historias', living: 'Estilo de vida' },
  blogCollectionDescriptions: {
    guides: 'Cómo elegir, llevar y cuidar lo que compras.',
    journal: 'Dónde se hacen nuestros productos y quién los hace.',
    living: 'Pequeños rituales para casa y para los viajes.',
  },
  posts: {
    'caring-for-linen': {
      title: 'Cómo cuidar el lino',
      paragraphs: [
        'El lino mejora con cada lavado, si le dejas. Lávalo en frío, sin suavizante, y sécalo en horizontal y a la sombra.',
        'Las arrugas forman parte de su encanto. Si lo prefieres impecable, plánchalo aún un poco húmedo y del revés.',
      ],
    },
    'a-capsule-wardrobe-in-ten-pieces': {
      title: 'Un armario cápsula en diez prendas',
      paragraphs: [
        'Diez prendas, treinta looks: empieza con dos camisetas, una camisa, unos vaqueros rectos, unos chinos, un jersey de punto, un abrigo, unas zapatillas, unas botas y un bolso tote.',
        'Elige una gama de colores neutros y un color de acento, y todas las prendas combinarán entre sí.',
      ],
    },
    'how-our-sneakers-are-made': {
      title: 'Así se hacen nuestras zapatillas',
      paragraphs: [
        'Cada par pasa por cuarenta manos en un taller familiar de Portugal, desde el corte de la piel hasta el cosido de la suela.',
        'Vamos dos veces al año y publicamos lo que pagamos, para que sepas adónde va tu dinero.',
      ],
    },
    'choosing-the-right-frame': {
      title: 'Cómo elegir la montura que mejor te queda',
      paragraphs: [
        'A las caras redondas les favorecen las monturas angulosas; las caras cuadradas se suavizan con formas redondas. A las caras ovaladas les queda bien casi todo.',
        '¿Vas a pedir lentes graduadas? Ten a mano la graduación de cada ojo: las eliges una a una en la página del producto.',
      ],
    },
    'slow-mornings-at-home': {
      title: 'Mañanas sin prisa en casa',
      paragraphs: [
        'Una buena taza, una vela y diez minutos antes de que empiece el día: los pequeños rituales hacen hogar.',
        'Nuestro gres está torneado a mano, así que no hay dos tazas exactamente iguales.',
      ],
    },
    'packing-light-for-a-weekend': {
      title: 'Equipaje ligero para un fin de semana',
      paragraphs: [
        'Enrolla en vez de doblar, lleva puestos los zapatos más voluminosos y mete una capa más de lo que diga la previsión.',
        'Todo lo de esta lista cabe en nuestra maleta de cabina blanda, y aún queda sitio para lo que traigas de vuelta.',
      ],
    },
  },
  policies: {
    'refund-policy': {
      title: 'Política de reembolso',
      paragraphs: [
        'Puedes devolver cualquier artículo sin usar en un plazo de 30 días desde la entrega y te reembolsaremos el importe íntegro. El reembolso se hace en el método de pago original en un plazo de 5 días hábiles desde que recibimos la devolución.',
        'Las lentes graduadas se fabrican por encargo y solo se reembolsan si son defectuosas.',
      ],
    },
    'privacy-policy': {
      title: 'Política de privacidad',
      paragraphs: [
        'Recogemos lo que necesitamos para entregar tu pedido y nada más: tu nombre, tu dirección, tu correo electrónico y lo que has comprado. Nunca vendemos tus datos.',
        'Las cookies analíticas y publicitarias solo se instalan con tu consentimiento. Puedes pedirnos en cualquier momento una copia de tus datos o que los eliminemos.',
      ],
    },
    'terms-of-service': {
      title: 'Términos y condiciones',
      paragraphs: [
        'Al realizar un pedido aceptas estas condiciones. Los precios incluyen el IVA cuando corresponde y se confirman al finalizar la compra.',
        'Podemos cancelar un pedido si un artículo resulta estar agotado; en ese caso te reembolsamos el importe íntegro.',
      ],
    },
    'shipping-policy': {
      title: 'Política de envíos',
      paragraphs: [
        'Los pedidos salen de nuestro almacén en un plazo de dos días hábiles. La entrega estándar tarda de 3 a 7 días hábiles, y la urgente, de 1 a 2.',
        'El envío es gratuito en pedidos superiores a {money:75} dentro del país.',
      ],
    },
  },
  faqTopics: {
    'Orders and shipping': 'Pedidos y envíos',
    Returns: 'Devoluciones',
    'Products and care': 'Productos y cuidados',
  },
  faq: {
    'How long does delivery take?': {
      question: '¿Cuánto tarda la entrega?',
      answer: [
        'Los pedidos realizados antes de las 14:00 salen de nuestro almacén el mismo día hábil. La entrega tarda de 2 a 4 días hábiles dentro del país y de 5 a 10 en el extranjero.',
        'Los artículos marcados con <strong>Se envía desde nuestro almacén en el extranjero</strong> salen del almacén de nuestro socio y tardan unos días más.',
      ],
    },
    'Can I change or cancel my order?': {
      question: '¿Puedo cambiar o cancelar mi pedido?',
      answer: [
        'Durante la hora siguiente a tu compra, escríbenos con tu número de pedido y lo modificamos o cancelamos. Pasado ese tiempo puede que ya esté en camino, pero siempre puedes devolverlo.',
      ],
    },
    'Which currencies can I pay in?': {
      question: '¿En qué monedas puedo pagar?',
      answer: [
        'Los precios se muestran en la moneda que elijas en la parte superior de la página, al cambio del día. Pagas en la moneda de la tienda y tu banco se encarga de la conversión.',
      ],
    },
    'What is your return policy?': {
      question: '¿Cuál es vuestra política de devoluciones?',
      answer: [
        'Tienes 30 días desde la entrega para devolver cualquier artículo sin usar ni lavar, con sus etiquetas. Consulta todos los detalles en nuestra <a href="/policies/refund-policy">política de reembolso</a>.',
      ],
    },
    'When will I get my money back?': {
      question: '¿Cuándo recibiré mi reembolso?',
      answer: [
        'En un plazo de 5 días hábiles desde que recibimos la devolución, en la tarjeta o la cuenta con la que pagaste.',
      ],
    },
    'How do I find my size?': {
      question: '¿Cómo sé cuál es mi talla?',
      answer: [
        'Todas las prendas con tallas tienen una guía de tallas junto al selector de talla en la página del producto. Si dudas entre dos, elige la más grande para un ajuste holgado.',
      ],
    },
    'How should I wash linen?': {
      question: '¿Cómo debo lavar el lino?',
      answer: [
        'A 30 °C en programa delicado, con un detergente suave y sin suavizante. Sécalo en horizontal o tendido, y plánchalo ligeramente húmedo.',
      ],
    },
    'Do you restock sold-out items?': {
      question: '¿Reponéis los artículos agotados?',
      answer: [
        'La mayoría de nuestras prendas vuelven cada temporada. Una talla agotada aparece como tal en la página del producto hasta que vuelve a estar disponible.',
      ],
    },
  },
  videos: {
    'the-linen-edit': {
      title: 'Lino para cada momento',
      description:
        'Cinco formas de llevar lino de la mañana a la noche, y cómo se suaviza con cada lavado.',
    },
    'made-by-hand': {
      title: 'Hecho a mano',
      description:
        'Un día en el taller donde cortamos, cosemos y rematamos nuestros bolsos de piel.',
    },
    'packing-light': {
      title: 'Equipaje ligero para una semana fuera',
      description: 'Una bolsa, siete días: qué llevamos y cómo lo doblamos.',
    },
    'caring-for-wool': {
      title: 'Cuidar la lana',
      description: 'Airear, cepillar y guardar las prendas de punto para que duren años.',
    },
  },
};
