import { Play } from 'lucide-react';

/** A designed 16:9 frame where the walkthrough video will go; deliberately not a player, since nothing plays yet. */
export function VideoPlaceholder() {
  return (
    <figure>
      <div className="relative aspect-video overflow-hidden rounded-card bg-brand-900 ring-1 ring-brand-800 dark:bg-brand-950">
        <div
          aria-hidden
          className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.06)_1px,transparent_1px)] bg-[size:2.5rem_2.5rem]"
        />
        <div
          aria-hidden
          className="absolute -bottom-16 -left-16 size-64 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div
          aria-hidden
          className="absolute -top-20 -right-10 size-56 rounded-full bg-accent-500/15 blur-3xl"
        />
        <div className="relative flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-white sm:gap-4">
          <span
            aria-hidden
            className="flex size-14 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/25 sm:size-20"
          >
            <Play className="ml-1 size-6 fill-current sm:size-8" />
          </span>
          <p className="text-base font-semibold sm:text-xl">Miadi product walkthrough</p>
          <p className="rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold text-brand-950">
            Recording now
          </p>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-sm text-muted">
        Our walkthrough video is being recorded. It will appear here as soon as it is ready.
      </figcaption>
    </figure>
  );
}
