import { outputSchemaOf, PING_EVENT, WEBHOOK_EVENTS, type WebhookEventType } from '@tc/contracts';
import { z } from 'zod';
import { procedureAt } from './route-procedures.js';

/*
 * The events the server sends to webhook endpoints, as OpenAPI 3.1's `webhooks`: each a POST of
 * `{ type, timestamp, data }` with Standard Webhooks' headers, `data` described by the output
 * schema of the procedure whose REST answer it is (docs/api.md, "Webhooks").
 */

type Schema = Record<string, unknown>;

/** The procedure answering each event's `data` as the REST API does. */
const DATA_OF: Record<WebhookEventType, string> = {
  'certificate.published': 'publicCertificates.create',
  'certificate.revoked': 'publicCertificates.revoke',
  'class.scheduled': 'schedules.create',
  'class.moved': 'schedules.update',
  'class.confirmed': 'schedules.setStatus',
  'class.cancelled': 'schedules.setStatus',
  'class.completed': 'schedules.setStatus',
  'quotation.sent': 'quotations.get',
  'quotation.accepted': 'quotations.get',
  'quotation.rejected': 'quotations.get',
  'invoice.created': 'invoices.get',
  'form.submitted': 'forms.submissions',
  'contact.received': 'contact.send',
  [PING_EVENT]: 'webhooks.update',
};

const WHEN: Record<WebhookEventType, string> = {
  'certificate.published': 'A public certificate is published (one event per row of a CSV import).',
  'certificate.revoked': 'A public certificate is revoked.',
  'class.scheduled': 'A class is booked (one event per class of a bulk booking).',
  'class.moved': 'A class’s date, time or end date changes.',
  'class.confirmed': 'A class is confirmed.',
  'class.cancelled': 'A class is cancelled, or a pending or confirmed class is deleted.',
  'class.completed': 'A class is marked completed.',
  'quotation.sent': 'A quotation is mailed to its client.',
  'quotation.accepted': 'The client accepts a quotation through its link.',
  'quotation.rejected': 'The client declines a quotation through its link.',
  'invoice.created': 'A tax invoice is made from an accepted quotation.',
  'form.submitted': 'A visitor submits a public form: the submission, with formId and formSlug.',
  'contact.received': 'A visitor sends the contact form.',
  [PING_EVENT]: 'The console’s Test button: the endpoint itself, to this endpoint alone.',
};

function dataSchema(type: WebhookEventType): Schema {
  const procedure = procedureAt(DATA_OF[type]);
  const output = procedure && outputSchemaOf(procedure);
  if (!output) return {};
  const { $schema: _dialect, ...json } = z.toJSONSchema(output, {
    io: 'output',
    unrepresentable: 'any',
  }) as Schema;
  if (type !== 'form.submitted') return json;
  // The list's item, and the form it answers.
  const item = json.items as Schema;
  const properties = {
    ...(item.properties as Schema),
    formId: { type: 'string' },
    formSlug: { type: 'string' },
  };
  return { ...item, properties, required: [...((item.required as string[]) ?? []), 'formId', 'formSlug'] };
}

const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

const HEADERS = [
  header('webhook-id', 'msg_…: the same on every try of one delivery; drop a repeat.'),
  header('webhook-timestamp', 'When this try was sent, in Unix seconds.'),
  header(
    'webhook-signature',
    'v1,<base64 HMAC-SHA256 of "id.timestamp.body" keyed with the secret’s bytes> (Standard Webhooks; check it with the standardwebhooks library).',
  ),
];

/** OpenAPI's `webhooks`: one POST per event the server sends. */
export function webhookOperations(): Record<string, { post: Schema }> {
  const types: WebhookEventType[] = [...WEBHOOK_EVENTS, PING_EVENT];
  return Object.fromEntries(
    types.map((type) => [
      type,
      {
        post: {
          operationId: `webhook-${type.replace('.', '-')}`,
          tags: ['webhooks'],
          summary: type,
          description: `${WHEN[type]} Answer 2xx within 10 seconds; any other answer is tried again after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h.`,
          parameters: HEADERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    type: { const: type },
                    timestamp: { type: 'string', format: 'date-time' },
                    data: dataSchema(type),
                  },
                  required: ['type', 'timestamp', 'data'],
                },
              },
            },
          },
          responses: { '200': { description: 'Received (any 2xx)' } },
        },
      },
    ]),
  );
}
