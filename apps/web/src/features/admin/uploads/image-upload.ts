import { MAX_IMAGE_BYTES } from '@tc/contracts/schemas';

export type ImageFileProblem = 'tooLarge' | 'notImage';

/**
 * Why a chosen file cannot be sent, or null when it may go: checked before uploading, against the
 * server's own limit (10 MB, one image); the server checks the bytes too.
 */
export function imageFileProblem(file: Pick<File, 'size' | 'type'>): ImageFileProblem | null {
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  if (!file.type.startsWith('image/')) return 'notImage';
  return null;
}

/**
 * A failed upload: at which step (asking for an upload address, or sending the file), the server's
 * `{ message }` when it sent one, and the HTTP status (0: no answer).
 */
export class UploadError extends Error {
  constructor(
    readonly step: 'address' | 'transfer',
    readonly serverMessage: string | null,
    readonly status: number,
  ) {
    super(serverMessage ?? `Upload failed (${status})`);
  }
}

export type OnProgress = (percent: number) => void;

/** Sends a body with XMLHttpRequest (fetch cannot report upload progress) and answers its JSON. */
export function sendWithProgress(
  method: 'POST' | 'PUT',
  url: string,
  body: XMLHttpRequestBodyInit,
  onProgress: OnProgress,
) {
  return new Promise<unknown>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve(request.response);
        return;
      }
      const message = (request.response as { message?: unknown } | null)?.message;
      reject(new UploadError('transfer', typeof message === 'string' ? message : null, request.status));
    };
    request.onerror = () => reject(new UploadError('transfer', null, 0));
    request.send(body);
  });
}

/** A course image: one multipart field `image` to /api/admin/upload-image; answers the image's address. */
export async function uploadCourseImage(file: File, onProgress: OnProgress): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = (await sendWithProgress('POST', '/api/admin/upload-image', form, onProgress)) as {
    imageUrl: string;
  };
  return answer.imageUrl;
}

/**
 * A gallery photo: ask for a single-use upload address, PUT the file's bytes there, and answer that
 * address, which the new photo carries as its imagePath.
 */
export async function uploadGalleryPhoto(file: File, onProgress: OnProgress): Promise<string> {
  const response = await fetch('/api/admin/gallery-photos/upload', { method: 'POST' }).catch(() => null);
  if (!response?.ok) throw new UploadError('address', null, response?.status ?? 0);
  const { uploadURL } = (await response.json()) as { uploadURL: string };
  await sendWithProgress('PUT', uploadURL, file, onProgress);
  return uploadURL;
}
