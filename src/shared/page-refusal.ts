/**
 * A loader's answer the server already has for a page it renders, when that answer is a refusal
 * (the booking page's business is not there): the page shows it in the HTML and after hydration
 * alike, and the document answers with its status.
 */
export interface PageRefusal {
  refused: {
    /** Only 'not there' is known ahead: any other failure is left to the browser to ask again. */
    status: 404;
    code: string;
    message: string;
    /** When it was refused (ISO 8601), for the details the page shows. */
    at: string;
  };
}

/** Whether a piece of a page's data is a refusal (no loader's answer holds a 'refused' key). */
export function isPageRefusal(value: unknown): value is PageRefusal {
  return typeof value === 'object' && value !== null && 'refused' in value;
}

/** The status a page whose initial data holds refusals answers with: the first refusal's, or 200. */
export function pageStatus(data: Readonly<Record<string, unknown>>): 200 | 404 {
  const refusal = Object.values(data).find(isPageRefusal);
  return refusal ? refusal.refused.status : 200;
}
