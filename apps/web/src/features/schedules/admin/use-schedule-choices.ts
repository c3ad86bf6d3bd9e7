import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@tc/contracts/schemas';
import { useTRPC } from '../../../app/trpc';

export interface Choice {
  value: string;
  label: string;
}

const personName = (user: AdminUser) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/** The people and courses the schedule dialogs choose from: active clients and instructors, every course. */
export function useScheduleChoices() {
  const trpc = useTRPC();
  const users = useQuery(trpc.users.list.queryOptions());
  const courses = useQuery(trpc.courses.listAll.queryOptions());
  const active = (users.data ?? []).filter((user) => user.isActive);
  const clients: Choice[] = active
    .filter((user) => user.role === 'client')
    .map((user) => ({
      value: user.id,
      label: user.companyName
        ? `${user.companyName} (${user.email})`
        : `${personName(user) || user.email} (${user.email})`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const instructors: Choice[] = active
    .filter((user) => user.role === 'instructor')
    .map((user) => ({ value: user.id, label: personName(user) || user.companyName || user.email }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const courseChoices: Choice[] = (courses.data ?? []).map((course) => ({
    value: course.id,
    label: course.isActive ? course.name : `${course.name} (inactive)`,
  }));
  return { clients, instructors, courses: courseChoices, loading: users.isPending || courses.isPending };
}
