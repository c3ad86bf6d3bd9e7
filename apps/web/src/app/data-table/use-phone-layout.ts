import { useMediaQuery } from '@mantine/hooks';

/** True where a list's table would not fit (up to 62em): each row is then a card. */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false });
}
