import { randomUUID } from 'node:crypto';
import { expect, saveScreenshot, test } from './fixtures.js';

test('the home page shows the hero and leads to the courses', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Accredited Programs' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Expert Instructors' })).toBeVisible();
  for (const body of ['RTITB', 'LEEA', 'NPORS']) {
    await expect(page.getByRole('img', { name: new RegExp(`^${body} `) })).toBeVisible();
  }
  await saveScreenshot(page, testInfo, 'section-home');
  await expect(page.getByRole('contentinfo')).toContainText('@');
  await page.getByRole('link', { name: 'View Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Training Programs' })).toBeVisible();
});

test('/courses lists the seeded courses as cards', async ({ page }, testInfo) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Training Programs' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(cards.first().getByRole('link')).toContainText('Learn More');
  await saveScreenshot(page, testInfo, 'courses');
});

test('a course card leads to the course detail', async ({ page }, testInfo) => {
  await page.goto('/courses');
  const firstCard = page.getByRole('main').getByRole('listitem').first();
  const courseName = (await firstCard.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  await firstCard.getByRole('link').click();

  await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: "What You'll Learn" })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('img', { name: `${courseName} training` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Certificate$/ })).toBeVisible();
  // Its price and the way to ask about it: the contact form, about this course.
  await expect(page.getByRole('main')).toContainText(/Price\s*BD \d+ per candidate/);
  await saveScreenshot(page, testInfo, 'course-detail');
  const coursePath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Enquire about this course' }).click();
  await expect(page).toHaveURL(/[?&]section=contact/);
  await expect(page.getByRole('combobox', { name: 'Course Interest' })).toHaveValue(courseName);

  // Back goes where the visitor came from: the catalogue, here.
  await page.goto('/courses');
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${coursePath}$`));
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test('a course page opened from elsewhere leads back to the catalogue', async ({ page }) => {
  await page.goto('/courses');
  const firstCard = page.getByRole('main').getByRole('listitem').first();
  await firstCard.getByRole('link').click();
  const coursePath = new URL(page.url()).pathname;
  await page.goto('/');
  await page.goto(coursePath);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test('an unknown course shows Course Not Found', async ({ page }) => {
  await page.goto(`/course/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Course Not Found' })).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }, testInfo) => {
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'not-found');
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('the home carousel', () => {
  const slideTitles = [
    'Advanced Simulation Training',
    'Practical Field Training',
    'Safety-First Approach',
    'Technical Excellence',
  ];

  test('previous, next and the dots move it, looping round', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Training highlights' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} of 4` });
    await expect(slide(1)).toBeVisible();
    await expect(slide(1)).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slide(1).getByRole('heading', { name: slideTitles[0] })).toBeVisible();

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide(2)).toBeVisible();
    await expect(slide(2).getByRole('heading', { name: slideTitles[1] })).toBeVisible();
    await expect(slide(1)).toBeHidden();

    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slide(4).getByRole('heading', { name: slideTitles[3] })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide(1)).toBeVisible();

    const dot = carousel.getByRole('button', { name: `Go to slide 3: ${slideTitles[2]}` });
    await dot.click();
    await expect(slide(3).getByRole('heading', { name: slideTitles[2] })).toBeVisible();
    await expect(dot).toHaveAttribute('aria-current', 'true');

    // The arrow keys work while focus is inside it.
    await page.keyboard.press('ArrowRight');
    await expect(slide(4)).toBeVisible();
  });

  test('it moves on every 5 seconds, and not while the pointer is over it or after Pause', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Training highlights' });
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} of 4` });
    await expect(slide(1)).toBeVisible();
    // From here the page's clock moves only when the test moves it. Choosing slide 1 and moving
    // away (pointer and focus) starts a fresh 5-second wait.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await carousel.getByRole('button', { name: /^Go to slide 1:/ }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(slide(1)).toBeVisible();
    await page.clock.runFor(4_900);
    await expect(slide(1)).toBeVisible();
    await page.clock.runFor(200);
    await expect(slide(2)).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(slide(3)).toBeVisible();

    await carousel.hover();
    await page.clock.runFor(12_000);
    await expect(slide(3)).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await expect(slide(4)).toBeVisible();
    await page.clock.runFor(5_100);
    await expect(slide(1)).toBeVisible();

    await carousel.getByRole('button', { name: 'Pause the slide show' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.clock.runFor(12_000);
    await expect(slide(1)).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
  });

  test('it stays still for a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Training highlights' });
    await expect(carousel.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
  });
});

test('the about section shows the editable texts and the accreditation badges', async ({
  page,
}, testInfo) => {
  await page.goto('/?section=about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Who We Are' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Why Training Matters' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'RTITB accredited training' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'section-about');
});

test('an unknown section shows the home section', async ({ page }) => {
  await page.goto('/?section=nowhere');
  await expect(page.getByRole('region', { name: 'Training highlights' })).toBeVisible();
});

test('the courses section lists the courses and Start Your Journey opens the login dialog', async ({
  page,
}, testInfo) => {
  await page.goto('/?section=courses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await saveScreenshot(page, testInfo, 'section-courses');

  await page.getByRole('button', { name: 'Start Your Journey' }).click();
  await expect(page.getByRole('dialog', { name: 'Login Portal' })).toBeVisible();
  await page.keyboard.press('Escape');

  const explore = page.getByRole('link', { name: 'Explore Course Skid Steer Loader' });
  await explore.click();
  await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Skid Steer Loader' })).toBeVisible();
});

test('a course without an image shows the drawing its name chooses, and the badges', async ({
  page,
}, testInfo) => {
  await page.goto('/courses');
  await page.getByRole('link', { name: /Tower Crane Operations/ }).click();
  const image = page.getByRole('img', { name: 'Tower Crane Operations training' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /\/tower-crane-[^/]+\.svg$/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 2, name: 'RTITB Certificate' })).toBeVisible();
  for (const name of [
    'RTITB accredited training',
    'LEEA lifting equipment training',
    'NPORS plant operator training',
  ]) {
    await expect(page.getByRole('img', { name })).toBeVisible();
  }
  await saveScreenshot(page, testInfo, 'course-detail-tower-crane');
});
