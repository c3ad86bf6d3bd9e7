import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '@tc/contracts';
import { type TRPCClient, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../app/router';
import { type LandingSection, landingSectionFrom } from '../features/home/landing-section';

/**
 * The public routes the server renders for a visitor, and the reads each page makes beyond the page
 * data (the same queryOptions its components use), so its HTML holds what the page shows. The
 * portals, the console and a quotation's page stay rendered in the browser.
 */
type Reads = (
  trpc: ReturnType<typeof createTRPCOptionsProxy<AppRouter>>,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) => Array<{ queryKey: readonly unknown[]; queryFn?: unknown }>;

const RENDERED: Record<string, Reads> = {
  '/': () => [],
  courses: () => [],
  'course/:courseId': (trpc, { courseId = '' }) => [trpc.courses.byId.queryOptions({ id: courseId })],
  gallery: (trpc) => [trpc.gallery.listPublic.queryOptions()],
  forms: (trpc) => [trpc.forms.listPublic.queryOptions()],
  'forms/:slug': (trpc, { slug = '' }) => [trpc.forms.getPublic.queryOptions({ slug })],
  'verify/:code': (trpc, { code = '' }) => [trpc.publicCertificates.verify.queryOptions({ code })],
  'reset-password': (trpc, _params, search) => {
    const token = search.get('token') ?? '';
    return token === '' ? [] : [trpc.auth.checkResetToken.queryOptions({ token })];
  },
  '*': () => [],
};

/**
 * The code chunks (the build's names for them, after their files) of the lazy parts each route
 * shows: the server links their scripts and stylesheets, so the page is styled whole without
 * JavaScript and hydrates without waiting for them.
 */
const SECTION_CHUNKS: Partial<Record<LandingSection, string>> = {
  gallery: 'gallery-section',
  contact: 'contact-section',
  certificates: 'certificate-search-section',
};
const CHUNKS: Record<string, (search: URLSearchParams) => string[]> = {
  '/': (search) => [SECTION_CHUNKS[landingSectionFrom(`?${search}`)] ?? []].flat(),
  gallery: () => ['gallery-page'],
  forms: () => ['forms-page'],
  'forms/:slug': () => ['form-page'],
  'verify/:code': () => ['verify-page'],
  'reset-password': () => ['reset-password-page'],
};

export interface RouteReadResult {
  /** 404 for an unknown path, or a course, form or certificate that does not exist. */
  status: 200 | 404;
  /** The lazy chunks the page shows. */
  chunks: string[];
}

/**
 * Makes the reads of the page at `url` into `queryClient` through `client`; answers null when the
 * server does not render that page.
 */
export async function readRoute(
  url: URL,
  queryClient: QueryClient,
  client: TRPCClient<AppRouter>,
): Promise<RouteReadResult | null> {
  const matched = matchRoutes(routes, url.pathname)?.at(-1);
  const path = matched ? (matched.route.index ? '/' : (matched.route.path ?? '')) : '*';
  const reads = RENDERED[path];
  if (!reads) return null;
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  const options = reads(trpc, matched?.params ?? {}, url.searchParams);
  await Promise.all(options.map((option) => queryClient.prefetchQuery(option as never)));
  // A read refused as not found, or as not even a well-formed id: there is no such page.
  const missing = options.some((option) => {
    const error = queryClient.getQueryState(option.queryKey)?.error;
    const code = error instanceof TRPCClientError ? error.data?.code : undefined;
    return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
  });
  return { status: path === '*' || missing ? 404 : 200, chunks: CHUNKS[path]?.(url.searchParams) ?? [] };
}
