import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Course } from './courses.schema.js';

/** What the trail keeps of a course: its fields as the console edits them, no derived image sizes. */
function courseSnapshot(course: Course) {
  const { imageVersions: _versions, createdAt: _created, updatedAt: _updated, ...fields } = course;
  return fields;
}

const lines = {
  created: (course: Course) => `Course ${course.name} (${course.code}) created`,
  updated: (course: Course) => `Course ${course.name} (${course.code}) edited`,
  deleted: (course: Course) => `Course ${course.name} (${course.code}) deleted`,
};

/** The audit row of a course's create, edit or delete, in the change's transaction. */
export function auditCourse(
  trx: Kysely<DB>,
  actor: SessionUser,
  at: Date,
  action: keyof typeof lines,
  before: Course | null,
  after: Course | null,
) {
  const course = after ?? before;
  if (!course) return;
  return writeAudit(trx, {
    entityType: 'course',
    entityId: course.id,
    action,
    actor,
    previous: before && courseSnapshot(before),
    next: after && courseSnapshot(after),
    description: lines[action](course),
    title: course.name,
    details: `${course.code} · BD ${course.trainingPrice} training, BD ${course.assessmentPrice} assessment${course.isActive ? '' : ' · inactive'}`,
    at,
  });
}
