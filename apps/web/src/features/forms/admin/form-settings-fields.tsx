import { Fieldset, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DEFAULT_SUBMIT_BUTTON_TEXT, DEFAULT_SUCCESS_MESSAGE } from '@tc/contracts/schemas';
import { useTranslation } from '../../../i18n/translate';
import { ARABIC_INPUT, ENGLISH_INPUT, WithArabic } from '../../admin/with-arabic';
import { type EditorValues, slugFromTitle } from './form-values';

/**
 * The form's own settings: title (and its Arabic), address (suggested from the title until the
 * admin types one), description (and its Arabic), state and the texts around the fields.
 */
export function FormSettingsFields({
  form,
  slugChosen,
  onSlugChosen,
}: {
  form: UseFormReturnType<EditorValues>;
  /** The admin typed the address (or the form has one): the title no longer changes it. */
  slugChosen: boolean;
  onSlugChosen: (chosen: boolean) => void;
}) {
  const { t } = useTranslation();
  const title = form.getInputProps('title');
  const slug = form.getInputProps('slug');
  const address = form.values.slug || '…';

  return (
    <Fieldset
      legend={
        <Text component="span" fw={700}>
          {t('formBuilder.settings.legend')}
        </Text>
      }
      variant="unstyled"
    >
      <WithArabic>
        <TextInput
          label={t('formBuilder.settings.title')}
          required
          {...ENGLISH_INPUT}
          {...title}
          onChange={(event) => {
            const value = event.currentTarget.value;
            form.setFieldValue('title', value);
            if (!slugChosen) form.setFieldValue('slug', slugFromTitle(value));
          }}
        />
        <TextInput
          label={t('formBuilder.settings.titleAr')}
          {...ARABIC_INPUT}
          {...form.getInputProps('titleAr')}
        />
      </WithArabic>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <TextInput
          label={t('formBuilder.settings.slug')}
          description={
            slugChosen
              ? t('formBuilder.settings.slugText', { slug: address })
              : t('formBuilder.settings.slugSuggested', { slug: address })
          }
          required
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...slug}
          onChange={(event) => {
            const value = event.currentTarget.value;
            form.setFieldValue('slug', value);
            // Emptied, the address follows the title again.
            onSlugChosen(value !== '');
          }}
        />
      </SimpleGrid>
      <WithArabic>
        <Textarea
          label={t('formBuilder.settings.description')}
          autosize
          minRows={2}
          maxRows={6}
          mt="sm"
          {...ENGLISH_INPUT}
          {...form.getInputProps('description')}
        />
        <Textarea
          label={t('formBuilder.settings.descriptionAr')}
          autosize
          minRows={2}
          maxRows={6}
          mt={{ sm: 'sm' }}
          {...ARABIC_INPUT}
          {...form.getInputProps('descriptionAr')}
        />
      </WithArabic>
      <Switch
        label={t('formBuilder.settings.isActive')}
        description={t('formBuilder.settings.isActiveText')}
        mt="sm"
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
      <WithArabic>
        <TextInput
          label={t('formBuilder.settings.submitButtonText')}
          placeholder={DEFAULT_SUBMIT_BUTTON_TEXT}
          mt="sm"
          {...ENGLISH_INPUT}
          {...form.getInputProps('submitButtonText')}
        />
        <TextInput
          label={t('formBuilder.settings.submitButtonTextAr')}
          mt={{ sm: 'sm' }}
          {...ARABIC_INPUT}
          {...form.getInputProps('submitButtonTextAr')}
        />
      </WithArabic>
      <WithArabic>
        <Textarea
          label={t('formBuilder.settings.successMessage')}
          placeholder={DEFAULT_SUCCESS_MESSAGE}
          autosize
          minRows={2}
          maxRows={4}
          mt="sm"
          {...ENGLISH_INPUT}
          {...form.getInputProps('successMessage')}
        />
        <Textarea
          label={t('formBuilder.settings.successMessageAr')}
          autosize
          minRows={2}
          maxRows={4}
          mt={{ sm: 'sm' }}
          {...ARABIC_INPUT}
          {...form.getInputProps('successMessageAr')}
        />
      </WithArabic>
      <Text fz="xs" c="dimmed" mt={4}>
        {t('formBuilder.settings.successMessageText')}
      </Text>
    </Fieldset>
  );
}
