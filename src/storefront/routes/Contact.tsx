import {
  data,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { isApiError } from '../api-client.ts';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { CONTACT_FIELDS, ContactForm, type ContactResult } from '../components/ContactForm.tsx';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { breadcrumbLd, type MetaArgs, type RouteHandle } from '../page.ts';
import { loaderContext } from '../state/api.ts';
import { contentApi } from '../content-api.ts';

export const handle: RouteHandle = { name: 'contact', cache: 'public' };

/** The contact page; `?sent=1` after a message was sent without JavaScript. */
export function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get('sent') === '1' };
}

/**
 * Sends the contact form through contact_service. Posted without JavaScript it answers as a
 * page: to `/contact?sent=1` (303), or the form again with the wrong field marked (422);
 * hydrated, the page calls it through a fetcher, and it answers what happened.
 */
export async function action({ context, request }: ActionFunctionArgs) {
  const { server } = loaderContext(context);
  const form = await request.formData();
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((f) => [f, String(form.get(f) ?? '')]),
  ) as Record<(typeof CONTACT_FIELDS)[number], string>;
  try {
    await contentApi(context).contact(values);
  } catch (error) {
    // A refusal (a wrong field, too many messages) is told on the page; anything else is an error.
    if (!isApiError(error) || error.status >= 500 || error.status === 0) throw error;
    return data(
      { error: error.message, errors: error.errors ?? {}, values } satisfies ContactResult,
      { status: error.status },
    );
  }
  if (server) return redirect('/contact?sent=1', 303);
  return { sent: true } satisfies ContactResult;
}

export function meta({ shopName, origin, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return {
    title: `${t('contact.title')} – ${shopName}`,
    description: t('contact.lead'),
    canonical: '/contact',
    jsonLd: [
      breadcrumbLd(origin, [
        { name: t('header.home'), path: '/' },
        { name: t('contact.title'), path: '/contact' },
      ]),
    ],
  };
}

/** The contact page: a few words, and the form. */
export function Component() {
  const { sent } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <div className="page">
      <Breadcrumb trail={[{ label: intl.formatMessage({ id: 'contact.title' }) }]} />
      <header className="page__header">
        <h1 className="page__title">
          <FormattedMessage id="contact.title" />
        </h1>
        <p className="page__lead">
          <FormattedMessage id="contact.lead" />
        </p>
      </header>
      <ContactForm sent={sent} />
    </div>
  );
}
