import { FormattedMessage, useIntl } from '../intl.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BlogGrid } from '../components/BlogCard.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { ShopLink } from '../components/ShopLink.tsx';
import { breadcrumbLd, type MetaArgs, type RouteHandle } from '../page.ts';
import { contentApi } from '../content-api.ts';

export const handle: RouteHandle = { name: 'blogs', cache: 'public' };

/** The blog home: its collections and the preferred posts (blog_homepage paths). */
export async function loader({ context }: LoaderFunctionArgs) {
  const api = contentApi(context);
  const [collections, preferred] = await Promise.all([api.blogCollections(), api.preferredBlogs()]);
  return { collections, preferred };
}

export function meta({ shopName, origin, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return {
    title: `${t('blogs.title')} – ${shopName}`,
    description: t('footer.tagline'),
    canonical: '/blogs',
    jsonLd: [
      breadcrumbLd(origin, [
        { name: t('header.home'), path: '/' },
        { name: t('blogs.title'), path: '/blogs' },
      ]),
    ],
  };
}

/** The blog home: featured stories first, then each collection. */
export function Component() {
  const { collections, preferred } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <div className="page">
      <Breadcrumb trail={[{ label: intl.formatMessage({ id: 'blogs.title' }) }]} />
      <h1 className="page__title">
        <FormattedMessage id="blogs.title" />
      </h1>
      {preferred.length > 0 && (
        <section className="section" aria-labelledby="blogs-preferred">
          <h2 id="blogs-preferred">
            <FormattedMessage id="blogs.preferred" />
          </h2>
          <BlogGrid posts={preferred} eagerCount={3} />
        </section>
      )}
      <section className="section" aria-labelledby="blogs-collections">
        <h2 id="blogs-collections">
          <FormattedMessage id="blogs.collections" />
        </h2>
        <ul className="blog-collections">
          {collections.map((c) => (
            <li key={c.id}>
              <ShopLink to={c.path} className="blog-collection">
                <span className="blog-collection__title">{c.title}</span>
                <span className="blog-collection__text">{c.description}</span>
                <span className="blog-collection__count">
                  <FormattedMessage id="blogs.posts" values={{ count: c.post_count }} />
                </span>
              </ShopLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
