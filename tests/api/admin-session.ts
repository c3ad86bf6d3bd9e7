import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

// The main admin the Playwright config starts the server with (ADMIN_EMAIL / ADMIN_PASSWORD).
export const admin = { email: 'admin@e2e.test', password: 'E2e-admin-password-1' };

/**
 * An address of its own for each throttled call (the server trusts X-Forwarded-For from loopback),
 * so these checks never use up the sign-in, contact or search allowance of the browser journeys.
 */
export const freshAddress = () => `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** A request context signed in as the main admin. */
export async function signedInAdmin(
  newContext: () => Promise<APIRequestContext>,
): Promise<APIRequestContext> {
  const request = await newContext();
  const login = await request.post('/api/auth/login', {
    data: admin,
    headers: { 'x-forwarded-for': freshAddress() },
  });
  expect(login.status()).toBe(200);
  return request;
}

/**
 * The address of the demo's valid certificate's verification page (GLT-<year>-00123, Hussain Ali
 * Mansoor's); other journeys publish and revoke certificates for the same holder.
 */
export async function seededVerificationPath(admin: APIRequestContext): Promise<string> {
  const listed = (await (await admin.get('/api/admin/public-certificates?search=-00123')).json()) as
    | { items: { verificationUrl: string; certificateNumber: string }[] }
    | { verificationUrl: string; certificateNumber: string }[];
  const certificate = (Array.isArray(listed) ? listed : listed.items).find((each) =>
    /^GLT-\d{4}-00123$/.test(each.certificateNumber),
  );
  if (!certificate) throw new Error('the demo certificates are missing');
  return new URL(certificate.verificationUrl).pathname;
}
