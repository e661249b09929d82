import { useCallback, useId, useRef, useState } from 'react';
import { LocateFixed, Settings2, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { usePopover } from './use-popover';
import { discoverText } from './messages/discover-screens';

export interface MapPreferences {
  isClustered: boolean;
  showsMyLocation: boolean;
}

function SettingSwitch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-1">
      <label htmlFor={id} className="grid text-sm font-medium">
        {label}
        {hint ? <span className="text-xs font-normal text-muted">{hint}</span> : null}
      </label>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </div>
  );
}

/** The 'Map Settings' button and its panel: grouping, the visitor's own marker, recentring. */
export function MapSettings({
  preferences,
  onChange,
  hasLocation,
  onRecenter,
}: {
  preferences: MapPreferences;
  onChange: (preferences: MapPreferences) => void;
  hasLocation: boolean;
  onRecenter: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  usePopover(
    root,
    isOpen,
    useCallback(() => setOpen(false), []),
  );
  return (
    <div ref={root} className="absolute top-3 right-3 z-[1000] grid justify-items-end gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
        className="shadow-soft"
      >
        <Settings2 aria-hidden />
        {discoverText('settings.button')}
      </Button>
      {isOpen ? (
        <section
          id={panelId}
          aria-label={discoverText('settings.button')}
          className="grid w-72 max-w-[calc(100vw-3rem)] gap-2 rounded-card border border-line bg-surface p-4 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-semibold">{discoverText('settings.button')}</h2>
            <button
              type="button"
              aria-label={discoverText('settings.close')}
              onClick={() => setOpen(false)}
              className="-m-2 inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-raised hover:text-fg"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
          <SettingSwitch
            label={discoverText('settings.group')}
            checked={preferences.isClustered}
            onChange={(isClustered) => onChange({ ...preferences, isClustered })}
          />
          <SettingSwitch
            label={discoverText('settings.showMe')}
            hint={hasLocation ? undefined : discoverText('settings.noLocation')}
            checked={hasLocation && preferences.showsMyLocation}
            disabled={!hasLocation}
            onChange={(showsMyLocation) => onChange({ ...preferences, showsMyLocation })}
          />
          <Button variant="outline" size="sm" className="mt-1" onClick={onRecenter}>
            <LocateFixed aria-hidden />
            {discoverText(hasLocation ? 'settings.recenterMe' : 'settings.recenterNairobi')}
          </Button>
        </section>
      ) : null}
    </div>
  );
}
