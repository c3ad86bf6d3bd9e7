import { Button, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { AnsweredField, FormAnswer, FormSubmission } from '@tc/contracts/schemas';
import { formatCalendarDate, formatCentreInstant } from '../../../app/dates';
import { useTranslation } from '../../../i18n/translate';
import classes from './forms-admin.module.css';

const isBlank = (answer: FormAnswer | undefined) =>
  answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0);

/** An answer on one line: a date written out ('1 Dec 2026'), the chosen checkboxes joined by commas. */
export function answerText(field: AnsweredField, answer: FormAnswer, language: string): string {
  if (Array.isArray(answer)) return answer.join(', ');
  if (field.fieldType === 'date' && typeof answer === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(answer)) {
    return formatCalendarDate(answer, language);
  }
  return String(answer);
}

/**
 * The first answers of a submission, each after its label, for the list ('Name: Sara · Course:
 * Rigger'); the e-mail the list shows in its own column is left out.
 */
export function submissionSummary(submission: FormSubmission, language: string, answers = 3): string {
  return submission.fields
    .flatMap((field) => {
      const answer = submission.submittedData[field.fieldName];
      if (answer === undefined || isBlank(answer) || answer === submission.submitterEmail) return [];
      return [`${field.label}: ${answerText(field, answer, language)}`];
    })
    .slice(0, answers)
    .join(' · ');
}

/**
 * One submission: when and from whom, then every answer under the label it was answered under
 * (the form may have changed since); checkbox answers as a list.
 */
export function SubmissionAnswers({
  submission,
  onBack,
}: {
  submission: FormSubmission;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md">
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} className="mantine-rotate-rtl" aria-hidden />}
          onClick={onBack}
          data-autofocus
        >
          {t('formBuilder.submissionsView.back')}
        </Button>
      </div>
      <div>
        <Title order={3} fz="lg">
          {t('formBuilder.submissionsView.submittedAt', {
            when: formatCentreInstant(submission.submittedAt, i18n.language),
          })}
        </Title>
        <Text fz="sm" c="dimmed">
          {submission.submitterEmail
            ? t('formBuilder.submissionsView.from', { email: submission.submitterEmail })
            : t('formBuilder.submissionsView.noEmail')}
        </Text>
      </div>
      <dl className={classes.answers}>
        {submission.fields.map((field) => {
          const answer = submission.submittedData[field.fieldName];
          return (
            <div key={field.fieldName} className={classes.answer}>
              <dt>{field.label}</dt>
              <dd>
                {answer === undefined || isBlank(answer) ? (
                  <Text component="span" c="dimmed" fs="italic" fz="sm">
                    {t('formBuilder.submissionsView.noAnswer')}
                  </Text>
                ) : Array.isArray(answer) ? (
                  <List size="sm" spacing={2}>
                    {answer.map((option) => (
                      <List.Item key={option}>{option}</List.Item>
                    ))}
                  </List>
                ) : (
                  <Text component="span" fz="sm" className={classes.answerText}>
                    {answerText(field, answer, i18n.language)}
                  </Text>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </Stack>
  );
}
