import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { signInAsMainAdmin } from './accounts.js';
import { drawPng } from './draw-png.js';
import { expect, saveScreenshot, test } from './fixtures.js';

const firstRender = { timeout: 15_000 };
/** 1800 x 1200 pictures: large enough for every WebP version (480, 960, 1600). */
const GRADIENT = 'linear-gradient(135deg,#1d4f91,#f2a900)';

/** The picture uses the stored versions: a srcset of WebP widths, one of them loaded, with a real size. */
async function expectResponsive(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute(
    'srcset',
    /-480w\.webp 480w, .+-960w\.webp 960w, .+-1600w\.webp 1600w, .+\.png 1800w$/,
  );
  await expect(image).toHaveAttribute('sizes', /\S/);
  await expect(image).toHaveAttribute('width', '1800');
  await expect(image).toHaveAttribute('height', '1200');
  await expect(image).toHaveJSProperty('complete', true);
  const loaded = await image.evaluate((element: HTMLImageElement) => ({
    naturalWidth: element.naturalWidth,
    currentSrc: element.currentSrc,
  }));
  expect(loaded.naturalWidth).toBeGreaterThan(0);
  // At 390 and 1280 px (device pixel ratio 1) a WebP version fills the box; the 1800 px PNG is not needed.
  expect(loaded.currentSrc).toMatch(/-(480|960|1600)w\.webp$/);
}

test('the course page and the gallery serve an uploaded picture through its WebP versions', async ({
  page,
}, testInfo) => {
  // Two 1800 px pictures are drawn, uploaded and re-encoded with three versions each first.
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 6);
  await signInAsMainAdmin(page);
  const upload = async (label: string) => {
    const res = await page.request.post('/api/admin/upload-image', {
      multipart: {
        image: {
          name: 'yard.png',
          mimeType: 'image/png',
          buffer: await drawPng(page, GRADIENT, label, { width: 1800, height: 1200 }),
        },
      },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { imageUrl: string }).imageUrl;
  };
  const courseName = `Responsive Crane Course ${tag}`;
  const course = await page.request.post('/api/admin/courses', {
    data: { name: courseName, imageUrl: await upload('Course') },
  });
  expect(course.status()).toBe(201);
  const courseId = ((await course.json()) as { id: string }).id;
  const photoTitle = `Responsive yard ${tag}`;
  const photo = await page.request.post('/api/admin/gallery-photos', {
    data: { imagePath: await upload('Gallery'), title: photoTitle, displayOrder: -1000 },
  });
  expect(photo.status()).toBe(201);
  const photoId = ((await photo.json()) as { id: string }).id;

  await page.goto(`/course/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible(firstRender);
  await expectResponsive(page.getByRole('img', { name: `${courseName} training` }));
  await saveScreenshot(page, testInfo, 'course-detail-responsive');

  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible(firstRender);
  await expectResponsive(page.getByRole('img', { name: photoTitle }));
  await saveScreenshot(page, testInfo, 'gallery-responsive');
  await page.getByRole('button', { name: photoTitle }).click();
  const viewer = page.getByRole('dialog', { name: photoTitle });
  const viewerImage = viewer.getByRole('img', { name: photoTitle });
  await expectResponsive(viewerImage);
  // The width and height attributes give the ratio only: the box is never taller than the picture.
  const box = await viewerImage.boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual((box?.width ?? 0) / 1.5 + 1);
  await page.screenshot({ path: testInfo.outputPath(`photo-viewer-${testInfo.project.name}.png`) });

  // Deleting them deletes every version too.
  const versions = (await (await page.request.get(`/api/courses/${courseId}`)).json()).imageVersions as {
    url: string;
  }[];
  expect(versions).toHaveLength(4);
  expect((await page.request.delete(`/api/admin/courses/${courseId}`)).status()).toBe(200);
  expect((await page.request.delete(`/api/admin/gallery-photos/${photoId}`)).status()).toBe(200);
  for (const version of versions) expect((await page.request.get(version.url)).status()).toBe(404);
});
