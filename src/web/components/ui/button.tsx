import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-styles';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the child element (a link, say) with the button's look. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  className,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={buttonClass(variant, size, className)}
      {...props}
    />
  );
}
