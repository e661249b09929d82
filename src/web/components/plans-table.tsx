import { formatPlanLimit, formatPlanPrice, PLANS, type Plan } from '@shared/plans';
import { cx } from './ui/cx';

function period(plan: Plan): string {
  return plan.period === 'one_time'
    ? `one-time, ${plan.periodDays} days`
    : `per month (${plan.periodDays} days)`;
}

/** Read straight from the plan catalogue, so these pages can never quote a price the product does not charge. */
export function PlansTable({ className = 'mt-6' }: { className?: string }) {
  return (
    // focusable so the table can be scrolled from the keyboard when large text makes it overflow
    <div
      role="region"
      aria-label="Plans, prices and limits"
      tabIndex={0}
      className={cx('overflow-x-auto rounded-card border border-line', className)}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Plans, prices and limits</caption>
        <thead className="bg-raised text-fg">
          <tr>
            <th scope="col" className="px-2.5 py-3 font-semibold sm:px-4">
              Plan
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold sm:px-4">
              Price
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold sm:px-4">
              Staff
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold sm:px-4">
              Bookings<span className="sr-only sm:not-sr-only"> per period</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {PLANS.map((plan) => (
            <tr key={plan.id} className="align-top">
              <th scope="row" className="px-2.5 py-3 font-medium text-fg sm:px-4">
                {plan.name}
              </th>
              <td className="px-2.5 py-3 sm:px-4">
                <span className="block font-medium whitespace-nowrap tabular-nums">
                  {formatPlanPrice(plan)}
                </span>
                <span className="block text-xs text-muted">{period(plan)}</span>
              </td>
              <td className="px-2.5 py-3 tabular-nums sm:px-4">
                {formatPlanLimit(plan.staffLimit)}
              </td>
              <td className="px-2.5 py-3 tabular-nums sm:px-4">
                {formatPlanLimit(plan.bookingsLimit)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
