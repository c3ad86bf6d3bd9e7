import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner } from '../context.js';
import type { Language } from '../language.js';
import { createCaller } from '../root.js';
import { callerFor, FakeClock, insertUser, type TestUser } from '../test-support.js';
import { writeAudit } from './audit-log.js';

// The trail keeps the English each change was recorded with; an Arabic caller reads it in Arabic
// (messages/arabic/audit.ts), values as recorded, and a description the table lacks in English.

const isolated = (value: string) => `\u2068${value}\u2069`;

describe.each(testDatabases())('the audit trail in the caller’s language on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  const clock = new FakeClock(new Date('2026-11-23T06:00:00Z'));
  const as = () => {
    clock.advance(1000);
    return callerFor(database.db, { user: admin, now: clock.now }).caller;
  };
  /** The trail's descriptions and titles, newest first, as a caller of this language reads them. */
  async function trailIn(language: Language) {
    const { password: _password, ...user } = admin;
    const caller = createCaller(createContextInner({ db: database.db, user, language }));
    const { items } = await caller.audit.page({ pageSize: 50 });
    return items.filter((row) => row.source !== 'sign-in').map((row) => [row.title, row.description]);
  }

  beforeAll(async () => {
    database = await create();
    await ensureBootstrapData(database.db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    admin = await insertUser(database.db, { role: 'admin', firstName: 'Huda', lastName: 'Salman' });
    const client = await insertUser(database.db, { companyName: 'Gulf Lifting WLL' });
    const instructor = await insertUser(database.db, { role: 'instructor', firstName: 'Ali' });
    const course = await as().courses.create({ name: 'Mobile Crane Operations' });
    const schedule = await as().schedules.create({
      userId: client.id,
      courseId: course.id,
      preferredDate: '2026-12-01',
      preferredTime: '08:00',
      instructorId: instructor.id,
    });
    await as().schedules.update({ id: schedule.id, preferredDate: '2026-12-03', preferredTime: '09:30' });
    await as().users.edit({ id: client.id, phone: '17000000', companyName: 'Dock Co' });
    const goal = await as().financialGoals.create({
      title: 'New training bay',
      targetAmount: '5000',
      startDate: '2026-11-01',
      endDate: null,
      description: null,
    });
    await as().financialGoals.recordTransaction({ id: goal.id, amount: '50', description: 'Course fees' });
    await as().websiteContent.update({ heroTitleAr: 'مرحبًا' });
    clock.advance(1000);
    await writeAudit(database.db, {
      entityType: 'certificate',
      entityId: null,
      action: 'updated',
      actor: admin,
      previous: null,
      next: null,
      description: 'Certificate C-1 renumbered',
      title: 'C-1',
      details: '',
      at: clock.now(),
    });
  }, 60_000);
  afterAll(() => database.close());

  it('answers an English caller the descriptions as recorded', async () => {
    expect(await trailIn('en')).toEqual([
      ['C-1', 'Certificate C-1 renumbered'],
      ['Website texts', 'Website text changed: hero title (Arabic)'],
      ['New training bay', 'Credit of BD 50.00 recorded: Course fees'],
      ['New training bay', 'Financial goal created with a target of BD 5,000.00'],
      ['Test User', 'User edited: companyName, phone'],
      ['Mobile Crane Operations · Gulf Lifting WLL', 'Date: 1 Dec 2026 → 3 Dec 2026; Time: 08:00 → 09:30'],
      ['Mobile Crane Operations · Gulf Lifting WLL', 'Class scheduled for 1 Dec 2026 at 08:00 (pending)'],
      [expect.any(String), expect.stringMatching(/^Course Mobile Crane Operations \(.+\) created$/)],
    ]);
  });

  it('answers an Arabic caller in Arabic: labels translated, values kept and isolated, the unknown in English', async () => {
    const trail = await trailIn('ar');
    expect(trail.slice(0, 7)).toEqual([
      ['C-1', 'Certificate C-1 renumbered'],
      ['نصوص الموقع', 'تغيّرت نصوص الموقع: عنوان الواجهة الرئيسية بالعربية'],
      ['New training bay', `سُجّل إيداع بمبلغ ${isolated('BD 50.00')}: ${isolated('Course fees')}`],
      ['New training bay', `أُنشئ الهدف المالي بمبلغ مستهدف قدره ${isolated('BD 5,000.00')}`],
      ['Test User', 'عُدّل المستخدم: اسم الشركة، الهاتف'],
      [
        'Mobile Crane Operations · Gulf Lifting WLL',
        `التاريخ: ${isolated('1 Dec 2026')} ← ${isolated('3 Dec 2026')}؛ الوقت: ${isolated('08:00')} ← ${isolated('09:30')}`,
      ],
      [
        'Mobile Crane Operations · Gulf Lifting WLL',
        `جُدولت الحصة في ${isolated('1 Dec 2026')} الساعة ${isolated('08:00')} (قيد الانتظار)`,
      ],
    ]);
    expect(trail[7]?.[1]).toMatch(/^أُنشئت الدورة \u2068Mobile Crane Operations\u2069 \(\u2068.+\u2069\)$/);
  });
});
