import { useMediaQuery } from '@mantine/hooks';

/** True where a list's table would not fit (up to 62em): each row is then a card. */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false });
}

/** True on a phone (up to 48em): dialogs take the whole screen and wide editors stack their fields. */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 48em)');
}
