import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { DEMO_BUSINESSES, type DemoBusiness } from '@shared/demo-businesses';
import { discoverHref } from '@shared/discover-url';
import { CATEGORY_ICONS } from './category-icons';
import { SectionHeading } from './section-heading';
import { categoryName } from '@shared/messages/categories';
import { landingText } from './messages/landing-page';

/**
 * The sample businesses on an endless strip. The track holds the list twice and slides by half its
 * width, so the loop has no seam; the second copy is inert, hidden from screen readers and the Tab key.
 * With reduced motion the strip stands still and scrolls by hand instead. Each card opens Discover
 * searched for that business around its own town, where it can be booked.
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
          eyebrow={landingText('showcase.eyebrow')}
          title={landingText('showcase.title')}
        >
          {landingText('showcase.lead')}
        </SectionHeading>
      </div>
      {/*
        A card reached by keyboard stops the strip where it began and lifts the faded edges, so the
        browser can scroll any card into view; a mouse only pauses it, so a card never moves from
        under a click.
      */}
      <div
        role="region"
        aria-label={landingText('showcase.label')}
        className="group mt-10 overflow-hidden mask-x-from-90% mask-x-to-100% has-[:focus-visible]:mask-none motion-reduce:overflow-x-auto motion-reduce:mask-none"
      >
        {/* the vertical padding leaves room for a card's focus ring inside the clipped strip */}
        <div className="flex w-max animate-[marquee_60s_linear_infinite] py-1 group-hover:[animation-play-state:paused] group-has-[:focus-visible]:animate-none motion-reduce:animate-none">
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
      inert={isCopy || undefined}
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
    <Link
      // measured from the business's town: Discover lists only what is within 50 km of its centre,
      // so from elsewhere a search by name alone found nothing
      href={discoverHref({ q: business.name, near: business.city })}
      aria-label={landingText('showcase.cardLabel', { name: business.name, city: business.city })}
      className="group/card flex h-full scroll-mx-4 flex-col rounded-card border border-line bg-surface p-5 transition-colors hover:border-brand-300 dark:hover:border-brand-700"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{business.name}</h3>
          <p className="text-sm text-muted">{business.categories.map(categoryName).join(' · ')}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm text-fg/90">{business.tagline}</p>
      <div className="mt-4 flex items-center justify-between gap-3 text-sm">
        <span className="inline-flex items-center gap-1.5 text-muted">
          <MapPin className="size-4" aria-hidden />
          {business.city}
        </span>
        <span className="inline-flex items-center gap-1 font-medium text-brand-700 dark:text-brand-300">
          {landingText('showcase.see')}
          <ArrowRight
            className="size-4 transition-transform group-hover/card:translate-x-0.5 motion-reduce:transition-none"
            aria-hidden
          />
        </span>
      </div>
    </Link>
  );
}
