import type { Page } from '@playwright/test';

/**
 * A real PNG, drawn by Chromium itself: a panel of the given background (a colour or a gradient)
 * with a label, 640 x 360 unless told otherwise.
 */
export async function drawPng(
  page: Page,
  background: string,
  label: string,
  size: { width: number; height: number } = { width: 640, height: 360 },
): Promise<Buffer> {
  const canvas = await page.context().newPage();
  await canvas.setViewportSize(size);
  const fontSize = Math.round(size.height / 8);
  await canvas.setContent(
    `<body style="margin:0"><div style="width:${size.width}px;height:${size.height}px;background:${background};color:#fff;font:700 ${fontSize}px sans-serif;display:flex;align-items:center;justify-content:center">${label}</div></body>`,
  );
  const png = await canvas.locator('div').screenshot({ type: 'png' });
  await canvas.close();
  return png;
}
