import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The person the test provider logs in next: its subject, address and whether it confirmed it. */
export interface TestPerson {
  sub: string;
  email: string;
  email_verified: boolean;
}

/** A running OpenID Connect provider on loopback, for the shop's social login tests. */
export interface TestOpenIdProvider {
  /** Its issuer URL (`http://127.0.0.1:{port}`). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who logs in at the provider's login step from now on (what they would type there). */
  signInAs(person: TestPerson): void;
  /** Makes the shopper cancel at the provider instead of logging in. */
  cancelNext(): void;
  /**
   * The shop's callbacks the client may be sent back to, when they are known only once the
   * shop runs (a journey's port); before the provider's first request.
   */
  allowCallbacks(uris: string[]): void;
  /** The environment that configures a shop with this provider as `name`. */
  env(name: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts a real OpenID Connect provider (`oidc-provider`, the certified implementation) on a
 * free loopback port, with one confidential client whose callbacks are `redirectUris` (or
 * those `allowCallbacks` names later; the provider is set up at its first request). Its
 * login and consent steps answer at once for the person `signInAs` named: the test plays the
 * person typing their password at the provider. PKCE is required, as providers do.
 */
export async function startOpenIdProvider(
  redirectUris: string[] = [],
): Promise<TestOpenIdProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'vitrine-test';
  const clientSecret = 'a-test-client-secret-of-some-length';
  let person: TestPerson = { sub: 'person-1', email: 'person@example.com', email_verified: true };
  const people = new Map<string, TestPerson>();
  let cancel = false;

  let callbacks = redirectUris;
  let built: { provider: Provider; handle: ReturnType<Provider['callback']> } | undefined;
  const setUp = () => {
    if (built) return built;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: callbacks,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      findAccount: (_ctx, sub) => {
        const known = people.get(sub);
        return known ? { accountId: sub, claims: () => ({ ...known }) } : undefined;
      },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ['vitrine-test-provider-cookie-key'] },
      pkce: { required: () => true },
    });
    provider.on('server_error', (_ctx, error) => console.error('test OpenID provider:', error));
    built = { provider, handle: provider.callback() };
    return built;
  };

  server.on('request', (req, res) => {
    const { provider, handle } = setUp();
    const interaction = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!interaction) return handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (cancel) {
        cancel = false;
        return provider.interactionFinished(req, res, {
          error: 'access_denied',
          error_description: 'The person cancelled the login.',
        });
      }
      if (details.prompt.name === 'login') {
        people.set(person.sub, person);
        return provider.interactionFinished(req, res, { login: { accountId: person.sub } });
      }
      const grant = new provider.Grant({
        accountId: details.session!.accountId,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(String(details.params.scope));
      return provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (next) => {
      person = next;
    },
    cancelNext: () => {
      cancel = true;
    },
    allowCallbacks: (uris) => {
      if (built) throw new Error('the provider is set up already: name its callbacks before');
      callbacks = uris;
    },
    env: (name) => ({
      SOCIAL_LOGIN: name,
      [`SOCIAL_LOGIN_${name.toUpperCase()}_ISSUER`]: issuer,
      [`SOCIAL_LOGIN_${name.toUpperCase()}_CLIENT_ID`]: clientId,
      [`SOCIAL_LOGIN_${name.toUpperCase()}_CLIENT_SECRET`]: clientSecret,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
