import { useEffect, useRef } from 'react';

/**
 * Focuses the element when a dialog step appears, so keyboard and screen-reader users land in it
 * (the button that led there has just disappeared with the previous step).
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
