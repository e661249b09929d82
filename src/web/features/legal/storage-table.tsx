import { cookiesText as t } from './messages/legal-cookies';

/** What the site keeps in the browser: the session cookie and the theme setting. */
const ITEMS = ['session', 'theme'] as const;

/** Everything the site keeps in the browser, as cards rather than a wide table so it reads well on a phone. */
export function StorageTable() {
  return (
    <ul className="mt-6! grid list-none! gap-4 pl-0!">
      {ITEMS.map((item) => (
        <li key={item} className="rounded-card border border-line bg-surface p-5!">
          <h3 className="mt-0! text-base">{t(`${item}.name`)}</h3>
          <dl className="mt-3 grid gap-3 text-sm">
            <Detail term={t('used.kind')} value={t(`${item}.kind`)} />
            <Detail term={t('used.purpose')} value={t(`${item}.purpose`)} />
            <Detail term={t('used.lasts')} value={t(`${item}.lasts`)} />
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
