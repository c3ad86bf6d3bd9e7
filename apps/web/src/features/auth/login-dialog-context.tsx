import { createContext, lazy, type ReactNode, Suspense, use, useMemo, useRef, useState } from 'react';

const loadLoginDialog = () => import('./login-dialog');
const LoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));

interface LoginDialogControls {
  /** Opens the dialog at its first step. */
  open: () => void;
  /** Starts loading the dialog's code (on hover or focus of what opens it), so it opens at once. */
  preload: () => void;
}

const LoginDialogContext = createContext<LoginDialogControls | null>(null);

/**
 * Owns the login dialog of the public pages. Its code (forms, schemas) is a chunk of its own,
 * fetched the first time someone reaches for it rather than with the landing page.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  // Mantine returns focus only from its second opening on (the dialog mounts already open), so the
  // opener is remembered here and focused again when the dialog closes.
  const opener = useRef<HTMLElement | null>(null);
  const controls = useMemo<LoginDialogControls>(
    () => ({
      open: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setMounted(true);
        setOpened(true);
      },
      preload: () => void loadLoginDialog(),
    }),
    [],
  );

  return (
    <LoginDialogContext value={controls}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <LoginDialog
            opened={opened}
            onClose={() => {
              setOpened(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </LoginDialogContext>
  );
}

export function useLoginDialog(): LoginDialogControls {
  const controls = use(LoginDialogContext);
  if (!controls) throw new Error('useLoginDialog needs a LoginDialogProvider above it');
  return controls;
}
