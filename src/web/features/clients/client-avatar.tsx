import { cx } from '../../components/ui/cx';
import { initialsOf } from './format';

/** The client's initials in a green circle. */
export function ClientAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <div
      aria-hidden
      className={cx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200',
        className,
      )}
    >
      {initialsOf(name)}
    </div>
  );
}
