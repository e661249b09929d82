import {
  ApiBookingCreateSchema,
  ApiClientCreateSchema,
  ApiClientUpdateSchema,
  ApiRescheduleSchema,
  ApiServiceCreateSchema,
  ApiServiceUpdateSchema,
} from '@shared/api-v1/bodies';
import {
  ApiAvailabilityQuerySchema,
  ApiBookingListQuerySchema,
  ApiListQuerySchema,
} from '@shared/api-v1/queries';
import {
  ApiAvailabilitySchema,
  ApiBookingSchema,
  ApiClientSchema,
  ApiInvoiceSchema,
  ApiReviewSchema,
  ApiServiceSchema,
  ApiStaffMemberSchema,
  pageOf,
} from '@shared/api-v1/resources';
import { defineOperation } from './operation';

/**
 * Every route of the public API, version 1: what each asks and answers. The routes mount these
 * (routes.ts) and the OpenAPI document is made from them (openapi.ts), so a route cannot exist
 * without its entry in the document.
 */

const listOf = <T extends Parameters<typeof pageOf>[0]>(component: string, item: T) =>
  ({ status: 200, component, schema: pageOf(item) }) as const;

export const listServices = defineOperation({
  id: 'listServices',
  method: 'get',
  path: '/services',
  tag: 'Services',
  summary: 'List services',
  description: 'The business’s services, newest first, active and not.',
  scope: 'read',
  query: ApiListQuerySchema,
  isList: true,
  response: listOf('ServicePage', ApiServiceSchema),
});

export const getService = defineOperation({
  id: 'getService',
  method: 'get',
  path: '/services/{serviceId}',
  tag: 'Services',
  summary: 'Get a service',
  scope: 'read',
  params: { serviceId: 'The service’s id.' },
  response: { status: 200, component: 'Service', schema: ApiServiceSchema },
});

const service = { status: 200, component: 'Service', schema: ApiServiceSchema } as const;

export const createService = defineOperation({
  id: 'createService',
  method: 'post',
  path: '/services',
  tag: 'Services',
  summary: 'Add a service',
  description:
    'Adds a service by the rules of the business’s own Services screen. It is bookable at once; its images are added on that screen.',
  scope: 'write',
  isCreate: true,
  body: ApiServiceCreateSchema,
  response: { ...service, status: 201 },
});

export const updateService = defineOperation({
  id: 'updateService',
  method: 'patch',
  path: '/services/{serviceId}',
  tag: 'Services',
  summary: 'Change a service',
  description:
    'Changes the fields sent and keeps the others, by the same rules as a new service. Bookings already made keep the price and times they were made with.',
  scope: 'write',
  params: { serviceId: 'The service’s id.' },
  body: ApiServiceUpdateSchema,
  response: service,
});

export const listStaff = defineOperation({
  id: 'listStaff',
  method: 'get',
  path: '/staff',
  tag: 'Staff',
  summary: 'List staff',
  description: 'The business’s staff, newest first, with the services each does.',
  scope: 'read',
  query: ApiListQuerySchema,
  isList: true,
  response: listOf('StaffMemberPage', ApiStaffMemberSchema),
});

export const getStaffMember = defineOperation({
  id: 'getStaffMember',
  method: 'get',
  path: '/staff/{staffId}',
  tag: 'Staff',
  summary: 'Get a staff member',
  scope: 'read',
  params: { staffId: 'The staff member’s id.' },
  response: { status: 200, component: 'StaffMember', schema: ApiStaffMemberSchema },
});

export const getAvailability = defineOperation({
  id: 'getAvailability',
  method: 'get',
  path: '/availability',
  tag: 'Availability',
  summary: 'Free times for a service',
  description:
    'The times a service can be booked on one or more days, by the same rules the business’s own calendar books by: its hours, blocked times, staff, and the places already taken.',
  scope: 'read',
  query: ApiAvailabilityQuerySchema,
  response: { status: 200, component: 'Availability', schema: ApiAvailabilitySchema },
  errors: { 404: ['service_not_found', 'staff_not_found'] },
});

export const listBookings = defineOperation({
  id: 'listBookings',
  method: 'get',
  path: '/bookings',
  tag: 'Bookings',
  summary: 'List bookings',
  description:
    'Bookings by start time (or by last change, to keep a copy in step: order=updated_at with updatedSince), filtered by status, time, service, staff member or client.',
  scope: 'read',
  query: ApiBookingListQuerySchema,
  isList: true,
  response: listOf('BookingPage', ApiBookingSchema),
});

export const getBooking = defineOperation({
  id: 'getBooking',
  method: 'get',
  path: '/bookings/{bookingId}',
  tag: 'Bookings',
  summary: 'Get a booking',
  scope: 'read',
  params: { bookingId: 'The booking’s id.' },
  response: { status: 200, component: 'Booking', schema: ApiBookingSchema },
});

const booking = { status: 200, component: 'Booking', schema: ApiBookingSchema } as const;

export const createBooking = defineOperation({
  id: 'createBooking',
  method: 'post',
  path: '/bookings',
  tag: 'Bookings',
  summary: 'Make a booking',
  description:
    'Books a service for a client on the business’s list (clientId) or a new one (client), by the business’s own calendar rules, as its front desk would: the slot must be free, the staff member free and doing the service, the plan taking bookings with room left this month. It is confirmed, to be paid at the counter, and the client gets the usual confirmation.',
  scope: 'write',
  isCreate: true,
  body: ApiBookingCreateSchema,
  response: { ...booking, status: 201 },
  errors: {
    400: ['staff_not_offered'],
    403: ['subscription_lapsed', 'plan_bookings_limit'],
    404: ['service_not_found', 'staff_not_found', 'client_not_found', 'not_found'],
    409: ['slot_taken', 'slot_not_offered'],
  },
});

export const cancelBooking = defineOperation({
  id: 'cancelBooking',
  method: 'post',
  path: '/bookings/{bookingId}/cancel',
  tag: 'Bookings',
  summary: 'Cancel a booking',
  description:
    'Cancels it as the business: the client is told, and the place is offered to the day’s waitlist. Cancelling a cancelled booking answers it unchanged.',
  scope: 'write',
  params: { bookingId: 'The booking’s id.' },
  response: booking,
});

export const completeBooking = defineOperation({
  id: 'completeBooking',
  method: 'post',
  path: '/bookings/{bookingId}/complete',
  tag: 'Bookings',
  summary: 'Mark a booking done',
  description:
    'Marks the visit as done once it has begun; the client is asked for a review. A cancelled booking, one whose online payment is on its way, or one not yet begun is refused.',
  scope: 'write',
  params: { bookingId: 'The booking’s id.' },
  response: booking,
  errors: { 409: ['cancelled_cannot_complete', 'awaiting_payment', 'not_started'] },
});

export const rescheduleBooking = defineOperation({
  id: 'rescheduleBooking',
  method: 'post',
  path: '/bookings/{bookingId}/reschedule',
  tag: 'Bookings',
  summary: 'Move a booking',
  description:
    'Moves it to another free time (and staff member, if given), by the same rules as a new booking; the client is told, and the place it left is offered to that day’s waitlist.',
  scope: 'write',
  params: { bookingId: 'The booking’s id.' },
  body: ApiRescheduleSchema,
  response: booking,
  errors: {
    400: ['staff_not_offered'],
    404: ['staff_not_found'],
    409: ['cannot_move', 'slot_taken', 'slot_not_offered', 'staff_busy'],
  },
});

export const listClients = defineOperation({
  id: 'listClients',
  method: 'get',
  path: '/clients',
  tag: 'Clients',
  summary: 'List clients',
  description: 'The business’s clients, newest first.',
  scope: 'read',
  query: ApiListQuerySchema,
  isList: true,
  response: listOf('ClientPage', ApiClientSchema),
});

export const getClient = defineOperation({
  id: 'getClient',
  method: 'get',
  path: '/clients/{clientId}',
  tag: 'Clients',
  summary: 'Get a client',
  scope: 'read',
  params: { clientId: 'The client’s id.' },
  response: { status: 200, component: 'Client', schema: ApiClientSchema },
});

const client = { status: 200, component: 'Client', schema: ApiClientSchema } as const;

export const createClient = defineOperation({
  id: 'createClient',
  method: 'post',
  path: '/clients',
  tag: 'Clients',
  summary: 'Add a client',
  description:
    'Adds a client to the business’s list by the rules of its own Clients screen: the phone is stored as +254…, the e-mail in lower case, and one already on the list is refused.',
  scope: 'write',
  isCreate: true,
  body: ApiClientCreateSchema,
  response: { ...client, status: 201 },
  errors: { 409: ['client_exists'] },
});

export const updateClient = defineOperation({
  id: 'updateClient',
  method: 'patch',
  path: '/clients/{clientId}',
  tag: 'Clients',
  summary: 'Change a client',
  description:
    'Changes the fields sent and keeps the others; null clears one that may be empty. A phone or e-mail another client has is refused.',
  scope: 'write',
  params: { clientId: 'The client’s id.' },
  body: ApiClientUpdateSchema,
  response: client,
  errors: { 409: ['client_exists'] },
});

export const listInvoices = defineOperation({
  id: 'listInvoices',
  method: 'get',
  path: '/invoices',
  tag: 'Invoices',
  summary: 'List invoices',
  description: 'The business’s invoices, newest first.',
  scope: 'read',
  query: ApiListQuerySchema,
  isList: true,
  response: listOf('InvoicePage', ApiInvoiceSchema),
});

export const getInvoice = defineOperation({
  id: 'getInvoice',
  method: 'get',
  path: '/invoices/{invoiceId}',
  tag: 'Invoices',
  summary: 'Get an invoice',
  scope: 'read',
  params: { invoiceId: 'The invoice’s id.' },
  response: { status: 200, component: 'Invoice', schema: ApiInvoiceSchema },
});

export const listReviews = defineOperation({
  id: 'listReviews',
  method: 'get',
  path: '/reviews',
  tag: 'Reviews',
  summary: 'List reviews',
  description: 'Clients’ reviews of the business, newest first, hidden ones included and marked.',
  scope: 'read',
  query: ApiListQuerySchema,
  isList: true,
  response: listOf('ReviewPage', ApiReviewSchema),
});

/** Every operation, in the order the document lists them. */
export const API_V1_OPERATIONS = [
  listServices,
  getService,
  createService,
  updateService,
  listStaff,
  getStaffMember,
  getAvailability,
  listBookings,
  getBooking,
  createBooking,
  cancelBooking,
  completeBooking,
  rescheduleBooking,
  listClients,
  getClient,
  createClient,
  updateClient,
  listInvoices,
  getInvoice,
  listReviews,
] as const;

/** The resources the document names as components, each once. */
export const API_V1_RESOURCES = {
  Service: ApiServiceSchema,
  StaffMember: ApiStaffMemberSchema,
  Availability: ApiAvailabilitySchema,
  Booking: ApiBookingSchema,
  Client: ApiClientSchema,
  Invoice: ApiInvoiceSchema,
  Review: ApiReviewSchema,
} as const;
