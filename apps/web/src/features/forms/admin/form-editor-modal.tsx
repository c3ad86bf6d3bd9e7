import { useForm } from '@mantine/form';
import { type AdminForm, createFormInputSchema } from '@tc/contracts/schemas';
import { useId, useState } from 'react';
import { useNarrowScreen } from '../../../app/data-table/use-phone-layout';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { pageText } from '../../../i18n/localized-text';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { FormFieldsEditor } from './form-fields-editor';
import { FormPreview } from './form-preview';
import { FormSettingsFields } from './form-settings-fields';
import { type EditorValues, emptyForm, formPayload, formValues } from './form-values';
import classes from './forms-admin.module.css';

/**
 * Create Form (form null) and Edit Form: the settings, the fields in order and, beside them (under
 * them on phones), the form as a visitor will see it. The server's schema checks it before it is
 * sent; the server's refusal (an address taken) is the tab's toast, the dialog staying open.
 */
export function FormEditorModal({ form, onClose }: { form: AdminForm | null; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const phone = useNarrowScreen();
  const formId = useId();
  const editor = useForm<EditorValues>({
    initialValues: form ? formValues(form) : emptyForm(),
    validate: formResolver(createFormInputSchema),
  });
  // A new form's address follows its title until the admin types one of their own.
  const [slugChosen, setSlugChosen] = useState(form !== null);

  const saved = {
    refresh: [trpc.forms],
    succeeded: (saved: AdminForm) => ({
      title: form ? t('formBuilder.updated') : t('formBuilder.created'),
      message: t('formBuilder.savedText', { title: pageText(saved, 'title'), slug: saved.slug }),
    }),
    onDone: onClose,
  };
  const create = useTabMutation(trpc.forms.create.mutationOptions(), {
    ...saved,
    failed: t('formBuilder.createFailed'),
  });
  const update = useTabMutation(trpc.forms.update.mutationOptions(), {
    ...saved,
    failed: t('formBuilder.updateFailed'),
  });

  const submit = editor.onSubmit((values) => {
    const payload = formPayload(values);
    if (form) update.mutate({ id: form.id, ...payload });
    else create.mutate(payload);
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={form ? t('formBuilder.editTitle') : t('formBuilder.createTitle')}
      size="78rem"
      fullScreen={phone}
    >
      <div className={classes.layout}>
        {/* The preview's fields stay out of this form: Enter in one of them must not save. */}
        <form
          id={formId}
          onSubmit={submit}
          noValidate
          aria-label={t('formBuilder.editorLabel')}
          className={classes.editor}
        >
          <FormSettingsFields form={editor} slugChosen={slugChosen} onSlugChosen={setSlugChosen} />
          <FormFieldsEditor form={editor} />
        </form>
        <FormPreview values={editor.values} />
      </div>
      <div className={classes.footer}>
        <DialogActions
          form={formId}
          submitLabel={form ? t('formBuilder.saveChanges') : t('formBuilder.createSubmit')}
          pending={create.isPending || update.isPending}
          onCancel={onClose}
        />
      </div>
    </Modal>
  );
}
