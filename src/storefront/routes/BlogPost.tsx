import { FormattedDate, FormattedMessage, useIntl } from '../intl.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BlogGrid } from '../components/BlogCard.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Image } from '../components/Image.tsx';
import {
  absoluteUrl,
  breadcrumbLd,
  notFoundResponse,
  orNotFound,
  type MetaArgs,
  type RouteHandle,
} from '../page.ts';
import { contentApi } from '../content-api.ts';
import { RichText } from '../components/RichText.tsx';

export const handle: RouteHandle = { name: 'blog', cache: 'public' };

/** A post with its body, the newest others and those like it (blog/{id}/... paths). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const api = contentApi(context);
  const post = await orNotFound(api.blog(params.post ?? ''));
  // A post lives under its own collection only.
  if (post.collection.slug !== params.collection) throw notFoundResponse();
  const ref = String(post.id);
  const [recent, recommended] = await Promise.all([
    api.recentBlogs(ref, 3),
    api.recommendedBlogs(ref),
  ]);
  return { post, recent: recent.data, recommended };
}

export function meta({ data, shopName, origin, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  const { post } = data;
  return {
    title: `${post.title} – ${shopName}`,
    description: post.excerpt,
    canonical: post.path,
    image: post.image,
    type: 'article' as const,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        datePublished: post.published_at,
        ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
        ...(post.image ? { image: [absoluteUrl(post.image, origin)] } : {}),
        mainEntityOfPage: absoluteUrl(post.path, origin),
        publisher: { '@type': 'Organization', name: shopName },
      },
      breadcrumbLd(origin, [
        { name: t('header.home'), path: '/' },
        { name: t('blogs.title'), path: '/blogs' },
        { name: post.collection.title, path: `/blogs/${post.collection.slug}` },
        { name: post.title, path: post.path },
      ]),
    ],
  };
}

/** A blog post: picture, title, date and author, its text; then recent and related posts. */
export function Component() {
  const { post, recent, recommended } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <div className="page">
      <Breadcrumb
        trail={[
          { label: intl.formatMessage({ id: 'blogs.title' }), to: '/blogs' },
          { label: post.collection.title, to: `/blogs/${post.collection.slug}` },
          { label: post.title },
        ]}
      />
      <article className="article">
        <header className="page__header">
          <h1 className="page__title" dir="auto">
            {post.title}
          </h1>
          <p className="page__meta">
            <FormattedDate value={post.published_at} dateStyle="long" />
            {post.author && (
              <>
                {' · '}
                <FormattedMessage id="blogs.by" values={{ author: post.author }} />
              </>
            )}
          </p>
        </header>
        {post.image && (
          <Image
            src={post.image}
            alt=""
            sizes="(max-width: 767px) 100vw, 720px"
            width={1200}
            height={800}
            eager
            className="article__image"
          />
        )}
        <RichText className="rte" dir="auto" html={post.body_html ?? ''} />
      </article>
      {recommended.length > 0 && (
        <section className="section" aria-labelledby="blog-recommended">
          <h2 id="blog-recommended">
            <FormattedMessage id="blogs.recommended" />
          </h2>
          <BlogGrid posts={recommended.slice(0, 3)} />
        </section>
      )}
      {recent.length > 0 && (
        <section className="section" aria-labelledby="blog-recent">
          <h2 id="blog-recent">
            <FormattedMessage id="blogs.recent" />
          </h2>
          <BlogGrid posts={recent} />
        </section>
      )}
    </div>
  );
}
