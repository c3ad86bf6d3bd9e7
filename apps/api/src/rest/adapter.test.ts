import {
  AppError,
  type AppErrorCode,
  createLocalLiveBus,
  createPushSender,
  defaultWebhookPolicy,
} from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { registerRestRoutes } from './adapter.js';

// What each code of AppError answers over REST. The status comes from tRPC's own map (there is
// no table of ours), so a tRPC upgrade that moved one would fail here.
const expectedStatus: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

describe.each(testDatabases())('the REST adapter on $name', ({ create }) => {
  const server = useTestServer(create);

  beforeAll(() => {
    const deps = {
      db: server.database.db,
      mailer: server.mailer,
      jobs: server.jobs,
      storage: server.disk.storage,
      pdf: server.pdf,
      live: createLocalLiveBus(),
      push: createPushSender({ db: server.database.db }),
      webhooks: defaultWebhookPolicy,
      appUrl: 'http://localhost:3000',
    };
    registerRestRoutes(server.app, deps, [
      {
        method: 'GET',
        path: '/api/adapter-test/:code',
        call: async (_caller, req) => {
          throw new AppError(req.params.code as AppErrorCode, `Failed with ${req.params.code}`);
        },
      },
    ]);
  });

  it('answers 404 for an empty segment where an id goes, before any rule of the route', async () => {
    const res = await server.app.inject({ method: 'PUT', url: '/api/admin/schedules//status', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('answers each error code with its status and { message }', async () => {
    for (const [code, status] of Object.entries(expectedStatus)) {
      const res = await server.app.inject({ url: `/api/adapter-test/${code}` });
      expect(res.statusCode, code).toBe(status);
      const message =
        status === 500 ? 'Something went wrong on our side. Please try again.' : `Failed with ${code}`;
      expect(res.json(), code).toEqual({ message });
    }
  });
});
