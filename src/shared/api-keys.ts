import * as z from 'zod/mini';
import { plainText } from './plain-text';
import { apiKeyRulesText } from './messages/api-key-rules';

/**
 * API keys (docs/plans/public-api.md §3.1): a business's keys for the public API, each with a
 * name, a scope and an expiry, shown once and stored only as a hash.
 */
export const API_KEY_SCOPES = ['read', 'read_write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_RULES = {
  nameMaxLength: 60,
  /** How long a new key lasts, in days: the owner picks one. */
  expiryDays: [30, 90, 365] as const,
  defaultExpiryDays: 90,
  /** Live keys a business may hold at once. */
  maxLiveKeys: 20,
  /** What every key starts with, so a person or a secret scanner knows one when they see it. */
  prefix: 'miadi_sk_',
  /** Characters of a key kept and shown in lists, the prefix included. */
  shownLength: 13,
} as const;

export const NewApiKeySchema = z.object({
  name: z.string({ error: () => apiKeyRulesText('name') }).check(
    plainText(),
    z.trim(),
    z.minLength(1, { error: () => apiKeyRulesText('name') }),
    z.maxLength(API_KEY_RULES.nameMaxLength, {
      error: () => apiKeyRulesText('nameLength', { max: API_KEY_RULES.nameMaxLength }),
    }),
  ),
  scope: z.enum(API_KEY_SCOPES, { error: () => apiKeyRulesText('scope') }),
  expiresInDays: z.number({ error: () => apiKeyRulesText('expiry') }).check(
    z.refine((days) => (API_KEY_RULES.expiryDays as readonly number[]).includes(days), {
      error: () => apiKeyRulesText('expiry'),
    }),
  ),
});
export type NewApiKeyInput = z.infer<typeof NewApiKeySchema>;

/** A key as the owner's list shows it: never the secret, only its first characters. */
export interface ApiKeyView {
  id: string;
  name: string;
  shown: string;
  scope: ApiKeyScope;
  lastUsedAt: string | null;
  expiresAt: string;
  createdAt: string;
}
