import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { MapPin, Search } from 'lucide-react';
import { placeLabel, searchKenyaPlaces, type KenyaPlace } from '@shared/kenya-places';
import { cx } from '../../components/ui/cx';
import { Input } from '../../components/ui/input';
import { businessSetupText } from './messages/business-setup';

/**
 * A search over Miadi's own list of Kenyan places (no outside map service): type a town, estate or
 * street, pick it, and the map goes there. A combobox: arrows move, Enter picks, Escape closes.
 */
export function PlaceSearch({
  label,
  onPick,
}: {
  label?: string;
  onPick: (place: KenyaPlace) => void;
}) {
  const id = useId();
  const listId = `${id}-places`;
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const results = useMemo(() => searchKenyaPlaces(text), [text]);
  const isShown = isOpen && text.trim() !== '';

  const pick = (place: KenyaPlace) => {
    setText(placeLabel(place));
    setIsOpen(false);
    onPick(place);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % Math.max(results.length, 1));
    } else if (event.key === 'Enter' && isShown) {
      // Enter picks a place; it must not send the form around it
      event.preventDefault();
      const place = results[active];
      if (place) pick(place);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    }
  };

  return (
    <div className="relative grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label ?? businessSetupText('places.label')}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          placeholder={businessSetupText('places.placeholder')}
          aria-autocomplete="list"
          aria-expanded={isShown && results.length > 0}
          aria-controls={listId}
          aria-activedescendant={isShown && results[active] ? `${listId}-${active}` : undefined}
          className="pl-10"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setIsOpen(true);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setIsOpen(false)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={businessSetupText('places.list')}
        hidden={!isShown || results.length === 0}
        className="absolute top-full right-0 left-0 z-[1000] mt-1 max-h-72 overflow-auto rounded-xl border border-line bg-surface p-1 shadow-lg"
      >
        {results.map((place, index) => (
          <li
            key={placeLabel(place)}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // picked on mouse down, before the input's blur closes the list
            onMouseDown={(event) => {
              event.preventDefault();
              pick(place);
            }}
            className={cx(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm',
              index === active && 'bg-brand-50 dark:bg-brand-950',
            )}
          >
            <MapPin className="size-4 shrink-0 text-muted" aria-hidden />
            <span>
              <span className="font-medium">{place.name}</span>
              <span className="text-muted">, {place.within}</span>
            </span>
          </li>
        ))}
      </ul>
      {isShown && results.length === 0 ? (
        <p role="status" className="text-sm text-muted">
          {businessSetupText('places.none')}
        </p>
      ) : null}
    </div>
  );
}
