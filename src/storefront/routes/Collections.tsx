import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import type { CategoryDto } from '../../modules/catalog/types.ts';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { CollectionList } from '../sections/CollectionList.tsx';

/** Every collection. */
export function Component() {
  const { collections } = useLoaderData() as { collections: CategoryDto[] };
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
