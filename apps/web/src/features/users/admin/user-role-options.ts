import type { Role } from '@tc/contracts/schemas';
import type { TFunction } from '../../../i18n/translate';

/** Roles as Select options, labelled in the user's language. */
export function roleOptions(t: TFunction, choices: readonly Role[]) {
  return choices.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}
