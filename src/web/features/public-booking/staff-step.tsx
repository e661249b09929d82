import { useEffect, useState } from 'react';
import { UserRound, Users } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';
import { cx } from '../../components/ui/cx';
import { bookingApi, type PublicPage, type PublicService } from './booking-api';
import { choicesText } from './messages/booking-choices';

type Check = 'checking' | 'free' | 'busy';

/** Anyone available, or a chosen person, who is checked to be free at the chosen time. */
export function StaffStep({
  page,
  service,
  date,
  time,
  staffId,
  onBack,
  onContinue,
}: {
  page: PublicPage;
  service: PublicService;
  date: string;
  time: string;
  staffId: string | null;
  onBack: () => void;
  onContinue: (staffId: string | null) => void;
}) {
  // a member with no services listed performs every service
  const offered = page.staff.filter(
    (member) => !member.serviceIds.length || member.serviceIds.includes(service.id),
  );
  // someone chosen earlier, for another service, may not perform this one
  const [chosen, setChosen] = useState<string | null>(
    offered.some((member) => member.id === staffId) ? staffId : null,
  );
  const [checks, setChecks] = useState<Record<string, Check>>(() =>
    Object.fromEntries(offered.map((member) => [member.id, 'checking' as const])),
  );
  // everyone offered is checked at once, so a busy person shows as busy before anyone taps them
  // (each answer is the server's kept availability for that person and day)
  const offeredIds = offered.map((member) => member.id).join();
  useEffect(() => {
    let isCurrent = true;
    for (const id of offeredIds ? offeredIds.split(',') : []) {
      void bookingApi
        .availability(page.business.id, { serviceId: service.id, staffId: id, date })
        .then(({ days }) => {
          const slot = days[0]?.slots.find((candidate) => candidate.time === time);
          return slot?.status === 'available' ? 'free' : 'busy';
        })
        // if the check cannot run, the server still refuses a busy person when booking
        .catch(() => 'free' as const)
        .then((check) => {
          if (isCurrent) setChecks((all) => ({ ...all, [id]: check }));
        });
    }
    return () => {
      isCurrent = false;
    };
  }, [page.business.id, service.id, date, time, offeredIds]);
  const choose = (id: string | null) => setChosen(id);
  const options = [
    { id: null, name: choicesText('staff.any') },
    ...offered.map((member) => ({
      id: member.id,
      name: member.name || choicesText('staff.unnamed'),
    })),
  ];
  const state = chosen ? checks[chosen] : 'free';
  return (
    <div className="grid gap-4">
      <h3 className="font-semibold">{choicesText('staff.heading')}</h3>
      {offered.length === 0 ? (
        <p className="text-sm text-muted">{choicesText('staff.none')}</p>
      ) : null}
      <div className="grid gap-2" role="radiogroup" aria-label={choicesText('staff.group')}>
        {options.map((option) => {
          const check = option.id ? checks[option.id] : undefined;
          return (
            <button
              key={option.id ?? 'any'}
              type="button"
              role="radio"
              aria-checked={chosen === option.id}
              disabled={check === 'busy'}
              onClick={() => choose(option.id)}
              className={cx(
                'flex min-h-12 items-center gap-3 rounded-xl border px-4 text-left text-sm disabled:cursor-not-allowed disabled:opacity-60',
                chosen === option.id
                  ? 'border-brand-600 bg-brand-50 dark:bg-brand-900/40'
                  : 'border-line',
              )}
            >
              {option.id ? (
                <UserRound className="size-4 text-muted" aria-hidden />
              ) : (
                <Users className="size-4 text-muted" aria-hidden />
              )}
              <span className="flex-1 font-medium">{option.name}</span>
              {check === 'busy' ? (
                <span className="text-xs text-red-600 dark:text-red-400">
                  {choicesText('staff.busy', { time })}
                </span>
              ) : null}
              {check === 'checking' ? (
                <span className="text-xs text-muted">{choicesText('staff.checking')}</span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <button type="button" onClick={onBack} className={buttonClass('outline')}>
          {choicesText('back')}
        </button>
        <button
          type="button"
          disabled={state !== 'free'}
          onClick={() => onContinue(chosen)}
          className={buttonClass('primary')}
        >
          {choicesText('continue')}
        </button>
      </div>
    </div>
  );
}
