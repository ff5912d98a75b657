import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { MetaArgs, RouteHandle } from '../page.ts';
import { loadTemplate, Sections } from '../sections/registry.tsx';
import { loaderContext } from '../state/api.ts';

export const handle: RouteHandle = { name: 'search', cache: 'public' };

/** The longest search the page keeps (the API reads the first 100 characters). */
const MAX_QUERY = 200;

/** The words searched (`?q=`), and the sections of the theme's `templates/search.json`. */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { api, theme } = loaderContext(context);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const page = { q };
  const sections = await loadTemplate(theme.templates.search, {
    api,
    request,
    params,
    page,
    theme,
  });
  return { page, sections };
}

export function meta({ data, shopName, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  const title = data.page.q ? `${t('search.title')}: ${data.page.q}` : t('search.title');
  // Results pages are for shoppers, not for search engines' indexes.
  return {
    title: `${title} – ${shopName}`,
    description: t('footer.tagline'),
    canonical: '/search',
    noindex: true,
  };
}

/** The search page: its template's sections (the box and the results). */
export function Component() {
  const { page, sections } = useLoaderData<typeof loader>();
  return <Sections sections={sections} page={page} />;
}
