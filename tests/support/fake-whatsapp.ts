import { FailurePlan, startFakeProvider, type Answer } from './fake-provider-server';

export const WA_TOKEN = 'EAAG-fake-whatsapp-token';
export const WA_PHONE_NUMBER_ID = '106540352242922';

/** Failures the fake can give, with the Cloud API's documented codes. */
export type WaFailure = 'rate-limit' | 'server-error' | 'undeliverable' | 'template-missing';

const FAILURES: Record<WaFailure, { status: number; code: number; message: string }> = {
  'rate-limit': { status: 429, code: 130429, message: '(#130429) Rate limit hit' },
  'server-error': { status: 500, code: 131000, message: '(#131000) Something went wrong' },
  undeliverable: { status: 400, code: 131026, message: '(#131026) Message Undeliverable' },
  'template-missing': {
    status: 404,
    code: 132001,
    message: '(#132001) Template name does not exist in the translation',
  },
};

function graphError(
  status: number,
  code: number,
  message: string,
  type = 'OAuthException',
): Answer {
  return {
    status,
    body: { error: { message, type, code, error_subcode: 2494010, fbtrace_id: 'AbCdEfFake' } },
  };
}

export interface SentTemplate {
  to: string;
  name: string;
  language: string;
  parameters: string[];
  body: Record<string, unknown>;
}

/**
 * The WhatsApp Business Cloud API's send endpoint as documented: POST /{phone-number-id}/messages
 * with a Bearer token and a template message; { messaging_product, contacts, messages: [{ id }] } on
 * success, a Graph API { error: { message, type, code, error_subcode, fbtrace_id } } otherwise.
 */
export async function startFakeWhatsApp() {
  const plan = new FailurePlan<WaFailure>();
  const sent: SentTemplate[] = [];
  let next = 0;
  const server = await startFakeProvider((request): Answer => {
    if (request.method !== 'POST' || request.path !== `/${WA_PHONE_NUMBER_ID}/messages`)
      return graphError(400, 100, 'Unsupported post request.', 'GraphMethodException');
    if (request.headers.authorization !== `Bearer ${WA_TOKEN}`)
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return graphError(400, 100, '(#100) Invalid parameter');
    }
    const template = body.template as
      | {
          name?: string;
          language?: { code?: string };
          components?: { type: string; parameters: { type: string; text: string }[] }[];
        }
      | undefined;
    if (
      body.messaging_product !== 'whatsapp' ||
      body.type !== 'template' ||
      typeof body.to !== 'string' ||
      !/^\d{8,15}$/.test(body.to) ||
      !template?.name ||
      !template.language?.code
    )
      return graphError(400, 100, '(#100) Invalid parameter');
    const failure = plan.take();
    if (failure) {
      const { status, code, message } = FAILURES[failure];
      return graphError(status, code, message);
    }
    const id = `wamid.fake${++next}`;
    const parameters =
      template.components?.find((c) => c.type === 'body')?.parameters.map((p) => p.text) ?? [];
    sent.push({
      to: body.to,
      name: template.name,
      language: template.language.code,
      parameters,
      body,
    });
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      },
    };
  });
  return { ...server, sent, failNext: plan.failNext.bind(plan), reset: plan.reset.bind(plan) };
}
