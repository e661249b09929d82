import { and, eq, inArray } from 'drizzle-orm';
import { DEMO_BUSINESSES } from '@shared/demo-businesses';
import type { Database } from '../db/database';
import { businessSettings, businesses } from '../db/schema/businesses';

export interface DemoCode {
  name: string;
  code: string;
  takesPayment: boolean;
}

const DEMO_SLUGS = DEMO_BUSINESSES.map((demo) => demo.slug);

/**
 * The demo businesses a fresh start seeds, with the codes they were given (chosen by the database,
 * so different on every server): what a visitor to a test page can book at without a code of
 * their own. None where the demo data was not seeded.
 */
export async function demoCodes(db: Database): Promise<DemoCode[]> {
  const rows = await db
    .select({
      slug: businesses.subdomain,
      name: businesses.name,
      code: businesses.bookingCode,
      takesPayment: businessSettings.requirePayment,
    })
    .from(businesses)
    .innerJoin(businessSettings, eq(businessSettings.businessId, businesses.id))
    .where(and(inArray(businesses.subdomain, DEMO_SLUGS), eq(businesses.isActive, true)));
  return rows
    .sort((a, b) => DEMO_SLUGS.indexOf(a.slug) - DEMO_SLUGS.indexOf(b.slug))
    .map(({ name, code, takesPayment }) => ({ name, code, takesPayment }));
}
