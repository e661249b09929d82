import { Search } from 'lucide-react';
import { PLANS } from '@shared/plans';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { adminText } from './messages/admin-screens';

export interface BusinessFilterValues {
  search: string;
  plan: string;
  status: string;
  verified: string;
  from: string;
  to: string;
}

export const NO_FILTERS: BusinessFilterValues = {
  search: '',
  plan: 'all',
  status: 'all',
  verified: 'all',
  from: '',
  to: '',
};

// made when shown, in the language of that moment
const planOptions = () => [
  { value: 'all', label: adminText('filter.allPlans') },
  ...PLANS.map((plan) => ({ value: plan.id, label: plan.name })),
  { value: 'none', label: adminText('plan.none') },
];
const statusOptions = () => [
  { value: 'all', label: adminText('filter.anyStatus') },
  { value: 'active', label: adminText('active') },
  { value: 'inactive', label: adminText('inactive') },
];
const verifiedOptions = () => [
  { value: 'all', label: adminText('filter.anyVerified') },
  { value: 'yes', label: adminText('verified') },
  { value: 'no', label: adminText('filter.notVerified') },
];

/** Search by owner or business, and narrow by plan, status, verification and creation date. */
export function BusinessFilters({
  values,
  onChange,
}: {
  values: BusinessFilterValues;
  onChange: (values: BusinessFilterValues) => void;
}) {
  const set = (key: keyof BusinessFilterValues) => (value: string) =>
    onChange({ ...values, [key]: value });
  return (
    <div className="grid gap-3">
      <label className="relative block">
        <span className="sr-only">{adminText('filter.search')}</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          type="search"
          value={values.search}
          maxLength={100}
          onChange={(event) => set('search')(event.target.value)}
          placeholder={adminText('filter.searchPlaceholder')}
          className="pl-10"
        />
      </label>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Select
          aria-label={adminText('filter.plan')}
          value={values.plan}
          onValueChange={set('plan')}
          options={planOptions()}
        />
        <Select
          aria-label={adminText('filter.status')}
          value={values.status}
          onValueChange={set('status')}
          options={statusOptions()}
        />
        <Select
          aria-label={adminText('filter.verification')}
          value={values.verified}
          onValueChange={set('verified')}
          options={verifiedOptions()}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Field label={adminText('filter.createdFrom')}>
          <Input
            type="date"
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => set('from')(event.target.value)}
          />
        </Field>
        <Field label={adminText('filter.createdTo')}>
          <Input
            type="date"
            value={values.to}
            min={values.from || undefined}
            onChange={(event) => set('to')(event.target.value)}
          />
        </Field>
      </div>
    </div>
  );
}
