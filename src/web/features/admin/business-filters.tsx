import { Search } from 'lucide-react';
import { PLANS } from '@shared/plans';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';

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

const PLAN_OPTIONS = [
  { value: 'all', label: 'All plans' },
  ...PLANS.map((plan) => ({ value: plan.id, label: plan.name })),
  { value: 'none', label: 'No subscription' },
];
const STATUS_OPTIONS = [
  { value: 'all', label: 'Active and inactive' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const VERIFIED_OPTIONS = [
  { value: 'all', label: 'Verified or not' },
  { value: 'yes', label: 'Verified' },
  { value: 'no', label: 'Not verified' },
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
        <span className="sr-only">Search businesses</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          type="search"
          value={values.search}
          maxLength={100}
          onChange={(event) => set('search')(event.target.value)}
          placeholder="Search by business name, owner name or e-mail"
          className="pl-10"
        />
      </label>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Select
          aria-label="Plan"
          value={values.plan}
          onValueChange={set('plan')}
          options={PLAN_OPTIONS}
        />
        <Select
          aria-label="Status"
          value={values.status}
          onValueChange={set('status')}
          options={STATUS_OPTIONS}
        />
        <Select
          aria-label="Verification"
          value={values.verified}
          onValueChange={set('verified')}
          options={VERIFIED_OPTIONS}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Field label="Created from">
          <Input
            type="date"
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => set('from')(event.target.value)}
          />
        </Field>
        <Field label="Created to">
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
