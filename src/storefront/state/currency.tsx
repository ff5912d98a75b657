import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  startTransition,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { chooseCurrency } from '../../modules/currency/choice.ts';
import type { LocationDto, RatesDto } from '../../modules/currency/contract.ts';
import type { ShownCurrency } from '../../modules/currency/price-bounds.ts';
import { storeApi } from './api.ts';
import { localStore } from './local-store.ts';
import { useStoreInTransition } from './store-in-transition.ts';
import { oncePerVisit } from './session-cache.ts';
import { shopLocation, type ShopLocation } from './location.ts';
import { useShop } from './shop.tsx';

/** Where the shopper's chosen currency is kept (spec section 4, Currency choice). */
export const PRICETYPE_KEY = 'pricetype';
const RATES_KEY = 'vitrine:rates';
const LOCATION_KEY = 'vitrine:location';

/** The display currency: what prices show in, and how to convert to it. */
export interface CurrencyState {
  /** The currency prices show in. */
  currency: string;
  /** The shop's checkout currency: what the shopper pays in. */
  checkout: string;
  /** The rate from the checkout currency to `currency`. */
  rate: number;
  /** Chosen automatically from the visitor's country: prices show as whole numbers. */
  auto: boolean;
  /** The currencies with a rate (the selector offers these). */
  available: string[];
  /** Chooses a currency; 'auto' goes back to the automatic choice. */
  choose(currency: string): void;
  /** The shop-wide location and currency state (spec section 3). */
  location: ShopLocation;
}

/** The display currency now, and as the server drew the page (the provider's first value). */
const CurrencyContext = createContext<readonly [now: CurrencyState, server: CurrencyState] | null>(
  null,
);

// The chosen currency lives in local storage: every tab shows the same, and the server (which
// knows no choice) renders the checkout currency.
const pricetype = localStore(PRICETYPE_KEY);

/** Rates kept in the visit are asked again after an hour (the merchant may load new ones). */
const RATES_KEPT_MS = 60 * 60 * 1000;

/**
 * Holds the display currency. The server renders the checkout currency (it knows neither the
 * shopper's choice nor their country); in the browser the rates and the location are read
 * (from session storage when there: rates only when their base is the checkout currency) and
 * the choice of spec section 4 re-prices the page without a reload.
 */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const { currency: checkout, theme } = useShop();
  const [ratesRead, setRatesRead] = useState<RatesDto | null>(null);
  const [location, setLocation] = useState<LocationDto | null>(null);
  const rates = ratesRead?.rates ?? null;
  const country = location?.currency ?? null;
  const stored = useStoreInTransition(pricetype.subscribe, pricetype.read, null);

  useEffect(() => {
    // From session storage when there (rates only when their base is the checkout currency),
    // else from the API; both answer asynchronously, after hydration, and are applied in a
    // transition (parts of the page still waiting for their code keep their HTML).
    oncePerVisit(
      RATES_KEY,
      () => storeApi().rates(),
      (r: RatesDto) => r.base === checkout,
      RATES_KEPT_MS,
    )
      .then((r) => startTransition(() => setRatesRead(r)))
      .catch(() =>
        startTransition(() =>
          setRatesRead({ base: checkout, rates: { [checkout]: 1 }, updated_at: null }),
        ),
      );
    // A failed location is ignored: the defaults are used (spec section 8, Silent handling).
    oncePerVisit<LocationDto>(LOCATION_KEY, () => storeApi().location())
      .then((l) => startTransition(() => setLocation(l)))
      .catch(() => {});
  }, [checkout]);

  const choice = chooseCurrency({
    stored,
    themeDefault: theme.settings.defaullt_currency,
    countryCurrency: country,
    rates,
    checkout,
  });

  // A stored pricetype with no rate is cleared (spec section 4, Currency choice).
  useEffect(() => {
    if (choice.clearStored) pricetype.write(null);
  }, [choice.clearStored]);

  const choose = useCallback(
    (currency: string) => pricetype.write(currency === 'auto' ? null : currency),
    [],
  );

  const value = useMemo<CurrencyState>(
    () => ({
      currency: choice.currency,
      checkout,
      rate: rates?.[choice.currency] ?? 1,
      auto: choice.auto,
      available: Object.keys(rates ?? { [checkout]: 1 }),
      choose,
      location: shopLocation({
        location,
        rates: ratesRead,
        stored,
        priceCurrency: choice.currency,
        checkout,
      }),
    }),
    [choice.currency, choice.auto, checkout, rates, ratesRead, location, stored, choose],
  );
  // What the server drew the page with: the first value, hydration's.
  const [server] = useState(value);
  const both = useMemo(() => [value, server] as const, [value, server]);
  return <CurrencyContext.Provider value={both}>{children}</CurrencyContext.Provider>;
}

const noSubscription = () => () => {};

/**
 * The display currency. A part of the page that hydrates after it changed (a lazy part whose
 * code came after the rates, the location or the shopper's choice) hydrates with the currency
 * the server drew it in, matching its HTML, and shows the current one right after; elsewhere,
 * and while they are the same, it is the current one.
 */
export function useCurrency(): CurrencyState {
  const both = useContext(CurrencyContext);
  if (!both) throw new Error('useCurrency outside CurrencyProvider');
  return useSyncExternalStore(
    noSubscription,
    () => both[0],
    () => both[1],
  );
}

/** How prices are shown (currency, rate, whole units): what a price filter converts with. */
export function useShownCurrency(): ShownCurrency {
  const { currency, checkout, rate, auto } = useCurrency();
  return { currency, checkout, rate, whole: auto && currency !== checkout };
}
