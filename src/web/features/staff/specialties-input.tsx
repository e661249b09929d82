import { useId, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { specialtyProblem, withSpecialty } from '@shared/staff';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { staffText as t } from './messages/staff-screens';

/**
 * Specialties as chips: Enter or Add puts the typed one in the list; a blank or repeated one is
 * ignored (in any case), and one too long or past the limit says why instead.
 */
export function SpecialtiesInput({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;
  const add = () => {
    const found = specialtyProblem(value, draft);
    setProblem(found);
    if (found) return;
    const next = withSpecialty(value, draft);
    if (next.length > value.length) onChange(next);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the specialty instead of submitting the form
    event.preventDefault();
    add();
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('specialties.label')}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={t('specialties.placeholder')}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={add} aria-label={t('specialties.addLabel')}>
          <Plus />
          {t('specialties.add')}
        </Button>
      </div>
      {message ? (
        <p id={`${id}-message`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {message}
        </p>
      ) : null}
      {value.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('specialties.list')}>
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex h-9 max-w-full items-center gap-1 rounded-full bg-brand-50 pl-3 text-sm text-brand-800 dark:bg-brand-900/60 dark:text-brand-100"
            >
              <span className="min-w-0 truncate">{item}</span>
              {/* the hit area reaches 44 px around the small icon */}
              <button
                type="button"
                aria-label={t('specialties.remove', { item })}
                onClick={() => onChange(value.filter((other) => other !== item))}
                className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-brand-100 after:absolute after:-inset-1 dark:hover:bg-brand-800"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
