import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { MetaArgs, RouteHandle } from '../page.ts';
import { shopLd } from '../seo.ts';
import { loadTemplate, Sections } from '../sections/registry.tsx';
import { loaderContext } from '../state/api.ts';

export const handle: RouteHandle = { name: 'index', cache: 'public' };

/** The home page's sections, from the theme's `templates/index.json`. */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { api, theme } = loaderContext(context);
  return {
    sections: await loadTemplate(theme.templates.index, {
      api,
      request,
      params,
      page: null,
      theme,
    }),
  };
}

export function meta({ shopName, origin, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return {
    title: shopName,
    description: t('footer.tagline'),
    canonical: '/',
    // For crawlers, from the server's page only (see the product page's meta).
    ...(import.meta.env.SSR && { jsonLd: shopLd(shopName, origin) }),
  };
}

/** The home page: the sections of the theme's index template, in order. */
export function Component() {
  const { sections } = useLoaderData<typeof loader>();
  return <Sections sections={sections} page={null} />;
}
