import type { Locale } from '../../platform/locales.ts';

/** A language of the demo shop other than English (sp-ES reads es-ES). */
type DemoLocale = Exclude<Locale, 'en-US' | 'sp-ES'>;

/**
 * The demo reward campaigns' titles in every language of the shop but English, by the
 * campaign's key (seed.ts), with each `{money:n}` placeholder kept as the English title writes it.
 */
export const DEMO_CAMPAIGN_TITLES: Readonly<Record<DemoLocale, Readonly<Record<string, string>>>> =
  {
    'da-DK': {
      'five-off': '{money:5} rabat på din ordre',
      'ten-percent': '10 % rabat på din ordre',
      accessory: '{money:25} rabat på tilbehør',
      'twenty-off-100': '{money:20} rabat på ordrer fra {money:100}',
    },
    'de-DE': {
      'five-off': '{money:5} Rabatt auf Ihre Bestellung',
      'ten-percent': '10 % Rabatt auf Ihre Bestellung',
      accessory: '{money:25} Rabatt auf ein Accessoire',
      'twenty-off-100': '{money:20} Rabatt ab {money:100} Bestellwert',
    },
    'es-ES': {
      'five-off': '{money:5} de descuento en tu pedido',
      'ten-percent': '10 % de descuento en tu pedido',
      accessory: '{money:25} de descuento en un accesorio',
      'twenty-off-100': '{money:20} de descuento en pedidos a partir de {money:100}',
    },
    'fi-FI': {
      'five-off': '{money:5} alennus tilauksestasi',
      'ten-percent': '10 % alennus tilauksestasi',
      accessory: '{money:25} alennus asusteesta',
      'twenty-off-100': '{money:20} alennus, kun tilauksen arvo on vähintään {money:100}',
    },
    'fr-FR': {
      'five-off': '{money:5} de réduction sur votre commande',
      'ten-percent': '10 % de réduction sur votre commande',
      accessory: '{money:25} de réduction sur un accessoire',
      'twenty-off-100': '{money:20} de réduction dès {money:100} d’achat',
    },
    'he-IL': {
      'five-off': 'הנחה של {money:5} על ההזמנה',
      'ten-percent': 'הנחה של 10% על ההזמנה',
      accessory: 'הנחה של {money:25} על אביזר',
      'twenty-off-100': 'הנחה של {money:20} בהזמנה בסך {money:100} ומעלה',
    },
    'it-IT': {
      'five-off': '{money:5} di sconto sul tuo ordine',
      'ten-percent': '10% di sconto sul tuo ordine',
      accessory: '{money:25} di sconto su un accessorio',
      'twenty-off-100': '{money:20} di sconto su ordini a partire da {money:100}',
    },
    'ja-JP': {
      'five-off': 'ご注文から{money:5}OFF',
      'ten-percent': 'ご注文から10%OFF',
      accessory: 'アクセサリー{money:25}OFF',
      'twenty-off-100': '{money:100}以上のご注文で{money:20}OFF',
    },
    'ko-KR': {
      'five-off': '주문 금액 {money:5} 할인',
      'ten-percent': '주문 금액 10% 할인',
      accessory: '액세서리 {money:25} 할인',
      'twenty-off-100': '{money:100} 이상 주문 시 {money:20} 할인',
    },
    'nl-NL': {
      'five-off': '{money:5} korting op je bestelling',
      'ten-percent': '10% korting op je bestelling',
      accessory: '{money:25} korting op een accessoire',
      'twenty-off-100': '{money:20} korting bij bestellingen vanaf {money:100}',
    },
    'no-NO': {
      'five-off': '{money:5} rabatt på bestillingen din',
      'ten-percent': '10 % rabatt på bestillingen din',
      accessory: '{money:25} rabatt på tilbehør',
      'twenty-off-100': '{money:20} rabatt på bestillinger fra {money:100}',
    },
    'pt-PT': {
      'five-off': '{money:5} de desconto na sua encomenda',
      'ten-percent': '10% de desconto na sua encomenda',
      accessory: '{money:25} de desconto num acessório',
      'twenty-off-100': '{money:20} de desconto em encomendas a partir de {money:100}',
    },
    'ru-RU': {
      'five-off': 'Скидка {money:5} на заказ',
      'ten-percent': 'Скидка 10% на заказ',
      accessory: 'Скидка {money:25} на аксессуар',
      'twenty-off-100': 'Скидка {money:20} на заказ от {money:100}',
    },
    'sv-SE': {
      'five-off': '{money:5} rabatt på din beställning',
      'ten-percent': '10 % rabatt på din beställning',
      accessory: '{money:25} rabatt på en accessoar',
      'twenty-off-100': '{money:20} rabatt på beställningar från {money:100}',
    },
    'zh-CN': {
      'five-off': '订单立减{money:5}',
      'ten-percent': '订单享10%优惠',
      accessory: '配饰立减{money:25}',
      'twenty-off-100': '订单满{money:100}减{money:20}',
    },
  };
