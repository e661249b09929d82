import { useState } from 'react';
import { LOCALE_NAMES } from '@shared/i18n/locales';
import { currentLocale } from '@shared/i18n/current-locale';
import { otherLocale } from '../../components/language-switch';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import type { Me } from '../../lib/session';

/**
 * The owner's switch between English and Kiswahili (docs/decisions/0071): saved to the account, so
 * the owner area, the owner's mails and every device they sign in on follow it; the page then
 * opens again in it. Each language is named in itself.
 */
export function AccountLanguage({ className }: { className?: string }) {
  const [isSaving, setSaving] = useState(false);
  const other = otherLocale();
  const choose = async () => {
    setSaving(true);
    try {
      const response = await api.me.language.$put({ json: { locale: other } });
      if (response.ok) {
        window.location.reload();
        return;
      }
    } catch {
      // no connection: the switch stays as it was, and can be pressed again
    }
    setSaving(false);
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={other}
      className={className}
      disabled={isSaving}
      onClick={() => void choose()}
    >
      {LOCALE_NAMES[other]}
    </Button>
  );
}

const RELOADED_FOR = 'miadi.language-reload';

/**
 * The account's language, when this device showed another: the page opens again in the account's
 * (the server has just set the device's cookie to it). Once per language, so a browser that keeps
 * no cookies is not sent round forever.
 */
export function followAccountLanguage(me: Me): void {
  const wanted = me.user.locale;
  if (wanted === currentLocale()) return;
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === wanted) return;
    sessionStorage.setItem(RELOADED_FOR, wanted);
  } catch {
    return;
  }
  window.location.reload();
}
