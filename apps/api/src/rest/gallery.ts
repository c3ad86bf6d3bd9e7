import type { RouterInputs } from '@tc/contracts';
import { type RestRoute, withId } from './adapter.js';

type Input<P extends keyof RouterInputs['gallery']> = RouterInputs['gallery'][P];

/** The admin console's Photo Gallery Management (admin spec section 7). */
export const galleryRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/admin/gallery-photos', call: (caller) => caller.gallery.listAll() },
  {
    // imagePath: the uploadURL the file was PUT to.
    method: 'POST',
    path: '/api/admin/gallery-photos',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.gallery.create(req.body as Input<'create'>),
  },
  {
    // The fields to change; the card's toggle sends { isActive } alone.
    method: 'PUT',
    path: '/api/admin/gallery-photos/:id',
    body: 'required',
    call: (caller, req) => caller.gallery.update(withId(req) as Input<'update'>),
  },
  {
    method: 'DELETE',
    path: '/api/admin/gallery-photos/:id',
    call: (caller, req) => caller.gallery.delete({ id: req.params.id ?? '' }),
  },
];
