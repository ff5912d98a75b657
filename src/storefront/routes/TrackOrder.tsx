import { useId } from 'react';
import {
  data,
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import type { OrderDto, TrackingDto } from '../../modules/orders/contract.ts';
import { isApiError } from '../api-client.ts';
import { OrderDetails, ParcelTracking } from '../components/checkout/OrderDetails.tsx';
import { errorProps } from '../components/checkout/field-errors.ts';
import { TRACK_INTENT } from '../form-intents.ts';
import { FormattedMessage } from '../intl.tsx';
import type { MetaArgs, RouteHandle } from '../page.ts';
import { checkoutApi } from '../checkout-api.ts';
import '../components/checkout/checkout.css';

/** The track-your-order page of spec section 2. */
export const handle: RouteHandle = { name: 'trackOrder', cache: 'private' };

type TrackIntent = (typeof TRACK_INTENT)[keyof typeof TRACK_INTENT];

/** What a lookup found, or why not, with what was typed (shown again in the form). */
interface Lookup {
  intent: TrackIntent | null;
  values: { number: string; email: string; tracking_number: string };
  order: OrderDto | null;
  tracking: TrackingDto | null;
  error: { status: number; message: string; errors: Record<string, string> } | null;
}

/** A lookup's answer, or its refusal (a wrong field, an unknown order) as the page tells it. */
async function answer(lookup: Lookup, find: () => Promise<Partial<Lookup>>): Promise<Lookup> {
  try {
    return { ...lookup, ...(await find()) };
  } catch (e) {
    if (!isApiError(e) || e.status >= 500 || e.status === 0) throw e;
    return { ...lookup, error: { status: e.status, message: e.message, errors: e.errors ?? {} } };
  }
}

/**
 * The page, its order number filled in from `?number=`, and a parcel's progress from
 * `?tracking_number=` (the links of the shop's mails): neither is personal, the e-mail never
 * rides in a URL.
 */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<Lookup> {
  const params = new URL(request.url).searchParams;
  const tracking = params.get('tracking_number') ?? '';
  const lookup: Lookup = {
    intent: tracking ? TRACK_INTENT.tracking : null,
    values: { number: params.get('number') ?? '', email: '', tracking_number: tracking },
    order: null,
    tracking: null,
    error: null,
  };
  if (!tracking) return lookup;
  return answer(lookup, async () => ({
    tracking: await checkoutApi(context).trackShipment(tracking),
  }));
}

/**
 * Looks an order up from a posted form, with JavaScript or without: by number and e-mail (the
 * whole order), or by tracking number (the parcel's progress). Posted, the e-mail stays out of
 * the page's URL, its history and the referrers of the links it leads to.
 */
export async function action({ context, request }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const intent = text('intent');
  const api = checkoutApi(context);
  const values = {
    number: text('number'),
    email: text('email'),
    tracking_number: text('tracking_number'),
  };
  const lookup: Lookup = { intent: null, values, order: null, tracking: null, error: null };
  let found: Lookup;
  if (intent === TRACK_INTENT.order) {
    found = await answer({ ...lookup, intent }, async () => ({
      order: await api.lookUpOrder({
        number: values.number as unknown as number,
        email: values.email,
      }),
    }));
  } else if (intent === TRACK_INTENT.tracking) {
    found = await answer({ ...lookup, intent }, async () => ({
      tracking: await api.trackShipment(values.tracking_number),
    }));
  } else {
    return data(lookup, { status: 400 });
  }
  // An unknown order is told on the page as a refused form (a 404 would read as a missing page).
  if (!found.error) return found;
  return data(found, { status: found.error.status === 404 ? 422 : found.error.status });
}

export function meta({ shopName, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return { title: `${t('track.title')} – ${shopName}`, canonical: '/track-your-order' };
}

/** One field of the lookup form. */
function LookupField(props: {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  type?: string;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        <FormattedMessage id={props.label} />
      </label>
      <input
        id={id}
        name={props.name}
        className="input"
        type={props.type ?? 'text'}
        defaultValue={props.value}
        autoComplete={props.autoComplete ?? 'off'}
        {...errorProps(id, props.error)}
      />
      {props.error && (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** Track your order: two ways to look it up, then its statuses, progress and shipments. */
export function Component() {
  const loaded = useLoaderData<typeof loader>();
  // A posted lookup's answer replaces what the page's URL showed.
  const { intent, values, order, tracking, error } = useActionData<typeof action>() ?? loaded;
  const busy = useNavigation().state !== 'idle';
  // A refusal's field errors belong to the form that was posted.
  const fieldsOf = (of: TrackIntent) => (intent === of ? (error?.errors ?? {}) : {});
  const byOrder = fieldsOf(TRACK_INTENT.order);
  const byTracking = fieldsOf(TRACK_INTENT.tracking);
  return (
    <div className="page checkout-page" data-testid="track-order">
      <h1 className="page__title">
        <FormattedMessage id="track.title" />
      </h1>
      <div className="checkout-page__layout track-page">
        <Form method="post" className="track-form">
          <h2 className="checkout-form__heading">
            <FormattedMessage id="track.by_order" />
          </h2>
          <input type="hidden" name="intent" value={TRACK_INTENT.order} />
          <LookupField
            name="number"
            label="track.number"
            value={values.number}
            error={byOrder.number}
          />
          <LookupField
            name="email"
            label="checkout.email"
            value={values.email}
            type="email"
            autoComplete="email"
            error={byOrder.email}
          />
          <button className="button" disabled={busy}>
            <FormattedMessage id="track.find" />
          </button>
        </Form>
        <Form method="post" className="track-form">
          <h2 className="checkout-form__heading">
            <FormattedMessage id="track.by_tracking" />
          </h2>
          <input type="hidden" name="intent" value={TRACK_INTENT.tracking} />
          <LookupField
            name="tracking_number"
            label="order.tracking_number"
            value={values.tracking_number}
            error={byTracking.tracking_number}
          />
          <button className="button" disabled={busy}>
            <FormattedMessage id="track.find" />
          </button>
        </Form>
      </div>
      {error && Object.keys(error.errors).length === 0 && (
        <p className="form-error" role="alert" data-testid="track-error">
          {error.message}
        </p>
      )}
      {order && (
        <section aria-labelledby="tracked-order">
          <h2 id="tracked-order">
            <FormattedMessage id="order.number" values={{ number: order.name }} />
          </h2>
          <OrderDetails order={order} />
        </section>
      )}
      {tracking && (
        <section aria-labelledby="tracked-parcel">
          <h2 id="tracked-parcel">
            <FormattedMessage id="order.tracking_number" />
          </h2>
          <ParcelTracking tracking={tracking} />
        </section>
      )}
    </div>
  );
}
