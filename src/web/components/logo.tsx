import { Link } from 'wouter';
import { BRAND } from '@shared/brand';
import { cx } from './ui/cx';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cx('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-brand-700 dark:fill-brand-500" />
      <path
        d="M8 22V10.5l4.5 6 3.5-4.7 3.5 4.7 4.5-6V22"
        fill="none"
        className="stroke-accent-400"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The logo; it always leads home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cx(
        'inline-flex items-center gap-2 rounded-lg font-semibold tracking-tight',
        className,
      )}
    >
      <LogoMark />
      <span className="text-lg">{BRAND.name}</span>
    </Link>
  );
}
