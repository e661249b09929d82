/** Paystack answered, and said no: a non-2xx status or an envelope with `status: false`. */
export class PaystackError extends Error {
  override name = 'PaystackError';
  readonly httpStatus: number;
  /** Paystack's machine-readable code when it sends one, e.g. 'transaction_not_found'. */
  readonly code: string | null;

  constructor({
    httpStatus,
    message,
    code = null,
  }: {
    httpStatus: number;
    message: string;
    code?: string | null;
  }) {
    super(message);
    this.httpStatus = httpStatus;
    this.code = code;
  }
}

/** Paystack could not be reached or did not answer in time; the outcome of the call is unknown. */
export class PaystackUnavailableError extends Error {
  override name = 'PaystackUnavailableError';
}
