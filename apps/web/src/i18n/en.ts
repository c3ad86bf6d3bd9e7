/** Every user-facing English text of the web app. Other languages copy this shape. */
export const en = {
  brand: {
    name: 'Gulf Lifting & Heavy Equipment Training Centre',
    shortName: 'Gulf Lifting',
    tagline: 'Heavy Equipment Training Centre',
  },
  common: {
    loading: 'Loading...',
  },
  nav: {
    label: 'Main navigation',
    skipToContent: 'Skip to main content',
    courses: 'Courses',
  },
  home: {
    viewCourses: 'View Courses',
    contentError: 'Failed to fetch website content',
  },
  footer: {
    contactHeading: 'Contact',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    copyright: '© {{year}} {{name}}',
  },
  courses: {
    title: 'Professional Training Programs',
    subtitle: 'Practical operator training for lifting and heavy equipment, assessed and certified.',
    learnMore: 'Learn More',
    emptyTitle: 'No Active Courses',
    emptyText: 'Check back soon for new training programs.',
    fetchError: 'Failed to fetch courses',
  },
  courseDetail: {
    backHome: 'Back to home',
    notFoundTitle: 'Course Not Found',
    notFoundText: 'This course does not exist or is no longer offered.',
    allCourses: 'See all courses',
    fetchError: 'Failed to fetch course',
    whatYouLearn: "What You'll Learn",
    certificateHeading: 'Certification',
    certificateLocal: 'Training Centre Certificate',
    certificateLocalText: 'Successful candidates receive the certificate of our local training centre.',
    certificateRtitb: 'RTITB Certificate',
    certificateRtitbText: 'Successful candidates receive an RTITB-accredited operator certificate.',
    imageAlt: '{{name}} training',
  },
  notFound: {
    title: '404 Page Not Found',
    text: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to home',
  },
} as const;
