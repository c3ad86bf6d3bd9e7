import type { RouterInputs } from '@tc/contracts';
import { readMultipartImage, readRawImage } from '../uploads/read-upload.js';
import type { RestRoute } from './adapter.js';

type Input<P extends keyof RouterInputs['uploads']> = RouterInputs['uploads'][P];

/** Image uploads of the console; the file is read by the adapter, checked by the procedure. */
export const uploadRoutes: RestRoute[] = [
  {
    // Multipart, field `image`: answers { imageUrl }.
    method: 'POST',
    path: '/api/admin/upload-image',
    file: { roles: ['admin'], read: readMultipartImage, field: 'image' },
    call: (caller, req) => caller.uploads.image({ file: req.file }),
  },
  {
    // Answers { uploadURL }: PUT the file's bytes there within 15 minutes, once.
    method: 'POST',
    path: '/api/admin/gallery-photos/upload',
    call: (caller) => caller.uploads.createSlot(),
  },
  {
    // { imageURL } of an upload: answers { objectPath }, the public path to store.
    method: 'PUT',
    path: '/api/course-images',
    body: 'required',
    call: (caller, req) => caller.uploads.normaliseAddress(req.body as Input<'normaliseAddress'>),
  },
];

/** The PUT to an upload address: any content type, the raw body is the file. */
export const rawUploadRoutes: RestRoute[] = [
  {
    method: 'PUT',
    path: '/api/admin/uploads/:token',
    file: { roles: ['admin'], read: readRawImage },
    call: (caller, req) => caller.uploads.fillSlot({ token: req.params.token ?? '', file: req.file }),
  },
];
