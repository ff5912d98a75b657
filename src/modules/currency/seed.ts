import type { Db } from '../../platform/db.ts';
import { createCurrencyService } from './service.ts';

/**
 * Demo rates from US dollars for the selector's currencies (fixed, so the demo and its tests
 * are repeatable; a shop sets its own with `vitrine rates set` or `vitrine rates load`).
 */
export const DEMO_RATES_FROM_USD: Record<string, number> = {
  AUD: 1.53,
  CAD: 1.38,
  CNY: 7.12,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 151.4,
  NZD: 1.68,
  MXN: 18.2,
  INR: 84.1,
  ARS: 980,
  UYU: 40.3,
  BRL: 5.65,
  RUB: 97.5,
  KRW: 1385,
  USD: 1,
};

/** Replaces the rates with the demo's, converted when the checkout currency is not USD. */
export async function seedRates(db: Db, checkout: string) {
  const perUsd = DEMO_RATES_FROM_USD[checkout];
  if (!perUsd) return 0;
  const rates = Object.fromEntries(
    Object.entries(DEMO_RATES_FROM_USD).map(([c, r]) => [c, Number((r / perUsd).toPrecision(6))]),
  );
  return createCurrencyService(checkout, db).setRates(rates, { replace: true });
}
