import { FormattedDate, useIntl } from '../intl.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { describe, orNotFound, type MetaArgs, type RouteHandle } from '../page.ts';
import { storeApi } from '../state/api.ts';
import '../components/BlogCard.css';

export const handle: RouteHandle = { name: 'policy', cache: 'public' };

/** One policy by its handle (policies/{handle}). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  return { policy: await orNotFound(storeApi(context).policy(params.handle ?? '')) };
}

export function meta({ data, shopName }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  const { policy } = data;
  return {
    title: `${policy.title} – ${shopName}`,
    description: describe(policy.body_html),
    canonical: policy.path,
  };
}

/** A policy: its title, when it changed, and its text. */
export function Component() {
  const { policy } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <div className="page">
      <Breadcrumb
        trail={[
          { label: intl.formatMessage({ id: 'policies.title' }), to: '/policies' },
          { label: policy.title },
        ]}
      />
      <header className="page__header">
        <h1 className="page__title">{policy.title}</h1>
        <p className="page__meta">
          <FormattedDate value={policy.updated_at} dateStyle="long" />
        </p>
      </header>
      {/* Stored sanitised (sanitize-html on the way in): it holds no script. */}
      <div className="rte" dir="auto" dangerouslySetInnerHTML={{ __html: policy.body_html }} />
    </div>
  );
}
