import { FormattedDate, useIntl } from '../intl.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { describe, orNotFound, type MetaArgs, type RouteHandle } from '../page.ts';
import { useMoneyText } from '../components/Price.tsx';
import { formatPrice } from '../../modules/currency/format.ts';
import { fillMoney } from '../../modules/currency/money-text.ts';
import '../components/BlogCard.css';
import { contentApi } from '../content-api.ts';
import { RichText } from '../components/RichText.tsx';

export const handle: RouteHandle = { name: 'policy', cache: 'public' };

/** One policy by its handle (policies/{handle}). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  return { policy: await orNotFound(contentApi(context).policy(params.handle ?? '')) };
}

export function meta({ data, shopName, currency }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  const { policy } = data;
  return {
    title: `${policy.title} – ${shopName}`,
    description: describe(fillMoney(policy.body_html, (n) => formatPrice(n, currency))),
    canonical: policy.path,
  };
}

/** A policy: its title, when it changed, and its text. */
export function Component() {
  const { policy } = useLoaderData<typeof loader>();
  const intl = useIntl();
  // The policy's amounts ({money:75}) in the shopper's currency.
  const moneyText = useMoneyText();
  return (
    <div className="page">
      <Breadcrumb
        trail={[
          { label: intl.formatMessage({ id: 'policies.title' }), to: '/policies' },
          { label: policy.title },
        ]}
      />
      <header className="page__header">
        <h1 className="page__title" dir="auto">
          {policy.title}
        </h1>
        <p className="page__meta">
          <FormattedDate value={policy.updated_at} dateStyle="long" />
        </p>
      </header>
      <RichText className="rte" dir="auto" html={moneyText(policy.body_html)} />
    </div>
  );
}
