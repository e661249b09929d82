import { useCallback, useId, useRef, useState } from 'react';
import { ChevronDown, X } from 'lucide-react';
import { BUSINESS_CATEGORIES, type BusinessCategory } from '@shared/categories';
import { buttonClass } from '../../components/ui/button-styles';
import { cx } from '../../components/ui/cx';
import { usePopover } from './use-popover';
import { categoryName } from '@shared/messages/categories';
import { discoverText } from './messages/discover-screens';

/**
 * The 'Categories' multi-select: a panel of checkboxes that stays open while several are ticked, and
 * a removable chip for each chosen one. Native checkboxes rather than a menu library keep the public
 * page's first load small.
 */
export function CategoryFilter({
  chosen,
  onChange,
}: {
  chosen: BusinessCategory[];
  onChange: (categories: BusinessCategory[]) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  usePopover(
    root,
    isOpen,
    useCallback(() => setOpen(false), []),
  );
  const toggle = (category: BusinessCategory, isChecked: boolean) =>
    onChange(
      isChecked
        ? BUSINESS_CATEGORIES.filter((c) => c === category || chosen.includes(c))
        : chosen.filter((c) => c !== category),
    );

  return (
    <div className="grid gap-2">
      <div ref={root} className="relative">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen((open) => !open)}
          className={buttonClass('outline', 'md', 'w-full')}
        >
          <span className="mr-auto flex items-center gap-2">
            {discoverText('categories.button')}
            {chosen.length ? (
              <span className="rounded-full bg-brand-700 px-1.5 text-xs leading-5 text-white dark:bg-brand-400 dark:text-brand-950">
                {chosen.length}
              </span>
            ) : null}
          </span>
          <ChevronDown aria-hidden className={cx('transition-transform', isOpen && 'rotate-180')} />
        </button>
        {isOpen ? (
          <fieldset
            id={panelId}
            className="absolute inset-x-0 top-full z-30 mt-1.5 grid max-h-80 gap-0.5 overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-xl"
          >
            <legend className="sr-only">{discoverText('categories.button')}</legend>
            {BUSINESS_CATEGORIES.map((category) => (
              <label
                key={category}
                className="flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm hover:bg-raised has-[:focus-visible]:bg-raised"
              >
                <input
                  type="checkbox"
                  checked={chosen.includes(category)}
                  onChange={(event) => toggle(category, event.target.checked)}
                  className="size-4 shrink-0 accent-brand-700 dark:accent-brand-400"
                />
                {categoryName(category)}
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
      {chosen.length ? (
        <ul aria-label={discoverText('categories.chosen')} className="flex flex-wrap gap-2">
          {chosen.map((category) => (
            <li key={category}>
              <button
                type="button"
                aria-label={discoverText('categories.remove', { category: categoryName(category) })}
                onClick={() => toggle(category, false)}
                className="inline-flex h-8 items-center gap-1.5 rounded-full bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-800 hover:bg-brand-100 dark:bg-brand-900/60 dark:text-brand-200 dark:hover:bg-brand-900"
              >
                {categoryName(category)}
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
