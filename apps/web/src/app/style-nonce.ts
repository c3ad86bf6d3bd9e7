import { setNonce } from 'get-nonce';

/**
 * The nonce the server gave this page: its Content-Security-Policy allows inline <style> elements
 * with it only. Browsers hide the attribute from the DOM; the property keeps it. Mantine's style
 * tags take it from MantineProvider; the scroll lock of its dialogs (react-remove-scroll) asks
 * get-nonce. Empty on the dev server, which sets no policy. On the server, each render gives its
 * page's own (setStyleNonceScope).
 */
const styleNonce =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector<HTMLElement>('style[nonce], script[nonce]')?.nonce ?? '');
if (styleNonce) setNonce(styleNonce);

let scoped: () => string | undefined = () => undefined;

/** On the server: where a render finds its page's nonce. */
export function setStyleNonceScope(read: () => string | undefined): void {
  scoped = read;
}

export const getStyleNonce = () => scoped() ?? styleNonce;
