import type { FastifyPluginAsync } from 'fastify';
import type { Command } from '../platform/command.ts';
import { blocksCommands } from './blocks/cli.ts';
import { contentCommands } from './content/cli.ts';
import { currencyCommands } from './currency/cli.ts';
import { discountsCommands } from './discounts/cli.ts';
import { merchandisingCommands } from './merchandising/cli.ts';
import { ordersCommands } from './orders/cli.ts';
import { analyticsCommands } from './analytics/cli.ts';
import { shippingCommands } from './shipping/cli.ts';
import { sitesCommands } from './sites/cli.ts';
import { accountsModule } from './accounts/plugin.ts';
import { blocksModule } from './blocks/plugin.ts';
import { cartModule } from './cart/plugin.ts';
import { checkoutModule } from './checkout/plugin.ts';
import { catalogModule } from './catalog/plugin.ts';
import { analyticsModule } from './analytics/plugin.ts';
import { contactModule } from './contact/plugin.ts';
import { reportsCommands } from './reports/cli.ts';
import { reportsModule } from './reports/plugin.ts';
import { contentModule } from './content/plugin.ts';
import { currencyModule } from './currency/plugin.ts';
import { discountsModule } from './discounts/plugin.ts';
import { geoModule } from './geo/plugin.ts';
import { mediaModule } from './media/plugin.ts';
import { merchandisingModule } from './merchandising/plugin.ts';
import { newsletterModule } from './newsletter/plugin.ts';
import { ordersModule } from './orders/plugin.ts';
import { paymentsModule } from './payments/plugin.ts';
import { prescriptionsModule } from './prescriptions/plugin.ts';
import { reviewsModule } from './reviews/plugin.ts';
import { shippingModule } from './shipping/plugin.ts';
import { incentivesCommands } from './incentives/cli.ts';
import { incentivesModule } from './incentives/plugin.ts';
import { influencersCommands } from './influencers/cli.ts';
import { popupsCommands } from './popups/cli.ts';
import { popupsModule } from './popups/plugin.ts';
import { influencersModule } from './influencers/plugin.ts';
import { socialProofModule } from './social-proof/plugin.ts';
import { testGatewayModule } from './test-gateway/plugin.ts';
import { sitesModule } from './sites/plugin.ts';
import { rewardsCommands } from './rewards/cli.ts';
import { rewardsModule } from './rewards/plugin.ts';
import { wishlistModule } from './wishlist/plugin.ts';

/** A module as the process wires it: its plugin, and the merchant commands it brings. */
interface ShopModule {
  plugin: FastifyPluginAsync;
  commands?: Command[];
}

/**
 * The modules the process wires, in order: a module comes after those it depends on (each
 * plugin names its dependencies, and Fastify refuses a wrong order). Adding a module is its
 * folder and one line here.
 */
const SHOP_MODULES: ShopModule[] = [
  { plugin: currencyModule, commands: currencyCommands },
  { plugin: catalogModule },
  { plugin: merchandisingModule, commands: merchandisingCommands },
  { plugin: reviewsModule },
  { plugin: contentModule, commands: contentCommands },
  { plugin: blocksModule, commands: blocksCommands },
  { plugin: discountsModule, commands: discountsCommands },
  { plugin: geoModule },
  { plugin: cartModule },
  { plugin: shippingModule, commands: shippingCommands },
  { plugin: paymentsModule },
  { plugin: testGatewayModule },
  { plugin: ordersModule, commands: ordersCommands },
  { plugin: checkoutModule },
  { plugin: prescriptionsModule },
  { plugin: mediaModule },
  { plugin: contactModule },
  { plugin: reportsModule, commands: reportsCommands },
  { plugin: analyticsModule, commands: analyticsCommands },
  { plugin: socialProofModule },
  { plugin: popupsModule, commands: popupsCommands },
  { plugin: influencersModule, commands: influencersCommands },
  { plugin: accountsModule },
  { plugin: wishlistModule },
  { plugin: newsletterModule },
  { plugin: rewardsModule, commands: rewardsCommands },
  { plugin: incentivesModule, commands: incentivesCommands },
  { plugin: sitesModule, commands: sitesCommands },
];

/** The modules' plugins, in order. */
export const MODULES = SHOP_MODULES.map((m) => m.plugin);

/** The modules' merchant commands (`vitrine rates …`), in the order of the modules. */
export const MODULE_COMMANDS = SHOP_MODULES.flatMap((m) => m.commands ?? []);
