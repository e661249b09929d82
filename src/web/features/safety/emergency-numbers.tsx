import { Phone } from 'lucide-react';

interface EmergencyLine {
  name: string;
  detail: string;
  numbers: string[];
}

const LINES: EmergencyLine[] = [
  {
    name: 'Police, fire and ambulance',
    detail: 'Free from every network',
    numbers: ['999', '112'],
  },
  { name: 'Kenya Red Cross ambulance', detail: 'Emergency medical help', numbers: ['1199'] },
  {
    name: 'Gender-based violence hotline',
    detail: 'Free and confidential, 24 hours',
    numbers: ['1195'],
  },
  { name: 'Childline Kenya', detail: 'For children at risk, free', numbers: ['116'] },
];

export function EmergencyNumbers() {
  return (
    <section
      aria-labelledby="emergency-numbers"
      className="rounded-card border border-line bg-surface p-6 sm:p-8"
    >
      <h2 id="emergency-numbers" className="text-xl font-semibold tracking-tight">
        Emergency numbers in Kenya
      </h2>
      <p className="mt-2 text-sm text-muted">
        In danger right now? Call for help first, then tell us.
      </p>
      <ul className="mt-6 divide-y divide-line">
        {LINES.map((line) => (
          <li key={line.name} className="flex items-center justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-medium">{line.name}</p>
              <p className="text-sm text-muted">{line.detail}</p>
            </div>
            <div className="flex shrink-0 gap-2">
              {line.numbers.map((number) => (
                <a
                  key={number}
                  href={`tel:${number}`}
                  aria-label={`Call ${line.name} on ${number}`}
                  className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-xl bg-red-50 px-3 font-semibold text-red-800 sm:px-4 tabular-nums hover:bg-red-100 dark:bg-red-900/40 dark:text-red-100 dark:hover:bg-red-900/60"
                >
                  <Phone className="size-4" aria-hidden />
                  {number}
                </a>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
