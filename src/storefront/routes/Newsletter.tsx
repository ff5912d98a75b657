import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { serverMessage } from '../api-client.ts';
import {
  SUBSCRIBE_INTENT,
  SubscribeForm,
  type NewsletterAnswer,
} from '../components/newsletter/SubscribeForm.tsx';
import { FormattedMessage } from '../intl.tsx';
import { newsletterApi } from '../newsletter-api.ts';
import type { MetaArgs, RouteHandle } from '../page.ts';

/** The newsletter's page: what its mails' links open, and where its forms post. */
export const handle: RouteHandle = { name: 'newsletter', cache: 'private' };

const TOKEN = /^[\w-]{43}$/;

/** Which link opened the page: a confirmation or an unsubscribe token (never acted on by a GET). */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const confirm = params.get('confirm') ?? '';
  const unsubscribe = params.get('unsubscribe') ?? '';
  return {
    confirm: TOKEN.test(confirm) ? confirm : null,
    unsubscribe: TOKEN.test(unsubscribe) ? unsubscribe : null,
  };
}

/** Subscribes (a form's post), confirms or unsubscribes (the page's button). */
export async function action({ context, request }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const intent = text('intent');
  const api = newsletterApi(context);
  try {
    let done: string;
    if (intent === 'confirm') done = (await api.confirmSubscription(text('token'))).message;
    else if (intent === 'unsubscribe') done = (await api.unsubscribe(text('token'))).message;
    else {
      const answer = await api.subscribe({
        email: text('email'),
        code: text('code').slice(0, 60),
        consent_text: text('consent_text').slice(0, 1000),
      });
      done = answer.message;
    }
    return { intent: intent || SUBSCRIBE_INTENT, done } satisfies NewsletterAnswer;
  } catch (error) {
    const message = serverMessage(error);
    if (!message) throw error;
    return { intent: intent || SUBSCRIBE_INTENT, error: message } satisfies NewsletterAnswer;
  }
}

export function meta({ shopName, t }: MetaArgs<unknown>) {
  return { title: `${t('newsletter.title')} – ${shopName}`, noindex: true };
}

/** A one-button form of a link's token: confirm, or unsubscribe. */
function TokenForm({ intent, token, submit }: { intent: string; token: string; submit: string }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" data-testid={`newsletter-${intent}`}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="token" value={token} />
      <button className="button" disabled={busy}>
        <FormattedMessage id={submit} />
      </button>
    </Form>
  );
}

export function Component() {
  const { confirm, unsubscribe } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const title = confirm
    ? 'newsletter.confirm_title'
    : unsubscribe
      ? 'newsletter.unsubscribe_title'
      : 'newsletter.title';
  return (
    <div className="page account-page" data-testid="newsletter-page">
      <h1 className="page__title">
        <FormattedMessage id={title} />
      </h1>
      {answer ? (
        <p
          role={answer.error ? 'alert' : 'status'}
          className={answer.error ? 'form-error' : 'account-done'}
          data-testid="newsletter-answer"
        >
          {answer.error ?? answer.done}
        </p>
      ) : confirm ? (
        <>
          <p className="page__lead">
            <FormattedMessage id="newsletter.confirm_lead" />
          </p>
          <TokenForm intent="confirm" token={confirm} submit="newsletter.confirm_submit" />
        </>
      ) : unsubscribe ? (
        <>
          <p className="page__lead">
            <FormattedMessage id="newsletter.unsubscribe_lead" />
          </p>
          <TokenForm
            intent="unsubscribe"
            token={unsubscribe}
            submit="newsletter.unsubscribe_submit"
          />
        </>
      ) : (
        <>
          <p className="page__lead">
            <FormattedMessage id="newsletter.lead" />
          </p>
          <SubscribeForm code="page" />
        </>
      )}
    </div>
  );
}
