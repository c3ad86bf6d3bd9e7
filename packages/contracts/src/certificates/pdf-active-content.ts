import { constants, inflateSync } from 'node:zlib';

/*
 * Certificate PDFs are opened inline in the client's browser, whose PDF viewer runs a PDF's
 * JavaScript and follows its actions; a certificate needs neither, so a PDF carrying them is
 * refused. No well-kept library answers "could a reader run something in this file": pdf-lib has
 * had no release since 2021, and pdf.js reads a document as one viewer does, through its
 * cross-reference table, which a hostile file can point anywhere. So this is a small scanner in
 * the spirit of pdfid: it reads the bytes themselves, and inside compressed object streams.
 *
 * - Everywhere, in strings, comments and stream data too: the names /JavaScript and /Launch.
 *   Every script action is `/S /JavaScript` (document scripts also sit under a /JavaScript name
 *   tree) and every launch action `/S /Launch`, so no action escapes this pass, not even one in
 *   a region that a forged cross-reference table makes a reader parse as an object. (A link whose
 *   address has a /JavaScript or /Launch path segment is refused too: the price of never missing
 *   a hidden action.) Embedded files likewise: /EmbeddedFiles (the attachments' name tree),
 *   /EmbeddedFile (an attached file's stream) and /FileAttachment (an annotation holding one).
 * - Everywhere too, actions a reader takes by itself: /AA (actions on opening a page, closing
 *   the document, entering a field...) followed by its dictionary or a reference to one, and
 *   /OpenAction followed by anything but a destination array: an action (open an address, another
 *   file) or a reference, which may be one. Its value decides, since 'AA' alone turns up in binary
 *   data by chance; a clicked link (/A with /URI) stays allowed.
 * - In the document's structure (outside strings, comments and stream data, where shorter names
 *   can occur by chance): /JS, an action's script, and /XFA, form templates with scripts of their own.
 * - Names are compared with their #xx escapes decoded: /J#61vaScript is /JavaScript.
 * - Object streams (PDF 1.5: objects packed into a Flate-compressed stream, which a reader finds
 *   by its /N and /First entries) are inflated and scanned the same way. One the scanner cannot
 *   read (another filter, a predictor, an encrypted document) makes the file 'uncheckable'.
 * Not covered: an object stream hidden inside another object's data, where only a forged
 * cross-reference table leads a reader; the names outside compression are caught there too.
 */

export type PdfActiveContent = 'none' | 'found' | 'uncheckable';

const ANYWHERE = new Set(['JavaScript', 'Launch', 'EmbeddedFiles', 'EmbeddedFile', 'FileAttachment']);
const IN_STRUCTURE = new Set(['JavaScript', 'Launch', 'JS', 'XFA']);
const FLATE = new Set(['FlateDecode', 'Fl']);
/** Filters of a stream this scanner does not decode (images, old encodings, encryption). */
const OTHER_FILTERS = new Set([
  ...['ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85', 'LZWDecode', 'LZW', 'RunLengthDecode', 'RL'],
  ...['CCITTFaxDecode', 'CCF', 'DCTDecode', 'DCT', 'JBIG2Decode', 'JPXDecode', 'Crypt'],
]);
/** All object streams of a file together never inflate past this (a zip bomb stops here). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** Object streams hold objects, never streams: one inside another is not a PDF a reader opens. */
const MAX_DEPTH = 1;

const WHITESPACE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((char) => char.charCodeAt(0)));
/** A character of a name or keyword (charCodeAt gives NaN past the end). */
const isRegular = (code: number) => !Number.isNaN(code) && !WHITESPACE.has(code) && !DELIMITERS.has(code);

/** A name's text with its #xx escapes decoded. */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Every name in the text, wherever it stands, with the start of the value after it. */
const allNames = (text: string) =>
  [...text.matchAll(/\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g)].map((match) => ({
    name: decodeName(match[1] ?? ''),
    value: valueAfter(text, (match.index ?? 0) + match[0].length),
  }));

/** The first characters of what follows `at`, past whitespace and comments. */
function valueAfter(text: string, at: number): string {
  let from = at;
  for (;;) {
    while (WHITESPACE.has(text.charCodeAt(from))) from += 1;
    if (text[from] !== '%') return text.slice(from, from + 24);
    from = indexOrEnd(text, /[\r\n]/, from);
  }
}

/** A name whose value makes a reader act by itself, unasked (see the notes above). */
function isAutomaticAction({ name, value }: { name: string; value: string }): boolean {
  if (name === 'AA') return /^(<<|\d+\s+\d+\s+R\b)/.test(value);
  return name === 'OpenAction' && !value.startsWith('[');
}

/** Where `search` next occurs from `from` (its end when `past`), else the end of the text. */
function indexOrEnd(text: string, search: string | RegExp, from: number, past = false): number {
  if (typeof search === 'string') {
    const at = text.indexOf(search, from);
    return at < 0 ? text.length : at + (past ? search.length : 0);
  }
  const pattern = new RegExp(search.source, 'g');
  pattern.lastIndex = from;
  return pattern.exec(text)?.index ?? text.length;
}

/** Where a literal string opening at `start` ends: parentheses nest, a backslash escapes. */
function endOfString(text: string, start: number): number {
  let depth = 0;
  for (let at = start; at < text.length; at += 1) {
    const char = text[at];
    if (char === '\\') at += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return at + 1;
  }
  return text.length;
}

interface Structure {
  /** The names outside strings, comments and stream data. */
  names: string[];
  /** Each stream: the names of its dictionary (nested ones included) and its data. */
  streams: { names: Set<string>; data: string }[];
}

/** Reads the text as PDF objects: names, dictionaries, strings, comments and streams. */
function readStructure(text: string): Structure {
  const structure: Structure = { names: [], streams: [] };
  const open: string[][] = []; // the names of each dictionary being read, outermost first
  let closed: string[] | null = null; // the dictionary just closed, which a stream keyword takes
  let at = 0;
  while (at < text.length) {
    const char = text[at] as string;
    const next = text[at + 1];
    if (WHITESPACE.has(text.charCodeAt(at))) {
      at += 1;
      continue;
    }
    const dictionary = closed;
    closed = null;
    if (char === '(') at = endOfString(text, at);
    else if (char === '%') at = indexOrEnd(text, /[\r\n]/, at);
    else if (char === '<' && next === '<') {
      open.push([]);
      at += 2;
    } else if (char === '>' && next === '>') {
      closed = open.pop() ?? null;
      at += 2;
    } else if (char === '<') at = indexOrEnd(text, '>', at, true);
    else if (char === '/' || isRegular(text.charCodeAt(at))) {
      let end = at + 1;
      while (isRegular(text.charCodeAt(end))) end += 1;
      const token = text.slice(at, end);
      if (char === '/') {
        const name = decodeName(token.slice(1));
        structure.names.push(name);
        for (const names of open) names.push(name);
      }
      if (token === 'stream') {
        const start = end + (text.startsWith('\r\n', end) ? 2 : /[\r\n]/.test(text[end] ?? '') ? 1 : 0);
        end = indexOrEnd(text, 'endstream', start);
        structure.streams.push({ names: new Set(dictionary), data: text.slice(start, end) });
      }
      at = end;
    } else at += 1;
  }
  return structure;
}

/** An object stream's objects, or null when this scanner cannot decode them. */
function inflateObjects(stream: Structure['streams'][number], budget: { left: number }): string | null {
  const names = [...stream.names];
  if (stream.names.has('Predictor') || names.some((name) => OTHER_FILTERS.has(name))) return null;
  let data = Buffer.from(stream.data, 'latin1');
  try {
    for (const _flate of names.filter((name) => FLATE.has(name))) {
      // Sync flush: a stream cut short still gives what it holds, as lenient readers take it.
      data = inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: budget.left });
    }
  } catch {
    return null;
  }
  budget.left -= data.length;
  return data.toString('latin1');
}

function scan(text: string, depth: number, budget: { left: number }): PdfActiveContent {
  const everyName = allNames(text);
  if (everyName.some((found) => ANYWHERE.has(found.name) || isAutomaticAction(found))) return 'found';
  const structure = readStructure(text);
  if (structure.names.some((name) => IN_STRUCTURE.has(name))) return 'found';
  const objectStreams = structure.streams.filter(
    ({ names }) => names.has('ObjStm') || (names.has('N') && names.has('First')),
  );
  if (objectStreams.length === 0) return 'none';
  // Encrypted objects inflate to nothing readable, if at all: do not pretend to have looked.
  if (depth >= MAX_DEPTH || everyName.some(({ name }) => name === 'Encrypt')) return 'uncheckable';
  let verdict: PdfActiveContent = 'none';
  for (const stream of objectStreams) {
    const objects = inflateObjects(stream, budget);
    const inner = objects === null ? 'uncheckable' : scan(objects, depth + 1, budget);
    if (inner === 'found') return 'found';
    if (inner === 'uncheckable') verdict = 'uncheckable';
  }
  return verdict;
}

/** Whether a PDF's bytes carry scripts or actions ('found'), none, or cannot be checked. */
export function pdfActiveContent(bytes: Uint8Array): PdfActiveContent {
  return scan(Buffer.from(bytes).toString('latin1'), 0, { left: MAX_INFLATED_BYTES });
}
