import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrate';
import { businesses } from '../../src/server/db/schema/businesses';
import { buildBusiness } from '../support/factories';
import { CHECK_VIOLATION, errorCode, UNIQUE_VIOLATION } from '../support/pg-error-code';
import { startTestServer, type TestServer } from '../support/test-server';

const newBusiness = (app: TestServer) => buildBusiness(app.db);

describe("each business's booking code (docs/decisions/0074)", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('gives every new business a code of its own, five digits', async () => {
    const made = await Promise.all(Array.from({ length: 40 }, () => newBusiness(app)));
    const codes = made.map((business) => business.bookingCode);
    for (const code of codes) expect(code).toMatch(/^[1-9][0-9]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('refuses a code that is not four to eight digits, or is taken', async () => {
    const [one, two] = [await newBusiness(app), await newBusiness(app)];
    for (const code of ['123', '123456789', '12a45', ' 12345', '١٢٣٤٥']) {
      expect(
        await errorCode(
          app.db.update(businesses).set({ bookingCode: code }).where(eq(businesses.id, one.id)),
        ),
      ).toBe(CHECK_VIOLATION);
    }
    expect(
      await errorCode(
        app.db
          .update(businesses)
          .set({ bookingCode: one.bookingCode })
          .where(eq(businesses.id, two.id)),
      ),
    ).toBe(UNIQUE_VIOLATION);
  });

  it('gives the businesses there before the codes came one each, as the migration does', async () => {
    const before = await Promise.all(Array.from({ length: 12 }, () => newBusiness(app)));
    // the table as it was: no codes
    await app.db.execute(sql`ALTER TABLE businesses ALTER COLUMN booking_code DROP NOT NULL`);
    await app.db.execute(
      sql`ALTER TABLE businesses DROP CONSTRAINT businesses_booking_code_unique`,
    );
    await app.db.execute(sql`UPDATE businesses SET booking_code = NULL`);
    const migration = fs
      .readFileSync(path.join(MIGRATIONS_FOLDER, '0033_booking-dialogs.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('DO $$'));
    expect(migration).toBeDefined();
    await app.db.execute(sql.raw(migration ?? ''));
    await app.db.execute(sql`ALTER TABLE businesses ALTER COLUMN booking_code SET NOT NULL`);
    await app.db.execute(
      sql`ALTER TABLE businesses ADD CONSTRAINT businesses_booking_code_unique UNIQUE (booking_code)`,
    );
    const rows = await app.db.select({ code: businesses.bookingCode }).from(businesses);
    expect(rows.length).toBeGreaterThanOrEqual(before.length);
    for (const row of rows) expect(row.code).toMatch(/^[0-9]{5}$/);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
  });
});
