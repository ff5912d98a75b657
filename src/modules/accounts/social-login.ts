import * as oidc from 'openid-client';
import type { SocialProvider } from '../../platform/config.ts';

/** Who a provider says logged in: its name, their subject, and an address it confirmed. */
export interface ProvidedIdentity {
  provider: string;
  subject: string;
  /** Only an address the provider says it confirmed (`email_verified`); else undefined. */
  email?: string;
}

/**
 * What the browser keeps between leaving for the provider and coming back (a short-lived
 * cookie): the checks that bind the answer to this browser and this request (state, nonce,
 * the PKCE verifier), the shopper's language and where to go once logged in.
 */
export interface PendingLogin {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  locale: string;
  returnTo: string;
}

/** Why a social login did not log anyone in, as the login page tells it. */
export type SocialFailure = 'cancelled' | 'expired' | 'failed' | 'email' | 'unavailable';

/** A social login that ended without a customer: why, for the login page. */
export class SocialLoginError extends Error {
  constructor(
    readonly reason: SocialFailure,
    options?: { cause?: unknown },
  ) {
    super(`social login ${reason}`, options);
  }
}

/** An issuer on this machine (a test provider) may speak plain http; any other, https only. */
const isLoopback = (issuer: string) =>
  /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]?/.test(issuer);

/**
 * Social login (an add-on) with OpenID Connect's authorization code flow through
 * `openid-client`: PKCE (S256), state and nonce on every login; the provider's metadata read
 * once by discovery (read again after a failure, so a provider that was down is tried anew).
 */
export function createSocialLogin(providers: SocialProvider[]) {
  const discovered = new Map<string, Promise<oidc.Configuration>>();

  function providerOf(id: string): SocialProvider | undefined {
    return providers.find((p) => p.id === id);
  }

  function configurationOf(provider: SocialProvider): Promise<oidc.Configuration> {
    let found = discovered.get(provider.id);
    if (!found) {
      found = oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        provider.clientSecret ? undefined : oidc.None(),
        {
          execute: isLoopback(provider.issuer) ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        },
      );
      found.catch(() => discovered.delete(provider.id));
      discovered.set(provider.id, found);
    }
    return found;
  }

  return {
    /** The providers the login page offers, by name and label. */
    list: (): { id: string; label: string }[] => providers.map(({ id, label }) => ({ id, label })),

    /**
     * Where to send the shopper to log in at a provider, and what to keep until they come back
     * to `redirectUri` (the shop's callback, as registered at the provider).
     */
    async start(
      id: string,
      redirectUri: string,
      { locale, returnTo }: { locale: string; returnTo: string },
    ): Promise<{ url: URL; pending: PendingLogin }> {
      const provider = providerOf(id);
      if (!provider) throw new SocialLoginError('failed');
      const config = await configurationOf(provider).catch((cause: unknown) => {
        throw new SocialLoginError('unavailable', { cause });
      });
      const verifier = oidc.randomPKCECodeVerifier();
      const pending: PendingLogin = {
        provider: id,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier,
        locale,
        returnTo,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        ui_locales: locale,
      });
      return { url, pending };
    },

    /**
     * The identity the provider's answer (`callbackUrl`, the shop's callback with its query)
     * carries, once its state, nonce, PKCE verifier and ID token are checked.
     */
    async finish(pending: PendingLogin, callbackUrl: URL): Promise<ProvidedIdentity> {
      const provider = providerOf(pending.provider);
      if (!provider) throw new SocialLoginError('failed');
      if (callbackUrl.searchParams.get('error') === 'access_denied') {
        throw new SocialLoginError('cancelled');
      }
      const config = await configurationOf(provider).catch((cause: unknown) => {
        throw new SocialLoginError('unavailable', { cause });
      });
      const tokens = await oidc
        .authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        })
        .catch((cause: unknown) => {
          throw new SocialLoginError('failed', { cause });
        });
      const claims = tokens.claims();
      if (!claims) throw new SocialLoginError('failed');
      // A provider that keeps the address out of its ID token tells it at its userinfo endpoint,
      // for the same subject (checked), to the access token just issued.
      const said =
        claims.email === undefined && config.serverMetadata().userinfo_endpoint
          ? await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => claims)
          : claims;
      const email =
        typeof said.email === 'string' && said.email_verified === true
          ? said.email.trim()
          : undefined;
      return {
        provider: provider.id,
        subject: claims.sub,
        email: email && /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 254 ? email : undefined,
      };
    },
  };
}

export type SocialLogin = ReturnType<typeof createSocialLogin>;
