import type { ReactNode } from 'react';
import { Bell, Download, RefreshCw, Smartphone, Wifi, WifiOff } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { statusText } from './messages/status-widget';
import { useInstallPrompt } from './use-install-prompt';
import { useNotifications } from './use-notifications';
import { useOnline } from './use-online';
import { useServiceWorkerUpdate } from './use-service-worker';

function Prompt({
  icon,
  text,
  children,
  label,
}: {
  icon: ReactNode;
  text: string;
  children: ReactNode;
  label: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line bg-surface px-3 py-2 text-sm"
    >
      <span className="text-brand-700 dark:text-brand-300 [&_svg]:size-5" aria-hidden>
        {icon}
      </span>
      <p className="min-w-0 flex-1 basis-48">{text}</p>
      <div className="flex gap-2">{children}</div>
    </div>
  );
}

/**
 * The app's status (docs/product/public-site.md §2 Status widget): online or offline, installed or in
 * the browser, and the install, notifications and update prompts when they apply.
 */
export function StatusWidget() {
  const isOnline = useOnline();
  const { isInstalled, canInstall, install, later } = useInstallPrompt();
  const { permission, isBusy, enable } = useNotifications();
  const { isUpdateAvailable, update } = useServiceWorkerUpdate();
  return (
    <section aria-label={statusText('region')} className="grid gap-2 px-4 pt-3 sm:px-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={isOnline ? 'success' : 'warning'} role="status">
          {isOnline ? (
            <Wifi className="size-3.5" aria-hidden />
          ) : (
            <WifiOff className="size-3.5" aria-hidden />
          )}
          {statusText(isOnline ? 'online' : 'offline')}
        </Badge>
        <Badge tone={isInstalled ? 'brand' : 'neutral'}>
          <Smartphone className="size-3.5" aria-hidden />
          {statusText(isInstalled ? 'installed' : 'browser')}
        </Badge>
        {permission === 'default' && (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            disabled={isBusy}
            onClick={() => void enable()}
          >
            <Bell />
            {statusText('enableNotifications')}
          </Button>
        )}
      </div>
      {isUpdateAvailable && (
        <Prompt
          icon={<RefreshCw />}
          label={statusText('update.label')}
          text={statusText('update.text')}
        >
          <Button size="sm" onClick={update}>
            {statusText('update.action')}
          </Button>
        </Prompt>
      )}
      {canInstall && (
        <Prompt
          icon={<Download />}
          label={statusText('install.label')}
          text={statusText('install.text')}
        >
          <Button size="sm" onClick={() => void install()}>
            {statusText('install.action')}
          </Button>
          <Button size="sm" variant="outline" onClick={later}>
            {statusText('install.later')}
          </Button>
        </Prompt>
      )}
    </section>
  );
}
