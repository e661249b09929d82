import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ExportButton } from '../exports/export-button';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { StaffDialog } from './staff-dialog';
import { StaffGrid } from './staff-grid';
import { BusinessGate } from '../business/business-gate';
import { FloatingAction } from '../owner/floating-action';
import { staffText as t } from './messages/staff-screens';

function StaffContent() {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <ExportButton type="staff" />
            <Button onClick={() => setEditing('new')} className="max-md:hidden">
              <Plus />
              {t('add')}
            </Button>
          </>
        }
      />
      <StaffGrid onAdd={() => setEditing('new')} onEdit={(member) => setEditing(member.id)} />
      <FloatingAction label={t('add')} onClick={() => setEditing('new')} />
      <StaffDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** Staff Management (docs/product/owner-area.md §2 Staff Management); staff need a business, so onboarding first. */
export function StaffPage() {
  return (
    <BusinessGate
      title={t('title')}
      subtitle={t('subtitle')}
      placeholder={
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-48" />
          ))}
        </div>
      }
    >
      {() => (
        // room below the last card for the floating Add Staff Member button on phones
        <OwnerMain className="pb-16 md:pb-8">
          <StaffContent />
        </OwnerMain>
      )}
    </BusinessGate>
  );
}
