import { blocksModule } from './blocks/plugin.ts';
import { cartModule } from './cart/plugin.ts';
import { checkoutModule } from './checkout/plugin.ts';
import { catalogModule } from './catalog/plugin.ts';
import { contactModule } from './contact/plugin.ts';
import { contentModule } from './content/plugin.ts';
import { currencyModule } from './currency/plugin.ts';
import { discountsModule } from './discounts/plugin.ts';
import { geoModule } from './geo/plugin.ts';
import { mediaModule } from './media/plugin.ts';
import { merchandisingModule } from './merchandising/plugin.ts';
import { ordersModule } from './orders/plugin.ts';
import { paymentsModule } from './payments/plugin.ts';
import { prescriptionsModule } from './prescriptions/plugin.ts';
import { reviewsModule } from './reviews/plugin.ts';
import { shippingModule } from './shipping/plugin.ts';
import { testGatewayModule } from './test-gateway/plugin.ts';
import { sitesModule } from './sites/plugin.ts';

/**
 * The modules the process wires, in order: a module comes after those it depends on (each
 * plugin names its dependencies, and Fastify refuses a wrong order). Adding a module is its
 * folder and one line here.
 */
export const MODULES = [
  currencyModule,
  catalogModule,
  merchandisingModule,
  reviewsModule,
  contentModule,
  blocksModule,
  discountsModule,
  geoModule,
  cartModule,
  shippingModule,
  paymentsModule,
  testGatewayModule,
  ordersModule,
  checkoutModule,
  prescriptionsModule,
  mediaModule,
  contactModule,
  sitesModule,
];
