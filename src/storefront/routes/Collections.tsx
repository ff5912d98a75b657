import { FormattedMessage, useIntl } from '../intl.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { CollectionList } from '../components/CollectionList.tsx';
import type { MetaArgs, RouteHandle } from '../page.ts';
import { storeApi } from '../state/api.ts';

export const handle: RouteHandle = { name: 'collections', cache: 'public' };

/** Every collection. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { collections: await storeApi(context).categories() };
}

export function meta({ shopName, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return {
    title: `${t('collections.title')} – ${shopName}`,
    description: t('footer.tagline'),
    canonical: '/collections',
  };
}

/** The collections page: every collection as a tile. */
export function Component() {
  const { collections } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <div className="page">
      <Breadcrumb trail={[{ label: intl.formatMessage({ id: 'collections.title' }) }]} />
      <h1 className="page__title">
        <FormattedMessage id="collections.title" />
      </h1>
      <CollectionList collections={collections} />
    </div>
  );
}
