export { createPdfRenderer, findChromium, type PdfRenderer } from './render.js';
