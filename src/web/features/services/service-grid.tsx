import { Plus, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ServiceCard } from './service-card';
import { useServices, type ServiceView } from './use-services';
import { servicesText as t } from './messages/services-screens';

function GridSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('grid.loading')}>
      {[0, 1, 2].map((index) => (
        <Card key={index} className="overflow-hidden">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="grid gap-2 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </Card>
      ))}
    </div>
  );
}

function EmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-12 text-center">
        <div className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
          <Sparkles className="size-7" aria-hidden />
        </div>
        <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
        <p className="max-w-sm text-muted">{t('empty.body')}</p>
        <Button onClick={onAdd} className="mt-2">
          <Plus />
          {t('empty.add')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The owner's services as cards, newest first. */
export function ServiceGrid({
  onAdd,
  onEdit,
}: {
  onAdd: () => void;
  onEdit: (service: ServiceView) => void;
}) {
  const services = useServices();
  if (services.isPending) return <GridSkeleton />;
  if (services.isError) {
    return <p className="text-muted">{t('grid.loadFailed')}</p>;
  }
  const list = services.data.services;
  if (!list.length) return <EmptyState onAdd={onAdd} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((service) => (
        <li key={service.id} className="grid">
          <ServiceCard service={service} onEdit={onEdit} />
        </li>
      ))}
    </ul>
  );
}
