import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@tc/contracts/schemas';
import { useTRPC } from '../../../app/trpc';

export interface Choice {
  value: string;
  label: string;
}

const personName = (user: AdminUser) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/** The people the schedule dialogs choose from: active clients and instructors (courses: CourseSelect). */
export function useScheduleChoices() {
  const trpc = useTRPC();
  const users = useQuery(trpc.users.list.queryOptions());
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
  return { clients, instructors, loading: users.isPending };
}
