import { create } from 'qrcode';
import { escapeHtml } from './format.js';

/**
 * A QR code as an inline SVG: one path of dark squares with a quiet zone of four modules around
 * them, so a phone reads it from paper. Drawn from the code's modules here rather than through the
 * package's string renderer, which is callback-shaped: the templates stay synchronous.
 */
export function qrSvg(text: string, label: string): string {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const side = modules.size + quiet * 2;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img"
aria-label="${escapeHtml(label)}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/>
<path fill="#000" d="${path}"/></svg>`;
}
