/** The look of every form control; apart from the components so a plain <input> can wear it. */
export const controlClass =
  'w-full rounded-xl border border-line bg-surface px-3.5 text-base text-fg placeholder:text-muted/80 ' +
  'transition-colors focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/25 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-500 sm:text-sm';
