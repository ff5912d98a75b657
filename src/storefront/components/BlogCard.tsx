import { FormattedDate, FormattedMessage } from '../intl.tsx';
import type { BlogPostDto } from '../../modules/content/contract.ts';
import { Image } from './Image.tsx';
import { ShopLink } from './ShopLink.tsx';
import './BlogCard.css';

/** A blog post in a list: picture, collection, title, date and excerpt; the title links. */
export function BlogCard({ post, eager = false }: { post: BlogPostDto; eager?: boolean }) {
  return (
    <article className="post-card">
      <ShopLink to={post.path} className="post-card__media" tabIndex={-1} aria-hidden="true">
        <Image
          src={post.image}
          alt=""
          sizes="(max-width: 767px) 100vw, 33vw"
          width={1200}
          height={800}
          eager={eager}
        />
      </ShopLink>
      <p className="vendor post-card__collection" dir="auto">
        {post.collection.title}
      </p>
      <h3 className="post-card__title" dir="auto">
        <ShopLink to={post.path}>{post.title}</ShopLink>
      </h3>
      <p className="post-card__meta">
        <FormattedDate value={post.published_at} dateStyle="medium" />
        {post.author && (
          <>
            {' · '}
            <FormattedMessage id="blogs.by" values={{ author: post.author }} />
          </>
        )}
      </p>
      <p className="post-card__excerpt">{post.excerpt}</p>
    </article>
  );
}

/** Blog posts as a grid of cards. */
export function BlogGrid({ posts, eagerCount = 0 }: { posts: BlogPostDto[]; eagerCount?: number }) {
  return (
    <ul className="post-grid">
      {posts.map((post, i) => (
        <li key={post.id}>
          <BlogCard post={post} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
