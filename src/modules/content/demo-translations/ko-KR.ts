import type { DemoContentLanguage } from './language.ts';

/** Korean: polite form (합니다, 해 주세요). Post bodies stay in English. */
export const koKR: DemoContentLanguage = {
  locale: 'ko-KR',
  blogCollections: { guides: '가이드', journal: '저널', living: '리빙' },
  blogCollectionDescriptions: {
    guides: '상품을 고르는 법부터 착용하고 관리하는 법까지.',
    journal: '우리 제품이 어디서, 누구의 손으로 만들어지는지.',
    living: '집에서, 여행지에서 즐기는 작은 의식.',
  },
  posts: {
    'caring-for-linen': { title: '린넨 관리법' },
    'a-capsule-wardrobe-in-ten-pieces': { title: '10벌로 완성하는 캡슐 옷장' },
    'how-our-sneakers-are-made': { title: '우리 스니커즈가 만들어지기까지' },
    'choosing-the-right-frame': { title: '얼굴형에 맞는 안경테 고르기' },
    'slow-mornings-at-home': { title: '집에서 보내는 여유로운 아침' },
    'packing-light-for-a-weekend': { title: '주말 여행, 가볍게 짐 싸기' },
  },
  policies: {
    'refund-policy': {
      title: '환불 정책',
      paragraphs: [
        '착용하지 않은 상품은 배송일로부터 30일 이내에 반품하시면 전액 환불해 드립니다. 환불은 반품 상품이 도착한 날로부터 5영업일 이내에 원래 결제 수단으로 처리됩니다.',
        '도수 렌즈는 주문 제작 상품이므로 불량인 경우에만 환불해 드립니다.',
      ],
    },
    'privacy-policy': {
      title: '개인정보 처리방침',
      paragraphs: [
        '주문하신 상품을 배송하는 데 필요한 정보, 즉 이름, 주소, 이메일, 구매 내역만 수집합니다. 고객님의 정보는 절대 판매하지 않습니다.',
        '분석 및 광고 쿠키는 고객님이 동의하신 경우에만 사용합니다. 언제든지 고객님의 정보 사본이나 정보 삭제를 요청하실 수 있습니다.',
      ],
    },
    'terms-of-service': {
      title: '이용약관',
      paragraphs: [
        '주문하시면 본 약관에 동의하신 것으로 간주합니다. 가격에는 해당하는 경우 부가가치세가 포함되며, 결제 단계에서 확정됩니다.',
        '상품이 품절된 것으로 확인되면 주문이 취소될 수 있으며, 이 경우 전액 환불해 드립니다.',
      ],
    },
    'shipping-policy': {
      title: '배송 정책',
      paragraphs: [
        '주문하신 상품은 2영업일 이내에 창고에서 출고됩니다. 일반 배송은 3~7영업일, 빠른 배송은 1~2영업일이 걸립니다.',
        '국내 배송은 {money:75} 이상 주문 시 무료입니다.',
      ],
    },
  },
  faqTopics: {
    'Orders and shipping': '주문 및 배송',
    Returns: '반품',
    'Products and care': '상품 및 관리',
  },
  faq: {
    'How long does delivery take?': {
      question: '배송은 얼마나 걸리나요?',
      answer: [
        '오후 2시 이전 주문은 당일(영업일) 창고에서 출고됩니다. 배송 기간은 국내 2~4영업일, 해외 5~10영업일입니다.',
        '<strong>해외 창고에서 배송</strong> 표시가 있는 상품은 협력 창고에서 출고되어 며칠 더 걸립니다.',
      ],
    },
    'Can I change or cancel my order?': {
      question: '주문을 변경하거나 취소할 수 있나요?',
      answer: [
        '주문 후 1시간 이내에 주문 번호와 함께 연락 주시면 변경 또는 취소해 드립니다. 그 이후에는 이미 발송되었을 수 있지만, 받으신 뒤 반품하실 수 있습니다.',
      ],
    },
    'Which currencies can I pay in?': {
      question: '어떤 통화로 결제할 수 있나요?',
      answer: [
        '가격은 페이지 상단에서 선택하신 통화로 당일 환율에 따라 환산되어 표시됩니다. 결제는 쇼핑몰 통화로 이루어지며, 환전은 고객님의 은행에서 처리합니다.',
      ],
    },
    'What is your return policy?': {
      question: '반품 정책은 어떻게 되나요?',
      answer: [
        '착용하거나 세탁하지 않은 상품은 택이 붙은 상태로 배송일로부터 30일 이내에 반품하실 수 있습니다. 자세한 내용은 <a href="/policies/refund-policy">환불 정책</a>을 확인해 주세요.',
      ],
    },
    'When will I get my money back?': {
      question: '환불은 언제 받을 수 있나요?',
      answer: [
        '반품 상품이 도착한 날로부터 5영업일 이내에 결제하신 카드 또는 계좌로 환불해 드립니다.',
      ],
    },
    'How do I find my size?': {
      question: '사이즈는 어떻게 고르나요?',
      answer: [
        '사이즈가 있는 모든 의류는 상품 페이지의 사이즈 선택 옆에 사이즈표가 있습니다. 두 사이즈 사이라면 여유 있는 핏을 위해 큰 사이즈를 선택해 주세요.',
      ],
    },
    'How should I wash linen?': {
      question: '린넨은 어떻게 세탁하나요?',
      answer: [
        '30°C 이하의 물에서 섬세 코스로, 중성세제를 사용해 세탁해 주세요. 섬유유연제는 사용하지 마세요. 뉘어서 말리거나 빨랫줄에 널어 말리고, 살짝 축축할 때 다림질해 주세요.',
      ],
    },
    'Do you restock sold-out items?': {
      question: '품절된 상품은 재입고되나요?',
      answer: [
        '대부분의 상품은 시즌마다 재입고됩니다. 품절된 사이즈는 재입고될 때까지 상품 페이지에 품절로 표시됩니다.',
      ],
    },
  },
  videos: {
    'the-linen-edit': {
      title: '린넨 스타일링',
      description:
        '아침부터 저녁까지 린넨을 입는 다섯 가지 방법, 그리고 세탁할수록 부드러워지는 이유.',
    },
    'made-by-hand': {
      title: '손으로 만듭니다',
      description: '가죽 가방을 재단하고, 바느질하고, 마무리하는 공방의 하루.',
    },
    'packing-light': {
      title: '일주일 여행, 가볍게 짐 싸기',
      description: '가방 하나로 7일: 무엇을 챙기고 옷은 어떻게 개는지.',
    },
    'caring-for-wool': {
      title: '울 관리법',
      description: '니트를 오래 입기 위한 통풍, 브러싱, 보관 방법.',
    },
  },
};
