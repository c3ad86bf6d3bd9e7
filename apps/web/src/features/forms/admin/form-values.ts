import {
  type AdminForm,
  assignFieldNames,
  type CreateFormInput,
  DEFAULT_SUBMIT_BUTTON_TEXT,
  DEFAULT_SUCCESS_MESSAGE,
  type FormFieldType,
  fieldNameFromLabel,
  fieldTypeHasOptions,
  type PublicForm,
  type PublicFormField,
  parseOptionPairs,
} from '@tc/contracts/schemas';

/** One field of the editor, as its inputs hold it while it is typed. */
export interface EditorField {
  /** Keeps a field's inputs (and its preview) in place while fields above it move. */
  key: string;
  fieldType: FormFieldType;
  label: string;
  fieldName: string;
  placeholder: string;
  isRequired: boolean;
  /** One option a row, as the admin types them (select, radio and checkbox only): an option may hold a comma. */
  options: string[];
  labelAr: string;
  placeholderAr: string;
  /** The Arabic of each option, row by row beside options ('' where there is none). */
  optionsAr: string[];
}

export interface EditorValues {
  title: string;
  slug: string;
  description: string;
  titleAr: string;
  descriptionAr: string;
  isActive: boolean;
  submitButtonText: string;
  successMessage: string;
  submitButtonTextAr: string;
  successMessageAr: string;
  fields: EditorField[];
}

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return `field-${lastKey}`;
};

export function newField(): EditorField {
  return {
    key: nextKey(),
    fieldType: 'text',
    label: '',
    fieldName: '',
    placeholder: '',
    isRequired: false,
    options: [''],
    labelAr: '',
    placeholderAr: '',
    optionsAr: [''],
  };
}

/** A new form: active, the server's default texts, no field yet. */
export function emptyForm(): EditorValues {
  return {
    title: '',
    slug: '',
    description: '',
    titleAr: '',
    descriptionAr: '',
    isActive: true,
    submitButtonText: DEFAULT_SUBMIT_BUTTON_TEXT,
    successMessage: DEFAULT_SUCCESS_MESSAGE,
    submitButtonTextAr: '',
    successMessageAr: '',
    fields: [],
  };
}

/** A saved form in the edit dialog, its fields in their order. */
export function formValues(form: AdminForm): EditorValues {
  return {
    title: form.title,
    slug: form.slug,
    description: form.description ?? '',
    titleAr: form.titleAr ?? '',
    descriptionAr: form.descriptionAr ?? '',
    isActive: form.isActive,
    submitButtonText: form.submitButtonText,
    successMessage: form.successMessage,
    submitButtonTextAr: form.submitButtonTextAr ?? '',
    successMessageAr: form.successMessageAr ?? '',
    fields: [...form.fields]
      .sort((a, b) => a.displayOrder - b.displayOrder)
      .map((field) => ({
        key: nextKey(),
        fieldType: field.fieldType,
        label: field.label,
        fieldName: field.fieldName,
        placeholder: field.placeholder ?? '',
        isRequired: field.isRequired,
        options: field.options.length > 0 ? [...field.options] : [''],
        labelAr: field.labelAr ?? '',
        placeholderAr: field.placeholderAr ?? '',
        optionsAr: field.options.length > 0 ? field.options.map((_, at) => field.optionsAr[at] ?? '') : [''],
      })),
  };
}

/**
 * The address a title suggests while the admin has not typed one: the field-name rule (accents
 * dropped, lowercase, runs of anything else made one separator) with hyphens, as slugs take them.
 */
export function slugFromTitle(title: string): string {
  return fieldNameFromLabel(title).replaceAll('_', '-');
}

/** The names the server will give the fields, blank ones made from their labels. */
export function fieldNames(fields: readonly EditorField[]): string[] {
  return assignFieldNames(fields.map((field) => ({ label: field.label, fieldName: field.fieldName.trim() })));
}

/** What the server takes (create; the edit adds the form's id): blank names left for it to make. */
export function formPayload(values: EditorValues) {
  return {
    title: values.title,
    slug: values.slug,
    description: values.description,
    titleAr: values.titleAr,
    descriptionAr: values.descriptionAr,
    isActive: values.isActive,
    submitButtonText: values.submitButtonText,
    successMessage: values.successMessage,
    submitButtonTextAr: values.submitButtonTextAr,
    successMessageAr: values.successMessageAr,
    fields: values.fields.map((field) => ({
      fieldType: field.fieldType,
      label: field.label,
      fieldName: field.fieldName.trim() || null,
      placeholder: field.placeholder,
      isRequired: field.isRequired,
      options: fieldTypeHasOptions(field.fieldType) ? field.options : [],
      labelAr: field.labelAr,
      placeholderAr: field.placeholderAr,
      optionsAr: fieldTypeHasOptions(field.fieldType) ? field.optionsAr : [],
    })),
  } satisfies CreateFormInput;
}

/** The form as a visitor's page will show it, from what is typed (blank texts take their defaults). */
export function previewForm(values: EditorValues, untitled: string): PublicForm {
  const names = fieldNames(values.fields);
  return {
    id: 'preview',
    slug: values.slug,
    title: values.title.trim() || untitled,
    description: values.description.trim() || null,
    titleAr: values.titleAr.trim() || null,
    descriptionAr: values.descriptionAr.trim() || null,
    submitButtonText: values.submitButtonText.trim() || DEFAULT_SUBMIT_BUTTON_TEXT,
    successMessage: values.successMessage.trim() || DEFAULT_SUCCESS_MESSAGE,
    submitButtonTextAr: values.submitButtonTextAr.trim() || null,
    successMessageAr: values.successMessageAr.trim() || null,
    fields: values.fields.map(
      (field, index): PublicFormField => ({
        id: field.key,
        fieldName: names[index] ?? field.key,
        label: field.label,
        fieldType: field.fieldType,
        placeholder: field.placeholder.trim() || null,
        isRequired: field.isRequired,
        labelAr: field.labelAr.trim() || null,
        placeholderAr: field.placeholderAr.trim() || null,
        ...(fieldTypeHasOptions(field.fieldType)
          ? parseOptionPairs(field.options, field.optionsAr)
          : { options: [], optionsAr: [] }),
      }),
    ),
  };
}
