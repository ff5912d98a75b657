import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { breadcrumbLd, notFoundResponse, type MetaArgs, type RouteHandle } from '../page.ts';
import { loadTemplate, Sections } from '../sections/registry.tsx';
import { loaderContext } from '../state/api.ts';

export const handle: RouteHandle = { name: 'collection', cache: 'public' };

/** One collection, and the sections of the theme's `templates/collection.json`. */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { api, theme } = loaderContext(context);
  const collection = (await api.categories()).find((c) => c.slug === params.slug);
  if (!collection) throw notFoundResponse();
  const sections = await loadTemplate(theme.templates.collection, {
    api,
    request,
    params,
    page: collection,
    theme,
  });
  return { collection, sections };
}

export function meta({ data, shopName, origin, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  const { collection } = data;
  return {
    title: `${collection.name} – ${shopName}`,
    description: collection.description,
    canonical: collection.path,
    image: collection.image,
    jsonLd: [
      breadcrumbLd(origin, [
        { name: t('header.home'), path: '/' },
        { name: t('collections.title'), path: '/collections' },
        { name: collection.name, path: collection.path },
      ]),
    ],
  };
}

/** A collection page: its template's sections (the product grid, a page at a time). */
export function Component() {
  const { collection, sections } = useLoaderData<typeof loader>();
  return <Sections sections={sections} page={collection} />;
}
