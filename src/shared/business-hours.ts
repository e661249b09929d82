/** Weekdays in the order JavaScript's getDay() numbers them (0 = Sunday). */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DayHours {
  weekday: number;
  /** 'HH:mm', local to the business. */
  opensAt: string;
  closesAt: string;
  isOpen: boolean;
}

/** docs/product/settled-rules.md §6 Settings defaults at business creation: a new business is open 09:00-17:00 every day. */
export const DEFAULT_OPENS_AT = '09:00';
export const DEFAULT_CLOSES_AT = '17:00';

export function defaultBusinessHours(): DayHours[] {
  return WEEKDAYS.map((_, weekday) => ({
    weekday,
    opensAt: DEFAULT_OPENS_AT,
    closesAt: DEFAULT_CLOSES_AT,
    isOpen: true,
  }));
}
