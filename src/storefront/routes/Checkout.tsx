import { useEffect, useState, type FormEvent } from 'react';
import {
  Form,
  data,
  redirect,
  redirectDocument,
  useSubmit,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import type { CheckoutCouponsDto, CheckoutDto } from '../../modules/checkout/contract.ts';
import { CheckoutCoupons } from '../components/checkout/CheckoutCoupons.tsx';
import { shippingMethodLabel } from '../../modules/shipping/label.ts';
import { isApiError } from '../api-client.ts';
import { SummaryCurrency } from '../components/CurrencySelector.tsx';
import { EmptyCart } from '../components/EmptyCart.tsx';
import { useMoney } from '../components/Price.tsx';
import { ShopLink } from '../components/ShopLink.tsx';
import { AddressFields, addressFromForm } from '../components/checkout/AddressFields.tsx';
import type { AddressFormatDto } from '../../modules/geo/contract.ts';
import {
  CardFields,
  tokenizeCard,
  usePaymentScript,
  type CardInput,
} from '../components/checkout/CardFields.tsx';
import { useAttemptKey } from '../components/checkout/attempt-key.ts';
import { CheckoutSteps, type CheckoutStepName } from '../components/checkout/CheckoutSteps.tsx';
import { OrderSummary, type SummaryRow } from '../components/checkout/OrderSummary.tsx';
import { errorProps, useFocusFirstError } from '../components/checkout/field-errors.ts';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { notFoundResponse, type MetaArgs, type RouteHandle } from '../page.ts';
import { checkoutApi } from '../checkout-api.ts';
import { loaderContext } from '../state/api.ts';
import { useHydrated } from '../state/hydrated.ts';
import { useAnalyticsPath } from '../state/analytics-path.ts';
import { checkoutPath } from '../state/cart.tsx';
import '../components/CartSummary.css';
import '../components/checkout/checkout.css';
import { CHECKOUT_INTENT } from '../form-intents.ts';

/** The route named checkouts (spec section 2): page-load tracking skips it. */
export const handle: RouteHandle = { name: 'checkouts', cache: 'private' };

type Step = Exclude<CheckoutStepName, 'cart'> | 'all_in_one_checkout';
const STEPS: Step[] = [
  'contact_information',
  'shipping_method',
  'payment_method',
  'all_in_one_checkout',
];

/** The analytics path of each step (spec section 2). */
const ANALYTICS_PATH: Record<Step, string> = {
  contact_information: '/checkouts/contact_information',
  shipping_method: '/checkouts/shipping',
  payment_method: '/checkouts/payment',
  all_in_one_checkout: '/checkouts/all_in_one',
};

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
  const asked = new URL(request.url).searchParams.get('step') as Step | null;
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
      step: 'contact_information' as Step,
      reached: 'contact_information' as const,
      addressFormat: null,
      suggest: false,
      coupons: [] as CheckoutCouponsDto['data'],
    };
  }
  if (!checkout) {
    return {
      checkout: null,
      step: 'contact_information' as Step,
      reached: 'contact_information' as const,
      addressFormat: null,
      suggest: false,
      coupons: [] as CheckoutCouponsDto['data'],
    };
  }
  const reached = reachedStep(checkout);
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
  let step: Step =
    asked && STEPS.includes(asked) ? asked : onePage ? 'all_in_one_checkout' : reached;
  if (step !== 'all_in_one_checkout' && order.indexOf(step) > order.indexOf(reached))
    step = reached;
  return { checkout, step, reached, ...address, coupons };
}

/** The page a form was posted from: a coupon applied or removed keeps the shopper there. */
function stepUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** What a refused form gives back: its intent, the field errors and the message. */
interface Refusal {
  intent: string;
  message: string;
  errors: Record<string, string>;
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

/** A refusal's message, tied to the form and announced. */
function FormMessage({ refusal, id }: { refusal: Refusal | undefined; id: string }) {
  if (!refusal || Object.keys(refusal.errors).length > 0) return null;
  return (
    <p id={id} className="form-error checkout-error" role="alert" tabIndex={-1}>
      {refusal.message}
    </p>
  );
}

function ContactStep({
  checkout,
  refusal,
  layout,
  addressFormat,
  suggest,
}: {
  checkout: CheckoutDto;
  refusal?: Refusal;
  layout: Step;
  addressFormat: AddressFormatDto | null;
  suggest: boolean;
}) {
  const errors = refusal?.intent === CHECKOUT_INTENT.contact ? refusal.errors : {};
  const form = useFocusFirstError(
    refusal?.intent === CHECKOUT_INTENT.contact ? refusal.errors : undefined,
  );
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" ref={form} className="checkout-form" noValidate data-testid="contact-form">
      <input type="hidden" name="intent" value={CHECKOUT_INTENT.contact} />
      <input type="hidden" name="layout" value={layout} />
      <h2 className="checkout-form__heading">
        <FormattedMessage id="checkout.contact" />
      </h2>
      <div className="field">
        <label htmlFor="checkout-email" className="field__label">
          <FormattedMessage id="checkout.email" />
        </label>
        <input
          id="checkout-email"
          name="email"
          type="email"
          className="input"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={checkout.email ?? ''}
          {...errorProps('checkout-email', errors.email)}
        />
        {errors.email && (
          <p id="checkout-email-error" className="field-error">
            {errors.email}
          </p>
        )}
      </div>
      <h2 className="checkout-form__heading">
        <FormattedMessage id="checkout.shipping_address" />
      </h2>
      <AddressFields
        prefix="shipping_address"
        address={checkout.shipping_address}
        countries={checkout.countries}
        errors={errors}
        format={addressFormat}
        suggest={suggest}
      />
      {refusal?.intent === CHECKOUT_INTENT.contact && (
        <FormMessage refusal={refusal} id="contact-error" />
      )}
      <div className="checkout-form__actions">
        <ShopLink to="/cart" className="link-button">
          <FormattedMessage id="checkout.back_to_cart" />
        </ShopLink>
        <button className="button button--large" disabled={busy}>
          <FormattedMessage id="checkout.continue_to_shipping" />
        </button>
      </div>
    </Form>
  );
}

function days(intl: ReturnType<typeof useIntl>, min: number | null, max: number | null) {
  if (min === null || max === null) return null;
  return intl.formatMessage({ id: 'checkout.delivery_days' }, { min, max });
}

function ShippingStep({
  checkout,
  refusal,
  layout,
  base,
}: {
  checkout: CheckoutDto;
  refusal?: Refusal;
  layout: Step;
  base: string;
}) {
  const intl = useIntl();
  const money = useMoney();
  const mine = refusal?.intent === CHECKOUT_INTENT.shipping ? refusal : undefined;
  const form = useFocusFirstError(mine ? { ...mine.errors, form: mine.message } : undefined);
  const busy = useNavigation().state === 'submitting';
  const chosen = checkout.shipping_method?.id ?? checkout.shipping.methods[0]?.id;
  const address = checkout.shipping_address;
  return (
    <Form method="post" ref={form} className="checkout-form" data-testid="shipping-form">
      <input type="hidden" name="intent" value={CHECKOUT_INTENT.shipping} />
      <input type="hidden" name="layout" value={layout} />
      {address && layout !== 'all_in_one_checkout' && (
        <div className="checkout-review">
          <p>
            <span className="checkout-review__label">
              <FormattedMessage id="checkout.contact" />
            </span>
            <span>{checkout.email}</span>
          </p>
          <p>
            <span className="checkout-review__label">
              <FormattedMessage id="checkout.ship_to" />
            </span>
            <span data-testid="ship-to">
              {[
                address.address1,
                address.address2,
                address.city,
                address.province,
                address.zip,
                address.country,
              ]
                .filter(Boolean)
                .join(', ')}
            </span>
            <ShopLink to={`${base}?step=contact_information`} className="link-button">
              <FormattedMessage id="checkout.change" />
            </ShopLink>
          </p>
        </div>
      )}
      <fieldset className="choice-list">
        <legend className="checkout-form__heading">
          <FormattedMessage id="checkout.shipping_method" />
        </legend>
        {checkout.shipping_problem ? (
          <p className="form-error" role="alert" tabIndex={-1} data-testid="shipping-problem">
            {checkout.shipping_problem.message}
          </p>
        ) : (
          checkout.shipping.methods.map((m) => (
            <label key={m.id} className="choice">
              <input
                type="radio"
                name="method_id"
                value={m.id}
                defaultChecked={m.id === chosen}
                required
              />
              <span className="choice__what">
                <span>{m.name}</span>
                {days(intl, m.min_days, m.max_days) && (
                  <span className="choice__hint">{days(intl, m.min_days, m.max_days)}</span>
                )}
              </span>
              <span className="choice__price">
                {m.cost === 0 ? <FormattedMessage id="checkout.free" /> : money(m.cost)}
                {m.regular_cost > m.cost && <s className="choice__was">{money(m.regular_cost)}</s>}
              </span>
            </label>
          ))
        )}
      </fieldset>
      {checkout.shipping_insurance !== null && !checkout.shipping_problem && (
        <label className="choice choice--check">
          <input type="checkbox" name="insurance" defaultChecked={checkout.insurance} />
          <span className="choice__what">
            <FormattedMessage id="checkout.insurance" />
            <span className="choice__hint">
              <FormattedMessage id="checkout.insurance_hint" />
            </span>
          </span>
          <span className="choice__price" data-testid="insurance-price">
            {money(checkout.shipping_insurance)}
          </span>
        </label>
      )}
      {mine && <FormMessage refusal={mine} id="shipping-error" />}
      <div className="checkout-form__actions">
        <ShopLink to={`${base}?step=contact_information`} className="link-button">
          <FormattedMessage id="checkout.back_to_information" />
        </ShopLink>
        <button
          className="button button--large"
          disabled={busy || Boolean(checkout.shipping_problem)}
        >
          <FormattedMessage id="checkout.continue_to_payment" />
        </button>
      </div>
    </Form>
  );
}

function PaymentStep({
  checkout,
  refusal,
  layout,
  base,
}: {
  checkout: CheckoutDto;
  refusal?: Refusal;
  layout: Step;
  base: string;
}) {
  const intl = useIntl();
  const submit = useSubmit();
  const mine = refusal?.intent === CHECKOUT_INTENT.pay ? refusal : undefined;
  const [selected, setSelected] = useState(
    checkout.payment_method ?? checkout.payment_methods[0]?.id ?? '',
  );
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '', name: '' });
  const [cardErrors, setCardErrors] = useState<Record<string, string>>({});
  const [tokenizing, setTokenizing] = useState(false);
  // Until the page runs its script, a card cannot be paid with (its fields post nowhere).
  const hydrated = useHydrated();
  const cardMethod = checkout.payment_methods.find((m) => m.kind === 'card');
  const script = usePaymentScript(cardMethod?.script ?? null);
  const errors = { ...(mine ? { form: mine.message } : {}), ...cardErrors };
  const form = useFocusFirstError(Object.keys(errors).length ? errors : undefined);
  const busy = useNavigation().state !== 'idle' || tokenizing;
  const ready = Boolean(checkout.shipping_method && checkout.email && checkout.shipping_address);
  const isCard = checkout.payment_methods.find((m) => m.id === selected)?.kind === 'card';
  // The gateway's script is still on its way: the card is paid once it is in, not refused.
  const cardLoading = hydrated && isCard && script === 'loading';
  const attemptKey = useAttemptKey(checkout.idempotency_key, mine);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    if (!isCard) return; // a manual method posts as it is
    e.preventDefault();
    if (script === 'loading') return; // the pay button waits for it
    if (script === 'load_failed') {
      setCardErrors({ form: intl.formatMessage({ id: 'checkout.method_unavailable' }) });
      return;
    }
    const data = new FormData(e.currentTarget);
    setTokenizing(true);
    try {
      const result = await tokenizeCard(card, intl.locale, (id) => intl.formatMessage({ id }));
      if ('errors' in result) {
        setCardErrors(result.errors);
        return;
      }
      setCardErrors({});
      data.set('payment_token', result.token);
      void submit(data, { method: 'post' });
    } finally {
      setTokenizing(false);
    }
  };

  return (
    <Form
      method="post"
      ref={form}
      className="checkout-form"
      data-testid="payment-form"
      onSubmit={onSubmit}
    >
      <input type="hidden" name="intent" value={CHECKOUT_INTENT.pay} />
      <input type="hidden" name="layout" value={layout} />
      <input type="hidden" name="idempotency_key" value={attemptKey} />
      <input type="hidden" name="expected_total" value={checkout.total} />
      <fieldset className="choice-list">
        <legend className="checkout-form__heading">
          <FormattedMessage id="checkout.payment" />
        </legend>
        <p className="choice-list__note">
          <FormattedMessage id="checkout.payment_note" />
        </p>
        {checkout.payment_methods.length === 0 ? (
          <p className="form-error" role="alert">
            <FormattedMessage id="checkout.no_payment_methods" />
          </p>
        ) : (
          checkout.payment_methods.map((m) => (
            <div key={m.id} className="choice-group">
              <label className="choice">
                <input
                  type="radio"
                  name="payment_method"
                  value={m.id}
                  checked={m.id === selected}
                  onChange={() => setSelected(m.id)}
                  required
                />
                <span className="choice__what">
                  <FormattedMessage id={`checkout.payment_method.${m.id}`} />
                  <span className="choice__hint">
                    <FormattedMessage id={`checkout.payment_method.${m.id}.hint`} />
                  </span>
                </span>
              </label>
              {m.kind === 'card' && m.id === selected && (
                <div className="choice__panel">
                  {!hydrated && (
                    <p className="form-error">
                      <FormattedMessage id="checkout.card.needs_script" />
                    </p>
                  )}
                  <CardFields card={card} onChange={setCard} errors={cardErrors} state={script} />
                </div>
              )}
            </div>
          ))
        )}
      </fieldset>
      {errors.form && (
        <p
          className="form-error checkout-error"
          role="alert"
          tabIndex={-1}
          data-testid="payment-error"
        >
          {errors.form}
        </p>
      )}
      <div className="checkout-form__actions">
        {layout !== 'all_in_one_checkout' && (
          <ShopLink to={`${base}?step=shipping_method`} className="link-button">
            <FormattedMessage id="checkout.back_to_shipping" />
          </ShopLink>
        )}
        <button
          className="button button--large"
          disabled={busy || !ready || cardLoading}
          aria-busy={cardLoading || undefined}
          data-testid="place-order"
        >
          <FormattedMessage
            id={
              cardLoading
                ? 'checkout.card.loading'
                : isCard
                  ? 'checkout.pay_now'
                  : 'checkout.place_order'
            }
          />
        </button>
      </div>
    </Form>
  );
}

/** The summary's sums from the checkout, as the server priced them. */
function summaryRows(checkout: CheckoutDto, intl: ReturnType<typeof useIntl>): SummaryRow[] {
  const cart = checkout.cart;
  const rows: SummaryRow[] = [
    { key: 'subtotal', label: <FormattedMessage id="cart.subtotal" />, amount: cart.cart_subtotal },
    ...cart.discounts
      .filter((d) => d.amount > 0)
      .map((d) => ({
        key: `d${d.id}`,
        label: d.checkout_text ?? d.title,
        amount: d.amount,
        discount: true,
      })),
    ...cart.coupon_record
      .filter((c) => c.applied && c.amount > 0)
      .map((c) => ({ key: `c${c.code}`, label: c.code, amount: c.amount, discount: true })),
    {
      key: 'shipping',
      label: checkout.shipping_method ? (
        shippingMethodLabel(checkout.shipping_method, (id, values) =>
          intl.formatMessage({ id }, values),
        )
      ) : (
        <FormattedMessage id="checkout.shipping" />
      ),
      amount: checkout.shipping_method ? checkout.shipping_total : null,
      ...(checkout.shipping_method
        ? checkout.shipping_total === 0
          ? { text: <FormattedMessage id="checkout.free" /> }
          : {}
        : { text: <FormattedMessage id="checkout.next_step" /> }),
    },
  ];
  if (checkout.insurance && checkout.shipping_insurance !== null) {
    rows.push({
      key: 'insurance',
      label: <FormattedMessage id="checkout.insurance" />,
      amount: checkout.shipping_insurance,
    });
  }
  rows.push({
    key: 'tax',
    label: <FormattedMessage id="checkout.tax" />,
    amount: checkout.tax_total,
  });
  return rows;
}

/** The checkout page: the steps, the current step's form, and the order summary. */
export function Component() {
  const { checkout, step, reached, addressFormat, suggest, coupons } =
    useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>() as Refusal | undefined;
  const intl = useIntl();
  useEffect(() => {
    // The checkout-start event of spec section 4 is the cart/start_checkout call; once a visit.
    if (checkout && step === 'contact_information')
      void checkoutApi()
        .startCheckout()
        .catch(() => {});
  }, [checkout, step]);
  useAnalyticsPath(checkout ? ANALYTICS_PATH[step] : null);
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
          <OrderSummary lines={lines} rows={summaryRows(checkout, intl)} total={checkout.total} />
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
