import { Check } from 'lucide-react';
import { useId } from 'react';
import { BUSINESS_CATEGORIES, type BusinessCategory } from '@shared/categories';
import { categoryName } from '@shared/messages/categories';
import { cx } from '../../components/ui/cx';
import { businessSetupText } from './messages/business-setup';

/**
 * The Discover categories as toggle chips, each by its name in the page's language. Each chip is a
 * real checkbox inside its label, so a screen reader hears 'Fitness, checkbox, checked' and Space toggles it; the tick means colour is not the only sign.
 * The checkbox is drawn as nothing and laid over the whole chip: the tap lands on it, and its focus ring
 * (the site-wide one) is the chip's.
 */
export function CategoriesPicker({
  value,
  onChange,
  onBlur,
  label,
  error,
}: {
  value: readonly BusinessCategory[];
  onChange: (next: BusinessCategory[]) => void;
  onBlur?: () => void;
  label?: string;
  error?: string | undefined;
}) {
  const hintId = useId();
  const toggle = (category: BusinessCategory, isOn: boolean) =>
    // a new pick goes last, so the order already stored is kept as it was
    onChange(isOn ? [...value, category] : value.filter((other) => other !== category));
  return (
    <fieldset className="grid gap-2" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-fg">
        {label ?? businessSetupText('categories.label')}
      </legend>
      {error ? (
        <p id={hintId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : (
        <p id={hintId} className="text-sm text-muted">
          {businessSetupText('categories.hint')}
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-2">
        {BUSINESS_CATEGORIES.map((category) => {
          const isOn = value.includes(category);
          return (
            <label
              key={category}
              className={cx(
                'relative inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors select-none',
                isOn
                  ? 'border-brand-600 bg-brand-50 text-brand-800 hover:bg-brand-100 dark:border-brand-400 dark:bg-brand-900/60 dark:text-brand-100 dark:hover:bg-brand-900'
                  : 'border-line bg-surface text-fg hover:bg-raised',
              )}
            >
              <input
                type="checkbox"
                className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-full"
                checked={isOn}
                onChange={(event) => toggle(category, event.target.checked)}
                onBlur={onBlur}
              />
              {isOn ? <Check className="-ml-1 size-4 shrink-0" aria-hidden /> : null}
              {categoryName(category)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
