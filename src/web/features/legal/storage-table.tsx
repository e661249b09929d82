interface StoredItem {
  name: string;
  kind: string;
  purpose: string;
  lasts: string;
}

const ITEMS: StoredItem[] = [
  {
    name: 'Session cookie',
    kind: 'Cookie, strictly necessary (HTTP-only, secure)',
    purpose: 'Keeps you signed in to your business account. Page scripts cannot read it.',
    lasts: 'Until you sign out or the session expires',
  },
  {
    name: 'Theme preference',
    kind: 'Local storage on your device',
    purpose:
      'Remembers whether you chose the light or dark theme. It is never sent to our servers.',
    lasts: 'Until you change it or clear site data',
  },
];

/** Everything the site keeps in the browser, as cards rather than a wide table so it reads well on a phone. */
export function StorageTable() {
  return (
    <ul className="mt-6! grid list-none! gap-4 pl-0!">
      {ITEMS.map((item) => (
        <li key={item.name} className="rounded-card border border-line bg-surface p-5!">
          <h3 className="mt-0! text-base">{item.name}</h3>
          <dl className="mt-3 grid gap-3 text-sm">
            <Detail term="Type" value={item.kind} />
            <Detail term="Purpose" value={item.purpose} />
            <Detail term="Kept" value={item.lasts} />
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-4">
      <dt className="text-muted">{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
