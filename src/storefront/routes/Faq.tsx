import { FormattedMessage, useIntl } from '../intl.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { faqLd, FaqList } from '../components/FaqList.tsx';
import { breadcrumbLd, type MetaArgs, type RouteHandle } from '../page.ts';
import { contentApi } from '../content-api.ts';

export const handle: RouteHandle = { name: 'faq', cache: 'public' };

/** Every question of the FAQ (the `faq` path). */
export async function loader({ context }: LoaderFunctionArgs) {
  return { faqs: await contentApi(context).faq() };
}

export function meta({ data, shopName, origin, t }: MetaArgs<Awaited<ReturnType<typeof loader>>>) {
  return {
    title: `${t('faq.title')} – ${shopName}`,
    description: t('faq.lead'),
    canonical: '/faq',
    jsonLd: [
      faqLd(data.faqs),
      breadcrumbLd(origin, [
        { name: t('header.home'), path: '/' },
        { name: t('faq.title'), path: '/faq' },
      ]),
    ],
  };
}

/** The FAQ page: the questions by topic, each opening its answer. */
export function Component() {
  const { faqs } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <div className="page">
      <Breadcrumb trail={[{ label: intl.formatMessage({ id: 'faq.title' }) }]} />
      <header className="page__header">
        <h1 className="page__title">
          <FormattedMessage id="faq.title" />
        </h1>
        <p className="page__lead">
          <FormattedMessage id="faq.lead" />
        </p>
      </header>
      {faqs.length > 0 ? (
        <FaqList faqs={faqs} />
      ) : (
        <p>
          <FormattedMessage id="faq.empty" />
        </p>
      )}
    </div>
  );
}
