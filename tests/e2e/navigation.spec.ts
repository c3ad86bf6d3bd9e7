import { failProcedure } from './fail-procedure.js';
import { expect, saveScreenshot, test } from './fixtures.js';

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main navigation' });

test.describe('desktop navigation bar', () => {
  test.skip(({ isMobile }) => isMobile, 'the mobile project has the drawer instead');

  test('each item leads to its section or page and is highlighted there', async ({ page }) => {
    await page.goto('/');
    const bar = nav(page);
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await bar.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/\?section=about$/);
    await expect(bar.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('heading', { level: 2, name: 'Why Training Matters' })).toBeVisible();

    await bar.getByRole('link', { name: 'Certificate Verification' }).click();
    await expect(page).toHaveURL(/\/\?section=certificates$/);
    await expect(bar.getByRole('link', { name: 'Certificate Verification' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await bar.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/\?section=contact$/);
    await expect(bar.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');

    await bar.getByRole('link', { name: 'Photo Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(bar.getByRole('link', { name: 'Photo Gallery' })).toHaveAttribute('aria-current', 'page');

    await bar.getByRole('link', { name: 'Forms' }).click();
    await expect(page).toHaveURL(/\/forms$/);
    await expect(bar.getByRole('link', { name: 'Forms' })).toHaveAttribute('aria-current', 'page');

    await bar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Training highlights' })).toBeVisible();

    await page.goto('/?section=about');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Gulf Lifting/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Courses dropdown lists All Courses and every active course', async ({ page }, testInfo) => {
    await page.goto('/');
    const courses = nav(page).getByRole('button', { name: 'Courses' });
    await expect(courses).toHaveAttribute('aria-expanded', 'false');
    await courses.hover();
    const menu = nav(page).getByRole('list', { name: 'Courses' });
    await expect(menu).toBeVisible();
    await expect(courses).toHaveAttribute('aria-expanded', 'true');
    const allCourses = menu.getByRole('link', { name: /All Courses/ });
    await expect(allCourses).toContainText('View complete course catalog');
    await expect(menu.getByRole('link', { name: 'Mobile Crane Operations' })).toBeVisible();
    expect(await menu.getByRole('link').count()).toBeGreaterThanOrEqual(13);
    await expect(menu).toHaveCSS('width', '256px');
    await saveScreenshot(page, testInfo, 'nav-courses-menu');

    // A click while the mouse holds it open keeps it open; leaving closes it.
    await courses.click();
    await expect(menu).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(menu).toBeHidden();

    await courses.hover();
    await menu.getByRole('link', { name: 'Tower Crane Operations' }).click();
    await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tower Crane Operations' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(courses).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await courses.hover();
    await menu.getByRole('link', { name: /All Courses/ }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(courses).toHaveAttribute('aria-current', 'page');
  });

  test('the Courses dropdown works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const courses = nav(page).getByRole('button', { name: 'Courses' });
    const menu = nav(page).getByRole('list', { name: 'Courses' });
    await courses.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(courses).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: /All Courses/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(menu.getByRole('link', { name: /All Courses/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(menu).toBeHidden();

    // Tabbing out of the open menu closes it.
    await courses.focus();
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toBeHidden();
  });

  test('without the course list the dropdown still offers All Courses', async ({ page }) => {
    // The page arrives without its written-in data, so the browser asks for it; the course
    // list's part of that batched answer becomes an error.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        // Nor rendered: the browser builds it.
        const body = (await response.text())
          .replace(/<script[^>]* id="page-data".*?<\/script>/s, '')
          .replace('<div id="root" data-rendered>', '<div id="root">');
        await route.fulfill({ response, body, headers: { ...response.headers(), 'content-encoding': '' } });
      },
    );
    await failProcedure(page, 'courses.list');
    await page.goto('/');
    await nav(page).getByRole('button', { name: 'Courses' }).click();
    const menu = nav(page).getByRole('list', { name: 'Courses' });
    await expect(menu.getByRole('link', { name: /All Courses/ })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(1);
  });
});

test.describe('mobile drawer', () => {
  test.skip(({ isMobile }) => !isMobile, 'the desktop project has the navigation bar');

  test('the burger opens a drawer with every item; choosing one closes it', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(nav(page)).toBeHidden();
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (const name of ['Home', 'About', 'Photo Gallery', 'Forms', 'Certificate Verification', 'Contact']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await saveScreenshot(page, testInfo, 'nav-drawer');

    await drawer.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(drawer).toBeHidden();

    await burger.click();
    await expect(drawer.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    await drawer.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/\?section=contact$/);
    await expect(drawer).toBeHidden();

    await burger.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
  });
});

test('the footer links switch sections and Student Portal opens the login dialog', async ({ page }) => {
  // Each section is shown before the next click: the address changes at once, the section a render
  // later, and its new page starts at the top, which would move the footer from under the pointer.
  const shows = async (section: string, heading: string) => {
    await expect(page).toHaveURL(new RegExp(`/\\?section=${section}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  };
  await page.goto('/?section=about');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Earth Moving Courses' }).click();
  await shows('courses', 'Our Training Programs');
  await page.goto('/');
  await footer.getByRole('link', { name: 'Lifting Equipment Courses' }).click();
  await shows('courses', 'Our Training Programs');
  await footer.getByRole('link', { name: 'About Us' }).click();
  await shows('about', 'About Gulf Lifting & Heavy Equipment Training Centre');
  await footer.getByRole('link', { name: 'Certificate Verification' }).click();
  await shows('certificates', 'Certificate Verification');
  await footer.getByRole('link', { name: 'Contact' }).click();
  await shows('contact', 'Get in Touch');
  await footer.getByRole('button', { name: 'Student Portal' }).click();
  await expect(page.getByRole('dialog', { name: 'Login Portal' })).toBeVisible();
});
