export { chromiumArgs, createPdfRenderer, findChromium, type PdfRenderer } from './render.js';
