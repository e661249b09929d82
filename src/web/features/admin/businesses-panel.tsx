import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { BusinessCard } from './business-card';
import { BusinessFilters, NO_FILTERS, type BusinessFilterValues } from './business-filters';
import { DeactivateDialog } from './deactivate-dialog';
import { useAdminBusinesses, type AdminBusiness, type BusinessFilters as Query } from './use-admin';
import { Pager } from '../../components/ui/pager';
import { useSettled } from '../../lib/use-settled';
import { adminText } from './messages/admin-screens';

function queryOf(values: BusinessFilterValues, page: number): Query {
  const chosen = (value: string) => (value === 'all' || value === '' ? undefined : value);
  return {
    q: chosen(values.search.trim()),
    plan: chosen(values.plan) as Query['plan'],
    status: chosen(values.status) as Query['status'],
    verified: chosen(values.verified) as Query['verified'],
    from: chosen(values.from),
    to: chosen(values.to),
    page: page > 1 ? page : undefined,
  };
}

function Empty({ isFiltered }: { isFiltered: boolean }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-2 py-12 text-center">
        <Building2 className="size-10 text-muted" aria-hidden />
        <h3 className="text-lg font-semibold">
          {isFiltered ? adminText('empty.filtered') : adminText('empty.none')}
        </h3>
        <p className="max-w-sm text-muted">
          {isFiltered ? adminText('empty.filteredHint') : adminText('empty.noneHint')}
        </p>
      </CardContent>
    </Card>
  );
}

/** Every business on the platform, searched and filtered on the server, a page at a time. */
export function BusinessesPanel({ roles }: { roles: readonly string[] }) {
  const [values, setValues] = useState(NO_FILTERS);
  const settled = useSettled(values);
  // a new search or filter starts again on its first page
  const [paging, setPaging] = useState({ values: settled, page: 1 });
  const page = paging.values === settled ? paging.page : 1;
  const list = useAdminBusinesses(queryOf(settled, page));
  const [deactivating, setDeactivating] = useState<AdminBusiness | null>(null);

  return (
    <div className="grid gap-4">
      <BusinessFilters values={values} onChange={setValues} />
      {list.isPending ? (
        <div className="grid gap-3">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : list.isError ? (
        <p className="text-muted">
          {adminText('businesses.failedHint', {
            reason: list.error.message || adminText('businesses.failed'),
          })}
        </p>
      ) : list.data.businesses.length === 0 ? (
        <Empty isFiltered={JSON.stringify(values) !== JSON.stringify(NO_FILTERS)} />
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {adminText('businesses.count', { count: list.data.total })}
          </p>
          <div className="grid gap-3">
            {list.data.businesses.map((business) => (
              <BusinessCard
                key={business.id}
                business={business}
                roles={roles}
                onDeactivate={setDeactivating}
              />
            ))}
          </div>
          <Pager list={list.data} onPage={(next) => setPaging({ values: settled, page: next })} />
        </>
      )}
      <DeactivateDialog business={deactivating} onClose={() => setDeactivating(null)} />
    </div>
  );
}
