import { MapPin } from 'lucide-react';
import { DEMO_BUSINESSES, type DemoBusiness } from '@shared/demo-businesses';
import { CATEGORY_ICONS } from './category-icons';
import { SectionHeading } from './section-heading';

/**
 * The sample businesses on an endless strip. The track holds the list twice and slides by half its
 * width, so the loop has no seam; the second copy is hidden from screen readers. With reduced motion the
 * strip stands still and scrolls by hand instead.
 */
export function BusinessShowcase() {
  return (
    <section
      aria-labelledby="showcase-title"
      className="border-y border-line bg-raised/60 py-16 sm:py-20"
    >
      <div className="px-4 sm:px-6">
        <SectionHeading
          id="showcase-title"
          eyebrow="Made for Kenyan businesses"
          title="One booking page, every kind of service"
        >
          A few of the sample businesses you can explore on Discover, from Mombasa to Eldoret.
        </SectionHeading>
      </div>
      {/* focusable so a keyboard user can pause the strip, or scroll it when motion is reduced */}
      <div
        role="region"
        aria-label="Sample businesses"
        tabIndex={0}
        className="group mt-10 overflow-hidden focus-visible:-outline-offset-2 mask-x-from-90% mask-x-to-100% motion-reduce:overflow-x-auto motion-reduce:mask-none"
      >
        <div className="flex w-max animate-[marquee_60s_linear_infinite] group-hover:[animation-play-state:paused] group-focus:[animation-play-state:paused] motion-reduce:animate-none">
          <ShowcaseList businesses={DEMO_BUSINESSES} />
          <ShowcaseList businesses={DEMO_BUSINESSES} isCopy />
        </div>
      </div>
    </section>
  );
}

function ShowcaseList({
  businesses,
  isCopy = false,
}: {
  businesses: DemoBusiness[];
  isCopy?: boolean;
}) {
  return (
    <ul
      aria-hidden={isCopy || undefined}
      className={isCopy ? 'flex motion-reduce:hidden' : 'flex motion-reduce:pr-4'}
    >
      {businesses.map((business) => (
        <li key={business.slug} className="w-72 shrink-0 pl-4 sm:w-80">
          <ShowcaseCard business={business} />
        </li>
      ))}
    </ul>
  );
}

function ShowcaseCard({ business }: { business: DemoBusiness }) {
  const Icon = CATEGORY_ICONS[business.categories[0] ?? 'Retail'];
  return (
    <article className="flex h-full flex-col rounded-card border border-line bg-surface p-5">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{business.name}</h3>
          <p className="text-sm text-muted">{business.categories.join(' · ')}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm text-fg/90">{business.tagline}</p>
      <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-muted">
        <MapPin className="size-4" aria-hidden />
        {business.city}
      </p>
    </article>
  );
}
