import { cx } from '../../components/ui/cx';
import { initials } from './format';

/** The business's logo, or its initials on the brand colour when it has none. */
export function BusinessLogo({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  const frame = cx('size-14 shrink-0 rounded-xl', className);
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt=""
        loading="lazy"
        className={cx(frame, 'border border-line bg-surface object-cover')}
      />
    );
  }
  return (
    <div
      aria-hidden
      className={cx(
        frame,
        'flex items-center justify-center bg-brand-50 text-lg font-semibold text-brand-700 dark:bg-brand-900/60 dark:text-brand-200',
      )}
    >
      {initials(name)}
    </div>
  );
}
