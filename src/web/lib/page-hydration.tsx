import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

const PageHydrated = createContext<() => void>(() => undefined);

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
      <fieldset disabled={!isHydrated} role="presentation" className="contents">
        {children}
      </fieldset>
    </PageHydrated.Provider>
  );
}

/** Rendered inside a page: its effect runs once the page has hydrated, and the page's controls answer. */
export function MarkPageHydrated(): null {
  const markHydrated = useContext(PageHydrated);
  useEffect(() => markHydrated(), [markHydrated]);
  return null;
}
