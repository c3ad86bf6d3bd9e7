import { useMediaQuery } from '@mantine/hooks';

/** True where a table of classes would not fit: each class is then a card. */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false });
}
