import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { decimalToMinor } from './money-input';
import { serviceRulesText } from './messages/service-rules';
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

const t = serviceRulesText;

export const CATEGORY_LABELS: Record<ServiceCategory, string> = {
  get general() {
    return t('category.general');
  },
  get transport() {
    return t('category.transport');
  },
  get food() {
    return t('category.food');
  },
  get other() {
    return t('category.other');
  },
};

export const TRANSPORT_DETAIL_KEYS = ['departure', 'destination', 'vehicle'] as const;
export type TransportDetailKey = (typeof TRANSPORT_DETAIL_KEYS)[number];
export type TransportDetails = Partial<Record<TransportDetailKey, string>>;

/** What a transport service may say about the trip; nothing of it is kept for other categories. */
export function transportDetailFields(): {
  key: TransportDetailKey;
  label: string;
  placeholder: string;
}[] {
  return TRANSPORT_DETAIL_KEYS.map((key) => ({
    key,
    label: t(`transport.${key}`),
    placeholder: t(`transport.${key}Placeholder`),
  }));
}

/**
 * Messages of docs/product/owner-area.md §5 Validation and §8 Messages for services, in one place
 * for the API and the screen, each read from the catalogue when it is said.
 */
export const SERVICE_MESSAGES = {
  get required() {
    return t('required');
  },
  get pricePositive() {
    return t('pricePositive');
  },
  get priceFormat() {
    return t('priceFormat');
  },
  get priceTooHigh() {
    return t('priceTooHigh', { max: new Intl.NumberFormat('en-KE').format(MAX_SERVICE_PRICE) });
  },
  get duration() {
    return t('duration', SERVICE_DURATION_MINUTES);
  },
  get category() {
    return t('category');
  },
  get currency() {
    return t('currency');
  },
  get noBusiness() {
    return t('noBusiness');
  },
  get notFound() {
    return t('notFound');
  },
  get keptWithBookings() {
    return t('keptWithBookings');
  },
  get maxImages() {
    return t('maxImages', { max: MAX_SERVICE_IMAGES });
  },
  get noImages() {
    return t('noImages');
  },
  notAnImage: (file: string) => t('notAnImage', { file }),
  imageTooLarge: (file: string) => t('imageTooLarge', { file }),
  imageTooManyPixels: (file: string) => t('imageTooManyPixels', { file }),
  imageCorrupt: (file: string) => t('imageCorrupt', { file }),
  get imageNotFound() {
    return t('imageNotFound');
  },
  imagesTooLarge: (megabytes: number) =>
    t('imagesTooLarge', { megabytes, max: MAX_SERVICE_IMAGES }),
  /** A file sent with no name of its own. */
  get thisFile() {
    return t('thisFile');
  },
};

export const SERVICE_TOASTS = {
  get deleted() {
    return t('toast.deleted');
  },
  get deleteFailed() {
    return t('toast.deleteFailed');
  },
  get activated() {
    return t('toast.activated');
  },
  get deactivated() {
    return t('toast.deactivated');
  },
  get statusFailed() {
    return t('toast.statusFailed');
  },
  get created() {
    return t('toast.created');
  },
  createFailed: (message: string) => t('toast.createFailed', { message }),
  get updated() {
    return t('toast.updated');
  },
  updateFailed: (message: string) => t('toast.updateFailed', { message }),
  uploadFailed: (message: string) => t('toast.uploadFailed', { message }),
  get uploadImagesFailed() {
    return t('toast.uploadImagesFailed');
  },
  get imageRemoved() {
    return t('toast.imageRemoved');
  },
  removeImageFailed: (message: string) => t('toast.removeImageFailed', { message }),
  imagesUploaded: (count: number) => t('toast.imagesUploaded', { count }),
};

const said = (message: () => string) => ({ error: message });
const required = said(() => SERVICE_MESSAGES.required);

function requiredText(
  field: 'name' | 'description',
  max: number,
  options: { multiline?: boolean } = {},
) {
  return z.string(required).check(
    z.trim(),
    plainText(options),
    z.minLength(1, required),
    z.maxLength(
      max,
      said(() => t(`${field}TooLong`, { max })),
    ),
  );
}

const category = z.enum(
  SERVICE_CATEGORIES,
  said(() => SERVICE_MESSAGES.category),
);
const currency = z.enum(
  SERVICE_CURRENCIES,
  said(() => SERVICE_MESSAGES.currency),
);

const transportDetailsShape = z.object({
  departure: z.optional(
    z.string().check(
      z.trim(),
      plainText(),
      z.maxLength(
        TEXT_LIMITS.address,
        said(() => t('transport.departureTooLong')),
      ),
    ),
  ),
  destination: z.optional(
    z.string().check(
      z.trim(),
      plainText(),
      z.maxLength(
        TEXT_LIMITS.address,
        said(() => t('transport.destinationTooLong')),
      ),
    ),
  ),
  vehicle: z.optional(
    z.string().check(
      z.trim(),
      plainText(),
      z.maxLength(
        TEXT_LIMITS.name,
        said(() => t('transport.vehicleTooLong')),
      ),
    ),
  ),
});

/** Transport details only for transport, without empty entries; nothing at all when none are left. */
export function keptTransportDetails(
  serviceCategory: ServiceCategory,
  details: TransportDetails | null | undefined,
): TransportDetails | null {
  if (serviceCategory !== 'transport' || !details) return null;
  const kept: TransportDetails = {};
  for (const key of TRANSPORT_DETAIL_KEYS) {
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

const durationMessage = said(() => SERVICE_MESSAGES.duration);

const duration = z.pipe(
  z.transform(durationOrDefault),
  z
    .number()
    .check(
      z.int(durationMessage),
      z.gte(SERVICE_DURATION_MINUTES.min, durationMessage),
      z.lte(SERVICE_DURATION_MINUTES.max, durationMessage),
    ),
);

/**
 * A service as the API takes it: the price in minor units (KES 1,500 is 150000). Category and
 * currency default to general and KES; transport details are kept only for transport.
 */
export const ServiceInputSchema = z.pipe(
  z.object(
    {
      name: requiredText('name', TEXT_LIMITS.name),
      description: requiredText('description', TEXT_LIMITS.description, { multiline: true }),
      category: z._default(category, 'general'),
      transportDetails: z.optional(z.nullable(transportDetailsShape)),
      priceMinor: z.number(required).check(
        z.int(said(() => SERVICE_MESSAGES.priceFormat)),
        z.gt(
          0,
          said(() => SERVICE_MESSAGES.pricePositive),
        ),
        z.lte(
          MAX_SERVICE_PRICE * 100,
          said(() => SERVICE_MESSAGES.priceTooHigh),
        ),
      ),
      durationMinutes: duration,
      currency: z._default(currency, 'KES'),
    },
    required,
  ),
  z.transform((input) => ({
    ...input,
    transportDetails: keptTransportDetails(input.category, input.transportDetails),
  })),
);
export type ServiceInput = z.input<typeof ServiceInputSchema>;
export type ServiceValues = z.output<typeof ServiceInputSchema>;

export const ServiceStatusSchema = z.object({
  isActive: z.boolean(said(() => t('isActive'))),
});

/** The Service form: what the owner types, as text, with the same rules and messages as the API. */
export const ServiceFormSchema = z.object({
  name: requiredText('name', TEXT_LIMITS.name),
  description: requiredText('description', TEXT_LIMITS.description, { multiline: true }),
  category,
  transportDetails: z.object({
    departure: z.string(),
    destination: z.string(),
    vehicle: z.string(),
  }),
  price: z.string().check(
    z.trim(),
    z.minLength(1, { ...required, abort: true }),
    z.refine((value) => decimalToMinor(value) !== null, {
      error: () => SERVICE_MESSAGES.priceFormat,
      abort: true,
    }),
    z.refine((value) => (decimalToMinor(value) ?? 0) > 0, {
      error: () => SERVICE_MESSAGES.pricePositive,
      abort: true,
    }),
    z.refine(
      (value) => (decimalToMinor(value) ?? 0) <= MAX_SERVICE_PRICE * 100,
      said(() => SERVICE_MESSAGES.priceTooHigh),
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
    }, durationMessage),
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

export { formatDuration } from './format/duration';
