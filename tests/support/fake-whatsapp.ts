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

/** A free-form message sent inside a chat: text, reply buttons or a list. */
export interface SentChat {
  id: string;
  to: string;
  body: Record<string, unknown>;
}

/**
 * The WhatsApp Business Cloud API's send endpoint as documented: POST /{phone-number-id}/messages
 * with a Bearer token and a template, text or interactive message (refused past their limits); { messaging_product, contacts, messages: [{ id }] } on
 * success, a Graph API { error: { message, type, code, error_subcode, fbtrace_id } } otherwise.
 */
export async function startFakeWhatsApp() {
  const plan = new FailurePlan<WaFailure>();
  const sent: SentTemplate[] = [];
  const chats: SentChat[] = [];
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
    if (
      body.messaging_product !== 'whatsapp' ||
      typeof body.to !== 'string' ||
      !/^\d{8,15}$/.test(body.to)
    )
      return graphError(400, 100, '(#100) Invalid parameter');
    if (body.type === 'text' || body.type === 'interactive') {
      const problem = body.type === 'text' ? textProblem(body) : interactiveProblem(body);
      if (problem)
        return graphError(400, 131009, `(#131009) Parameter value is not valid: ${problem}`);
      const failure = plan.take();
      if (failure) {
        const { status, code, message } = FAILURES[failure];
        return graphError(status, code, message);
      }
      const id = `wamid.fake${++next}`;
      chats.push({ id, to: body.to, body });
      return accepted(body.to, id);
    }
    const template = body.template as
      | {
          name?: string;
          language?: { code?: string };
          components?: { type: string; parameters: { type: string; text: string }[] }[];
        }
      | undefined;
    if (body.type !== 'template' || !template?.name || !template.language?.code)
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
    return accepted(body.to, id);
  });
  return {
    ...server,
    sent,
    chats,
    failNext: plan.failNext.bind(plan),
    reset: plan.reset.bind(plan),
  };
}

function accepted(to: string, id: string): Answer {
  return {
    status: 200,
    body: {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id }],
    },
  };
}

/** A free-form text message's rule: a body of 1 to 4096 characters. */
function textProblem(body: Record<string, unknown>): string | null {
  const text = (body.text as { body?: unknown } | undefined)?.body;
  return typeof text === 'string' && text.length >= 1 && text.length <= 4096 ? null : 'text.body';
}

/**
 * An interactive message's documented limits: a body of at most 1024 characters, a footer of 60;
 * reply buttons: 1 to 3, unique ids, titles of 1 to 20; a list: a button label of 1 to 20, at most
 * 10 rows in all, unique row ids of at most 200, titles of 1 to 24, descriptions of at most 72.
 */
interface Interactive {
  type?: string;
  body?: { text?: unknown };
  footer?: { text?: unknown };
  action?: { buttons?: unknown; button?: unknown; sections?: unknown };
}

function interactiveProblem(body: Record<string, unknown>): string | null {
  const interactive = body.interactive as Interactive | undefined;
  if (!interactive) return 'interactive';
  const bodyText = interactive.body?.text;
  if (typeof bodyText !== 'string' || !bodyText.length || bodyText.length > 1024)
    return 'body.text';
  const footer = interactive.footer?.text;
  if (footer !== undefined && (typeof footer !== 'string' || footer.length > 60)) return 'footer';
  if (interactive.type === 'button') {
    const buttons = interactive.action?.buttons as { reply?: { id?: string; title?: string } }[];
    if (!Array.isArray(buttons) || buttons.length < 1 || buttons.length > 3) return 'buttons';
    const ids = new Set(buttons.map((b) => b.reply?.id));
    if (ids.size !== buttons.length) return 'button ids';
    for (const b of buttons) {
      const title = b.reply?.title;
      if (typeof title !== 'string' || !title.length || title.length > 20) return 'button title';
    }
    return null;
  }
  if (interactive.type === 'list') {
    const label = interactive.action?.button;
    if (typeof label !== 'string' || !label.length || label.length > 20) return 'action.button';
    const sections = interactive.action?.sections as { rows?: Record<string, unknown>[] }[];
    if (!Array.isArray(sections) || !sections.length) return 'sections';
    const rows = sections.flatMap((section) => section.rows ?? []);
    if (!rows.length || rows.length > 10) return 'rows';
    const ids = new Set(rows.map((row) => row.id));
    if (ids.size !== rows.length) return 'row ids';
    for (const row of rows) {
      if (typeof row.id !== 'string' || !row.id.length || row.id.length > 200) return 'row id';
      if (typeof row.title !== 'string' || !row.title.length || row.title.length > 24)
        return 'row title';
      if (
        row.description !== undefined &&
        (typeof row.description !== 'string' || row.description.length > 72)
      )
        return 'row description';
    }
    return null;
  }
  return 'interactive.type';
}
