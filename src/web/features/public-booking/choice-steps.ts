// the booking panel's steps once a service is chosen, loaded together as one chunk (booking-flow.tsx)
export { BookingSteps, loadPaymentStep } from './booking-steps';
