import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  FakeClock,
  insertUser,
  PNG_BYTES,
  type TestUser,
  temporaryStorage,
} from '../test-support.js';
import { auditRowsOf } from './audit-test-rows.js';

// Every change an admin makes in the console leaves one audit row, written in the change's own
// transaction: who, when, the thing before and after, and a line a person reads.

describe.each(testDatabases())('the audit rows of console changes on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  const disk = temporaryStorage();
  const clock = new FakeClock(new Date('2026-11-27T08:00:00Z'));
  /** Each call a second after the one before, so the rows keep the calls' order. */
  const as = () => {
    clock.advance(1000);
    return callerFor(database.db, { user: admin, now: clock.now, storage: disk.storage }).caller;
  };
  const actorOf = { performedBy: '', performedByEmail: '', performedByName: 'Huda Salman' };

  beforeAll(async () => {
    database = await create();
    await ensureBootstrapData(database.db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    admin = await insertUser(database.db, { role: 'admin', firstName: 'Huda', lastName: 'Salman' });
    Object.assign(actorOf, { performedBy: admin.id, performedByEmail: admin.email });
  }, 60_000);
  afterAll(() => database.close());

  it('records a course created, edited and deleted, with its fields before and after', async () => {
    const course = await as().courses.create({ name: 'Rigging Basics', trainingPrice: 150 });
    await as().courses.update({ id: course.id, trainingPrice: 180, isActive: false });
    const editedAt = clock.now();
    await as().courses.delete({ id: course.id });
    const rows = await auditRowsOf(database.db, 'course', course.id);
    expect(rows.map((row) => [row.action, row.changeDescription])).toEqual([
      ['created', `Course Rigging Basics (${course.code}) created`],
      ['updated', `Course Rigging Basics (${course.code}) edited`],
      ['deleted', `Course Rigging Basics (${course.code}) deleted`],
    ]);
    expect(rows[0]).toMatchObject({ ...actorOf, previousData: null, entityTitle: 'Rigging Basics' });
    expect(rows[0]?.newData).toMatchObject({ name: 'Rigging Basics', trainingPrice: 150, isActive: true });
    expect(rows[1]?.previousData).toMatchObject({ trainingPrice: 150, isActive: true });
    expect(rows[1]?.newData).toMatchObject({ trainingPrice: 180, isActive: false });
    expect(rows[1]?.createdAt).toEqual(editedAt);
    expect(rows[2]).toMatchObject({
      newData: null,
      previousData: expect.objectContaining({ trainingPrice: 180 }),
    });
  });

  it('records a gallery photo added, edited, hidden and deleted', async () => {
    const { uploadURL } = await as().uploads.createSlot();
    await as().uploads.fillSlot({ token: uploadURL.split('/').pop() ?? '', file: PNG_BYTES });
    const photo = await as().gallery.create({ imagePath: uploadURL, title: 'Tandem lift' });
    await as().gallery.update({ id: photo.id, title: 'Tandem lift, Sitra', displayOrder: 2 });
    await as().gallery.toggleActive({ id: photo.id });
    await as().gallery.delete({ id: photo.id });
    const rows = await auditRowsOf(database.db, 'gallery_photo', photo.id);
    expect(rows.map((row) => [row.action, row.changeDescription])).toEqual([
      ['created', 'Gallery photo "Tandem lift" added'],
      ['updated', 'Gallery photo "Tandem lift, Sitra" edited'],
      ['updated', 'Gallery photo "Tandem lift, Sitra" hidden'],
      ['deleted', 'Gallery photo "Tandem lift, Sitra" deleted'],
    ]);
    expect(rows[1]).toMatchObject({
      ...actorOf,
      previousData: expect.objectContaining({ title: 'Tandem lift', displayOrder: 0 }),
      newData: expect.objectContaining({ title: 'Tandem lift, Sitra', displayOrder: 2 }),
    });
    expect(rows[2]?.newData).toMatchObject({ isActive: false });
    expect(rows[3]).toMatchObject({ newData: null, previousData: { imagePath: photo.imagePath } });
  });

  it('records a website text changed, with that text before and after and no entity id', async () => {
    const before = (await as().websiteContent.get()).heroTitle;
    await as().websiteContent.update({ heroTitle: 'Lifting training you can trust' });
    await as().websiteContent.update({ heroTitle: 'Lifting training you can trust' });
    const rows = await auditRowsOf(database.db, 'website_content', null);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ...actorOf,
      action: 'updated',
      changeDescription: 'Website text changed: hero title',
      previousData: { heroTitle: before },
      newData: { heroTitle: 'Lifting training you can trust' },
    });
  });

  it('records the document settings changed: bank details and VAT number', async () => {
    await as().quotations.updateDocumentSettings({
      paymentDetails: 'Bank: BBK\nIBAN: BH67 BMAG 0000 1299 1234 56',
      vatRegistrationNumber: '220000000000003',
    });
    await as().quotations.updateDocumentSettings({ vatRegistrationNumber: '220000000000099' });
    const rows = await auditRowsOf(database.db, 'settings', null);
    expect(rows.map((row) => row.changeDescription)).toEqual([
      'Document settings changed: payment details, VAT registration number',
      'Document settings changed: VAT registration number',
    ]);
    expect(rows[1]).toMatchObject({
      ...actorOf,
      previousData: { vatRegistrationNumber: '220000000000003' },
      newData: { vatRegistrationNumber: '220000000000099' },
    });
    expect(rows[1]?.newData).toMatchObject({ paymentDetails: expect.stringContaining('IBAN: BH67') });
  });

  it('records a form created, edited and deleted, with its fields', async () => {
    const form = await as().forms.create({
      title: 'Site visit request',
      slug: 'site-visit',
      fields: [{ fieldType: 'text', label: 'Company', isRequired: true }],
    });
    await as().forms.update({
      id: form.id,
      isActive: false,
      fields: [
        { fieldType: 'text', label: 'Company', isRequired: true },
        { fieldType: 'email', label: 'Email' },
      ],
    });
    await as().forms.delete({ id: form.id });
    const rows = await auditRowsOf(database.db, 'form', form.id);
    expect(rows.map((row) => [row.action, row.changeDescription])).toEqual([
      ['created', 'Form "Site visit request" created (/site-visit)'],
      ['updated', 'Form "Site visit request" edited (/site-visit)'],
      ['deleted', 'Form "Site visit request" deleted with 0 submissions'],
    ]);
    expect(rows[1]).toMatchObject({
      ...actorOf,
      previousData: expect.objectContaining({
        isActive: true,
        fields: [expect.objectContaining({ label: 'Company' })],
      }),
      newData: expect.objectContaining({
        isActive: false,
        fields: [expect.anything(), expect.objectContaining({ label: 'Email' })],
      }),
    });
    expect(rows[2]?.newData).toBeNull();
  });

  it('records a contact message deleted, with what it said', async () => {
    const sent = await callerFor(database.db, { now: clock.now }).caller.contact.send({
      name: 'Omar Haddad',
      email: 'omar@haddad.test',
      message: 'Do you run forklift courses in Arabic?',
    });
    await as().contact.delete({ id: sent.id });
    const rows = await auditRowsOf(database.db, 'contact_message', sent.id);
    expect(rows).toEqual([
      expect.objectContaining({
        ...actorOf,
        action: 'deleted',
        changeDescription: 'Contact message from Omar Haddad <omar@haddad.test> deleted',
        previousData: expect.objectContaining({ message: 'Do you run forklift courses in Arabic?' }),
        newData: null,
      }),
    ]);
  });
});
