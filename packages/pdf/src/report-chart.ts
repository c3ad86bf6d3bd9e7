import { escapeHtml } from './format.js';

export interface ChartSeries {
  label: string;
  colour: string;
  values: number[];
}

/** A round step (1, 2 or 5 times a power of ten) such that four of them reach the value: whole grid lines. */
function gridStep(value: number): number {
  const rough = Math.max(value, 4) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 5, 10].find((candidate) => candidate * power >= rough) ?? 10;
  return factor * power;
}

/**
 * A grouped bar chart as inline SVG: one group per category (the months), one bar per series,
 * each bar's value printed above it, four grid lines and a legend. Drawn in the template, so the
 * printed page needs no script and no chart library.
 */
export function barChart(categories: string[], series: ChartSeries[], label: string): string {
  const width = 720;
  const height = 150;
  const left = 34;
  const top = 14;
  const bottom = 26;
  const plotWidth = width - left - 4;
  const plotHeight = height - top - bottom;
  const step = gridStep(Math.max(0, ...series.flatMap((one) => one.values)));
  const max = step * 4;
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight;
  const groupWidth = plotWidth / Math.max(categories.length, 1);
  const barWidth = Math.min(14, (groupWidth - 10) / Math.max(series.length, 1));
  const grid = [0, 1, 2, 3, 4].map((line) => {
    const at = y(step * line).toFixed(1);
    return `<line x1="${left}" x2="${width - 4}" y1="${at}" y2="${at}" class="grid${line === 0 ? ' base' : ''}"/>
<text x="${left - 5}" y="${at}" class="tick" text-anchor="end" dominant-baseline="middle">${step * line}</text>`;
  });
  const groups = categories.map((category, index) => {
    const start = left + index * groupWidth + (groupWidth - barWidth * series.length) / 2;
    const bars = series.map((one, position) => {
      const value = one.values[index] ?? 0;
      const x = start + position * barWidth;
      const barTop = y(value);
      const bar =
        value > 0
          ? `<rect x="${x.toFixed(1)}" y="${barTop.toFixed(1)}" width="${(barWidth - 1.5).toFixed(1)}" height="${(top + plotHeight - barTop).toFixed(1)}" fill="${one.colour}" rx="1"/>`
          : '';
      const text =
        value > 0
          ? `<text x="${(x + (barWidth - 1.5) / 2).toFixed(1)}" y="${(barTop - 3).toFixed(1)}" class="value" text-anchor="middle">${value}</text>`
          : '';
      return bar + text;
    });
    const middle = left + index * groupWidth + groupWidth / 2;
    return `${bars.join('')}<text x="${middle.toFixed(1)}" y="${height - 9}" class="category" text-anchor="middle">${escapeHtml(category)}</text>`;
  });
  const legend = series
    .map(
      (one) =>
        `<span class="key"><span class="swatch" style="background:${one.colour}"></span>${escapeHtml(one.label)}</span>`,
    )
    .join('');
  return `<figure class="chart"><svg viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(label)}">
${grid.join('\n')}
${groups.join('\n')}
</svg><figcaption class="legend">${legend}</figcaption></figure>`;
}
