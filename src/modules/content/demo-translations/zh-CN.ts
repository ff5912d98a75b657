import type { DemoContentLanguage } from './language.ts';

/** Simplified Chinese: the shopper is addressed as 您. */
export const zhCN: DemoContentLanguage = {
  locale: 'zh-CN',
  blogCollections: { guides: '指南', journal: '手记', living: '生活' },
  blogCollectionDescriptions: {
    guides: '如何挑选、穿戴和保养您购买的商品。',
    journal: '我们的商品产自何处，又出自谁手。',
    living: '居家与旅途中的小小仪式感。',
  },
  posts: {
    'caring-for-linen': {
      title: '如何护理亚麻',
      paragraphs: [
        '亚麻越洗越好看，只要您给它时间。请用冷水洗涤，不要加柔顺剂，在阴凉处平铺晾干。',
        '褶皱正是亚麻的魅力所在。如果您喜欢挺括的效果，可以趁衣物微湿时从反面熨烫。',
      ],
    },
    'a-capsule-wardrobe-in-ten-pieces': {
      title: '十件单品打造胶囊衣橱',
      paragraphs: [
        '十件单品，三十种搭配：从两件T恤、一件衬衫、一条直筒牛仔裤、一条卡其裤、一件针织衫、一件大衣、一双运动鞋、一双靴子和一个托特包开始。',
        '选定一组中性色和一种点缀色，每件单品都能彼此搭配。',
      ],
    },
    'how-our-sneakers-are-made': {
      title: '我们的运动鞋是如何制成的',
      paragraphs: [
        '在葡萄牙的一家家庭作坊里，每双鞋从裁皮到缝制鞋底，要经过四十双手。',
        '我们每年到访两次，并公开我们支付的价格，让您知道您的钱去了哪里。',
      ],
    },
    'choosing-the-right-frame': {
      title: '如何挑选适合脸型的镜框',
      paragraphs: [
        '圆脸适合有棱角的镜框；方脸配圆形镜框会显得更柔和；鹅蛋脸则几乎什么都能驾驭。',
        '要订购处方镜片？请准备好左右眼的度数：您可以在商品页面分别选择。',
      ],
    },
    'slow-mornings-at-home': {
      title: '在家享受从容的早晨',
      paragraphs: [
        '一只好用的马克杯、一支蜡烛，以及一天开始前的十分钟：小小的仪式感，让家更像家。',
        '我们的粗陶器皿均为手工拉坯，因此没有两只杯子完全相同。',
      ],
    },
    'packing-light-for-a-weekend': {
      title: '周末出行，轻装上阵',
      paragraphs: [
        '衣物卷起来而不是叠起来；穿上最占地方的那双鞋；再比天气预报多带一件衣服。',
        '清单上的所有物品都能装进我们的软壳登机箱，还能留出空间装您带回来的东西。',
      ],
    },
  },
  policies: {
    'refund-policy': {
      title: '退款政策',
      paragraphs: [
        '未穿着的商品可在签收后30天内退货，并获得全额退款。我们收到退货后5个工作日内，款项将原路退回至您的付款方式。',
        '处方镜片为定制商品，仅在存在质量问题时可退款。',
      ],
    },
    'privacy-policy': {
      title: '隐私政策',
      paragraphs: [
        '我们只收集为您配送订单所需的信息，绝不多取：您的姓名、地址、电子邮箱以及购买记录。我们绝不出售您的数据。',
        '只有在您同意的情况下，我们才会设置分析和广告 Cookie。您可以随时要求我们提供您的数据副本，或删除您的数据。',
      ],
    },
    'terms-of-service': {
      title: '服务条款',
      paragraphs: [
        '下单即表示您同意本条款。价格已包含适用的增值税，并在结算时确认。',
        '如商品缺货，我们可能会取消订单，届时将为您全额退款。',
      ],
    },
    'shipping-policy': {
      title: '配送政策',
      paragraphs: [
        '订单将在两个工作日内从仓库发出。标准配送需3至7个工作日，加急配送需1至2个工作日。',
        '国内订单满{money:75}免运费。',
      ],
    },
  },
  faqTopics: {
    'Orders and shipping': '订单与配送',
    Returns: '退货',
    'Products and care': '商品与保养',
  },
  faq: {
    'How long does delivery take?': {
      question: '配送需要多长时间？',
      answer: [
        '下午2点前下单，当个工作日即从仓库发货。国内配送需2至4个工作日，海外需5至10个工作日。',
        '标有<strong>海外仓发货</strong>的商品从合作仓库发出，需要多几天时间。',
      ],
    },
    'Can I change or cancel my order?': {
      question: '我可以修改或取消订单吗？',
      answer: [
        '下单后一小时内，请附上订单号与我们联系，我们会为您修改或取消订单。超过一小时后，订单可能已在途中，但您仍可以退货。',
      ],
    },
    'Which currencies can I pay in?': {
      question: '可以用哪些币种付款？',
      answer: [
        '价格会以您在页面顶部选择的币种显示，并按当日汇率换算。付款时以本店币种结算，由您的银行进行换算。',
      ],
    },
    'What is your return policy?': {
      question: '退货政策是怎样的？',
      answer: [
        '自签收之日起30天内，未穿着、未洗涤且吊牌完好的商品均可退货。详情请参阅我们的<a href="/policies/refund-policy">退款政策</a>。',
      ],
    },
    'When will I get my money back?': {
      question: '退款什么时候到账？',
      answer: ['我们收到退货后5个工作日内，款项将退回至您付款时使用的银行卡或账户。'],
    },
    'How do I find my size?': {
      question: '如何选择合适的尺码？',
      answer: [
        '每件有尺码的服装，在商品页面的尺码选项旁都附有尺码表。如果介于两个尺码之间，想穿得宽松一些请选择大一码。',
      ],
    },
    'How should I wash linen?': {
      question: '亚麻应该如何洗涤？',
      answer: [
        '请用30°C水温、轻柔模式洗涤，使用温和的洗涤剂，不要加柔顺剂。平铺或晾挂晾干，微湿时熨烫。',
      ],
    },
    'Do you restock sold-out items?': {
      question: '售罄的商品会补货吗？',
      answer: ['我们的大部分单品每季都会补货。售罄的尺码会在商品页面上标明，直到重新到货。'],
    },
  },
  videos: {
    'the-linen-edit': {
      title: '亚麻穿搭指南',
      description: '从早到晚穿亚麻的五种方式，以及它为何越洗越柔软。',
    },
    'made-by-hand': {
      title: '匠心手作',
      description: '工坊里的一天：看我们的皮包如何裁剪、缝制与收尾。',
    },
    'packing-light': {
      title: '轻装出行一周',
      description: '一个包，七天：我们带什么，又如何折叠。',
    },
    'caring-for-wool': {
      title: '羊毛护理',
      description: '通风、刷理与收纳针织衣物，让它们多年耐穿。',
    },
  },
};
