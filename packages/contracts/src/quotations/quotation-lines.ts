import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../errors.js';
import { amountToFils, filsToAmount, quotationTotals } from './money.js';
import {
  type createQuotationInputSchema,
  MAX_QUOTATION_LINES,
  type QuotationLine,
  quotationMessages,
  type TrainingType,
} from './quotations.schema.js';

type CreateData = z.output<typeof createQuotationInputSchema>;

/** A line as the builder or an outside caller names it, before the catalogue is read. */
export interface RequestedLine {
  /** A course's id or code. */
  course: string;
  trainingType: TrainingType;
  candidates: number;
  /** In fils; unset: the course's price for the training type. */
  priceFils?: number | undefined;
}

/**
 * The lines a create asks for: typed `lines`, or the spec's payload (`selectedCourses` as a comma
 * list or array of course ids or codes, and the maps of prices, candidates and training types
 * keyed the same way). At least one course.
 */
export function requestedLines(input: CreateData): RequestedLine[] {
  if (input.lines?.length) {
    return input.lines.map((line) => ({
      course: line.courseId,
      trainingType: line.trainingType,
      candidates: line.candidates,
      priceFils: line.price,
    }));
  }
  const selected = Array.isArray(input.selectedCourses)
    ? input.selectedCourses
    : (input.selectedCourses ?? '').split(',');
  const courses = selected.map((course) => course.trim()).filter(Boolean);
  if (courses.length === 0) throw new AppError('BAD_REQUEST', quotationMessages.course);
  if (courses.length > MAX_QUOTATION_LINES) {
    throw new AppError('BAD_REQUEST', `A quotation has at most ${MAX_QUOTATION_LINES} courses`);
  }
  const candidates = { ...input.courseCandidates, ...input.courseParticipants };
  return courses.map((course) => ({
    course,
    trainingType: input.courseTrainingTypes?.[course] ?? 'full_course',
    candidates: candidates[course] ?? 1,
    priceFils: input.coursePrices?.[course],
  }));
}

/** A catalogue price (whole dinars today) as an amount text, read as decimal text, not as a float. */
const catalogueAmount = (value: string | number) => filsToAmount(amountToFils(String(value)) ?? 0);

/**
 * The lines priced from the catalogue: each course found by id or code (400 'Please select a
 * course to add.' when it is not there; `offeredOnly`: an inactive one neither, with its own
 * message), its training or assessment price as the default price,
 * and the totals computed here, never taken from the caller. In a write's transaction the courses
 * stay locked against a delete until it commits, so the lines' foreign key never refuses them.
 */
export async function pricedLines(
  db: Kysely<DB>,
  requested: RequestedLine[],
  { offeredOnly = false, unknownCourse = quotationMessages.courseToAdd as string } = {},
) {
  if (requested.length === 0) throw new AppError('BAD_REQUEST', quotationMessages.course);
  const wanted = requested.map((line) => line.course);
  const uuids = wanted.filter((value) => /^[0-9a-f-]{36}$/i.test(value));
  const courses = await db
    .selectFrom('courses')
    .select(['id', 'name', 'code', 'trainingPrice', 'assessmentPrice'])
    .where((eb) =>
      eb.or([
        ...(uuids.length ? [eb('id', 'in', uuids)] : []),
        eb(
          eb.fn('upper', ['code']),
          'in',
          wanted.map((value) => value.toUpperCase()),
        ),
      ]),
    )
    .$if(offeredOnly, (query) => query.where('isActive', '=', true))
    .forKeyShare()
    .execute();
  const lines: Omit<QuotationLine, 'lineTotal'>[] = requested.map((line) => {
    const course = courses.find(
      (candidate) =>
        candidate.id === line.course || candidate.code.toUpperCase() === line.course.toUpperCase(),
    );
    if (!course) throw new AppError('BAD_REQUEST', unknownCourse);
    const coursePrice = line.trainingType === 'assessment' ? course.assessmentPrice : course.trainingPrice;
    return {
      courseId: course.id,
      courseName: course.name,
      courseCode: course.code,
      trainingType: line.trainingType,
      candidates: line.candidates,
      unitPrice: line.priceFils === undefined ? catalogueAmount(coursePrice) : filsToAmount(line.priceFils),
    };
  });
  const totals = quotationTotals(lines);
  return {
    lines: lines.map((line, index) => ({ ...line, lineTotal: totals.lineTotals[index] ?? '0.00' })),
    totals,
  };
}
