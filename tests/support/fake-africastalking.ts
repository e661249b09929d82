import { FailurePlan, startFakeProvider, type Answer } from './fake-provider-server';

export const AT_USERNAME = 'sandbox';
export const AT_API_KEY = 'atsk_test_key_for_the_fake';

/**
 * Failures the fake can give: per-recipient codes inside a 201 answer (500 InternalServerError is
 * temporary, 403 InvalidPhoneNumber and 405 InsufficientBalance permanent), or the whole request
 * answered 500 (temporary) or 401 (wrong credentials).
 */
export type AtFailure =
  | 'recipient-internal-error'
  | 'recipient-invalid-number'
  | 'recipient-insufficient-balance'
  | 'http-500'
  | 'http-401';

const RECIPIENT_FAILURES = {
  'recipient-internal-error': { statusCode: 500, status: 'InternalServerError' },
  'recipient-invalid-number': { statusCode: 403, status: 'InvalidPhoneNumber' },
  'recipient-insufficient-balance': { statusCode: 405, status: 'InsufficientBalance' },
} as const;

export interface SentSms {
  username: string;
  to: string;
  message: string;
  from: string | null;
  apiKey: string | undefined;
}

/**
 * Africa's Talking's SMS endpoint as documented: POST /version1/messaging, form-encoded username,
 * to, message and from, the key in the apiKey header; a 201 answer with SMSMessageData and one
 * entry per recipient.
 */
export async function startFakeAfricasTalking() {
  const plan = new FailurePlan<AtFailure>();
  const sent: SentSms[] = [];
  let next = 0;
  const server = await startFakeProvider((request): Answer => {
    if (request.method !== 'POST' || request.path !== '/version1/messaging')
      return { status: 404, body: 'Not Found' };
    const form = new URLSearchParams(request.body);
    const apiKey = request.headers.apikey as string | undefined;
    const failure = plan.take();
    if (failure === 'http-401' || apiKey !== AT_API_KEY || form.get('username') !== AT_USERNAME)
      return { status: 401, body: 'The supplied authentication is invalid' };
    if (failure === 'http-500') return { status: 500, body: 'Internal Server Error' };
    const to = form.get('to') ?? '';
    const message = form.get('message') ?? '';
    if (!to || !message) return { status: 400, body: 'Request is missing required form field' };
    const recipientFailure =
      failure && failure in RECIPIENT_FAILURES ? RECIPIENT_FAILURES[failure] : undefined;
    if (recipientFailure) {
      return {
        status: 201,
        body: {
          SMSMessageData: {
            Message: 'Sent to 0/1 Total Cost: 0',
            Recipients: [{ ...recipientFailure, number: to, cost: '0', messageId: 'None' }],
          },
        },
      };
    }
    const messageId = `ATXid_fake${++next}`;
    sent.push({ username: form.get('username')!, to, message, from: form.get('from'), apiKey });
    return {
      status: 201,
      body: {
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: KES 0.8000',
          Recipients: [
            { statusCode: 101, number: to, status: 'Success', cost: 'KES 0.8000', messageId },
          ],
        },
      },
    };
  });
  return { ...server, sent, failNext: plan.failNext.bind(plan), reset: plan.reset.bind(plan) };
}
