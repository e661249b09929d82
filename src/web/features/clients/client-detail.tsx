import { formatPhone } from '@shared/phone';
import { useState, type ReactNode } from 'react';
import { ArrowLeft, Mail, MapPin, NotebookPen, Pencil, Phone, UserX } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { CLIENT_TOASTS } from '@shared/clients';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api-error';
import type { OwnerBusinessView } from '../business/use-business';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { ClientAvatar } from './client-avatar';
import { ClientDialog } from './client-dialog';
import { LoadFailed } from './client-grid';
import { LIST_PATH } from './client-list';
import { ClientHistory } from './client-history';
import { ClientStats } from './client-stats';
import { DeleteClientButton } from './delete-client-button';
import { formatDate } from '@shared/format/dates';
import { useClientPage, type ClientPage } from './use-clients';
import { clientsText } from './messages/clients-screens';

function BackLink() {
  return (
    <Link
      href={LIST_PATH}
      className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {clientsText('detail.allClients')}
    </Link>
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 content-start gap-1">
      <dt className="flex items-center gap-2 text-sm text-muted [&_svg]:size-4 [&_svg]:shrink-0">
        {icon}
        {label}
      </dt>
      <dd className="break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

function ContactCard({ client }: { client: ClientPage['client'] }) {
  return (
    <Card>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail icon={<Phone aria-hidden />} label={clientsText('detail.phone')}>
            {client.phone ? (
              <a
                href={`tel:${client.phone}`}
                className="text-brand-700 hover:underline dark:text-brand-300"
              >
                {formatPhone(client.phone)}
              </a>
            ) : (
              <span className="text-muted">{clientsText('detail.notGiven')}</span>
            )}
          </Detail>
          <Detail icon={<Mail aria-hidden />} label={clientsText('detail.email')}>
            {client.email ? (
              <a
                href={`mailto:${client.email}`}
                className="text-brand-700 hover:underline dark:text-brand-300"
              >
                {client.email}
              </a>
            ) : (
              <span className="text-muted">{clientsText('detail.notGiven')}</span>
            )}
          </Detail>
          <Detail icon={<MapPin aria-hidden />} label={clientsText('detail.address')}>
            {client.address ?? <span className="text-muted">{clientsText('detail.notGiven')}</span>}
          </Detail>
          <Detail icon={<NotebookPen aria-hidden />} label={clientsText('detail.notes')}>
            {client.notes ?? <span className="text-muted">{clientsText('detail.none')}</span>}
          </Detail>
        </dl>
      </CardContent>
    </Card>
  );
}

function NotFoundCard() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-12 text-center">
        <UserX className="size-10 text-muted" aria-hidden />
        <h1 className="text-lg font-semibold">{CLIENT_TOASTS.notFound}</h1>
        <p className="max-w-sm text-muted">{clientsText('detail.notFoundBody')}</p>
        <Button asChild variant="outline">
          <Link href={LIST_PATH}>{clientsText('detail.allClients')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The client page: contact details, figures, booking history, Edit and Delete. */
export function ClientDetailPage({
  clientId,
  view,
}: {
  clientId: string;
  view: OwnerBusinessView;
}) {
  const [, navigate] = useLocation();
  const [isEditing, setEditing] = useState(false);
  const page = useClientPage(clientId);
  if (page.isPending) {
    return (
      <OwnerMain>
        <BackLink />
        <Skeleton className="h-9 w-56" />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </div>
        <Skeleton className="h-40" />
      </OwnerMain>
    );
  }
  if (page.isError) {
    const isMissing = page.error instanceof ApiRequestError && page.error.status === 404;
    return (
      <OwnerMain>
        <BackLink />
        {isMissing ? <NotFoundCard /> : <LoadFailed onRetry={() => void page.refetch()} />}
      </OwnerMain>
    );
  }
  const { client, history } = page.data;
  const since = formatDate(client.createdAt, view.settings.timezone);
  return (
    <OwnerMain>
      <BackLink />
      <div className="flex items-center gap-4">
        <ClientAvatar name={client.name} className="size-14 text-lg max-sm:hidden" />
        <div className="min-w-0 flex-1 [&_h1]:break-words">
          <PageHeader
            title={client.name}
            subtitle={clientsText('detail.since', { date: since })}
            actions={
              <>
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil />
                  {clientsText('detail.edit')}
                </Button>
                <DeleteClientButton
                  client={client}
                  onDeleted={() => navigate(LIST_PATH, { replace: true })}
                />
              </>
            }
          />
        </div>
      </div>
      <ClientStats stats={client.stats} currency={view.business.currency} />
      <ContactCard client={client} />
      <ClientHistory history={history} total={client.stats.bookings} />
      <ClientDialog isOpen={isEditing} client={client} onClose={() => setEditing(false)} />
    </OwnerMain>
  );
}
