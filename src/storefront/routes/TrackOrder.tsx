import { useId } from 'react';
import { Form, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import type { OrderDto } from '../../modules/orders/contract.ts';
import { isApiError } from '../api-client.ts';
import { OrderDetails } from '../components/checkout/OrderDetails.tsx';
import { errorProps } from '../components/checkout/field-errors.ts';
import { FormattedMessage } from '../intl.tsx';
import type { MetaArgs, RouteHandle } from '../page.ts';
import { checkoutApi } from '../checkout-api.ts';
import '../components/checkout/checkout.css';

/** The track-your-order page of spec section 2. */
export const handle: RouteHandle = { name: 'trackOrder', cache: 'private' };

/**
 * Finds an order by number and e-mail, or by tracking number (a GET form: the answer's address
 * can be kept). A refused lookup shows its message; a wrong e-mail reads as an unknown number.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const query = {
    number: params.get('number') ?? '',
    email: params.get('email') ?? '',
    tracking: params.get('tracking_number') ?? '',
  };
  const api = checkoutApi(context);
  let order: OrderDto | null = null;
  let error: { message: string; errors: Record<string, string> } | null = null;
  try {
    if (query.tracking) order = await api.trackShipment(query.tracking);
    else if (query.number || query.email) {
      order = await api.order({ number: query.number as unknown as number, email: query.email });
    }
  } catch (e) {
    if (!isApiError(e) || e.status >= 500 || e.status === 0) throw e;
    error = { message: e.message, errors: e.errors ?? {} };
  }
  return { query, order, error };
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
  const { query, order, error } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== 'idle';
  const fields = error?.errors ?? {};
  return (
    <div className="page checkout-page" data-testid="track-order">
      <h1 className="page__title">
        <FormattedMessage id="track.title" />
      </h1>
      <div className="checkout-page__layout track-page">
        <Form method="get" className="track-form">
          <h2 className="checkout-form__heading">
            <FormattedMessage id="track.by_order" />
          </h2>
          <LookupField
            name="number"
            label="track.number"
            value={query.number}
            error={fields.number}
          />
          <LookupField
            name="email"
            label="checkout.email"
            value={query.email}
            type="email"
            autoComplete="email"
            error={fields.email}
          />
          <button className="button" disabled={busy}>
            <FormattedMessage id="track.find" />
          </button>
        </Form>
        <Form method="get" className="track-form">
          <h2 className="checkout-form__heading">
            <FormattedMessage id="track.by_tracking" />
          </h2>
          <LookupField
            name="tracking_number"
            label="order.tracking_number"
            value={query.tracking}
            error={fields.tracking_number}
          />
          <button className="button" disabled={busy}>
            <FormattedMessage id="track.find" />
          </button>
        </Form>
      </div>
      {error && Object.keys(fields).length === 0 && (
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
    </div>
  );
}
