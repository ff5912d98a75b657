import { useEffect } from 'react';
import {
  data,
  redirect,
  redirectDocument,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import type { CheckoutCouponsDto, CheckoutDto } from '../../modules/checkout/contract.ts';
import { CheckoutCoupons } from '../components/checkout/CheckoutCoupons.tsx';
import { isApiError } from '../api-client.ts';
import { SummaryCurrency } from '../components/CurrencySelector.tsx';
import { EmptyCart } from '../components/EmptyCart.tsx';
import { addressFromForm } from '../components/checkout/AddressFields.tsx';
import {
  CheckoutSteps,
  type CheckoutStepName,
  type CheckoutView,
} from '../components/checkout/CheckoutSteps.tsx';
import { OrderSummary } from '../components/checkout/OrderSummary.tsx';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { notFoundResponse, type MetaArgs, type RouteHandle } from '../page.ts';
import { checkoutApi } from '../checkout-api.ts';
import { loaderContext } from '../state/api.ts';
import { checkoutAnalyticsPath, useAnalyticsPath } from '../state/analytics-path.ts';
import { checkoutPath } from '../state/cart.tsx';
import { CHECKOUT_INTENT } from '../form-intents.ts';
import '../components/CartSummary.css';
import '../components/checkout/checkout.css';
import { ContactStep } from '../components/checkout/ContactStep.tsx';
import { accountApi, bookAddressFields } from '../account-api.ts';
import { mayBeLoggedIn } from '../state/login.ts';
import { attribution } from '../state/analytics.ts';
import { keepGa4Ids } from '../state/keep-ga4-ids.ts';
import { useShop } from '../state/shop.tsx';
import { PaymentStep } from '../components/checkout/PaymentStep.tsx';
import type { Refusal } from '../components/checkout/refusal.tsx';
import { ShippingStep } from '../components/checkout/ShippingStep.tsx';
import { summaryRows } from '../components/checkout/summary-rows.tsx';
import { useMoneyText } from '../components/Price.tsx';
import { CheckoutHeader } from '../components/checkout/CheckoutHeader.tsx';

/** The route named checkouts (spec section 2): page-load tracking skips it. */
export const handle: RouteHandle = {
  name: 'checkouts',
  cache: 'private',
  frame: { Header: CheckoutHeader },
};

const STEPS: CheckoutView[] = [
  'contact_information',
  'shipping_method',
  'payment_method',
  'all_in_one_checkout',
];

/** The furthest step a checkout may show: shipping needs an address, payment a method. */
function reachedStep(checkout: CheckoutDto): Exclude<CheckoutStepName, 'cart'> {
  if (!checkout.shipping_address || !checkout.email) return 'contact_information';
  if (!checkout.shipping_method) return 'shipping_method';
  return 'payment_method';
}

/**
 * Checkout at /checkouts/{cart_hash} or /checkouts?step=contact_information (spec section 2):
 * the step asked for, unless an earlier one is not done yet. Another shopper's cart is a 404.
 */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const api = checkoutApi(context);
  const asked = new URL(request.url).searchParams.get('step') as CheckoutView | null;
  let checkout: CheckoutDto | null = null;
  try {
    checkout = await api.checkout();
  } catch (error) {
    if (!isApiError(error) || (error.status !== 404 && error.status !== 422)) throw error;
  }
  if (params.hash && checkout?.cart.hash !== params.hash) {
    // A finished checkout's old address shows the empty cart; anyone else's is not found.
    if (checkout || !/^[A-Za-z0-9_-]{32}$/.test(params.hash)) throw notFoundResponse();
    return {
      checkout: null,
      step: 'contact_information' as CheckoutView,
      reached: 'contact_information' as const,
      addressFormat: null,
      suggest: false,
      coupons: [] as CheckoutCouponsDto['data'],
    };
  }
  if (!checkout) {
    return {
      checkout: null,
      step: 'contact_information' as CheckoutView,
      reached: 'contact_information' as const,
      addressFormat: null,
      suggest: false,
      coupons: [] as CheckoutCouponsDto['data'],
    };
  }
  const reached = reachedStep(checkout);
  // Shown in the contact form only: the steps reached are what the checkout holds.
  checkout = await customerPrefill(context, checkout);
  const settings = loaderContext(context).theme.settings;
  // The address form of the address's country, or of the first country the shop ships to.
  const formatCountry = checkout.shipping_address?.country ?? checkout.countries[0]?.code;
  const [addressFormat, coupons] = await Promise.all([
    formatCountry ? api.addressFormat(formatCountry).catch(() => null) : null,
    // The coupons on offer help; their absence never stops a checkout.
    api.checkoutCoupons().then(
      (c) => c.data,
      () => [],
    ),
  ]);
  const address = { addressFormat, suggest: settings.checkout_auto_complete };
  const order = ['contact_information', 'shipping_method', 'payment_method'];
  // The theme may put checkout on one page (spec section 2, all_in_one_checkout).
  const onePage = settings.checkout_layout === 'all_in_one';
  let step: CheckoutView =
    asked && STEPS.includes(asked) ? asked : onePage ? 'all_in_one_checkout' : reached;
  if (step !== 'all_in_one_checkout' && order.indexOf(step) > order.indexOf(reached))
    step = reached;
  return { checkout, step, reached, ...address, coupons };
}

/**
 * A logged-in customer's checkout starts from the account: its e-mail and the address book's
 * default address (where the shop ships), as the form's first values; nothing is saved until
 * the customer continues.
 */
async function customerPrefill(context: unknown, checkout: CheckoutDto): Promise<CheckoutDto> {
  if ((checkout.email && checkout.shipping_address) || !mayBeLoggedIn()) return checkout;
  const api = accountApi(context);
  const info = await api.accountInfo().catch(() => null);
  if (!info) return checkout;
  const book = checkout.shipping_address ? [] : await api.addresses().catch(() => []);
  const saved = book.find((a) => a.default && checkout.countries.some((c) => c.code === a.country));
  const address = checkout.shipping_address ?? (saved ? bookAddressFields(saved) : null);
  return { ...checkout, email: checkout.email ?? info.email, shipping_address: address };
}

/** The page a form was posted from: a coupon applied or removed keeps the shopper there. */
function stepUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The checkout's form posts, with or without JavaScript: contact and address, shipping method,
 * payment and placing the order. Each goes to the next step (303); a refusal comes back with
 * its field errors and the status the API gave.
 */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const api = checkoutApi(context);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const text = (name: string) => String(form.get(name) ?? '');
  const base = params.hash ? `/checkouts/${encodeURIComponent(params.hash)}` : '/checkouts';
  const back = text('layout') === 'all_in_one_checkout' ? 'all_in_one_checkout' : null;
  try {
    switch (intent) {
      case CHECKOUT_INTENT.coupon:
        await api.applyCheckoutCoupon(text('code'));
        return redirect(stepUrl(request), 303);
      case CHECKOUT_INTENT.couponRemove:
        await api.removeCheckoutCoupon(text('code'));
        return redirect(stepUrl(request), 303);
      case CHECKOUT_INTENT.contact:
        await api.setCheckoutAddress({
          email: text('email'),
          shipping_address: addressFromForm(form, 'shipping_address'),
        });
        return redirect(`${base}?step=${back ?? 'shipping_method'}`, 303);
      case CHECKOUT_INTENT.shipping:
        await api.setShippingMethod({
          method_id: text('method_id'),
          insurance: form.get('insurance') === 'on',
        });
        return redirect(`${base}?step=${back ?? 'payment_method'}`, 303);
      case CHECKOUT_INTENT.pay: {
        await api.setPaymentMethod(text('payment_method'));
        const total = Number(text('expected_total'));
        const placed = await api.placeOrder({
          idempotency_key: text('idempotency_key'),
          ...(Number.isFinite(total) && text('expected_total') !== ''
            ? { expected_total: total }
            : {}),
          ...(text('payment_token') ? { payment_token: text('payment_token') } : {}),
          // The session, consent and campaign the shopper came with, as the browser knows them;
          // a form posted without JavaScript tells none, and the shop reads the visit's cookies.
          ...(typeof window === 'undefined' ? {} : { attribution: attribution() }),
        });
        // The provider's own page (3-D Secure) is not one of the shop's routes: a full load.
        return placed.status === 'requires_action'
          ? redirectDocument(placed.redirect_url, 303)
          : redirect(placed.redirect_url, 303);
      }
      default:
        return data<Refusal>({ intent, message: 'unknown', errors: {} }, { status: 400 });
    }
  } catch (error) {
    if (!isApiError(error) || error.status >= 500 || error.status === 0) throw error;
    return data<Refusal>(
      { intent, message: error.message, errors: error.errors ?? {} },
      { status: error.status },
    );
  }
}

export function meta({ shopName, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return { title: `${t('checkout.title')} – ${shopName}`, noindex: true };
}

/** The checkout page: the steps, the current step's form, and the order summary. */
export function Component() {
  const { checkout, step, reached, addressFormat, suggest, coupons } =
    useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>() as Refusal | undefined;
  const intl = useIntl();
  const moneyText = useMoneyText();
  const { ga4MeasurementId } = useShop();
  const cartHash = checkout?.cart.hash;
  useEffect(() => {
    // The shopper's GA4 ids go to the cart the order is placed from (with analytics consent).
    if (cartHash) void keepGa4Ids(ga4MeasurementId, (ids) => checkoutApi().keepAnalyticsIds(ids));
  }, [cartHash, ga4MeasurementId]);
  useEffect(() => {
    // The checkout-start event of spec section 4 is the cart/start_checkout call; once a visit.
    if (checkout && step === 'contact_information')
      void checkoutApi()
        .startCheckout()
        .catch(() => {});
  }, [checkout, step]);
  useAnalyticsPath(checkout ? checkoutAnalyticsPath(step) : null);
  if (!checkout) {
    return (
      <div className="page checkout-page" data-testid="checkout">
        <h1 className="page__title">
          <FormattedMessage id="checkout.title" />
        </h1>
        <EmptyCart />
      </div>
    );
  }
  const base = checkoutPath(checkout.cart.hash);
  const lines = Object.values(checkout.cart.cart).map((l) => ({
    key: l.key,
    title: l.product.title,
    attrs: l.variant.attrs,
    image: l.variant.feature_image ?? l.product.feature_image,
    quantity: l.quantity,
    total: l.line_total,
  }));
  const current: CheckoutStepName = step === 'all_in_one_checkout' ? 'contact_information' : step;
  return (
    <div className="page checkout-page" data-testid="checkout" data-step={step}>
      <h1 className="page__title">
        <FormattedMessage id="checkout.title" />
      </h1>
      {step !== 'all_in_one_checkout' && (
        <CheckoutSteps current={current} reached={reached} base={base} />
      )}
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          {(step === 'contact_information' || step === 'all_in_one_checkout') && (
            <ContactStep
              checkout={checkout}
              refusal={refusal}
              layout={step}
              addressFormat={addressFormat}
              suggest={suggest}
            />
          )}
          {(step === 'shipping_method' ||
            (step === 'all_in_one_checkout' && checkout.shipping_address)) && (
            <ShippingStep checkout={checkout} refusal={refusal} layout={step} base={base} />
          )}
          {(step === 'payment_method' ||
            (step === 'all_in_one_checkout' && checkout.shipping_method)) && (
            <PaymentStep checkout={checkout} refusal={refusal} layout={step} base={base} />
          )}
        </div>
        <div className="checkout-page__side">
          <OrderSummary
            lines={lines}
            rows={summaryRows(checkout, intl, moneyText)}
            total={checkout.total}
          />
          <CheckoutCoupons
            coupons={coupons}
            error={
              refusal?.intent === CHECKOUT_INTENT.coupon
                ? (refusal.errors.code ?? refusal.message)
                : undefined
            }
          />
          <SummaryCurrency place="check_display" />
        </div>
      </div>
    </div>
  );
}
