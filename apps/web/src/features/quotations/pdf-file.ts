/** A PDF the server answered with something else: its `{ message }` when it gave one. */
export class PdfRequestError extends Error {}

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : '';
}

/**
 * Reads a PDF from one of the REST paths (the tRPC client cannot carry a file): a saved
 * quotation's or tax invoice's download, or the builder's preview (a POST of the payload).
 */
export async function fetchPdf(url: string, body?: unknown): Promise<Blob> {
  const response = await fetch(url, {
    credentials: 'include',
    ...(body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('application/pdf')) {
    throw new PdfRequestError(await messageOf(response));
  }
  return response.blob();
}

/** Address of the blob for a while: long enough for the browser to start the download or the viewer. */
function blobAddress(blob: Blob): string {
  const address = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
  return address;
}

/** Saves the PDF under the document's own name ('Q-2026-0042.pdf'). */
export function savePdf(blob: Blob, fileName: string) {
  const link = document.createElement('a');
  link.href = blobAddress(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Shows a PDF made on request in a new tab. The tab is opened at the click, before the PDF is
 * made (a tab opened after the wait is a pop-up the browser blocks), and closed if it fails.
 */
export async function openPdfInNewTab(load: () => Promise<Blob>) {
  const tab = window.open('', '_blank');
  try {
    const blob = await load();
    if (tab) tab.location.href = blobAddress(blob);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
