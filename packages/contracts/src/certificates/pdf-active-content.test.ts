import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PDF_BYTES } from '../test-support.js';
import { pdfActiveContent } from './pdf-active-content.js';
import { objectStream, pdfWithCatalog, streamObject } from './test-pdfs.js';

const script = '<</S /JavaScript /JS (app.alert\\(document.cookie\\)\\))>>';
const openUrl = '<</S /URI /URI (https://attacker.example/)>>';

describe('scripts and actions in a PDF', () => {
  it.each([
    ['an empty page', PDF_BYTES],
    [
      'a link to an ordinary address',
      pdfWithCatalog('', ['<</Type /Annot /A <</S /URI /URI (https://example.com/)>>>>']),
    ],
    ['the letters JS in a string', pdfWithCatalog('', ['<</Title (Notes on /JS and the XFA form)>>'])],
    [
      'stream data with an unbalanced parenthesis, then plain objects',
      pdfWithCatalog('', [streamObject('', Buffer.from('BT ( ( ( /F1 12 Tf ET')), '<</Producer (Test)>>']),
    ],
    [
      'an ICC profile stream (/N, no /First)',
      pdfWithCatalog('', [streamObject('/N 3 /Filter /FlateDecode', deflateSync('icc'))]),
    ],
    [
      'an object stream of plain objects',
      pdfWithCatalog('', [objectStream(['<</Producer (Test)>>', '[1 2 3]'], 5)]),
    ],
    [
      'an open action that is only a destination (open at page 1)',
      pdfWithCatalog('/OpenAction [3 0 R /Fit]'),
    ],
    ['the word AA in a string', pdfWithCatalog('', ['<</Title (Grade AA << top >>)>>'])],
  ])('finds none in %s', (_case, pdf) => {
    expect(pdfActiveContent(pdf)).toBe('none');
  });

  it.each([
    ['an open action running a script', pdfWithCatalog(`/OpenAction ${script}`)],
    [
      'a document script in the names tree',
      pdfWithCatalog('/Names <</JavaScript 4 0 R>>', ['<</Names [(a) 5 0 R]>>', script]),
    ],
    ['a page action (/AA) launching a program', pdfWithCatalog('/AA <</O <</S /Launch /F (calc.exe)>>>>')],
    [
      'the script name hex-escaped',
      pdfWithCatalog('/OpenAction <</S /J#61va#53cript /J#53 (app.alert\\(1\\))>>'),
    ],
    ['a /JS entry alone', pdfWithCatalog('/OpenAction 4 0 R', ['<</JS 5 0 R>>'])],
    ['an XFA form', pdfWithCatalog('/AcroForm <</Fields [] /XFA 4 0 R>>')],
    [
      'a script in a Flate-compressed object stream',
      pdfWithCatalog('/OpenAction 5 0 R', [objectStream([script], 5)]),
    ],
    [
      'a hex-escaped /JS in an object stream without /Type',
      pdfWithCatalog('/OpenAction 5 0 R', [
        objectStream(['<</S 6 0 R /J#53 7 0 R>>'], 5, '/Filter /FlateDecode'),
      ]),
    ],
    [
      'a script name inside stream data, where a forged cross-reference table could point',
      pdfWithCatalog('', [streamObject('', Buffer.from(`9 0 obj ${script} endobj`))]),
    ],
    ['an open action opening an address', pdfWithCatalog(`/OpenAction ${openUrl}`)],
    ['an open action pointing at an action', pdfWithCatalog('/OpenAction 4 0 R', [openUrl])],
    ['an open action, its name hex-escaped', pdfWithCatalog(`/Open#41ction ${openUrl}`)],
    ['automatic actions (/AA) opening an address', pdfWithCatalog(`/AA <</WC ${openUrl}>>`)],
    ['automatic actions (/AA) by reference', pdfWithCatalog('/AA 4 0 R', [`<</O ${openUrl}>>`])],
    [
      'automatic actions, the name hex-escaped after a comment',
      pdfWithCatalog(`/#41A %x\n<</O ${openUrl}>>`),
    ],
    [
      'automatic actions in a Flate-compressed object stream',
      pdfWithCatalog('', [objectStream([`<</Type /Page /AA <</O ${openUrl}>>>>`], 5)]),
    ],
    [
      'automatic actions inside stream data, where a forged cross-reference table could point',
      pdfWithCatalog('', [streamObject('', Buffer.from(`9 0 obj <</AA <</O ${openUrl}>>>> endobj`))]),
    ],
    [
      'an embedded file',
      pdfWithCatalog('/Names <</EmbeddedFiles 4 0 R>>', [
        '<</Names [(invoice.exe) 5 0 R]>>',
        '<</Type /Filespec /F (invoice.exe) /EF <</F 6 0 R>>>>',
        streamObject('/Type /EmbeddedFile', Buffer.from('MZ')),
      ]),
    ],
    [
      'a file attachment annotation',
      pdfWithCatalog('', ['<</Type /Annot /Subtype /FileAttachment /FS 5 0 R>>']),
    ],
    ['an embedded file, its name hex-escaped', pdfWithCatalog('/Names <</Embedded#46iles 4 0 R>>')],
    [
      'a file attachment in a Flate-compressed object stream, its name hex-escaped',
      pdfWithCatalog('', [
        objectStream(['<</Type /Annot /Subtype /File#41ttachment>>'], 5, '/Filter /FlateDecode'),
      ]),
    ],
  ])('finds %s', (_case, pdf) => {
    expect(pdfActiveContent(pdf)).toBe('found');
  });

  it.each([
    [
      'an object stream in another encoding',
      pdfWithCatalog('', [objectStream([script], 5, '/Type /ObjStm /Filter /ASCIIHexDecode')]),
    ],
    [
      'an object stream with a predictor',
      pdfWithCatalog('', [
        objectStream([script], 5, '/Type /ObjStm /Filter /FlateDecode /DecodeParms <</Predictor 12>>'),
      ]),
    ],
    [
      'an object stream of an encrypted document',
      pdfWithCatalog('', [objectStream(['<<>>'], 5)], '<</Root 1 0 R /Encrypt 9 0 R>>'),
    ],
    [
      'an object stream that is not Flate data',
      pdfWithCatalog('', [
        streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', Buffer.from('not zlib')),
      ]),
    ],
  ])('cannot check %s', (_case, pdf) => {
    expect(pdfActiveContent(pdf)).toBe('uncheckable');
  });

  it('stops inflating an object stream at 64 MB (a zip bomb)', () => {
    const bomb = streamObject(
      '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
      deflateSync(Buffer.alloc(65 * 1024 * 1024)),
    );
    expect(bomb.length).toBeLessThan(100_000);
    expect(pdfActiveContent(pdfWithCatalog('', [bomb]))).toBe('uncheckable');
  });
});
