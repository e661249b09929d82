import Ajv2020 from 'ajv/dist/2020';

/**
 * An ajv (draft 2020-12, the dialect of OpenAPI 3.1) holding the served document as `openapi`,
 * so a test reaches any schema in it by pointer: `openapi#/components/schemas/Booking`.
 */
export function openApiValidator(document: object): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  ajv.addFormat(
    'date-time',
    (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
  );
  ajv.addSchema(document, 'openapi');
  return ajv;
}

/** A JSON pointer's token: `~` and `/` escaped. */
export const pointerToken = (text: string) => text.replaceAll('~', '~0').replaceAll('/', '~1');
