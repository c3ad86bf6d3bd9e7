import { createCaller } from '@tc/contracts';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { type ContextDeps, contextFromRequest } from './request-context.js';
import { replyWithError } from './rest/adapter.js';

/** Medium error correction survives a scuffed print; a quiet zone of 4 modules as the standard asks. */
const options = { errorCorrectionLevel: 'M', margin: 4 } as const;

/**
 * GET /api/admin/public-certificates/<id>/qr.png and .../qr.svg: the QR code of a certificate's
 * verification page, to print on the certificate. Admins only; downloaded as a file named after
 * the certificate number.
 */
export function registerCertificateQr(app: FastifyInstance, deps: ContextDeps): void {
  app.get('/api/admin/public-certificates/:id/:file', async (req, reply) => {
    const { id, file } = req.params as { id: string; file: string };
    if (file !== 'qr.png' && file !== 'qr.svg') return reply.status(404).send({ message: 'Not found' });
    try {
      const ctx = await contextFromRequest(deps, req, reply);
      const { url, certificateNumber } = await createCaller(ctx).publicCertificates.verificationAddress({
        id,
      });
      const name = `QR-${certificateNumber.replace(/[^\w.-]+/g, '_')}`;
      reply.header('cache-control', 'private, no-store');
      if (file === 'qr.svg') {
        const svg = await QRCode.toString(url, { ...options, type: 'svg' });
        return reply
          .header('content-disposition', `attachment; filename="${name}.svg"`)
          .type('image/svg+xml')
          .send(svg);
      }
      const png = await QRCode.toBuffer(url, { ...options, type: 'png', width: 600 });
      return reply
        .header('content-disposition', `attachment; filename="${name}.png"`)
        .type('image/png')
        .send(png);
    } catch (error) {
      return replyWithError(req, reply, error);
    }
  });
}
