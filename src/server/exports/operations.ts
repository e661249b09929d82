import { eq, sql } from 'drizzle-orm';
import { SETTINGS_DEFAULTS } from '@shared/settings';
import type { ExportType } from '@shared/exports';
import type { Database } from '../db/database';
import { businessSettings } from '../db/schema/businesses';
import { readBookings } from './bookings';
import { readClients } from './clients';
import type { Cursor, ExportRow } from './csv-stream';
import { readStaff } from './staff';

export const READERS: Record<
  ExportType,
  (
    db: Database,
    options: { businessId: string; timezone: string; after?: Cursor },
  ) => Promise<ExportRow[]>
> = { bookings: readBookings, clients: readClients, staff: readStaff };

export async function businessTimezone(db: Database, businessId: string): Promise<string> {
  const [settings] = await db
    .select({ timezone: businessSettings.timezone })
    .from(businessSettings)
    .where(eq(businessSettings.businessId, businessId));
  return settings?.timezone ?? SETTINGS_DEFAULTS.timezone;
}

/** Which lists have a row: three index probes, so a button can say 'No data to export' first. */
export async function exportsWithRows(
  db: Database,
  businessId: string,
): Promise<Record<ExportType, boolean>> {
  const result = await db.execute<Record<ExportType, boolean>>(sql`
    SELECT
      EXISTS (SELECT 1 FROM bookings WHERE business_id = ${businessId}) AS bookings,
      EXISTS (SELECT 1 FROM clients WHERE business_id = ${businessId}) AS clients,
      EXISTS (SELECT 1 FROM staff WHERE business_id = ${businessId}) AS staff`);
  const row = result.rows[0];
  return {
    bookings: row?.bookings === true,
    clients: row?.clients === true,
    staff: row?.staff === true,
  };
}
