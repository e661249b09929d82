// the booking panel's steps 1 to 3, loaded together as one chunk (booking-flow.tsx)
export { CalendarStep } from './calendar-step';
export { DetailsStep } from './details-step';
export { StaffStep } from './staff-step';
