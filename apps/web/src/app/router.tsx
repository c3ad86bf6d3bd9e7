import { createBrowserRouter } from 'react-router-dom';
import { CourseDetailPage } from '../features/courses/course-detail-page';
import { CoursesPage } from '../features/courses/courses-page';
import { HomePage } from '../features/home/home-page';
import { PublicLayout } from '../features/layout/public-layout';
import { SessionGate } from '../features/session/session-gate';
import { NotFoundPage } from './not-found-page';

/** The spec's route table (section 2); portals are added as lazy routes so the public pages stay light. */
export const router = createBrowserRouter([
  {
    element: <SessionGate />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'courses', element: <CoursesPage /> },
          { path: 'course/:courseId', element: <CourseDetailPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
