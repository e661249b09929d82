import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What an owner has typed into a form, kept in this tab's session storage as they type, so a
 * session that ends mid-form (and the sign-in that follows) loses nothing. Drafts are keyed by
 * the account, so another person signing in on this tab never sees them, and are dropped when the
 * form is saved or closed.
 */
const PREFIX = 'miadi.draft.';

function storageKey(form: string, accountId: string): string {
  return `${PREFIX}${accountId}.${form}`;
}

export function readDraft<T>(form: string, accountId: string): T | null {
  try {
    const raw = sessionStorage.getItem(storageKey(form, accountId));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function clearDraft(form: string, accountId: string): void {
  try {
    sessionStorage.removeItem(storageKey(form, accountId));
  } catch {
    // storage unavailable (a private window): there is nothing to clear
  }
}

/**
 * Saves the form's values on every change. Written at once, not after a pause: the change that
 * sends the request answered 401 is often the last one, and the sign-in screen replaces the form
 * before a delayed write would run. A form's values are a few hundred bytes, so a write per
 * keystroke costs nothing to notice.
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  { name, accountId }: { name: string; accountId: string },
): void {
  const [key] = useState(() => storageKey(name, accountId));
  useEffect(() => {
    const subscription = form.watch((values) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // storage full or unavailable: the form still works, only without a draft
      }
    });
    return () => subscription.unsubscribe();
  }, [form, key]);
}
