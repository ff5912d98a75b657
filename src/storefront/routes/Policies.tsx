import { FormattedMessage, useIntl } from '../intl.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { ShopLink } from '../components/ShopLink.tsx';
import type { MetaArgs, RouteHandle } from '../page.ts';
import { storeApi } from '../state/api.ts';
import '../components/BlogCard.css';

export const handle: RouteHandle = { name: 'policies', cache: 'public' };

/** Every policy of the shop. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { policies: await storeApi(context).policies() };
}

export function meta({ shopName, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return {
    title: `${t('policies.title')} – ${shopName}`,
    description: t('footer.tagline'),
    canonical: '/policies',
  };
}

/** The policies, each a link to its page. */
export function Component() {
  const { policies } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <div className="page">
      <Breadcrumb trail={[{ label: intl.formatMessage({ id: 'policies.title' }) }]} />
      <h1 className="page__title">
        <FormattedMessage id="policies.title" />
      </h1>
      <ul className="link-list">
        {policies.map((p) => (
          <li key={p.handle}>
            <ShopLink to={p.path}>{p.title}</ShopLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
