import { FormattedMessage, useIntl } from '../intl.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BlogGrid } from '../components/BlogCard.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { pageOf } from '../components/listing-query.ts';
import { Pagination } from '../components/Pagination.tsx';
import { breadcrumbLd, orNotFound, type MetaArgs, type RouteHandle } from '../page.ts';
import { contentApi } from '../content-api.ts';

export const handle: RouteHandle = { name: 'blogCollection', cache: 'public' };

const PAGE_SIZE = 9;

/** A blog collection and a page of its posts (blog_collections/{id}/blogs). */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const api = contentApi(context);
  const ref = params.collection ?? '';
  const page = pageOf(new URL(request.url));
  const [collection, posts] = await Promise.all([
    orNotFound(api.blogCollection(ref)),
    orNotFound(api.collectionBlogs(ref, page, PAGE_SIZE)),
  ]);
  return { collection, posts };
}

export function meta({ data, shopName, origin, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  const { collection } = data;
  return {
    title: `${collection.title} – ${t('blogs.title')} – ${shopName}`,
    description: collection.description || t('footer.tagline'),
    canonical: collection.path,
    jsonLd: [
      breadcrumbLd(origin, [
        { name: t('header.home'), path: '/' },
        { name: t('blogs.title'), path: '/blogs' },
        { name: collection.title, path: collection.path },
      ]),
    ],
  };
}

/** A blog collection: its posts, newest first, a page at a time. */
export function Component() {
  const { collection, posts } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <div className="page">
      <Breadcrumb
        trail={[
          { label: intl.formatMessage({ id: 'blogs.title' }), to: '/blogs' },
          { label: collection.title },
        ]}
      />
      <header className="page__header">
        <h1 className="page__title" dir="auto">
          {collection.title}
        </h1>
        {collection.description && (
          <p className="page__lead" dir="auto">
            {collection.description}
          </p>
        )}
      </header>
      {posts.data.length === 0 ? (
        <p>
          <FormattedMessage id="blogs.empty" />
        </p>
      ) : (
        <BlogGrid posts={posts.data} eagerCount={3} />
      )}
      <Pagination page={posts.page} totalPages={posts.total_pages} />
    </div>
  );
}
