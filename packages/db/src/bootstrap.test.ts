import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CENTRE_NAME, DEFAULT_ADMIN_EMAIL, ensureBootstrapData } from './bootstrap.js';
import type { Database } from './connection.js';
import { verifyPassword } from './password.js';
import { testDatabases } from './testing.js';

describe.each(testDatabases())('bootstrap on $name', ({ create }) => {
  let database: Database;
  beforeEach(async () => {
    database = await create();
  });
  afterEach(() => database.close());

  const admins = () => database.db.selectFrom('users').selectAll().where('role', '=', 'admin').execute();

  it('creates one main admin with a generated password, and the website text', async () => {
    const result = await ensureBootstrapData(database.db);
    expect(result).toMatchObject({ adminCreated: true, adminEmail: DEFAULT_ADMIN_EMAIL });
    expect(result.generatedPassword?.length).toBeGreaterThanOrEqual(12);

    const [admin, ...others] = await admins();
    expect(others).toEqual([]);
    expect(admin).toMatchObject({
      email: DEFAULT_ADMIN_EMAIL,
      role: 'admin',
      isMainAdmin: true,
      isActive: true,
      mustChangePassword: true,
      firstName: 'Main',
      lastName: 'Admin',
      companyName: CENTRE_NAME,
    });
    expect(await verifyPassword(admin?.passwordHash ?? '', result.generatedPassword ?? '')).toBe(true);

    const content = await database.db.selectFrom('websiteContent').selectAll().execute();
    expect(content).toHaveLength(1);
    expect(content[0]).toMatchObject({ id: 1, companyPhone: expect.stringMatching(/^\+973 /) });
    expect(content[0]?.companyAddress).toContain('Bahrain');
    // And in Arabic, for the Arabic pages.
    expect(content[0]?.heroTitleAr).toMatch(/[\u0600-\u06FF]/);
    expect(content[0]?.companyAddressAr).toContain('البحرين');
  });

  it('is idempotent', async () => {
    await ensureBootstrapData(database.db);
    await database.db.updateTable('websiteContent').set({ heroTitle: 'Edited by an admin' }).execute();

    expect(await ensureBootstrapData(database.db, { adminEmail: 'other@example.com' })).toEqual({
      adminCreated: false,
    });
    expect(await admins()).toHaveLength(1);
    const content = await database.db.selectFrom('websiteContent').select('heroTitle').execute();
    expect(content).toEqual([{ heroTitle: 'Edited by an admin' }]);
  });

  it('uses the given e-mail (lower-cased) and password, which need no change', async () => {
    const result = await ensureBootstrapData(database.db, {
      adminEmail: ' Boss@Example.COM ',
      adminPassword: 'Given-Secret-42',
    });
    expect(result).toEqual({
      adminCreated: true,
      adminEmail: 'boss@example.com',
      generatedPassword: undefined,
    });
    const [admin] = await admins();
    expect(admin).toMatchObject({ email: 'boss@example.com', isMainAdmin: true, mustChangePassword: false });
    expect(await verifyPassword(admin?.passwordHash ?? '', 'Given-Secret-42')).toBe(true);
  });

  it('refuses an admin e-mail that already belongs to another account', async () => {
    await database.db
      .insertInto('users')
      .values({ email: 'taken@example.com', passwordHash: 'not-used-here', role: 'client' })
      .execute();
    await expect(ensureBootstrapData(database.db, { adminEmail: 'Taken@example.com' })).rejects.toThrow(
      'taken@example.com already belongs to a client account',
    );
  });
});
