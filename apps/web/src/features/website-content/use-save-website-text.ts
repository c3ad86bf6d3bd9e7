import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../app/notify';
import { serverMessage } from '../../app/server-message';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';

const TOAST_ACTION = 'website-text';

/**
 * Saves one website text (admin): shows the new content at once, reads the content and the courses
 * again, and toasts 'Content Updated' or 'Error' / 'Failed to update content' (spec, section 8).
 */
export function useSaveWebsiteText() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.websiteContent.update.mutationOptions({
      onSuccess: (content) => {
        queryClient.setQueryData(trpc.websiteContent.get.queryKey(), content);
        void queryClient.invalidateQueries({ queryKey: trpc.websiteContent.get.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.courses.pathKey() });
        notifySuccess(t('editable.successTitle'), t('editable.successText'), TOAST_ACTION);
      },
      onError: (error) =>
        notifyError(t('common.error'), serverMessage(error, t('editable.failedText')), TOAST_ACTION),
    }),
  );
}
