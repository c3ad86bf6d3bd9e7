/**
 * The site's own address (APP_URL), for what must be absolute: the canonical address and a link
 * preview's picture and page. In the browser, the page's origin; on the server, the render gives it
 * (entry-server.tsx).
 */
let scoped: () => string | undefined = () => undefined;

/** On the server: where a render finds the site's address. */
export function setSiteAddressScope(read: () => string | undefined): void {
  scoped = read;
}

export const siteAddress = (): string =>
  scoped() ?? (typeof window === 'undefined' ? '' : window.location.origin);
