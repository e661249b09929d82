import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { decimalToMinor } from './money-input';
import { plainText } from './plain-text';

export const SERVICE_CATEGORIES = ['general', 'transport', 'food', 'other'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_CURRENCIES = ['KES', 'USD', 'EUR'] as const;
export type ServiceCurrency = (typeof SERVICE_CURRENCIES)[number];

export const MAX_SERVICE_IMAGES = 5;
export const DEFAULT_SERVICE_DURATION_MINUTES = 60;
export const SERVICE_DURATION_MINUTES = { min: 5, max: 1440 } as const;
/** The largest price in major units; its minor units still fit PostgreSQL's integer. */
export const MAX_SERVICE_PRICE = 10_000_000;

export const CATEGORY_LABELS: Record<ServiceCategory, string> = {
  general: 'General',
  transport: 'Transport',
  food: 'Food',
  other: 'Other',
};

/** What a transport service may say about the trip; nothing of it is kept for other categories. */
export const TRANSPORT_DETAIL_FIELDS = [
  { key: 'departure', label: 'Departure point', placeholder: 'Nairobi, Archives' },
  { key: 'destination', label: 'Destination', placeholder: 'Nakuru' },
  { key: 'vehicle', label: 'Vehicle', placeholder: '11-seater shuttle' },
] as const;
export type TransportDetailKey = (typeof TRANSPORT_DETAIL_FIELDS)[number]['key'];
export type TransportDetails = Partial<Record<TransportDetailKey, string>>;

/** Messages of docs/product/owner-area.md §5 Validation and §8 Messages for services, in one place for the API and the screen. */
export const SERVICE_MESSAGES = {
  required: 'Please fill in all required fields.',
  pricePositive: 'Price must be greater than zero.',
  priceFormat: 'Please enter a price such as 1500 or 15.50',
  priceTooHigh: `Price must be at most ${new Intl.NumberFormat('en-KE').format(MAX_SERVICE_PRICE)}`,
  duration: `Duration must be a whole number of minutes from ${SERVICE_DURATION_MINUTES.min} to ${SERVICE_DURATION_MINUTES.max}`,
  category: 'Please choose a category',
  currency: 'Please choose KES, USD or EUR',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  noBusiness: 'Business not found. Please ensure you have a business setup.',
  notFound: 'Service not found',
  keptWithBookings: 'This service has bookings, so it was deactivated instead of deleted.',
  maxImages: `Maximum ${MAX_SERVICE_IMAGES} images allowed`,
  noImages: 'Please choose at least one image.',
  notAnImage: (file: string) => `${file} is not an image file`,
  imageTooLarge: (file: string) => `${file} is too large. Maximum size is 5MB`,
  imageTooManyPixels: (file: string) =>
    `${file} is too large (more than 25 megapixels). Please choose a smaller image.`,
  imageCorrupt: (file: string) => `${file} could not be read. Please choose another file.`,
  imageNotFound: 'Image not found',
} as const;

export const SERVICE_TOASTS = {
  deleted: 'Service deleted successfully',
  deleteFailed: 'Failed to delete service',
  activated: 'Service activated successfully',
  deactivated: 'Service deactivated successfully',
  statusFailed: 'Failed to update service status',
  created: 'Service created successfully!',
  createFailed: (message: string) => `Failed to create service: ${message}`,
  updated: 'Service updated successfully!',
  updateFailed: (message: string) => `Failed to update service: ${message}`,
  uploadFailed: (message: string) => `Upload failed: ${message}`,
  uploadImagesFailed: 'Failed to upload images',
  imageRemoved: 'Image removed',
  imagesUploaded: (count: number) => `${count} image(s) uploaded successfully`,
} as const;

function requiredText(field: string, max: number, options: { multiline?: boolean } = {}) {
  return z
    .string({ error: SERVICE_MESSAGES.required })
    .check(
      z.trim(),
      plainText(options),
      z.minLength(1, SERVICE_MESSAGES.required),
      z.maxLength(max, SERVICE_MESSAGES.tooLong(field, max)),
    );
}

const category = z.enum(SERVICE_CATEGORIES, { error: SERVICE_MESSAGES.category });
const currency = z.enum(SERVICE_CURRENCIES, { error: SERVICE_MESSAGES.currency });

const transportDetailsShape = z.object({
  departure: z.optional(
    z
      .string()
      .check(
        z.trim(),
        plainText(),
        z.maxLength(TEXT_LIMITS.address, 'Departure point is too long'),
      ),
  ),
  destination: z.optional(
    z
      .string()
      .check(z.trim(), plainText(), z.maxLength(TEXT_LIMITS.address, 'Destination is too long')),
  ),
  vehicle: z.optional(
    z.string().check(z.trim(), plainText(), z.maxLength(TEXT_LIMITS.name, 'Vehicle is too long')),
  ),
});

/** Transport details only for transport, without empty entries; nothing at all when none are left. */
export function keptTransportDetails(
  serviceCategory: ServiceCategory,
  details: TransportDetails | null | undefined,
): TransportDetails | null {
  if (serviceCategory !== 'transport' || !details) return null;
  const kept: TransportDetails = {};
  for (const { key } of TRANSPORT_DETAIL_FIELDS) {
    const value = details[key]?.trim();
    if (value) kept[key] = value;
  }
  return Object.keys(kept).length ? kept : null;
}

/** 'Duration defaults to 60 when not numeric' (docs/product/owner-area.md §5 Validation). */
function durationOrDefault(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) ? number : DEFAULT_SERVICE_DURATION_MINUTES;
}

const duration = z.pipe(
  z.transform(durationOrDefault),
  z
    .number()
    .check(
      z.int(SERVICE_MESSAGES.duration),
      z.gte(SERVICE_DURATION_MINUTES.min, SERVICE_MESSAGES.duration),
      z.lte(SERVICE_DURATION_MINUTES.max, SERVICE_MESSAGES.duration),
    ),
);

/**
 * A service as the API takes it: the price in minor units (KES 1,500 is 150000). Category and
 * currency default to general and KES; transport details are kept only for transport.
 */
export const ServiceInputSchema = z.pipe(
  z.object(
    {
      name: requiredText('Name', TEXT_LIMITS.name),
      description: requiredText('Description', TEXT_LIMITS.description, { multiline: true }),
      category: z._default(category, 'general'),
      transportDetails: z.optional(z.nullable(transportDetailsShape)),
      priceMinor: z
        .number({ error: SERVICE_MESSAGES.required })
        .check(
          z.int(SERVICE_MESSAGES.priceFormat),
          z.gt(0, SERVICE_MESSAGES.pricePositive),
          z.lte(MAX_SERVICE_PRICE * 100, SERVICE_MESSAGES.priceTooHigh),
        ),
      durationMinutes: duration,
      currency: z._default(currency, 'KES'),
    },
    { error: SERVICE_MESSAGES.required },
  ),
  z.transform((input) => ({
    ...input,
    transportDetails: keptTransportDetails(input.category, input.transportDetails),
  })),
);
export type ServiceInput = z.input<typeof ServiceInputSchema>;
export type ServiceValues = z.output<typeof ServiceInputSchema>;

export const ServiceStatusSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

/** The Service form: what the owner types, as text, with the same rules and messages as the API. */
export const ServiceFormSchema = z.object({
  name: requiredText('Name', TEXT_LIMITS.name),
  description: requiredText('Description', TEXT_LIMITS.description, { multiline: true }),
  category,
  transportDetails: z.object({
    departure: z.string(),
    destination: z.string(),
    vehicle: z.string(),
  }),
  price: z.string().check(
    z.trim(),
    z.minLength(1, { message: SERVICE_MESSAGES.required, abort: true }),
    z.refine((value) => decimalToMinor(value) !== null, {
      message: SERVICE_MESSAGES.priceFormat,
      abort: true,
    }),
    z.refine((value) => (decimalToMinor(value) ?? 0) > 0, {
      message: SERVICE_MESSAGES.pricePositive,
      abort: true,
    }),
    z.refine(
      (value) => (decimalToMinor(value) ?? 0) <= MAX_SERVICE_PRICE * 100,
      SERVICE_MESSAGES.priceTooHigh,
    ),
  ),
  durationMinutes: z.string().check(
    z.refine((value) => {
      const minutes = durationOrDefault(value);
      return (
        Number.isInteger(minutes) &&
        minutes >= SERVICE_DURATION_MINUTES.min &&
        minutes <= SERVICE_DURATION_MINUTES.max
      );
    }, SERVICE_MESSAGES.duration),
  ),
  currency,
});
export type ServiceForm = z.infer<typeof ServiceFormSchema>;

export function emptyServiceForm(): ServiceForm {
  return {
    name: '',
    description: '',
    category: 'general',
    transportDetails: { departure: '', destination: '', vehicle: '' },
    price: '',
    durationMinutes: String(DEFAULT_SERVICE_DURATION_MINUTES),
    currency: 'KES',
  };
}

/** A checked form as the API body: the price in minor units, the duration a number. */
export function serviceFormToInput(form: ServiceForm): ServiceInput {
  return {
    name: form.name,
    description: form.description,
    category: form.category,
    transportDetails: keptTransportDetails(form.category, form.transportDetails),
    priceMinor: decimalToMinor(form.price) ?? 0,
    durationMinutes: durationOrDefault(form.durationMinutes),
    currency: form.currency,
  };
}

/** '45 min', '1 h', '2 h 30 min'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
