import { FormattedMessage, useIntl } from '../intl.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { VideoCard } from '../components/VideoCard.tsx';
import { breadcrumbLd, type MetaArgs, type RouteHandle } from '../page.ts';
import { contentApi } from '../content-api.ts';

export const handle: RouteHandle = { name: 'videoList', cache: 'public' };

const PAGE_SIZE = 12;

/** A page of the shop's videos (`?page=`; a page out of range shows the first). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const asked = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const api = contentApi(context);
  const videos = await api.videos(page, PAGE_SIZE);
  if (videos.data.length === 0 && page > 1) return { videos: await api.videos(1, PAGE_SIZE) };
  return { videos };
}

export function meta({ shopName, origin, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return {
    title: `${t('videos.title')} – ${shopName}`,
    description: t('videos.lead'),
    canonical: '/videos',
    jsonLd: [
      breadcrumbLd(origin, [
        { name: t('header.home'), path: '/' },
        { name: t('videos.title'), path: '/videos' },
      ]),
    ],
  };
}

/** The video list page: each video's picture, played in place when asked. */
export function Component() {
  const { videos } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <div className="page">
      <Breadcrumb trail={[{ label: intl.formatMessage({ id: 'videos.title' }) }]} />
      <header className="page__header">
        <h1 className="page__title">
          <FormattedMessage id="videos.title" />
        </h1>
        <p className="page__lead">
          <FormattedMessage id="videos.lead" />
        </p>
      </header>
      {videos.data.length > 0 ? (
        <ul className="videos">
          {videos.data.map((v, i) => (
            <li key={v.id}>
              <VideoCard video={v} eager={i < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <FormattedMessage id="videos.empty" />
        </p>
      )}
      <Pagination page={videos.page} totalPages={videos.total_pages} />
    </div>
  );
}
