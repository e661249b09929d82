import { formatPlanLimit, formatPlanPrice, PLANS, type Plan } from '@shared/plans';
import { planText } from './messages/plan-cards';
import { cx } from './ui/cx';

function period(plan: Plan): string {
  return planText(plan.period === 'one_time' ? 'table.oneTime' : 'table.monthly', {
    days: plan.periodDays,
  });
}

/** Read straight from the plan catalogue, so these pages can never quote a price the product does not charge. */
export function PlansTable({ className = 'mt-6' }: { className?: string }) {
  return (
    // focusable so the table can be scrolled from the keyboard when large text makes it overflow
    <div
      role="region"
      aria-label={planText('table.label')}
      tabIndex={0}
      className={cx('overflow-x-auto rounded-card border border-line', className)}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{planText('table.label')}</caption>
        <thead className="bg-raised text-fg">
          <tr>
            <th scope="col" className="px-2 py-3 font-semibold sm:px-4">
              {planText('table.plan')}
            </th>
            <th scope="col" className="px-2 py-3 font-semibold sm:px-4">
              {planText('table.price')}
            </th>
            <th scope="col" className="px-2 py-3 font-semibold sm:px-4">
              {planText('table.staff')}
            </th>
            <th scope="col" className="px-2 py-3 font-semibold sm:px-4">
              {planText('table.bookings')}
              <span className="sr-only sm:not-sr-only"> {planText('table.perPeriod')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {PLANS.map((plan) => (
            <tr key={plan.id} className="align-top">
              <th scope="row" className="px-2 py-3 font-medium text-fg sm:px-4">
                {plan.name}
              </th>
              <td className="px-2 py-3 sm:px-4">
                <span className="block font-medium whitespace-nowrap tabular-nums">
                  {formatPlanPrice(plan)}
                </span>
                <span className="block text-xs text-muted">{period(plan)}</span>
              </td>
              <td className="px-2 py-3 tabular-nums sm:px-4">{formatPlanLimit(plan.staffLimit)}</td>
              <td className="px-2 py-3 tabular-nums sm:px-4">
                {formatPlanLimit(plan.bookingsLimit)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
