import { isPaymentCause, type PaymentCause } from '../payments/causes.ts';
import type {
  AuthorizeResult,
  CardFacts,
  OperationResult,
  PaymentProvider,
  PaymentState,
} from '../payments/provider.ts';
import { gatewayEventSchema, type GatewayPayment } from './contract.ts';
import type { GatewayAnswer, TestGateway } from './service.ts';
import { SIGNATURE_HEADER, verifySignature } from './signature.ts';

/** The gateway's refusal in the shop's words (an unknown code is a generic failure). */
const causeOf = (code: string | null): PaymentCause => {
  if (code === 'not_found') return 'not_processed';
  return code && isPaymentCause(code) ? code : 'generic_failure';
};

/** The card a payment names, as the shop keeps it. */
const cardOf = ({ brand, last4, fingerprint }: GatewayPayment): CardFacts => ({
  brand,
  last4,
  ...(fingerprint ? { fingerprint } : {}),
});

function stateOf(payment: GatewayPayment): PaymentState {
  switch (payment.status) {
    case 'authorized':
      return { status: 'authorized', paymentId: payment.id, ...cardOf(payment) };
    case 'requires_action':
      return {
        status: 'requires_action',
        paymentId: payment.id,
        redirectUrl: payment.next_action?.redirect_url ?? '',
      };
    case 'pending':
      return { status: 'pending', paymentId: payment.id };
    case 'failed':
      return { status: 'failed', cause: causeOf(payment.cause) };
    default:
      return { status: payment.status, paymentId: payment.id };
  }
}

function operationResult(answer: GatewayAnswer): OperationResult {
  if (!answer.ok) return { status: 'failed', cause: causeOf(answer.code) };
  const state = stateOf(answer.payment);
  if (state.status === 'failed') return state;
  if (
    state.status === 'captured' ||
    state.status === 'voided' ||
    state.status === 'refunded' ||
    state.status === 'partially_refunded'
  ) {
    return state;
  }
  // Voiding a payment that was refused holds nothing: it is as good as voided.
  return { status: 'voided', paymentId: answer.payment.id };
}

/**
 * The `test_card` provider: the shop's adapter over the built-in test gateway's client API,
 * as it would be over a real gateway's SDK. The shop only ever holds tokens.
 */
export function createTestCardProvider(gateway: TestGateway): PaymentProvider {
  return {
    id: 'test_card',
    kind: 'card',
    clientScript: { id: 'test-gateway', src: '/test-gateway/v1/tokenize.js' },

    async authorize(input): Promise<AuthorizeResult> {
      if (!input.token) return { status: 'failed', cause: 'card_invalid' };
      const answer = await gateway.authorize({
        reference: input.reference,
        token: input.token,
        amount: input.amount,
        currency: input.currency,
        ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
        ...(input.locale ? { locale: input.locale } : {}),
      });
      if (!answer.ok) {
        return {
          status: 'failed',
          cause: answer.code === 'not_found' ? 'card_invalid' : causeOf(answer.code),
        };
      }
      const { payment } = answer;
      const state = stateOf(payment);
      switch (state.status) {
        case 'voided':
          return { status: 'failed', cause: 'canceled' };
        case 'captured':
        case 'refunded':
        case 'partially_refunded':
          // The reference's payment went further since: it is still the one authorization.
          return { status: 'authorized', paymentId: payment.id, ...cardOf(payment) };
        default:
          return state;
      }
    },

    async retrieve(paymentId) {
      const answer = await gateway.get(paymentId);
      return answer.ok ? stateOf(answer.payment) : { status: 'failed', cause: 'not_processed' };
    },

    async lookup(reference) {
      const answer = await gateway.byReference(reference);
      return answer.ok ? stateOf(answer.payment) : null;
    },

    capture: async (paymentId) => operationResult(await gateway.capture(paymentId)),
    void: async (paymentId) => operationResult(await gateway.void(paymentId)),
    refund: async (paymentId, amount) => operationResult(await gateway.refund(paymentId, amount)),

    verifyWebhook({ headers, rawBody }) {
      const header = headers[SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!verifySignature(gateway.webhooks.secret, rawBody, signature)) return null;
      let parsed;
      try {
        parsed = gatewayEventSchema.safeParse(JSON.parse(rawBody));
      } catch {
        return null;
      }
      if (!parsed.success) return null;
      const { id: eventId, data: payment } = parsed.data;
      const common = {
        eventId,
        provider: 'test_card',
        paymentId: payment.id,
        reference: payment.reference,
      };
      return parsed.data.type === 'payment.authorized'
        ? {
            type: 'confirmed',
            ...common,
            amount: payment.amount,
            currency: payment.currency,
            ...cardOf(payment),
          }
        : { type: 'failed', ...common, cause: causeOf(payment.cause) };
    },
  };
}
