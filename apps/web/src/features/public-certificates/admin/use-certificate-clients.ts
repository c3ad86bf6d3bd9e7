import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@tc/contracts/schemas';
import { useTRPC } from '../../../app/trpc';
import { isRightToLeft, useTranslation } from '../../../i18n/translate';
import { type Choice, useScheduleChoices } from '../../schedules/admin/use-schedule-choices';

/** A client account as a certificate names it: its company, else the person, else the e-mail. */
export function clientCompany(user: AdminUser): string {
  return user.companyName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

/**
 * The client companies of the Public Certificates tab, read from the console's list of accounts
 * (the query the other tabs' client pickers ask, so it is asked once): each client's company by
 * id for the column and the filter, which keep an account switched off since (its certificates
 * still name it), and the active clients to choose from when publishing or editing.
 */
export function useCertificateClients() {
  const { i18n } = useTranslation();
  const trpc = useTRPC();
  const users = useQuery(trpc.users.list.queryOptions());
  // In the filter of a right-to-left page a name runs its own way, isolated as `t` isolates a value
  // (U+2068 ... U+2069): 'Sitra Cranes W.L.L.' keeps its full stop at its end, and the field's
  // clear button does not cover its start.
  const shown = isRightToLeft(i18n.language)
    ? (label: string) => `\u2068${label}\u2069`
    : (label: string) => label;
  const { clients: choices } = useScheduleChoices();
  const clients = (users.data ?? []).filter((user) => user.role === 'client');
  const names = new Map(clients.map((user) => [user.id, clientCompany(user)]));
  const counts = new Map<string, number>();
  for (const name of names.values()) counts.set(name, (counts.get(name) ?? 0) + 1);
  // Two accounts of one company are told apart by their e-mails.
  const filterOptions: Choice[] = clients
    .map((user) => {
      const name = clientCompany(user);
      return { value: user.id, label: shown((counts.get(name) ?? 0) > 1 ? `${name} (${user.email})` : name) };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
  return {
    /** The company a certificate names; undefined while the accounts load (or for none). */
    name: (id: string | null) => (id ? names.get(id) : undefined),
    filterOptions,
    /** The active clients, and the one already named if it was switched off since. */
    choices: (current: string | null = null): Choice[] =>
      current && names.has(current) && !choices.some((choice) => choice.value === current)
        ? [{ value: current, label: names.get(current) ?? '' }, ...choices]
        : choices,
  };
}
