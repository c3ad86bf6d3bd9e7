import {
  type QueryFilters,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from '../i18n/translate';
import { dismissToast, notifyError, notifySuccess } from './notify';
import { serverMessage } from './server-message';

/** A router of the tRPC client (`trpc.users`): every query under it is read again. */
interface Refreshable {
  pathFilter: () => QueryFilters;
}

interface TabMutationOptions<TData> {
  /** The routers whose queries the change makes stale (lists, counts, the public pages). */
  refresh: Refreshable[];
  /** The spec's fallback message when the server gives none ('Failed to delete user'). */
  failed: string;
  /** False where the spec shows its own text whatever the server says. */
  withServerMessage?: boolean;
  /** The success toast, where the screen shows one. */
  succeeded?: (data: TData) => { title: string; message: string };
  /** After the refreshed queries are in: close the dialog, show what was made. */
  onDone?: (data: TData) => void;
  /**
   * The action its toasts belong to, where the screen toasts about the same action before the call
   * (a form's 'Missing Information'): the outcome then replaces that toast. Else the procedure's.
   */
  action?: string;
}

/** Reads every query of the given routers again; resolves once they are in. */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (routers: Refreshable[]) =>
    Promise.all(routers.map((router) => queryClient.invalidateQueries(router.pathFilter())));
}

/**
 * A change made from the console or a portal: on success the routers' queries are read again
 * (the promise waits for them, so a dialog closes onto the new list), the success toast shows and
 * `onDone` runs; on failure the server's message is toasted. Both toasts belong to this mutation,
 * so a success replaces an earlier failure on screen.
 */
export function useTabMutation<TData, TError, TVariables, TContext>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  { refresh, failed, withServerMessage = true, succeeded, onDone, ...named }: TabMutationOptions<TData>,
) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const action = named.action ?? JSON.stringify(options.mutationKey ?? failed);
  return useMutation({
    ...options,
    onSuccess: async (data) => {
      await invalidate(refresh);
      if (succeeded) {
        const { title, message } = succeeded(data);
        notifySuccess(title, message, action);
      } else {
        dismissToast(action);
      }
      onDone?.(data);
    },
    onError: (error) =>
      notifyError(t('common.error'), withServerMessage ? serverMessage(error, failed) : failed, action),
  });
}
