import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
  type SuspenseProps,
} from 'react';

// the page's "I have hydrated", given only where the server rendered the page
const PageHydrated = createContext<(() => void) | null>(null);

function Inert({ isInert, children }: { isInert: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={isInert} role="presentation" className="contents">
      {children}
    </fieldset>
  );
}

/**
 * A page the server rendered shows at once, before its scripts have run: its buttons and fields wait
 * (disabled) until the page has been taken over, so nothing typed or tapped is lost and no form
 * submits on its own (a form's plain submission would put its fields in the address). The app's
 * frame hydrates first; a page whose code is still on its way stays the server's HTML, whose buttons
 * answer nothing, so the wait ends when the page itself says it has hydrated (MarkPageHydrated).
 */
export function UntilPageHydrated({ children }: { children: ReactNode }) {
  const [isHydrated, setHydrated] = useState(false);
  const markHydrated = useCallback(() => setHydrated(true), []);
  return (
    <PageHydrated.Provider value={markHydrated}>
      <Inert isInert={!isHydrated}>{children}</Inert>
    </PageHydrated.Provider>
  );
}

/** Rendered inside a page: its effect runs once the page has hydrated, and the page's controls answer. */
export function MarkPageHydrated(): null {
  const markHydrated = useContext(PageHydrated);
  useEffect(() => markHydrated?.(), [markHydrated]);
  return null;
}

function Hydrated({ onHydrated }: { onHydrated: () => void }): null {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * Suspense for a part of a server-rendered page whose code comes later. React commits the page
 * around such a part while its code is still on its way, leaving the part the server's HTML, whose
 * buttons answer nothing: the part's controls wait (disabled) until it has hydrated too.
 */
export function PageSuspense({ children, ...props }: SuspenseProps) {
  const isServerRendered = useContext(PageHydrated) !== null;
  const [isHydrated, setHydrated] = useState(!isServerRendered);
  const markHydrated = useCallback(() => setHydrated(true), []);
  const part = (
    <Suspense {...props}>
      {children}
      {isHydrated ? null : <Hydrated onHydrated={markHydrated} />}
    </Suspense>
  );
  return isServerRendered ? <Inert isInert={!isHydrated}>{part}</Inert> : part;
}
