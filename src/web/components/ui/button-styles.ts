import { cx } from './cx';

/** The button look, apart from the component, so a plain <a> or <button> can wear it without Radix. */
export const VARIANTS = {
  primary:
    'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-400 dark:hover:bg-brand-300 dark:text-brand-950',
  accent: 'bg-accent-400 text-brand-950 hover:bg-accent-300',
  secondary: 'bg-raised text-fg hover:bg-line',
  outline: 'border border-line bg-surface text-fg hover:bg-raised',
  ghost: 'text-fg hover:bg-raised',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  link: 'text-brand-700 underline-offset-4 hover:underline dark:text-brand-300',
} as const;

export const SIZES = {
  sm: 'h-9 px-3 text-sm gap-1.5 whitespace-nowrap',
  md: 'h-11 px-4 text-sm gap-2 whitespace-nowrap',
  lg: 'h-12 px-6 text-base gap-2 whitespace-nowrap',
  icon: 'h-11 w-11 whitespace-nowrap',
  // the width of its box, its label wrapping where a longer language needs the room
  block: 'min-h-11 w-full px-4 py-2 text-sm gap-2 text-center',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cx(
    'inline-flex shrink-0 items-center justify-center rounded-xl font-medium transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}
