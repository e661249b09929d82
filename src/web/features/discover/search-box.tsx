import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { DISCOVER } from '@shared/discover-rules';
import { controlClass } from '../../components/ui/control-styles';
import { cx } from '../../components/ui/cx';
import { discoverText } from './messages/discover-screens';

const DEBOUNCE_MS = 300;

/** The search box: what is typed reaches the URL (and so the search) after a 300 ms pause. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // the URL changed from elsewhere (a cleared search, a shared link): show what it says
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const timer = window.setTimeout(() => onSearch(q), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        aria-label={discoverText('search.label')}
        placeholder={discoverText('search.placeholder')}
        maxLength={DISCOVER.queryMaxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
        className={cx(controlClass, 'h-11 pl-10 placeholder:text-sm')}
      />
    </div>
  );
}
