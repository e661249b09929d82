import { Check } from 'lucide-react';
import type { TipGroup } from './tip-groups';

export function TipGroupCard({ group }: { group: TipGroup }) {
  const Icon = group.icon;
  return (
    <section
      aria-labelledby={group.id}
      className="rounded-card border border-line bg-surface p-6 sm:p-8"
    >
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
          <Icon className="size-6" aria-hidden />
        </span>
        <div>
          <h2 id={group.id} className="text-xl font-semibold tracking-tight">
            {group.title}
          </h2>
          <p className="text-sm text-muted">{group.lead}</p>
        </div>
      </div>
      <ul className="mt-6 grid gap-3">
        {group.tips.map((tip) => (
          <li key={tip} className="flex gap-3 text-sm leading-6">
            <Check
              className="mt-1 size-4 shrink-0 text-brand-600 dark:text-brand-300"
              aria-hidden
            />
            {tip}
          </li>
        ))}
      </ul>
    </section>
  );
}
