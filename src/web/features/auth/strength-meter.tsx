import { Check, X } from 'lucide-react';
import { passwordStrength } from '@shared/password-strength';
import { cx } from '../../components/ui/cx';
import { accountText } from './messages/account-screens';

const BAR_COLOURS = [
  'bg-red-500',
  'bg-red-500',
  'bg-amber-500',
  'bg-lime-600',
  'bg-green-600',
] as const;
const LABEL_COLOURS = [
  'text-red-700 dark:text-red-400',
  'text-red-700 dark:text-red-400',
  'text-amber-700 dark:text-amber-400',
  'text-lime-700 dark:text-lime-400',
  'text-green-700 dark:text-green-400',
] as const;

/** Weak, Fair, Good or Strong, with the four hints ticked as they are met. */
export function StrengthMeter({ password, id }: { password: string; id: string }) {
  const { score, level, rules } = passwordStrength(password);
  return (
    <div id={id} className="grid gap-2" aria-live="polite">
      <div className="flex items-center gap-3">
        <div className="grid flex-1 grid-cols-4 gap-1" aria-hidden>
          {[1, 2, 3, 4].map((step) => (
            <span
              key={step}
              className={cx('h-1.5 rounded-full', step <= score ? BAR_COLOURS[score] : 'bg-line')}
            />
          ))}
        </div>
        <span className={cx('w-14 text-right text-xs font-semibold', LABEL_COLOURS[score])}>
          {password ? accountText(`strength.${level}`) : ''}
        </span>
      </div>
      <ul className="grid gap-1 text-xs sm:grid-cols-2">
        {rules.map((rule) => (
          <li
            key={rule.id}
            className={cx(
              'flex items-center gap-1.5',
              rule.isMet ? 'text-green-700 dark:text-green-400' : 'text-muted',
            )}
          >
            {rule.isMet ? (
              <Check className="size-3.5" aria-hidden />
            ) : (
              <X className="size-3.5" aria-hidden />
            )}
            <span>
              {accountText(`strength.${rule.id}`)}
              <span className="sr-only">
                {` (${accountText(rule.isMet ? 'strength.met' : 'strength.unmet')})`}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
