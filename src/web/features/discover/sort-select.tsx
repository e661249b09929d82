import { DISCOVER_SORTS, type DiscoverSort } from '@shared/discover-rules';
import { NativeSelect } from '../../components/ui/input';
import { discoverText } from './messages/discover-screens';

/** The list's order: the browser's own select, which costs the public page no script. */
export function SortSelect({
  value,
  onChange,
}: {
  value: DiscoverSort;
  onChange: (sort: DiscoverSort) => void;
}) {
  return (
    <label className="shrink-0">
      <span className="sr-only">{discoverText('sort.label')}</span>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value as DiscoverSort)}
        className="w-auto"
      >
        {DISCOVER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {discoverText(`sort.${sort}`)}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}
