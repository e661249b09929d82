import { BookOpen, Code } from 'lucide-react';
import { API_KEY_RULES } from '@shared/api-keys';
import { buttonClass } from '../../components/ui/button-styles';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { ApiKeysCard } from './api-keys-card';
import { WebhooksCard } from './webhooks-card';
import { developersText as t } from './messages/developers-screens';

/** Where a request goes and how it carries the key, for whoever builds the tool. */
function CallingCard() {
  const rows = [
    { label: t('calling.address'), value: `${window.location.origin}/api/v1` },
    { label: t('calling.header'), value: `Authorization: Bearer ${API_KEY_RULES.prefix}…` },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Code className="size-5 text-brand-600 dark:text-brand-300" aria-hidden />
          {t('calling.title')}
        </CardTitle>
        <CardDescription>{t('calling.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1">
              <dt className="text-sm font-medium">{row.label}</dt>
              <dd className="rounded-xl bg-raised px-3 py-2.5 font-mono text-sm break-all">
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        {/* its own page, served whole by the server: none of it loads with the owner area */}
        <a
          href="/developers/reference"
          target="_blank"
          rel="noopener"
          className={buttonClass('outline', 'block', 'mt-4 sm:w-auto')}
        >
          <BookOpen className="size-4" aria-hidden />
          {t('calling.reference')}
        </a>
      </CardContent>
    </Card>
  );
}

/** Settings → Developers: the business's API keys, how a tool sends one, and its webhooks. */
export function DevelopersTab() {
  return (
    <div className="grid gap-6">
      <ApiKeysCard />
      <CallingCard />
      <WebhooksCard />
    </div>
  );
}
