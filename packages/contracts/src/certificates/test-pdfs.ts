// Hand-made PDFs for the certificate upload tests (not part of the build).
import { deflateSync } from 'node:zlib';

/** A PDF of the given objects (numbered from 1; the first is the catalog), with a trailer. */
export function pdfOf(objects: (string | Buffer)[], trailer = '<</Root 1 0 R>>'): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  objects.forEach((object, index) => {
    parts.push(Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), Buffer.from(object), Buffer.from('\nendobj\n'));
  });
  parts.push(Buffer.from(`trailer\n${trailer}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object: the dictionary's entries (without << >>) and its data, Length added. */
export function streamObject(entries: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<<${entries} /Length ${data.length}>>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * An object stream (PDF 1.5) holding the given objects, numbered from `firstNumber`, encoded by
 * the filters its entries name (Flate, ASCIIHex): what a reader unpacks, and the file's raw bytes never show.
 */
export function objectStream(
  objects: string[],
  firstNumber: number,
  entries = '/Type /ObjStm /Filter /FlateDecode',
): Buffer {
  let offset = 0;
  const header: string[] = [];
  for (const [index, object] of objects.entries()) {
    header.push(`${firstNumber + index} ${offset}`);
    offset += object.length + 1;
  }
  const head = `${header.join(' ')}\n`;
  const body = Buffer.from(head + objects.join('\n'), 'latin1');
  const encoded = entries.includes('ASCIIHexDecode') ? Buffer.from(`${body.toString('hex')}>`) : body;
  const data = entries.includes('FlateDecode') ? deflateSync(encoded) : encoded;
  return streamObject(`${entries} /N ${objects.length} /First ${head.length}`, data);
}

/** A catalog with one empty page (objects 1 to 3), followed by `more` objects from number 4. */
export function pdfWithCatalog(
  catalogEntries: string,
  more: (string | Buffer)[] = [],
  trailer?: string,
): Buffer {
  return pdfOf(
    [
      `<</Type /Catalog /Pages 2 0 R ${catalogEntries}>>`,
      '<</Type /Pages /Kids [3 0 R] /Count 1>>',
      '<</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>>',
      ...more,
    ],
    trailer,
  );
}
