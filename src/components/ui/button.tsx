import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

// clsx, not tailwind-merge: the variants never conflict, and this file ships to the browser.

const variants = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90',
  outline: 'border border-border bg-transparent hover:bg-muted',
  ghost: 'bg-transparent hover:bg-muted',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function buttonClasses(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
) {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
  );
}

/** A button; `className` may add layout classes (margin, width), not override the variant's. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <button className={clsx(buttonClasses(variant, size), className)} {...props} />;
}
