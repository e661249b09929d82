import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { type OwnerBusinessView } from '../business/use-business';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { HoursCard } from '../settings/hours-card';
import { BookingQrCard } from './booking-qr-card';
import { PaymentSetupCard } from './payment-setup-card';
import { ServiceDialog } from './service-dialog';
import { ServiceGrid } from './service-grid';
import { useServices } from './use-services';
import { BusinessGate } from '../business/business-gate';
import { FloatingAction } from '../owner/floating-action';
import { servicesText as t } from './messages/services-screens';

function ServicesContent({ view }: { view: OwnerBusinessView }) {
  const [location, navigate] = useLocation();
  // the quick action /app/services?action=new opens the create dialog
  const isNewRequested = new URLSearchParams(useSearch()).get('action') === 'new';
  const [editing, setEditing] = useState<string | null>(null);
  const isListed = !useServices().isPending;
  const open = (id: string) => setEditing(id);
  const close = () => {
    setEditing(null);
    if (isNewRequested) navigate(location, { replace: true });
  };
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button onClick={() => open('new')} className="max-md:hidden">
            <Plus />
            {t('add')}
          </Button>
        }
      />
      <ServiceGrid onAdd={() => open('new')} onEdit={(service) => open(service.id)} />
      {/* the cards under the list come with it: a list longer than its placeholder would push
          them down as it arrived */}
      {isListed ? (
        <>
          <PaymentSetupCard />
          <HoursCard view={view} />
          <BookingQrCard business={view.business} />
        </>
      ) : null}
      <FloatingAction label={t('add')} onClick={() => open('new')} />
      <ServiceDialog editing={editing ?? (isNewRequested ? 'new' : null)} onClose={close} />
    </>
  );
}

export function ServicesPage() {
  return (
    <BusinessGate
      title={t('title')}
      subtitle={t('subtitle')}
      placeholder={
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      }
    >
      {(view) => (
        // room below the last card for the floating Add Service button on phones
        <OwnerMain className="pb-16 md:pb-8">
          <ServicesContent view={view} />
        </OwnerMain>
      )}
    </BusinessGate>
  );
}
