import { randomUUID } from 'node:crypto';
import jsqr from 'jsqr';
import { PNG } from 'pngjs';
import { signInAsMainAdmin } from './accounts.js';
import { createCourseThroughApi } from './catalogue.js';
import { useOwnClientAddress } from './client-address.js';
import { openConsoleTab } from './console.js';
import { toastTexts } from './fits.js';
import { expect, liveOnArrival, saveScreenshot, test } from './fixtures.js';
import { choose, fillDate } from './form-helpers.js';

// jsqr is CommonJS: Node hands over its exports object, a bundler its default export.
const jsQR = ('default' in jsqr ? jsqr.default : jsqr) as typeof jsqr.default;

/** What a phone camera reads from a QR code image. */
function readQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

test('the admin publishes a certificate; a visitor verifies it by number and by its QR code; the admin revokes it', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAsMainAdmin(page);
  const number = `GLT-E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
  const course = await createCourseThroughApi(page, 'All-Terrain Crane', 'mobile_crane_operations');
  await page.goto('/');
  await openConsoleTab(page, 'Public Certificates');
  await page.getByRole('button', { name: 'Publish Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish Certificate' });
  await dialog.getByRole('button', { name: 'Publish Certificate' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  // The toast names every empty field; each field says one thing (its hint gives way to the error).
  await expect(
    page.getByText(
      'Please fill in all required fields: Certificate number, Student name, National ID, Date of birth, Course, Expiry date.',
    ),
  ).toBeVisible();
  await expect(dialog.getByText('Certificate number is required')).toBeVisible();
  await expect(dialog.getByText('Course is required')).toBeVisible();
  await expect(dialog.getByText('Date of birth is required')).toBeVisible();
  await expect(dialog.getByText('The student must be at least 18')).toBeHidden();
  await saveScreenshot(page, testInfo, 'public-certificate-missing');

  await dialog.getByRole('textbox', { name: 'Certificate number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Student name' }).fill('Hussain Ali Mansoor');
  const nationalId = `89${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await dialog.getByRole('textbox', { name: 'National ID' }).fill(nationalId);
  const birth = dialog.getByRole('textbox', { name: 'Date of birth' });
  // Born today, far too young: the calendar would not offer it, but a typed date is still checked.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bahrain' }).format(new Date());
  await fillDate(birth, today);
  await choose(dialog, page, 'Course', course.name);
  await fillDate(dialog.getByRole('textbox', { name: 'Expiry date' }), '2099-12-31');
  await dialog.getByRole('button', { name: 'Publish Certificate' }).click();
  await expect(page.getByText('Age Validation Error')).toBeVisible();
  // One toast for the one action: each refusal replaces the one before, and the success the last.
  expect(await toastTexts(page)).toEqual([expect.stringContaining('Age Validation Error')]);
  await expect(dialog.getByText(/^Student must be at least 18/)).toBeVisible();
  await expect(dialog.getByText('Certificate number is required')).toBeHidden();
  // Corrected, the field's error clears before the form is sent again.
  await fillDate(birth, '1989-04-17');
  await expect(dialog.getByText(/^Student must be at least 18/)).toBeHidden();
  await dialog.getByRole('button', { name: 'Publish Certificate' }).click();
  await expect(page.getByText('Certificate Published')).toBeVisible();
  expect(await toastTexts(page)).toEqual([expect.stringContaining('Certificate Published')]);
  await expect(dialog).toBeHidden();

  const entry = page.getByRole(isMobile ? 'listitem' : 'row').filter({ hasText: number });
  await expect(entry).toContainText('Hussain Ali Mansoor');
  await expect(entry).toContainText(course.name);
  await expect(entry).toContainText('Valid');
  await saveScreenshot(page, testInfo, 'public-certificates');

  // The QR code to print, read back as a phone would.
  await entry.getByRole('button', { name: `Actions for certificate ${number}` }).click();
  // The menu says Remove, as its dialog does.
  await expect(page.getByRole('menuitem', { name: 'Remove' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download QR code (PNG)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`QR-${number}.png`);
  const qrPath = await file.path();
  const { readFile } = await import('node:fs/promises');
  const address = readQr(await readFile(qrPath));
  expect(address).toMatch(/\/verify\/[0-9a-f]{32}$/);

  // A visitor (no session) checks it by number, then by scanning the QR code.
  const visitor = liveOnArrival(await browser.newPage());
  await useOwnClientAddress(visitor);
  await visitor.goto('/?section=certificates');
  await visitor
    .getByRole('textbox', { name: 'Certificate number or national ID' })
    .fill(` ${number.toLowerCase()} `);
  await visitor.getByRole('button', { name: 'Verify' }).click();
  await expect(visitor.getByText('VALID', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Hussain Ali Mansoor')).toBeVisible();
  await visitor.goto(address ?? '');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Certificate Verification' })).toBeVisible();
  await expect(visitor.getByText('VALID', { exact: true })).toBeVisible();
  await expect(visitor.getByText(number)).toBeVisible();
  await expect(visitor.getByRole('main').getByText(course.name)).toBeVisible();
  // Anyone who scans the printed code sees the last four of the national ID and the year of birth only.
  await expect(visitor.getByText(`*****${nationalId.slice(-4)}`)).toBeVisible();
  await expect(visitor.getByText('National ID (last 4 digits)')).toBeVisible();
  await expect(visitor.getByText('Year of Birth')).toBeVisible();
  await expect(visitor.getByText('1989', { exact: true })).toBeVisible();
  await expect(visitor.getByText(nationalId, { exact: true })).toHaveCount(0);
  await expect(visitor.getByText('Date of Birth')).toHaveCount(0);
  await saveScreenshot(visitor, testInfo, 'verify-valid');

  // The admin revokes it with a reason; the visitor now sees REVOKED and why.
  await entry.getByRole('button', { name: `Actions for certificate ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Revoke' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke Certificate' });
  await revoke.getByRole('button', { name: 'Revoke Certificate' }).click();
  await expect(revoke.getByText('Please give the reason for revoking this certificate')).toBeVisible();
  await revoke.getByRole('textbox', { name: 'Reason' }).fill('Issued in error: wrong course');
  await revoke.getByRole('button', { name: 'Revoke Certificate' }).click();
  await expect(page.getByText('Certificate Revoked')).toBeVisible();
  await expect(entry).toContainText('Revoked');

  await visitor.reload();
  await expect(visitor.getByText('REVOKED', { exact: true })).toBeVisible();
  await expect(visitor.getByText(/Reason: Issued in error: wrong course/)).toBeVisible();
  await saveScreenshot(visitor, testInfo, 'verify-revoked');
  await visitor.goto('/?section=certificates');
  await visitor.getByRole('textbox', { name: 'Certificate number or national ID' }).fill(number);
  await visitor.getByRole('button', { name: 'Verify' }).click();
  await expect(visitor.getByText('REVOKED', { exact: true })).toBeVisible();
  await visitor.close();
});

test('the admin imports certificates from a CSV file: a bad file imports nothing and says why', async ({
  page,
  isMobile,
}, testInfo) => {
  await signInAsMainAdmin(page);
  const tag = randomUUID().slice(0, 6).toUpperCase();
  // The course column names a catalogue course by its code (or its name).
  const course = await createCourseThroughApi(page, 'Banksman', 'rigger');
  const header = 'certificateNumber,studentName,nationalId,courseType,dateOfBirth,publishDate,expiryDate';
  const good = `CSV-${tag}-1,Sara Khan,91${tag.length}000001,${course.code},1991-02-02,2026-11-01,2029-10-31`;
  await page.goto('/');
  await openConsoleTab(page, 'Public Certificates');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Certificates from CSV' });

  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template' }).click();
  expect((await template).suggestedFilename()).toBe('public-certificates-template.csv');

  const choose = async (text: string) => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose CSV file' }).click();
    await (await chooser).setFiles({
      name: 'certificates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(text),
    });
  };
  await choose(
    `${header}\n${good}\nCSV-${tag}-2,Too Young,92000002,Rigger,2015-01-01,2026-11-01,2029-10-31\n` +
      `CSV-${tag}-3,,93000003,tower crane,01/02/1990,2026-11-01,2029-10-31\n`,
  );
  await expect(dialog.getByText('Nothing was imported', { exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'import-report');
  await expect(dialog.getByRole('row').filter({ hasText: `CSV-${tag}-2` })).toContainText(
    'Student must be at least 18 years old to obtain certification.',
  );
  // Every problem of a row at once, each saying what the cell holds.
  const third = dialog.getByRole('row').filter({ hasText: `CSV-${tag}-3` });
  await expect(third).toContainText('Student name is required');
  await expect(third).toContainText('Date of birth must be YYYY-MM-DD (got 01/02/1990)');
  await expect(third).toContainText('Unknown course "tower crane"');
  await expect(page.getByRole('row').filter({ hasText: `CSV-${tag}-1` })).toHaveCount(0);

  await choose(`${header}\n${good}\n`);
  await expect(page.getByText('Certificates Imported')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Find in the list' }).fill(`CSV-${tag}`);
  await expect(page.getByText(`CSV-${tag}-1`)).toBeVisible();
  await expect(
    page.getByRole(isMobile ? 'listitem' : 'row').filter({ hasText: `CSV-${tag}-1` }),
  ).toContainText(course.name);
});
