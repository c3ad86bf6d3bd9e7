import type { RouteObject } from 'react-router-dom';
import { CourseDetailPage } from '../features/courses/course-detail-page';
import { CoursesPage } from '../features/courses/courses-page';
import { HomePage } from '../features/home/home-page';
import { PublicLayout } from '../features/layout/public-layout';
import { SessionGate } from '../features/session/session-gate';
import { AccessDeniedPage } from './access-denied-page';
import { NotFoundPage } from './not-found-page';

/**
 * The spec's route table (section 2). The SessionGate puts a signed-in user's portal at / (and an
 * admin's at /admin/form-builder); the routes below are what everyone else sees. Portals and the
 * reset page load lazily so the public pages stay light (app.tsx turns `lazy` into React.lazy).
 */
export const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'courses', element: <CoursesPage /> },
          { path: 'course/:courseId', element: <CourseDetailPage /> },
          {
            path: 'gallery',
            lazy: () =>
              import('../features/gallery/gallery-page').then((m) => ({ Component: m.GalleryPage })),
          },
          {
            path: 'forms',
            lazy: () => import('../features/forms/forms-page').then((m) => ({ Component: m.FormsPage })),
          },
          {
            path: 'forms/:slug',
            lazy: () => import('../features/forms/form-page').then((m) => ({ Component: m.FormPage })),
          },
          {
            path: 'reset-password',
            lazy: () =>
              import('../features/auth/reset-password-page').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: 'verify/:code',
            lazy: () =>
              import('../features/certificates/verify-page').then((m) => ({ Component: m.VerifyPage })),
          },
          {
            path: 'quote/:token',
            lazy: () =>
              import('../features/quotations/client/quotation-page').then((m) => ({
                Component: m.QuotationPage,
              })),
          },
          { path: 'admin/form-builder', element: <AccessDeniedPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
