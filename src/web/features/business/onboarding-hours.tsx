import { Clock } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { DEFAULT_CLOSES_AT, DEFAULT_OPENS_AT } from '@shared/business-hours';
import type { BusinessHoursInput } from '@shared/business-hours-schema';
import { Button } from '../../components/ui/button';
import { WeekHoursFields } from './week-hours-fields';
import { businessSetupText } from './messages/business-setup';

/**
 * Onboarding's 'When are you open?': the decided default week in one line, and the week's editor
 * for an owner who opens it. Left closed, the business starts with the defaults.
 */
export function OnboardingHours({
  form,
  isOpen,
  onOpen,
}: {
  form: UseFormReturn<BusinessHoursInput>;
  isOpen: boolean;
  onOpen: () => void;
}) {
  return (
    <section aria-labelledby="onboarding-hours" className="grid gap-3 border-t border-line pt-5">
      <div>
        <h2 id="onboarding-hours" className="font-semibold">
          {businessSetupText('hours.title')}
        </h2>
        <p className="text-sm text-muted">{businessSetupText('hours.hint')}</p>
      </div>
      {isOpen ? (
        <WeekHoursFields form={form} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-3">
          <p className="flex items-center gap-2 text-sm">
            <Clock className="size-4 shrink-0 text-muted" aria-hidden />
            {businessSetupText('hours.everyDay', {
              opens: DEFAULT_OPENS_AT,
              closes: DEFAULT_CLOSES_AT,
            })}
          </p>
          <Button variant="outline" onClick={onOpen}>
            {businessSetupText('hours.change')}
          </Button>
        </div>
      )}
    </section>
  );
}
