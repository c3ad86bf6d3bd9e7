import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import type { AdminForm } from './forms.schema.js';

/** What the trail keeps of a form: its settings and fields (the submissions are their own record). */
function formSnapshot(form: AdminForm) {
  const { id: _id, submissionCount: _count, createdAt: _created, updatedAt: _updated, ...settings } = form;
  return {
    ...settings,
    fields: form.fields.map(({ id: _id, displayOrder: _order, ...field }) => field),
  };
}

const lines = {
  created: (form: AdminForm) => `Form "${form.title}" created (/${form.slug})`,
  updated: (form: AdminForm) => `Form "${form.title}" edited (/${form.slug})`,
  deleted: (form: AdminForm) =>
    `Form "${form.title}" deleted with ${form.submissionCount} submission${form.submissionCount === 1 ? '' : 's'}`,
};

/** The audit row of a form's create, edit or delete, in the change's transaction. */
export function auditForm(
  trx: Kysely<DB>,
  actor: SessionUser,
  at: Date,
  action: keyof typeof lines,
  before: AdminForm | null,
  after: AdminForm | null,
) {
  const form = (after ?? before) as AdminForm;
  return writeAudit(trx, {
    entityType: 'form',
    entityId: form.id,
    action,
    actor,
    previous: before && formSnapshot(before),
    next: after && formSnapshot(after),
    description: lines[action](form),
    title: form.title,
    details: `/${form.slug} · ${form.fields.length} field${form.fields.length === 1 ? '' : 's'}${form.isActive ? '' : ' · inactive'}`,
    at,
  });
}
