import { useId, type Ref } from 'react';
import { cx } from '../../components/ui/cx';

export interface Choice<V> {
  value: V;
  label: string;
  hint?: string;
}

interface ChoiceCardsProps<V> {
  legend: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  error?: string | undefined;
  /** Side by side from the first width (short labels), or one under another until sm. */
  isRow?: boolean;
  /** The first choice's input, where the form puts focus when the group is wrong. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One choice of a few, as cards with the browser's own radio buttons: a card is a 44-px target,
 * and its hint says what the choice means.
 */
export function ChoiceCards<V extends string | number>({
  legend,
  choices,
  value,
  onChange,
  error,
  isRow = false,
  inputRef,
}: ChoiceCardsProps<V>) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{legend}</legend>
      <div className={cx('grid gap-2', isRow ? 'grid-cols-3' : 'sm:grid-cols-2')}>
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className={cx(
              'flex min-h-11 cursor-pointer rounded-xl border border-line bg-surface py-2.5 text-sm transition-colors hover:bg-raised',
              'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-900/40',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40',
              // three to a row on a phone: tighter, so '365 days' stays on one line
              isRow ? 'items-center justify-center gap-2 px-2.5' : 'items-start gap-3 px-3',
            )}
          >
            <input
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              name={name}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              aria-invalid={error ? true : undefined}
              className={cx(
                'size-4 shrink-0 cursor-pointer accent-brand-700 dark:accent-brand-400',
                !isRow && 'mt-0.5',
              )}
            />
            <span className="grid min-w-0 gap-0.5">
              <span className={cx('font-medium', isRow && 'whitespace-nowrap')}>
                {choice.label}
              </span>
              {choice.hint ? <span className="text-muted">{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
